/**
 * The reports' charts (recharts, in a chunk only the report pages load). Each reads the numbers its
 * table shows; an empty range shows its axes under a calm note rather than nothing.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { useReportsT } from './i18n.ts';

const AXIS = { fontSize: 11, fill: '#586579' } as const;
import { COLORS } from './palette.ts';

function Frame({ label, empty, height, children }: { label: string; empty: boolean; height: number; children: ReactNode }) {
  const t = useReportsT();
  return (
    <Box sx={{ position: 'relative', height }} role="img" aria-label={label} data-testid="report-chart">
      {children}
      {empty && <EmptyState variant="overlay" text={t('emptyChart')} testId="report-chart-empty" />}
    </Box>
  );
}

/** The funnel: one bar per stage, its count and its share of the applications. */
export function FunnelChart({ stages }: { stages: Array<{ key: string; label: string; value: number }> }) {
  const t = useReportsT();
  const first = stages[0]?.value ?? 0;
  const rows = stages.map((s) => ({
    ...s,
    share: first > 0 ? `${s.value} · ${Math.round((s.value * 1000) / first) / 10}%` : String(s.value),
  }));
  return (
    <Frame label={t('source.chart')} empty={first === 0} height={280}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 72, bottom: 4, left: 8 }}>
          <XAxis type="number" hide allowDecimals={false} />
          <YAxis type="category" dataKey="label" width={84} tick={AXIS} tickLine={false} axisLine={false} />
          <Bar dataKey="value" isAnimationActive={false} radius={[0, 4, 4, 0]} fill={COLORS[0]}>
            <LabelList dataKey="share" position="right" style={{ fontSize: 12, fill: '#334155' }} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Frame>
  );
}

/** Bars per row (a department), stacked or side by side, with a legend naming each series. */
export function CategoryBars({
  rows,
  series,
  label,
  stacked = false,
  percent = false,
}: {
  rows: Array<Record<string, string | number | null>>;
  series: Array<{ key: string; label: string }>;
  label: string;
  stacked?: boolean;
  percent?: boolean;
}) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const empty = rows.every((r) => series.every((s) => !r[s.key]));
  return (
    <Frame label={label} empty={empty} height={phone ? 240 : 300}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: phone ? -20 : -8 }}>
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="name" tick={AXIS} tickLine={false} interval={0} />
          <YAxis
            tick={AXIS}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            domain={percent ? [0, 100] : [0, 'auto']}
            unit={percent ? '%' : ''}
          />
          {!empty && <Tooltip />}
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={COLORS[i % COLORS.length]}
              stackId={stacked ? 'a' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Frame>
  );
}

/** Lines over the days of the range. */
export function DayLines({
  rows,
  series,
  label,
}: {
  rows: Array<Record<string, string | number>>;
  series: Array<{ key: string; label: string }>;
  label: string;
}) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const empty = rows.every((r) => series.every((s) => !r[s.key]));
  const data = rows.map((r) => ({ ...r, day: String(r.date).slice(5) }));
  return (
    <Frame label={label} empty={empty} height={phone ? 240 : 320}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: phone ? 4 : 16, bottom: 0, left: phone ? -24 : -8 }}>
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="day" tick={AXIS} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
          <YAxis tick={AXIS} tickLine={false} axisLine={false} allowDecimals={false} domain={[0, empty ? 4 : 'auto']} />
          {!empty && <Tooltip labelFormatter={(_, p) => String((p?.[0]?.payload as { date?: string } | undefined)?.date ?? '')} />}
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="linear"
              dataKey={s.key}
              name={s.label}
              stroke={COLORS[i % COLORS.length]}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Frame>
  );
}
