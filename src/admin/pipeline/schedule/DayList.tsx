/**
 * One day's interviews under (phone) or beside (desk) the month grid: time and length, the round,
 * the invitation's state, the candidate (opens the candidate drawer when the record is in the
 * caller's scope), the position, the interviewers and the place, and 改期 for whoever holds the key.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { StatusChip } from '../../engine/list/chips.tsx';
import { invitationTone } from '../tones.ts';
import type { Interview } from './api.ts';
import type { ScheduleT } from './i18n.ts';

const hhmm = (iso: string) => {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

interface Props {
  day: string | null;
  items: readonly Interview[] | undefined;
  loading: boolean;
  canEdit: boolean;
  t: ScheduleT;
  onEdit: (i: Interview) => void;
  onOpen: (i: Interview) => void;
}

function Row({ i, canEdit, t, onEdit, onOpen }: { i: Interview } & Pick<Props, 'canEdit' | 't' | 'onEdit' | 'onOpen'>) {
  const state = i.invitationState;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="day-item">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }} data-testid="day-item-time">
          {hhmm(i.startsAt)}–{hhmm(i.endsAt)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('minutes', { count: i.minutes })} · {t('round', { round: i.round })}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <StatusChip tone={invitationTone(state)} label={t(`states.${state ?? 'none'}`)} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        {i.canOpen ? (
          <Link
            component="button"
            type="button"
            underline="hover"
            onClick={() => onOpen(i)}
            sx={{ fontWeight: 600, fontSize: 15 }}
            data-testid="day-item-name"
          >
            {i.candidateName}
          </Link>
        ) : (
          <Typography sx={{ fontWeight: 600, fontSize: 15 }} data-testid="day-item-name">
            {i.candidateName}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {i.positionName}
        </Typography>
      </Box>
      <Typography variant="body2">
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('interviewersLabel')}
        </Box>
        {i.interviewers.map((p) => p.name).join('、')}
      </Typography>
      {i.place && (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('placeLabel')}
          </Box>
          {i.place}
        </Typography>
      )}
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" variant="outlined" onClick={() => onEdit(i)} data-testid="day-item-reschedule">
            {t('reschedule')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

export function DayList({ day, items, loading, canEdit, t, onEdit, onOpen }: Props) {
  return (
    <Box component="section" aria-label={day ? t('dayTitle', { date: day }) : t('title')} data-testid="day-list">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          {day ? t('dayTitle', { date: day }) : t('pickDay')}
        </Typography>
        {items && items.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('total', { count: items.length })}
          </Typography>
        )}
      </Box>
      {day && loading && !items && <Typography color="text.secondary">{t('loading')}</Typography>}
      {day && items?.length === 0 && <EmptyState variant="compact" text={t('dayEmpty')} testId="day-empty" />}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {items?.map((i) => (
          <Row key={i.id} i={i} canEdit={canEdit} t={t} onEdit={onEdit} onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}
