/** 查看联系方式: the parsed phone and e-mail in clear (GetResumePhoneEmail; the server logs each reveal). */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApiQuery } from '../../../shell/query.ts';
import { LoadFailed } from '../../engine/list/ListStates.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../access/AccessDialog.tsx';
import { useParsingT } from './i18n.ts';

export default function ContactDialog({ record, onClose }: CommandProps) {
  const t = useParsingT();
  const q = useApiQuery('/ResumeParsing/GetResumePhoneEmail', { id: Number(record?.id) }, { staleTime: 0 });
  const line = (key: 'phone' | 'email', value: string | null | undefined) => (
    <Stack direction="row" spacing={2}>
      <Typography sx={{ minWidth: 72, color: 'text.secondary' }}>{t(`contact.${key}`)}</Typography>
      <Typography data-testid={`contact-${key}`} sx={{ wordBreak: 'break-all' }}>
        {q.isPending ? '…' : value || t('contact.none')}
      </Typography>
    </Stack>
  );
  return (
    <AccessDialog
      title={t('contact.title', { name: String(record?.name ?? record?.fileName ?? '') })}
      width={420}
      onClose={() => onClose(false)}
      testId="parsing-contact"
      actions={<Button onClick={() => onClose(false)}>{t('contact.close')}</Button>}
    >
      {q.isError ? (
        <LoadFailed onRetry={() => q.refetch()} />
      ) : (
        <Stack spacing={1.5}>
          {line('phone', q.data?.phone)}
          {line('email', q.data?.email)}
          <Typography variant="caption" color="text.secondary">
            {t('contact.logged')}
          </Typography>
        </Stack>
      )}
    </AccessDialog>
  );
}
