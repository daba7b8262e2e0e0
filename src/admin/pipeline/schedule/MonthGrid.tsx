/**
 * The month grid (FullCalendar's day grid, loaded with this module only when the calendar opens):
 * each day shows how many interviews it has; a day is a button (click, tap or keyboard) that opens
 * its list. Counts only, never events, so a phone's narrow cells stay readable.
 */
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import zhCnLocale from '@fullcalendar/core/locales/zh-cn';
import zhTwLocale from '@fullcalendar/core/locales/zh-tw';
import type { DayCellContentArg, LocaleInput } from '@fullcalendar/core';
import Box from '@mui/material/Box';
import type { Lang } from '../../../common/states.ts';
import { localDate } from '../fields.ts';
import { monthOf } from './api.ts';
import type { ScheduleT } from './i18n.ts';

/** Read by a screen reader, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const LOCALES: Readonly<Record<Lang, LocaleInput | string>> = { 'zh-CN': zhCnLocale, 'zh-TW': zhTwLocale, en: 'en' };

export interface MonthGridProps {
  counts: ReadonlyMap<string, number>;
  selected: string | null;
  lang: Lang;
  phone: boolean;
  t: ScheduleT;
  onMonth: (month: string) => void;
  onDay: (day: string) => void;
}

function DayCell({
  arg,
  count,
  selected,
  phone,
  t,
  onDay,
}: { arg: DayCellContentArg; count: number; selected: boolean } & Pick<MonthGridProps, 'phone' | 't' | 'onDay'>) {
  const day = localDate(arg.date);
  const badge = phone ? String(count) : t('count', { count });
  return (
    <Box
      component="button"
      type="button"
      onClick={() => onDay(day)}
      aria-pressed={selected}
      data-testid={`day-${day}`}
      data-count={count}
      sx={{
        all: 'unset',
        boxSizing: 'border-box',
        cursor: 'pointer',
        display: 'flex',
        flexDirection: 'column',
        alignItems: phone ? 'center' : 'flex-end',
        gap: 0.5,
        width: '100%',
        minHeight: phone ? 44 : 72,
        p: 0.5,
        borderRadius: 1,
        outlineOffset: -2,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {/* Read out as what the eye reads (the number, the badge), then the date and count in words. */}
      <Box component="span" sx={visuallyHidden}>
        {[arg.date.getDate(), count > 0 ? badge : '', t('countLabel', { date: day, count })].filter(Boolean).join(' ')}
      </Box>
      <Box component="span" aria-hidden="true" sx={{ fontSize: 13, color: arg.isOther ? 'text.secondary' : 'text.primary' }}>
        {arg.date.getDate()}
      </Box>
      {count > 0 && (
        <Box
          component="span"
          sx={{
            minWidth: 22,
            px: 0.75,
            py: 0.125,
            borderRadius: 8,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            fontWeight: 600,
            textAlign: 'center',
          }}
          aria-hidden="true"
          data-testid="day-count"
        >
          {badge}
        </Box>
      )}
    </Box>
  );
}

export default function MonthGrid({ counts, selected, lang, phone, t, onMonth, onDay }: MonthGridProps) {
  return (
    <Box
      data-testid="month-grid"
      sx={{
        '& .fc': { fontSize: 14 },
        '& .fc .fc-toolbar-title': { fontSize: phone ? 17 : 20, fontWeight: 600 },
        '& .fc .fc-daygrid-day-top, & .fc .fc-day-other .fc-daygrid-day-top': { display: 'block', opacity: 1 },
        '& .fc .fc-daygrid-day-number': { display: 'block', p: 0, color: 'inherit', textDecoration: 'none' },
        '& .fc .fc-col-header-cell-cushion': { color: 'text.primary', textDecoration: 'none' },
        '& .fc .fc-daygrid-day-frame': { minHeight: phone ? 48 : 80 },
        '& .fc .fc-daygrid-day.is-selected': { bgcolor: 'action.selected' },
        '& .fc .fc-day-today': { bgcolor: 'rgba(25, 118, 210, 0.06) !important' },
        '& .fc .fc-button': { textTransform: 'none' },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        locale={LOCALES[lang]}
        height="auto"
        fixedWeekCount={false}
        headerToolbar={{ left: 'title', center: '', right: 'today prev,next' }}
        // Words, not FullCalendar's icon font: its icons are images without a name to a screen reader.
        buttonIcons={false}
        buttonText={{ today: t('today'), prev: t('prevMonth'), next: t('nextMonth') }}
        datesSet={(arg) => onMonth(monthOf(arg.view.currentStart))}
        dateClick={(arg) => onDay(arg.dateStr)}
        // The day's button names the day and its count; the cell's own label (the date alone) would not say what it shows.
        dayCellDidMount={(arg) => {
          arg.el.removeAttribute('aria-labelledby');
          arg.el.querySelector('.fc-daygrid-day-number')?.removeAttribute('aria-label');
        }}
        dayCellClassNames={(arg) => (localDate(arg.date) === selected ? ['is-selected'] : [])}
        dayCellContent={(arg) => (
          <DayCell
            arg={arg}
            count={counts.get(localDate(arg.date)) ?? 0}
            selected={localDate(arg.date) === selected}
            phone={phone}
            t={t}
            onDay={onDay}
          />
        )}
      />
    </Box>
  );
}
