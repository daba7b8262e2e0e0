/**
 * The frame of a report page: its title (the screen's name), the export button where the caller holds
 * the screen's `:export` key, the filter bar, then the chart beside the table (below it on a phone).
 */
import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { saveDownload, type Download } from '../../../shell/http.ts';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { useHasKey } from '../../access/AccessContext.tsx';
import { useEngine } from '../../engine/EngineContext.tsx';
import { resourceTitle } from '../../engine/labels.ts';
import { reportUnlessShown } from '../../engine/reportError.ts';
import { useReportsT } from './i18n.ts';

export function ExportButton({ fnKey, load, label }: { fnKey: string; load: () => Promise<Download>; label?: string }) {
  const t = useReportsT();
  if (!useHasKey(fnKey)) return null;
  return (
    <DebounceButton
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      data-testid="report-export"
      onClick={async () => {
        try {
          saveDownload(await load());
        } catch (e) {
          reportUnlessShown(e);
        }
      }}
    >
      {label ?? t('export')}
    </DebounceButton>
  );
}

export function ReportLayout({
  intro,
  actions,
  filters,
  children,
}: {
  intro: string;
  actions?: ReactNode;
  filters: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslate();
  const { def } = useEngine();
  return (
    <Box data-testid="report-page" data-report={def.name}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 0.5 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {resourceTitle(t, def)}
        </Typography>
        {actions}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {intro}
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        {filters}
      </Paper>
      {children}
    </Box>
  );
}

/** A titled card (a chart, a table). */
export function Panel({ title, hint, children, testId }: { title: string; hint?: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

/** Chart and table side by side on a wide screen (1536 px and up), the chart above the table below that. */
export function ChartBeside({ chart, table }: { chart: ReactNode; table: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 5fr) minmax(0, 7fr)' }, mb: 2 }}>
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>{chart}</Suspense>
      {table}
    </Box>
  );
}
