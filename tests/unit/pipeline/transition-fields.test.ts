/** A transition's own fields read from its row of the table: dates, the remark last, required ones, the body sent. */
import { describe, expect, it } from 'vitest';
import { TRANSITIONS } from '../../../src/common/pipeline.ts';
import { bodyOf, fieldsOf, initialValues, localDate, missingOf, nextMorning } from '../../../src/admin/pipeline/fields.ts';

describe('transition fields', () => {
  it('reads Entry as a required date then the remark', () => {
    expect(fieldsOf(TRANSITIONS.Entry)).toEqual([
      { prop: 'entryDate', kind: 'date', required: true },
      { prop: 'remark', kind: 'text', required: false, maxLength: 200 },
    ]);
    expect(fieldsOf(TRANSITIONS.PassInitialScreening)).toEqual([{ prop: 'remark', kind: 'text', required: false, maxLength: 200 }]);
  });

  it('starts required dates at today and leaves the rest empty', () => {
    const now = new Date(2026, 2, 5, 23, 30);
    expect(localDate(now)).toBe('2026-03-05');
    expect(initialValues(fieldsOf(TRANSITIONS.Dimission), now)).toEqual({ dimissionDate: '2026-03-05', remark: '' });
  });

  it('says what is missing or too long, and sends only what was filled, trimmed', () => {
    const specs = fieldsOf(TRANSITIONS.Entry);
    expect(missingOf(specs, { entryDate: ' ', remark: 'x'.repeat(201) })).toEqual([
      { prop: 'entryDate', problem: 'required' },
      { prop: 'remark', problem: 'tooLong', max: 200 },
    ]);
    expect(missingOf(specs, { entryDate: '2026-03-05', remark: '' })).toEqual([]);
    expect(bodyOf(specs, { entryDate: '2026-03-05', remark: '  ' })).toEqual({ entryDate: '2026-03-05' });
    expect(bodyOf(specs, { entryDate: '2026-03-05', remark: ' 按时报到 ' })).toEqual({ entryDate: '2026-03-05', remark: '按时报到' });
  });

  it('has people pick a department, a personnel type or a free card, and sends ids as numbers', () => {
    expect(fieldsOf(TRANSITIONS.SetEmployeeNo)).toEqual([
      { prop: 'personnelType', kind: 'choice', required: false, source: { url: 'DropDown/Public', params: { type: 'PersonnelType' } } },
      { prop: 'deptId', kind: 'dept', required: true, integer: true },
      { prop: 'remark', kind: 'text', required: false, maxLength: 200 },
    ]);
    const card = fieldsOf(TRANSITIONS.SetTemporyEmployeeNo);
    expect(card[0]).toEqual({
      prop: 'cardId',
      kind: 'choice',
      required: true,
      integer: true,
      source: { url: 'TemporyCardInfo/GetFreeCardList' },
    });
    expect(bodyOf(card, { cardId: '12', remark: '' })).toEqual({ cardId: 12 });
  });

  it('reads the invitation as a time, interviewers and a contact to pick, and sends the time in UTC and the people as ids', () => {
    const specs = fieldsOf(TRANSITIONS.InviteDelivery);
    expect(specs.map((s) => [s.prop, s.kind, s.required])).toEqual([
      ['interviewAt', 'datetime', true],
      ['place', 'text', false],
      ['officePlaceId', 'choice', false],
      ['interviewerIds', 'people', true],
      ['contactId', 'choice', true],
      ['message', 'text', false],
      ['remark', 'text', false],
    ]);
    const now = new Date(2026, 2, 31, 16, 0);
    expect(nextMorning(now)).toBe('2026-04-01T09:00');
    expect(initialValues(specs, now)).toMatchObject({ interviewAt: '2026-04-01T09:00', interviewerIds: '', contactId: '' });
    expect(missingOf(specs, { interviewAt: '2026-04-01T09:00', interviewerIds: '', contactId: '3' })).toEqual([
      { prop: 'interviewerIds', problem: 'required' },
    ]);
    const local = '2026-04-01T09:30';
    expect(
      bodyOf(specs, { interviewAt: local, place: ' 二号楼 ', interviewerIds: '7,12', contactId: '3', message: '', remark: '' }),
    ).toEqual({
      interviewAt: new Date(local).toISOString(),
      place: '二号楼',
      interviewerIds: [7, 12],
      contactId: 3,
    });
  });
});
