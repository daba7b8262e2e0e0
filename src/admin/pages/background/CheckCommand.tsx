/** 背景调查 on a 录用 row: the background check of the ID number the application carries (never shown), in a dialog. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useApiQuery } from '../../../shell/query.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { useSalaryT } from '../salary/i18n.ts';
import { SalaryDialog } from '../salary/SalaryDialog.tsx';
import { ResultCards } from './ResultCards.tsx';

export default function CheckCommand({ record, onClose }: CommandProps) {
  const t = useSalaryT();
  const query = record ? { deliveryRecordId: Number(record.id) } : null;
  const found = useApiQuery('/ThirdInterface/FindByIdNoEncrypt', query, { silent: true });
  const merits = useApiQuery('/ThirdInterface/GetMeritsInfo', found.data ? query : null);
  const name = String(record?.name ?? '');
  return (
    <SalaryDialog title={`${t('background.title')} · ${name}`} testId="background-dialog" busy={false} onClose={() => onClose(false)}>
      {found.isError ? (
        <Alert severity="warning">{found.error instanceof Error ? found.error.message : ''}</Alert>
      ) : !found.data || !merits.data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <CircularProgress size={28} aria-label={t('background.title')} />
        </Box>
      ) : (
        <Box data-testid="background-result" sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('background.masked', { idNo: found.data.idNo })} · {t('background.provider')}
          </Typography>
          {found.data.found ? (
            <ResultCards employments={found.data.list} merits={merits.data.list} />
          ) : (
            <EmptyState text={t('background.notFound')} testId="background-not-found" />
          )}
        </Box>
      )}
    </SalaryDialog>
  );
}
