/**
 * 员工留存 (resources/report-retention.json): the people who entered in the range, per department, and
 * those still there 30, 90 and 180 days after entering (GetEmployeeRetainPageList, the definition's
 * columns), the rates as a chart, and the table's export (ExportRenLiuSummaryByDeptCodeList). 留存明细
 * lists the people one by one.
 */
import type { RaRecord } from 'react-admin';
import { api } from '../../../shell/api.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { ReportFilterBar, reportQuery, useReportFilters } from './filters.tsx';
import { CategoryBars, percentText } from './common.tsx';
import { useReportsT } from './i18n.ts';
import { ChartBeside, ExportButton, Panel, ReportLayout } from './ReportLayout.tsx';
import { ReportRowsTable, useDefinitionColumns } from './ReportTable.tsx';

/** Retention needs time behind it: the page opens on the last year (so the 180-day figures have a base). */
const OPENING_DAYS = 365;

export default function RetentionPage() {
  const t = useReportsT();
  const [filters, setFilters] = useReportFilters(OPENING_DAYS);
  const query = reportQuery(filters);
  const summary = useApiQuery('/ResumeDeliveryRecord/Report/GetEmployeeRetainPageList', { ...query, perPage: 100 }, { keepPrevious: true });
  const columns = useDefinitionColumns({
    rate30: (r) => percentText(r.rate30),
    rate90: (r) => percentText(r.rate90),
    rate180: (r) => percentText(r.rate180),
  });
  const rows = summary.data?.list.map((r) => ({ ...r, id: r.deptId ?? 0 })) as RaRecord[] | undefined;
  const totals = summary.data?.totals;
  const chartRows = [
    ...(summary.data?.list ?? []).map((r) => ({ name: r.deptName, rate30: r.rate30, rate90: r.rate90, rate180: r.rate180 })),
    ...(totals && (summary.data?.list.length ?? 0) > 1
      ? [{ name: t('retention.all'), rate30: totals.rate30, rate90: totals.rate90, rate180: totals.rate180 }]
      : []),
  ];
  return (
    <ReportLayout
      intro={t('retention.intro')}
      actions={
        <ExportButton
          fnKey="reportRetention:export"
          load={() => api.download('/ResumeDeliveryRecord/Report/ExportRenLiuSummaryByDeptCodeList', query)}
        />
      }
      filters={<ReportFilterBar value={filters} onApply={setFilters} />}
    >
      <ChartBeside
        chart={
          <Panel
            title={t('retention.chart')}
            hint={
              totals ? t('retention.total', { entered: totals.entered, left: totals.left, rate: percentText(totals.rate90) }) : undefined
            }
            testId="report-chart-panel"
          >
            <CategoryBars
              label={t('retention.chart')}
              percent
              rows={chartRows}
              series={[
                { key: 'rate30', label: t('retention.after', { days: 30 }) },
                { key: 'rate90', label: t('retention.after', { days: 90 }) },
                { key: 'rate180', label: t('retention.after', { days: 180 }) },
              ]}
            />
          </Panel>
        }
        table={
          <Panel title={t('retention.table')} hint={t('retention.tableHint')}>
            <ReportRowsTable name="retention" rows={rows} columns={columns} />
          </Panel>
        }
      />
    </ReportLayout>
  );
}
