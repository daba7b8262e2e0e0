/**
 * Who reaches an application for its interviews: HR of the company with the application's position
 * inside their data scope (the transitions' own loader and scope), or, outside it, someone who
 * interviews it (an interviewer sees the interviews they take part in). Anyone else: 1102.
 */
import { INTERVIEW_STEP_LABEL } from '../../../../common/assessments.ts';
import { stageName } from '../../../../common/pipeline.ts';
import { PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import type { Lang } from '../../../../common/states.ts';
import type { Queryable } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { applicationDataScope } from '../../access/application-scope.ts';
import { grantsOf } from '../../access/service.ts';
import { type MoveRecord, recordsForMove } from '../repository.ts';
import { interviewsRecord } from './repository.ts';

/** HR may write an assessment for an interviewer of the round, and change anyone's. */
export const ASSESS_KEY = 'interview:assess';
/** HR marks the written exam (UpdateExamData). */
export const EXAM_DATA_KEY = 'interview:examData';

export async function reachRecord(db: Queryable, caller: Manager, id: number): Promise<MoveRecord> {
  const scope = await applicationDataScope(db, caller);
  const [inScope] = await recordsForMove(db, caller.tenementId, [id], scope.where);
  if (inScope) return inScope;
  const [record] = scope.where ? await recordsForMove(db, caller.tenementId, [id], undefined) : [];
  if (record && (await interviewsRecord(db, id, caller.userId))) return record;
  throw new AppError('NOT_FOUND');
}

export async function holdsKey(db: Queryable, caller: Manager, key: string): Promise<boolean> {
  return (await grantsOf(db, caller)).functionKeys.has(key);
}

/** Where the record stands, as a refusal names it: 面试 · 笔试中. */
export function whereOf(r: { stage: number; step: number }, lang: Lang): string {
  const stage = stageName(r.stage, lang);
  const step = r.stage === PIPELINE_STAGE.interview ? INTERVIEW_STEP_LABEL[r.step]?.[lang] : undefined;
  return step ? `${stage} · ${step}` : stage;
}

export function refuseStep(r: MoveRecord, lang: Lang, action: Readonly<Record<Lang, string>>): never {
  throw new AppError('INTERVIEW_STEP_REFUSED', { name: r.name, where: whereOf(r, lang), action: action[lang] });
}
