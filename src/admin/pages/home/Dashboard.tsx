/**
 * The home dashboard (Page/GetHomePageData, Page/GetHomePageRecruitData): today's figures, each a link
 * into the list it counts when the caller may open that list, and the trend of the last 30 days, whose
 * chart (recharts) loads only here.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventIcon from '@mui/icons-material/Event';
import DateRangeIcon from '@mui/icons-material/DateRange';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import DraftsIcon from '@mui/icons-material/DraftsOutlined';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiData } from '../../../shell/api.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { useDashboardT } from './i18n.ts';

type Figure = ApiData<'/Page/GetHomePageData'>['figures'][number];

const TrendChart = lazy(() => import('./TrendChart.tsx'));

const ICONS: Record<Figure['key'], ReactNode> = {
  newApplications: <MoveToInboxIcon fontSize="small" />,
  interviewsToday: <EventIcon fontSize="small" />,
  interviewsThisWeek: <DateRangeIcon fontSize="small" />,
  offersAwaiting: <DraftsIcon fontSize="small" />,
  toReport: <HowToRegIcon fontSize="small" />,
  joinRequests: <GroupAddIcon fontSize="small" />,
  tasksBehind: <TaskAltIcon fontSize="small" />,
};

export const TREND_DAYS = 30;

function FigureCard({ figure }: { figure: Figure }) {
  const t = useDashboardT();
  const linked = figure.path !== null;
  const link = linked ? { component: RouterLink, to: figure.path } : {};
  return (
    <Paper
      {...link}
      variant="outlined"
      data-testid="dashboard-figure"
      data-figure={figure.key}
      title={linked ? undefined : t('noLink')}
      sx={{
        p: { xs: 1.5, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        minWidth: 0,
        textDecoration: 'none',
        color: 'inherit',
        transition: 'border-color .15s, box-shadow .15s',
        ...(linked ? { '&:hover, &:focus-visible': { borderColor: 'primary.main', boxShadow: '0 4px 14px rgba(37,99,235,0.12)' } } : {}),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', minWidth: 0 }}>
        <Box
          sx={{
            width: 28,
            height: 28,
            borderRadius: 1.5,
            bgcolor: 'rgba(37,99,235,0.08)',
            color: 'primary.main',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {ICONS[figure.key]}
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary', flex: 1, minWidth: 0, lineHeight: 1.3 }}>
          {t(`figure.${figure.key}`)}
        </Typography>
        {linked && <ChevronRightIcon fontSize="small" sx={{ flexShrink: 0 }} />}
      </Box>
      <Typography
        data-testid="dashboard-figure-count"
        sx={{ fontSize: { xs: 26, sm: 30 }, fontWeight: 700, lineHeight: 1.2, color: figure.count > 0 ? 'text.primary' : 'text.disabled' }}
      >
        {figure.count}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ lineHeight: 1.35 }}>
        {t(`hint.${figure.key}`)}
      </Typography>
    </Paper>
  );
}

function Figures() {
  const t = useDashboardT();
  const q = useApiQuery('/Page/GetHomePageData');
  // Six or seven cards (join requests and tasks show to whoever may open their screens): one row on a wide screen.
  const cards = q.data?.figures.length ?? 6;
  const grid = {
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: {
      xs: 'repeat(2, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
      lg: `repeat(${Math.min(4, cards)}, minmax(0, 1fr))`,
      xl: `repeat(${cards}, minmax(0, 1fr))`,
    },
  };
  return (
    <Box component="section" sx={{ mt: 2.5 }} aria-labelledby="dashboard-figures">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id="dashboard-figures" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('figures')}
        </Typography>
        {q.data && (
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-today">
            {t('today', { date: q.data.today })}
          </Typography>
        )}
      </Box>
      {q.isError ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void q.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('failed')}
        </Alert>
      ) : (
        <Box sx={grid} data-testid="dashboard-figures" aria-busy={!q.data}>
          {q.data
            ? q.data.figures.map((f) => <FigureCard key={f.key} figure={f} />)
            : (Object.keys(ICONS) as Figure['key'][]).map((k) => <Skeleton key={k} variant="rounded" height={104} />)}
        </Box>
      )}
    </Box>
  );
}

function Trend() {
  const t = useDashboardT();
  const q = useApiQuery('/Page/GetHomePageRecruitData', { days: TREND_DAYS });
  const placeholder = <Skeleton variant="rounded" height={280} />;
  return (
    <Paper component="section" variant="outlined" sx={{ mt: 2.5, p: { xs: 1.5, sm: 2.5 } }} aria-labelledby="dashboard-trend">
      <Typography id="dashboard-trend" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('trend', { days: TREND_DAYS })}
      </Typography>
      {q.data && (
        <Typography variant="caption" color="text.secondary" component="p">
          {t('trendHint', { from: q.data.beginDate, to: q.data.endDate })}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }} data-testid="dashboard-trend">
        {q.isError ? (
          <Alert severity="warning">{t('failed')}</Alert>
        ) : q.data ? (
          <Suspense fallback={placeholder}>
            <TrendChart data={q.data} days={TREND_DAYS} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
    </Paper>
  );
}

export function Dashboard() {
  return (
    <>
      <Figures />
      <Trend />
    </>
  );
}
