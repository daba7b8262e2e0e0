/**
 * The reschedule form, read by the shared transition dialog (../FieldsDialog.tsx) like a row's input:
 * the time, the length, the interviewers, the office, the place and the room, opening on the
 * interview's own values. Pure, so a unit test pins what it sends.
 */
import { INTERVIEWERS_MAX, INTERVIEW_MINUTES_MAX } from '../../../common/interviews.ts';
import { row, t, type TransitionRow } from '../../../common/pipeline-row.ts';
import { localDate, type Values } from '../fields.ts';
import type { EditBody, Interview } from './api.ts';

const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const RESCHEDULE_ROW: TransitionRow = row({
  call: 'InterviewSchedule/Edit',
  label: t('改期', '改期', 'Reschedule'),
  from: [],
  to: 'same',
  action: 'edit',
  seekerSees: true,
  input: {
    type: 'object',
    required: ['interviewAt', 'interviewerIds'],
    properties: {
      interviewAt: { type: 'string', format: 'date-time' },
      // A short line in the form (three digits), sent as a number.
      minutes: { type: 'integer', maxLength: String(INTERVIEW_MINUTES_MAX).length },
      interviewerIds: { type: 'array', minItems: 1, maxItems: INTERVIEWERS_MAX, items: id },
      officePlaceId: id,
      room: { type: 'string', maxLength: 50 },
      place: { type: 'string', maxLength: 200 },
    },
  },
});

/** `YYYY-MM-DDTHH:mm` in the browser's time zone (what a datetime-local input holds). */
export function localMoment(iso: string): string {
  const d = new Date(iso);
  return `${localDate(d)}T${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

export function rescheduleValues(i: Interview): Values {
  return {
    interviewAt: localMoment(i.startsAt),
    minutes: String(i.minutes),
    interviewerIds: i.interviewers.map((p) => String(p.id)).join(','),
    officePlaceId: i.officePlaceId === null ? '' : String(i.officePlaceId),
    room: i.room ?? '',
    place: i.placeText ?? '',
  };
}

/** The dialog's body (`ids` of the one interview) as the Edit call takes it. */
export function editBody(body: { ids: readonly number[] } & Record<string, unknown>): EditBody {
  const { ids, ...rest } = body;
  return { ...(rest as Omit<EditBody, 'id'>), id: ids[0]! };
}
