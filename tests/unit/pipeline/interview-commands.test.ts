/**
 * The interview screen's commands show where their sub-step is, as its transitions do: 登记笔试成绩 on a
 * row at 笔试中, 评估 at 面试中 or 待录用; nowhere else.
 */
import { describe, expect, it } from 'vitest';
import { rowButtonHidden } from '../../../src/admin/overrides/interview/index.ts';
import { INTERVIEW_STEP as I, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';

const row = (stage: number, step: number) => ({ id: 1, stage, step });

describe('interview commands by sub-step', () => {
  it.each([
    [I.notInvited, false, false],
    [I.invited, false, false],
    [I.writtenExam, true, false],
    [I.interviewing, false, true],
    [I.awaitingHire, false, true],
  ])('step %i: marks %s, assess %s', (step, marks, assess) => {
    expect(rowButtonHidden(row(S.interview, step), 'examData')).toBe(!marks);
    expect(rowButtonHidden(row(S.interview, step), 'assess')).toBe(!assess);
    expect(rowButtonHidden(row(S.interview, step), 'hire')).toBe(false);
  });

  it('hides both outside the interview stage', () => {
    expect(rowButtonHidden(row(S.hire, 0), 'assess')).toBe(true);
    expect(rowButtonHidden(row(S.hire, 0), 'examData')).toBe(true);
  });
});
