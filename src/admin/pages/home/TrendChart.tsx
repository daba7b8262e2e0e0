/**
 * The dashboard's 30-day trend (recharts, in its own chunk: only the home page loads it): a line per
 * series over the days, the totals above it (they name the lines' colours); a period without any activity shows its flat lines
 * under a calm note.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ApiData } from '../../../shell/api.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { useDashboardT } from './i18n.ts';

type TrendData = ApiData<'/Page/GetHomePageRecruitData'>;
const SERIES = [
  { key: 'applications', color: '#2563eb' },
  { key: 'interviews', color: '#0891b2' },
  { key: 'hires', color: '#b45309' },
  { key: 'entries', color: '#15803d' },
] as const;

export default function TrendChart({ data, days }: { data: TrendData; days: number }) {
  const t = useDashboardT();
  const phone = useMediaQuery('(max-width:599.95px)');
  const empty = SERIES.every((s) => data.totals[s.key] === 0);
  const rows = data.list.map((d) => ({ ...d, day: d.date.slice(5) }));
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, mb: 1.5 }} data-testid="dashboard-totals">
        {SERIES.map((s) => (
          <Box key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }} data-series={s.key}>
            <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: s.color }} />
            <Typography variant="body2" color="text.secondary">
              {t(`series.${s.key}`)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="dashboard-total">
              {data.totals[s.key]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ position: 'relative', height: phone ? 220 : 280 }} role="img" aria-label={t('chartLabel', { days })}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 8, right: phone ? 4 : 16, bottom: 0, left: phone ? -24 : -8 }}>
            <CartesianGrid stroke="#e5e7eb" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 11, fill: '#586579' }} interval={phone ? 6 : 2} tickLine={false} />
            <YAxis
              allowDecimals={false}
              tick={{ fontSize: 11, fill: '#586579' }}
              tickLine={false}
              axisLine={false}
              domain={[0, empty ? 4 : 'auto']}
            />
            {!empty && <Tooltip labelFormatter={(_, p) => (p?.[0]?.payload as { date?: string } | undefined)?.date ?? ''} />}
            {SERIES.map((s) => (
              <Line
                key={s.key}
                type="linear"
                dataKey={s.key}
                name={t(`series.${s.key}`)}
                stroke={s.color}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
                strokeOpacity={empty ? 0.35 : 1}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
        {empty && <EmptyState variant="overlay" text={t('emptyTrend', { days })} testId="dashboard-trend-empty" />}
      </Box>
    </Box>
  );
}
