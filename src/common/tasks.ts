/**
 * Recruitment tasks (招聘任务): their states, what counts as hired and entered, and the cross-field rules
 * of a task, declared once here and read by the server (1000 with the field's message) and by the
 * back office's form (the same message under the field before it is sent).
 */
import { HIRE_STEP, PIPELINE_STAGE } from './recruiting.ts';
import type { FieldIssue, FieldRule } from './field-messages.ts';

/** A task's stored state; finished and behind plan are worked out from the pipeline, never stored. */
export const TASK_STATUS = { open: 1, cancelled: 2 } as const;

/** What the summary says of a task or a line: DropDown of the 进度 filter and column. */
export const TASK_PROGRESS = { onPlan: 1, behind: 2, finished: 3, cancelled: 4 } as const;
export type TaskProgress = (typeof TASK_PROGRESS)[keyof typeof TASK_PROGRESS];

const S = PIPELINE_STAGE;
/** Stages past the hire stage that a hire goes through (a move into one of them counts as hired). */
export const HIRED_STAGES: readonly number[] = [S.waitingReported, S.reported, S.trial, S.trialOver, S.dimission];
/** Inside the hire stage, the step from which a candidate is hired: the offer accepted. */
export const HIRED_FROM_STEP = HIRE_STEP.offerAccepted;
/** A move into one of these is an entry (已报到 and after). */
export const ENTERED_STAGES: readonly number[] = [S.reported, S.trial, S.trialOver, S.dimission];

export const TASK_LIMITS = { titleMax: 100, remarkMax: 500, lineRemarkMax: 200, plannedMax: 10000 } as const;

/**
 * A rule between two dates of one form (YYYY-MM-DD): `later` must not be before `earlier`; a broken rule
 * puts the field message `rule` (src/common/field-messages.ts) under `on`.
 */
export interface CrossFieldRule {
  readonly later: string;
  readonly earlier: string;
  readonly on: string;
  readonly rule: FieldRule;
}

export const TASK_RULES: readonly CrossFieldRule[] = [
  { later: 'endDate', earlier: 'beginDate', on: 'endDate', rule: 'dateOrder' },
  { later: 'deadline', earlier: 'beginDate', on: 'deadline', rule: 'deadlineBeforeStart' },
  { later: 'endDate', earlier: 'deadline', on: 'deadline', rule: 'deadlineAfterEnd' },
];

/** The rules a set of values breaks, first per field; a rule with a side missing is not checked. */
export function crossFieldIssues(rules: readonly CrossFieldRule[], values: Readonly<Record<string, unknown>>): Record<string, FieldIssue> {
  const out: Record<string, FieldIssue> = {};
  for (const r of rules) {
    const later = values[r.later];
    const earlier = values[r.earlier];
    if (typeof later !== 'string' || typeof earlier !== 'string' || !later || !earlier) continue;
    if (later < earlier && !out[r.on]) out[r.on] = { rule: r.rule };
  }
  return out;
}
