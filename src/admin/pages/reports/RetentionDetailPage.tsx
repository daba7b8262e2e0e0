/**
 * 留存明细 (resources/report-retention-detail.json): each person who entered in the range, when they left,
 * days stayed, and whether still there after 30, 90 and 180 days (GetEmployeeRetainDetailPageList, the
 * definition's columns), with its export (ExportRenLiuSummarList); the chart draws the range's retention
 * after 30, 90 and 180 days beside the share still there today.
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { RaRecord } from 'react-admin';
import { api } from '../../../shell/api.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { usePaging, useQueryList } from '../../engine/list/QueryList.tsx';
import { ReportFilterBar, reportQuery, useReportFilters } from './filters.tsx';
import { CategoryBars, momentText, percentText } from './common.tsx';
import { useReportsT } from './i18n.ts';
import { ChartBeside, ExportButton, Panel, ReportLayout } from './ReportLayout.tsx';
import { ReportQueryTable, useDefinitionColumns } from './ReportTable.tsx';

const OPENING_DAYS = 365;

export default function RetentionDetailPage() {
  const t = useReportsT();
  const [filters, setFilters] = useReportFilters(OPENING_DAYS);
  const [left, setLeft] = useState<'' | 'true' | 'false'>('');
  const query = { ...reportQuery(filters), ...(left === '' ? {} : { left: left === 'true' }) };
  const paging = usePaging(query);
  const detail = useApiQuery(
    '/ResumeDeliveryRecord/Report/GetEmployeeRetainDetailPageList',
    { ...query, ...paging.params },
    { keepPrevious: true },
  );
  const list = useQueryList('report:retentionDetail', detail, paging);
  const summary = useApiQuery(
    '/ResumeDeliveryRecord/Report/GetEmployeeRetainPageList',
    { ...reportQuery(filters), perPage: 1 },
    { keepPrevious: true },
  );
  const kept = (v: unknown) => (v === null || v === undefined ? t('pending') : v ? t('yes') : t('no'));
  const columns = useDefinitionColumns({
    enteredAt: (r: RaRecord) => momentText(r.enteredAt),
    leftAt: (r: RaRecord) => momentText(r.leftAt),
    retained30: (r: RaRecord) => kept(r.retained30),
    retained90: (r: RaRecord) => kept(r.retained90),
    retained180: (r: RaRecord) => kept(r.retained180),
  });
  const totals = summary.data?.totals;
  const chartRows = totals
    ? [
        { name: t('retention.after', { days: 30 }), rate: totals.rate30 },
        { name: t('retention.after', { days: 90 }), rate: totals.rate90 },
        { name: t('retention.after', { days: 180 }), rate: totals.rate180 },
        { name: t('retention.today'), rate: totals.entered ? Math.round((totals.staying * 1000) / totals.entered) / 10 : null },
      ]
    : [];
  return (
    <ReportLayout
      intro={t('retentionDetail.intro')}
      actions={
        <ExportButton
          fnKey="reportRetentionDetail:export"
          load={() => api.download('/ResumeDeliveryRecord/Report/ExportRenLiuSummarList', query)}
        />
      }
      filters={<ReportFilterBar value={filters} onApply={setFilters} />}
    >
      <ChartBeside
        chart={
          <Panel
            title={t('retentionDetail.chart')}
            hint={
              totals ? t('retention.total', { entered: totals.entered, left: totals.left, rate: percentText(totals.rate90) }) : undefined
            }
            testId="report-chart-panel"
          >
            <CategoryBars
              label={t('retentionDetail.chart')}
              percent
              rows={chartRows}
              series={[{ key: 'rate', label: t('retentionDetail.rate') }]}
            />
          </Panel>
        }
        table={
          <Panel title={t('retentionDetail.table')}>
            <TextField
              select
              size="small"
              label={t('retentionDetail.who')}
              value={left}
              onChange={(e) => setLeft(e.target.value as typeof left)}
              sx={{ width: { xs: '100%', sm: 200 }, mb: 1.5 }}
            >
              <MenuItem value="">{t('retentionDetail.everyone')}</MenuItem>
              <MenuItem value="false">{t('retentionDetail.staying')}</MenuItem>
              <MenuItem value="true">{t('retentionDetail.left')}</MenuItem>
            </TextField>
            <ReportQueryTable value={list} columns={columns} />
          </Panel>
        }
      />
    </ReportLayout>
  );
}
