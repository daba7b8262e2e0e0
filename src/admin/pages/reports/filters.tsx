/**
 * The reports' filter bar: the date range (company days, both ends included, with quick ranges), the
 * department (and those below it), the position and its type. The range is checked by the same rule the
 * server applies (src/common/reports.ts) before anything is asked; the applied filters are the page's.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { fieldText } from '../../../common/field-messages.ts';
import { addDays, rangeIssue, REPORT_DEFAULT_DAYS } from '../../../common/reports.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { DeptTreeSelect } from '../../../widgets/dept-tree/DeptTreeSelect.tsx';
import { FilterChip } from '../../engine/list/chips.tsx';
import { useReportsT } from './i18n.ts';

export interface ReportFilterValues {
  beginDate: string;
  endDate: string;
  deptId?: number | undefined;
  positionId?: number | undefined;
  positionTypeId?: number | undefined;
}

/** Today on the company's clock (UTC+8), as the server reads it. */
export const companyToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

export const lastDays = (days: number, end = companyToday()): ReportFilterValues => ({
  beginDate: addDays(end, -(days - 1)),
  endDate: end,
});

export function useReportFilters(days = REPORT_DEFAULT_DAYS) {
  return useState<ReportFilterValues>(() => lastDays(days));
}

const PRESETS = [7, 30, 90, 180, 365] as const;
const fieldSx = { width: { xs: '100%', sm: 170 } } as const;

export function ReportFilterBar({ value, onApply }: { value: ReportFilterValues; onApply: (v: ReportFilterValues) => void }) {
  const t = useReportsT();
  const [draft, setDraft] = useState(value);
  const positions = useApiQuery('/PositionInfo/GetDropDown');
  const types = useApiQuery('/ResumeDeliveryRecord/Report/GetPostType');
  const issue = draft.beginDate && draft.endDate ? rangeIssue(draft.beginDate, draft.endDate) : null;
  const set = (patch: Partial<ReportFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const numberOf = (v: string) => (v === '' ? undefined : Number(v));
  return (
    <Box
      component="form"
      data-testid="report-filters"
      onSubmit={(e) => {
        e.preventDefault();
        if (!issue && draft.beginDate && draft.endDate) onApply(draft);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', p: { xs: 1.5, sm: 2 } }}
    >
      <TextField
        type="date"
        size="small"
        label={t('filters.beginDate')}
        value={draft.beginDate}
        onChange={(e) => set({ beginDate: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-begin' } }}
        sx={fieldSx}
      />
      <TextField
        type="date"
        size="small"
        label={t('filters.endDate')}
        value={draft.endDate}
        onChange={(e) => set({ endDate: e.target.value })}
        error={issue !== null}
        helperText={issue ? fieldText(issue, currentLang()) : undefined}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'report-end' } }}
        sx={fieldSx}
      />
      <Box sx={{ width: { xs: '100%', sm: 220 } }}>
        <DeptTreeSelect
          value={draft.deptId ?? null}
          onChange={(id) => set({ deptId: id ?? undefined })}
          label={t('filters.dept')}
          clearable
        />
      </Box>
      <TextField
        select
        size="small"
        label={t('filters.position')}
        value={draft.positionId === undefined ? '' : String(draft.positionId)}
        onChange={(e) => set({ positionId: numberOf(e.target.value) })}
        sx={{ width: { xs: '100%', sm: 200 } }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {(positions.data ?? []).map((p) => (
          <MenuItem key={p.value} value={String(p.value)}>
            {p.display}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.positionType')}
        value={draft.positionTypeId === undefined ? '' : String(draft.positionTypeId)}
        onChange={(e) => set({ positionTypeId: numberOf(e.target.value) })}
        sx={{ width: { xs: '100%', sm: 160 } }}
      >
        <MenuItem value="">{t('filters.all')}</MenuItem>
        {(types.data ?? []).map((p) => (
          <MenuItem key={p.value} value={String(p.value)}>
            {p.display}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={issue !== null} data-testid="report-apply">
          {t('filters.apply')}
        </Button>
        <Button
          color="inherit"
          onClick={() => {
            const reset = lastDays(REPORT_DEFAULT_DAYS);
            setDraft(reset);
            onApply(reset);
          }}
        >
          {t('filters.reset')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center', flexBasis: '100%' }}>
        {PRESETS.map((days) => {
          const range = lastDays(days);
          return (
            <FilterChip
              key={days}
              selected={value.beginDate === range.beginDate && value.endDate === range.endDate}
              label={t('filters.lastDays', { count: days })}
              onClick={() => {
                const next = { ...draft, ...range };
                setDraft(next);
                onApply(next);
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}

/** The query a report call takes: the applied filters without the empty ones. */
export function reportQuery(v: ReportFilterValues) {
  return Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== '')) as ReportFilterValues;
}
