/**
 * An assessment's grades checked against the seeds' lists (DropDown/InterviewAssessment, the same the
 * form offers), and the row as the wire shows it.
 */
import { assessmentTotal, OPTIONAL_GROUPS, SCORE_GROUPS } from '../../../../common/assessments.ts';
import { fieldError } from '../../../http/app-error.ts';
import { CATALOG } from '../../dropdown/catalog.ts';
import type { AssessmentRow } from './repository.ts';

const lists = CATALOG.InterviewAssessment!;
const allowed = (list: string, value: unknown) => (lists[list] ?? []).some(([v]) => v === value);

export interface ScoresInput {
  scores: Readonly<Record<string, number | undefined>>;
  fractionType: number;
}

/** The grades as stored (groups in order, nothing else) and their total; a missing or unknown grade is a field error. */
export function checkScores(input: ScoresInput): { scores: Record<string, number>; total: number } {
  const scores: Record<string, number> = {};
  for (const g of SCORE_GROUPS) {
    const value = input.scores[g.key];
    if (value === undefined) {
      if (!OPTIONAL_GROUPS.includes(g.key)) throw fieldError(`scores.${g.key}`, { rule: 'required' });
      continue;
    }
    if (!allowed(g.list, value)) throw fieldError(`scores.${g.key}`, { rule: 'enum' });
    scores[g.key] = value;
  }
  if (!allowed('FractionType', input.fractionType)) throw fieldError('fractionType', { rule: 'enum' });
  return { scores, total: assessmentTotal(scores, input.fractionType) };
}

export function presentAssessment(a: AssessmentRow) {
  return {
    id: a.id,
    deliveryRecordId: a.deliveryRecordId,
    round: a.round,
    interviewerId: a.interviewerId,
    interviewerName: a.interviewerName,
    scores: (a.scores ?? {}) as Record<string, number>,
    fractionType: a.fractionType === null ? null : Number(a.fractionType),
    total: a.total === null ? null : Number(a.total),
    result: a.result,
    comment: a.comment,
    formData: (a.formData ?? null) as Record<string, unknown> | null,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
export type PresentedAssessment = ReturnType<typeof presentAssessment>;
