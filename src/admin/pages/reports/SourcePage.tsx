/**
 * 招聘漏斗 (resources/report-source.json): per resume source, the applications received in the range and
 * how far they got (GetReportPipingSummaryByResumeSouceList), the funnel of all sources as a chart, and
 * the applications behind a source (GetReportPipingDetailList).
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { RaRecord } from 'react-admin';
import { useApiQuery } from '../../../shell/query.ts';
import { usePaging, useQueryList } from '../../engine/list/QueryList.tsx';
import { ReportFilterBar, reportQuery, useReportFilters } from './filters.tsx';
import { DetailButton, FunnelChart, momentText, percentText } from './common.tsx';
import { useReportsT } from './i18n.ts';
import { ChartBeside, Panel, ReportLayout } from './ReportLayout.tsx';
import { ReportQueryTable, ReportRowsTable, useDefinitionColumns, type ReportColumn } from './ReportTable.tsx';

const STAGES = ['applications', 'screened', 'interviewed', 'hired', 'entered'] as const;

export default function SourcePage() {
  const t = useReportsT();
  const [filters, setFilters] = useReportFilters();
  const [source, setSource] = useState<string | undefined>(undefined);
  const query = reportQuery(filters);
  const summary = useApiQuery('/ResumeDeliveryRecord/Report/GetReportPipingSummaryByResumeSouceList', query, { keepPrevious: true });
  const columns = useDefinitionColumns({ hireRate: (r) => percentText(r.hireRate), entryRate: (r) => percentText(r.entryRate) });
  const detailFilter = { ...query, ...(source === undefined ? {} : { source }) };
  const paging = usePaging(detailFilter);
  const detail = useApiQuery(
    '/ResumeDeliveryRecord/Report/GetReportPipingDetailList',
    { ...detailFilter, ...paging.params },
    { keepPrevious: true },
  );
  const list = useQueryList('report:sourceDetail', detail, paging);
  const rows = summary.data?.list.map((r) => ({ ...r, id: r.source || '—' })) as RaRecord[] | undefined;
  const totals = summary.data?.totals;
  const detailColumns: ReportColumn[] = [
    { prop: 'name', label: t('detail.name') },
    { prop: 'positionName', label: t('detail.position') },
    { prop: 'deptName', label: t('detail.dept') },
    { prop: 'sourceName', label: t('detail.source') },
    { prop: 'createdAt', label: t('detail.appliedAt'), render: (r) => momentText(r.createdAt) },
    { prop: 'stageName', label: t('detail.stage') },
    { prop: 'furthestName', label: t('detail.furthest') },
  ];
  return (
    <ReportLayout
      intro={t('source.intro')}
      filters={
        <ReportFilterBar
          value={filters}
          onApply={(v) => {
            setFilters(v);
            setSource(undefined);
          }}
        />
      }
    >
      <ChartBeside
        chart={
          <Panel title={t('source.chart')} hint={t('range', { from: filters.beginDate, to: filters.endDate })} testId="report-chart-panel">
            <FunnelChart stages={STAGES.map((k) => ({ key: k, label: t(`stages.${k}`), value: totals?.[k] ?? 0 }))} />
          </Panel>
        }
        table={
          <Panel title={t('source.table')} hint={t('source.tableHint')}>
            <ReportRowsTable
              name="source"
              rows={rows}
              columns={columns}
              action={{
                label: t('detail.title'),
                render: (r) => (
                  <DetailButton
                    label={t('detail.show')}
                    active={source === r.source}
                    onClick={() => setSource(source === r.source ? undefined : String(r.source))}
                  />
                ),
              }}
            />
          </Panel>
        }
      />
      <Box>
        <Panel title={source === undefined ? t('detail.all') : t('detail.of', { name: source || t('noSource') })}>
          <ReportQueryTable value={list} columns={detailColumns} />
        </Panel>
      </Box>
    </ReportLayout>
  );
}
