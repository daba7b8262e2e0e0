/** The calendar's reschedule form (src/admin/pipeline/schedule/reschedule.ts): the fields it shows, its first values, what it sends. */
import { describe, expect, it } from 'vitest';
import { bodyOf, fieldsOf } from '../../../src/admin/pipeline/fields.ts';
import { editBody, RESCHEDULE_ROW, localMoment, rescheduleValues } from '../../../src/admin/pipeline/schedule/reschedule.ts';
import type { Interview } from '../../../src/admin/pipeline/schedule/api.ts';

const interview: Interview = {
  id: 41,
  deliveryRecordId: 7,
  round: 2,
  startsAt: new Date(2026, 11, 15, 10, 0).toISOString(),
  endsAt: new Date(2026, 11, 15, 10, 45).toISOString(),
  minutes: 45,
  place: '苏州总部 星湖街88号 · 二号楼 · A102',
  room: 'A102',
  placeText: '二号楼',
  officePlaceId: 3,
  candidateName: '顾明轩',
  positionId: 5,
  positionName: '模具钳工',
  interviewers: [
    { id: 11, name: '系统管理员' },
    { id: 12, name: '李娜' },
  ],
  invitationState: 'accepted',
  canOpen: true,
};

describe('the reschedule form', () => {
  it('shows time, length, interviewers, office, room and place; time and interviewers required', () => {
    const specs = fieldsOf(RESCHEDULE_ROW);
    expect(specs.map((s) => [s.prop, s.kind, s.required])).toEqual([
      ['interviewAt', 'datetime', true],
      ['minutes', 'line', false],
      ['interviewerIds', 'people', true],
      ['officePlaceId', 'choice', false],
      ['room', 'line', false],
      ['place', 'text', false],
    ]);
  });

  it('opens on the interview’s own values (the time in the browser’s zone) and sends the Edit body', () => {
    const values = rescheduleValues(interview);
    expect(values).toEqual({
      interviewAt: '2026-12-15T10:00',
      minutes: '45',
      interviewerIds: '11,12',
      officePlaceId: '3',
      room: 'A102',
      place: '二号楼',
    });
    const body = editBody({ ids: [interview.id], ...bodyOf(fieldsOf(RESCHEDULE_ROW), { ...values, interviewAt: '2026-12-15T16:00' }) });
    expect(body).toEqual({
      id: 41,
      interviewAt: new Date(2026, 11, 15, 16, 0).toISOString(),
      minutes: 45,
      interviewerIds: [11, 12],
      officePlaceId: 3,
      room: 'A102',
      place: '二号楼',
    });
    expect(localMoment(new Date(2026, 0, 2, 7, 5).toISOString())).toBe('2026-01-02T07:05');
  });

  it('leaves out what is blank (the server keeps the booking’s own)', () => {
    const body = editBody({
      ids: [9],
      ...bodyOf(fieldsOf(RESCHEDULE_ROW), { ...rescheduleValues({ ...interview, room: null, placeText: null, officePlaceId: null }) }),
    });
    expect(Object.keys(body).sort()).toEqual(['id', 'interviewAt', 'interviewerIds', 'minutes']);
  });
});
