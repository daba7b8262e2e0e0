/**
 * 到岗率 (resources/report-reach-rate.json): hires of the range per department and how many reported
 * (GetReachRateListByDeptCode) as a chart and a table, then the hires themselves (GetReachRateDetailList,
 * the definition's columns) with their export (ExporReachRateDetailList).
 */
import { useState } from 'react';
import type { RaRecord } from 'react-admin';
import { api } from '../../../shell/api.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { usePaging, useQueryList } from '../../engine/list/QueryList.tsx';
import { ReportFilterBar, reportQuery, useReportFilters } from './filters.tsx';
import { CategoryBars, DetailButton, percentText } from './common.tsx';
import { useReportsT } from './i18n.ts';
import { ChartBeside, ExportButton, Panel, ReportLayout } from './ReportLayout.tsx';
import { ReportQueryTable, ReportRowsTable, useDefinitionColumns, type ReportColumn } from './ReportTable.tsx';

export default function ReachRatePage() {
  const t = useReportsT();
  const [filters, setFilters] = useReportFilters();
  const [dept, setDept] = useState<{ id: number; name: string } | undefined>(undefined);
  const query = reportQuery(filters);
  const summary = useApiQuery('/ResumeDeliveryRecord/Report/GetReachRateListByDeptCode', query, { keepPrevious: true });
  const detailFilter = { ...query, ...(dept ? { rowDeptId: dept.id } : {}) };
  const paging = usePaging(detailFilter);
  const detail = useApiQuery(
    '/ResumeDeliveryRecord/Report/GetReachRateDetailList',
    { ...detailFilter, ...paging.params },
    { keepPrevious: true },
  );
  const list = useQueryList('report:reachDetail', detail, paging);
  const columns = useDefinitionColumns({ reported: (r) => String(r.reportedName) });
  const rows = summary.data?.list.map((r) => ({ ...r, id: r.deptId ?? 0 })) as RaRecord[] | undefined;
  const deptColumns: ReportColumn[] = [
    { prop: 'deptName', label: t('reach.dept') },
    { prop: 'hired', label: t('reach.hired'), numeric: true },
    { prop: 'reported', label: t('reach.reported'), numeric: true },
    { prop: 'waiting', label: t('reach.waiting'), numeric: true },
    { prop: 'dropped', label: t('reach.dropped'), numeric: true },
    { prop: 'rate', label: t('reach.rate'), numeric: true, render: (r) => percentText(r.rate) },
  ];
  const totals = summary.data?.totals;
  return (
    <ReportLayout
      intro={t('reach.intro')}
      actions={
        <ExportButton
          fnKey="reportReachRate:export"
          load={() => api.download('/ResumeDeliveryRecord/Report/ExporReachRateDetailList', detailFilter)}
        />
      }
      filters={
        <ReportFilterBar
          value={filters}
          onApply={(v) => {
            setFilters(v);
            setDept(undefined);
          }}
        />
      }
    >
      <ChartBeside
        chart={
          <Panel
            title={t('reach.chart')}
            hint={totals ? t('reach.total', { hired: totals.hired, reported: totals.reported, rate: percentText(totals.rate) }) : undefined}
            testId="report-chart-panel"
          >
            <CategoryBars
              label={t('reach.chart')}
              stacked
              rows={(summary.data?.list ?? []).map((r) => ({
                name: r.deptName,
                reported: r.reported,
                waiting: r.waiting,
                dropped: r.dropped,
              }))}
              series={[
                { key: 'reported', label: t('reach.reported') },
                { key: 'waiting', label: t('reach.waiting') },
                { key: 'dropped', label: t('reach.dropped') },
              ]}
            />
          </Panel>
        }
        table={
          <Panel title={t('reach.table')} hint={t('reach.tableHint')}>
            <ReportRowsTable
              name="reach"
              rows={rows}
              columns={deptColumns}
              action={{
                label: t('detail.title'),
                render: (r) => {
                  const id = Number(r.id);
                  return (
                    <DetailButton
                      label={t('detail.show')}
                      active={dept?.id === id}
                      onClick={() => setDept(dept?.id === id ? undefined : { id, name: String(r.deptName) })}
                    />
                  );
                },
              }}
            />
          </Panel>
        }
      />
      <Panel title={dept ? t('reach.detailOf', { name: dept.name }) : t('reach.detail')}>
        <ReportQueryTable value={list} columns={columns} />
      </Panel>
    </ReportLayout>
  );
}
