/** A recruitment task's progress and state (src/server/modules/tasks/progress.ts) and its date rules (src/common/tasks.ts). */
import { describe, expect, it } from 'vitest';
import { crossFieldIssues, TASK_PROGRESS, TASK_RULES, TASK_STATUS } from '../../../src/common/tasks.ts';
import { expectedBy, lineFigures, progressOf, sumFigures } from '../../../src/server/modules/tasks/progress.ts';

const open = { beginDate: '2026-11-01', deadline: '2026-11-30', status: TASK_STATUS.open };

describe('expected hires', () => {
  it('grow with the days from the start to the deadline, rounded down, and stop there', () => {
    expect(expectedBy(open, 30, '2026-10-31')).toBe(0);
    expect(expectedBy(open, 30, '2026-11-01')).toBe(1);
    expect(expectedBy(open, 30, '2026-11-15')).toBe(15);
    expect(expectedBy(open, 4, '2026-11-15')).toBe(2);
    expect(expectedBy(open, 30, '2026-11-30')).toBe(30);
    expect(expectedBy(open, 30, '2026-12-20')).toBe(30);
  });
});

describe('progress', () => {
  const sum = (...lines: Array<[planned: number, hired: number]>) =>
    sumFigures(lines.map(([planned, hired]) => lineFigures({ planned, hired, entered: 0 })));

  it('counts a line’s hires up to its plan only', () => {
    const f = sum([2, 5], [4, 1]);
    expect(f).toEqual({ planned: 6, hired: 6, entered: 0, met: 3 });
    expect(progressOf(open, f, '2026-11-02', 2).progress).toBe(50);
  });

  it('says on plan, behind, finished or cancelled', () => {
    expect(progressOf(open, sum([4, 2]), '2026-11-15', 1).progressState).toBe(TASK_PROGRESS.onPlan);
    expect(progressOf(open, sum([4, 1]), '2026-11-15', 1).progressState).toBe(TASK_PROGRESS.behind);
    expect(progressOf(open, sum([4, 4]), '2026-11-02', 1).progressState).toBe(TASK_PROGRESS.finished);
    expect(progressOf(open, sum([4, 0]), '2026-10-20', 1).progressState).toBe(TASK_PROGRESS.onPlan);
    expect(progressOf({ ...open, status: TASK_STATUS.cancelled }, sum([4, 0]), '2026-12-20', 1).progressState).toBe(
      TASK_PROGRESS.cancelled,
    );
    // A task without lines is neither finished nor behind.
    expect(progressOf(open, sum(), '2026-12-20', 0)).toEqual({ progress: 0, progressState: TASK_PROGRESS.onPlan });
  });
});

describe('the date rules', () => {
  it('put each broken rule under its field, the first per field', () => {
    expect(crossFieldIssues(TASK_RULES, { beginDate: '2026-11-01', endDate: '2026-11-30', deadline: '2026-11-20' })).toEqual({});
    expect(crossFieldIssues(TASK_RULES, { beginDate: '2026-11-10', endDate: '2026-11-01', deadline: '2026-11-20' })).toEqual({
      endDate: { rule: 'dateOrder' },
      deadline: { rule: 'deadlineAfterEnd' },
    });
    expect(crossFieldIssues(TASK_RULES, { beginDate: '2026-11-10', endDate: '2026-11-30', deadline: '2026-11-01' })).toEqual({
      deadline: { rule: 'deadlineBeforeStart' },
    });
    expect(crossFieldIssues(TASK_RULES, { beginDate: '2026-11-10' })).toEqual({});
  });
});
