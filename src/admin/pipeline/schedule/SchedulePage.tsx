/**
 * 面试日程 (menu 313): the month calendar of interviews. The grid (FullCalendar, loaded lazily with
 * its own module) shows each day's count; a day opens its list beside the grid (desk) or under it
 * (phone): time, candidate, position, interviewers, place and the invitation's state, 改期 in the
 * shared transition dialog (the seeker is told by the server), the candidate in the pipeline's drawer.
 * Days are read in the browser's time zone, and the server counts them the same way (`tz`).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useHasKey } from '../../access/AccessContext.tsx';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { currentLang } from '../../../shell/i18n.ts';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import { localDate } from '../fields.ts';
import { browserOffset, monthOf, type Interview } from './api.ts';
import { DayList } from './DayList.tsx';
import { useScheduleT } from './i18n.ts';
import { editBody, RESCHEDULE_ROW, rescheduleValues } from './reschedule.ts';

const MonthGrid = lazy(() => import('./MonthGrid.tsx'));
const FieldsDialog = lazy(() => import('../FieldsDialog.tsx').then((m) => ({ default: m.FieldsDialog })));
const CandidateDrawer = lazy(() => import('../candidate/CandidateDrawer.tsx'));

const READS = ['/InterviewSchedule/GetCountByDay', '/InterviewSchedule/GetList', '/InterviewSchedule/GetListByMonth'] as const;

export function SchedulePage() {
  const t = useScheduleT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const canEdit = useHasKey('interviewSchedule:edit');
  const tz = useMemo(browserOffset, []);
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [day, setDay] = useState<string | null>(() => localDate(new Date()));
  const [editing, setEditing] = useState<Interview | null>(null);
  const [opened, setOpened] = useState<Interview | null>(null);
  const counts = useApiQuery('/InterviewSchedule/GetCountByDay', { month, tz }, { keepPrevious: true });
  const list = useApiQuery('/InterviewSchedule/GetList', day ? { beginDate: day, endDate: day, tz, perPage: 100 } : null);
  const byDay = useMemo(() => new Map((counts.data ?? []).map((c) => [c.date, c.count])), [counts.data]);
  // On first open a free today gives way to the next day with interviews (else the last one before).
  const picked = useRef(false);
  useEffect(() => {
    if (picked.current || !counts.data || counts.isPlaceholderData) return;
    picked.current = true;
    const today = localDate(new Date());
    if (day !== today || byDay.has(today)) return;
    const days = counts.data.map((c) => c.date);
    const next = days.find((d) => d > today) ?? days.filter((d) => d < today).at(-1);
    if (next) setDay(next);
  }, [counts.data, counts.isPlaceholderData, byDay, day]);
  const onMonth = useCallback((m: string) => {
    setMonth(m);
    // A day of another month stays selected only while its month shows.
    setDay((d) => (d?.startsWith(m) ? d : m === monthOf(new Date()) ? localDate(new Date()) : null));
  }, []);
  const refresh = () => void invalidate(...READS);
  return (
    <Box data-testid="schedule-page">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        <Tooltip title={t('refresh')}>
          <IconButton size="small" onClick={refresh} aria-label={t('refresh')}>
            <RefreshIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, p: phone ? 1 : 2, border: 1, borderColor: 'divider' }}>
          <Suspense fallback={<Skeleton variant="rectangular" height={phone ? 360 : 560} />}>
            <MonthGrid counts={byDay} selected={day} lang={currentLang()} phone={phone} t={t} onMonth={onMonth} onDay={setDay} />
          </Suspense>
        </Box>
        <DayList
          day={day}
          items={list.data?.list}
          loading={list.isFetching}
          canEdit={canEdit}
          t={t}
          onEdit={setEditing}
          onOpen={setOpened}
        />
      </Box>
      {editing && (
        <Suspense fallback={null}>
          <FieldsDialog
            row={RESCHEDULE_ROW}
            title={t('rescheduleTitle', { name: editing.candidateName })}
            subject={`${editing.positionName} · ${t('round', { round: editing.round })}`}
            ids={[editing.id]}
            initial={rescheduleValues(editing)}
            onSubmit={(body) => api.put('/InterviewSchedule/Edit', editBody(body))}
            onClose={(done) => {
              setEditing(null);
              if (!done) return;
              toastSuccess(t('rescheduled'));
              refresh();
            }}
          />
        </Suspense>
      )}
      {opened && (
        <Suspense fallback={null}>
          <CandidateDrawer
            id={opened.deliveryRecordId}
            row={{ name: opened.candidateName }}
            open
            onClose={() => setOpened(null)}
            onMoved={refresh}
          />
        </Suspense>
      )}
    </Box>
  );
}
