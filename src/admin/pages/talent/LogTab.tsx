/** The entry's log, newest first: who changed which section, merges, forwards (to whom), pipelines. */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApiQuery } from '../../../shell/query.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { when } from '../../pipeline/candidate/format.ts';
import type { LogItem } from './api.ts';
import { useTalentT } from './i18n.ts';

function line(l: LogItem, t: ReturnType<typeof useTalentT>): string {
  const kind = t(`log.kind.${l.kind}`);
  if (l.kind === 'forward') return `${kind} ${t('log.to', { emails: l.toEmails.join(', ') })}`;
  if (l.kind === 'pipeline') {
    const position = (l.after as { position?: string } | null)?.position ?? '';
    return `${kind} · ${t('log.position', { position })}`;
  }
  return l.section ? `${kind} · ${t(`sections.${l.section}`)}` : kind;
}

export function LogTab({ id }: { id: number }) {
  const t = useTalentT();
  const log = useApiQuery('/ResumeLib/GetLogList', { id, page: 1, perPage: 50 });
  const rows = log.data?.list ?? [];
  if (log.data && !rows.length) return <EmptyState variant="compact" text={t('log.empty')} testId="talent-log-empty" />;
  return (
    <Stack spacing={1.25} data-testid="talent-log">
      {rows.map((l) => (
        <Box key={l.id} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 130 }}>
            {when(l.createdAt)}
          </Typography>
          <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {line(l, t)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {l.actorName ?? ''}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
