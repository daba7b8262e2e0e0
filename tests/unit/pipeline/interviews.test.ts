/** The interview sub-steps as the seeker reads them, an invitation's state over its 72 hours, and the .ics text rules. */
import { describe, expect, it } from 'vitest';
import { INVITATION_ANSWER, invitationExpiry, invitationState } from '../../../src/common/interviews.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE, SEEKER_STAGE, seekerStage } from '../../../src/common/recruiting.ts';
import { escapeText, fold, invitationIcs } from '../../../src/server/modules/pipeline/interviews/ics.ts';

describe('interview sub-steps', () => {
  it('read 通过初筛 before an invitation and 邀请面试 from the invitation on', () => {
    expect(seekerStage(PIPELINE_STAGE.interview, true, INTERVIEW_STEP.notInvited)).toBe(SEEKER_STAGE.passedScreening);
    for (const step of [INTERVIEW_STEP.invited, INTERVIEW_STEP.writtenExam, INTERVIEW_STEP.interviewing, INTERVIEW_STEP.awaitingHire])
      expect(seekerStage(PIPELINE_STAGE.interview, true, step)).toBe(SEEKER_STAGE.interviewInvited);
  });
});

describe('invitation state', () => {
  const sent = new Date('2026-12-01T08:00:00Z');
  const expires = invitationExpiry(sent);
  it('is pending for 72 hours, then expired unless answered', () => {
    expect(expires.toISOString()).toBe('2026-12-04T08:00:00.000Z');
    expect(invitationState(INVITATION_ANSWER.pending, expires, new Date('2026-12-04T07:59:59Z'))).toBe('pending');
    expect(invitationState(INVITATION_ANSWER.pending, expires, new Date('2026-12-04T08:00:00Z'))).toBe('expired');
    expect(invitationState(INVITATION_ANSWER.accepted, expires, new Date('2027-01-01T00:00:00Z'))).toBe('accepted');
    expect(invitationState(INVITATION_ANSWER.declined, expires, new Date('2027-01-01T00:00:00Z'))).toBe('declined');
  });
});

describe('the .ics request', () => {
  it('escapes text, folds long lines at 75 octets without splitting a character, and writes UTC times', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = fold(`DESCRIPTION:${'面试'.repeat(40)}`);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'面试'.repeat(40)}`);
    const ics = invitationIcs({
      invitationId: 42,
      domain: 'recruit.test',
      start: new Date('2026-12-01T06:30:00Z'),
      minutes: 60,
      summary: '面试邀请',
      location: '总部, 三楼',
      description: '请准时',
      stamp: new Date('2026-11-30T00:00:00Z'),
    });
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('UID:interview-invitation-42@recruit.test\r\n');
    expect(ics).toContain('DTSTART:20261201T063000Z\r\nDTEND:20261201T073000Z\r\n');
    expect(ics).toContain('LOCATION:总部\\, 三楼\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
