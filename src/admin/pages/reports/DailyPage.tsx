/**
 * 每日指标 (resources/report-daily.json): per company day of the range, applications received and arrivals
 * at 初筛通过, 面试, 录用, 已报到, 离职 and 不合适 (GeReportIndexByDay) as lines and as the definition's table,
 * latest day first, the range's totals above.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { useApiQuery } from '../../../shell/query.ts';
import { ReportFilterBar, reportQuery, useReportFilters } from './filters.tsx';
import { COLORS } from './palette.ts';
import { DayLines } from './common.tsx';
import { useReportsT } from './i18n.ts';
import { Panel, ReportLayout } from './ReportLayout.tsx';
import { ReportRowsTable, useDefinitionColumns } from './ReportTable.tsx';
import { Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';

const FIGURES = ['applications', 'screened', 'interviews', 'hires', 'entries', 'dimissions', 'inappropriate'] as const;

export default function DailyPage() {
  const t = useReportsT();
  const [filters, setFilters] = useReportFilters();
  const daily = useApiQuery('/ResumeDeliveryRecord/Report/GeReportIndexByDay', reportQuery(filters), { keepPrevious: true });
  const columns = useDefinitionColumns();
  const series = FIGURES.map((f) => ({ key: f, label: t(`daily.${f}`) }));
  const rows = daily.data ? ([...daily.data.list].reverse().map((d) => ({ ...d, id: d.date })) as RaRecord[]) : undefined;
  return (
    <ReportLayout intro={t('daily.intro')} filters={<ReportFilterBar value={filters} onApply={setFilters} />}>
      <Panel title={t('daily.chart')} hint={t('range', { from: filters.beginDate, to: filters.endDate })} testId="report-chart-panel">
        {daily.data && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, mb: 1 }} data-testid="report-totals">
            {series.map((s, i) => (
              <Box key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: COLORS[i % COLORS.length] }} />
                <Typography variant="body2" color="text.secondary">
                  {s.label}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {daily.data.totals[s.key]}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
        <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
          <DayLines label={t('daily.chart')} rows={daily.data?.list ?? []} series={series} />
        </Suspense>
      </Panel>
      <Box sx={{ mt: 2 }}>
        <Panel title={t('daily.table')}>
          <ReportRowsTable name="daily" rows={rows} columns={columns} />
        </Panel>
      </Box>
    </ReportLayout>
  );
}
