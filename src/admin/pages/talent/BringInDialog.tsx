/** 加入职位流程: the chosen entries become applications at 新投递 of one published position (all or nothing). */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useApiQuery } from '../../../shell/query.ts';
import { AccessDialog } from '../access/AccessDialog.tsx';
import { useTalentT } from './i18n.ts';

const PUBLISHED = 2;

export default function BringInDialog({ ids, name, onClose }: { ids: number[]; name?: string; onClose: (changed: boolean) => void }) {
  const t = useTalentT();
  const positions = useApiQuery('/PositionInfo/GetDropDown', { state: PUBLISHED });
  const [positionId, setPositionId] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const go = async () => {
    if (positionId === '') return;
    setBusy(true);
    try {
      await api.post('/TalentCenter/BringIntoPipeline', { ids, positionId });
      toastSuccess(t('bringIn.done'));
      onClose(true);
    } catch {
      // The http client showed why (already in that pipeline, no phone ...).
    } finally {
      setBusy(false);
    }
  };
  return (
    <AccessDialog
      title={name ? t('bringIn.title', { name }) : t('bringIn.titleMany', { n: ids.length })}
      busy={busy}
      onClose={() => onClose(false)}
      testId="talent-bring-in-dialog"
      actions={
        <>
          <Button onClick={() => onClose(false)} disabled={busy}>
            {t('edit.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void go()} disabled={busy || positionId === ''} data-testid="talent-bring-in-confirm">
            {t('bringIn.confirm')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          select
          size="small"
          label={t('bringIn.position')}
          value={positionId === '' ? '' : String(positionId)}
          onChange={(e) => setPositionId(Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'talent-bring-in-position' } }}
        >
          {(positions.data ?? []).map((p) => (
            <MenuItem key={p.value} value={String(p.value)}>
              {p.display}
            </MenuItem>
          ))}
        </TextField>
        <Alert severity="info">{t('bringIn.noAccountHint')}</Alert>
      </Box>
    </AccessDialog>
  );
}
