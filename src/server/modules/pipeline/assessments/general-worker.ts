/**
 * The general-worker assessment (SpecialForm/GetGeneralWorkerAssessmentById, EidtInterviewAssessment):
 * for applications to short-term positions (else 1278), a fixed form (GENERAL_WORKER_ITEMS in
 * src/common/assessments.ts; the route validates the answers by the schema derived from it) kept in the
 * assessment row's `form_data`, one per round and assessor, its verdict as the result. Written by HR
 * holding `interview:assess` or an interviewer of the application, before it is hired.
 */
import { ASSESSMENT_RESULT, GENERAL_WORKER_ITEMS } from '../../../../common/assessments.ts';
import { t } from '../../../../common/pipeline-row.ts';
import { PIPELINE_STAGE, RECRUITMENT_TYPE } from '../../../../common/recruiting.ts';
import type { Lang } from '../../../../common/states.ts';
import type { Deps } from '../../../deps.ts';
import { inTransaction } from '../../../db/tx.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { logOperation } from '../../oplog/service.ts';
import type { MoveRecord } from '../repository.ts';
import { ASSESS_KEY, holdsKey, reachRecord, refuseStep } from './access.ts';
import { presentAssessment } from './scores.ts';
import * as repo from './repository.ts';

const OPEN: readonly number[] = [PIPELINE_STAGE.newDelivery, PIPELINE_STAGE.initialScreening, PIPELINE_STAGE.interview];
const WRITE = t('填写普工评估', '填寫普工評估', 'the general-worker assessment');

function assertGeneralWorker(r: MoveRecord) {
  if (r.recruitmentType !== RECRUITMENT_TYPE.shortTerm) throw new AppError('ASSESSMENT_NOT_GENERAL_WORKER', { name: r.name });
}

/** The form's items in the caller's language. */
function itemsIn(lang: Lang) {
  return GENERAL_WORKER_ITEMS.map((i) => ({
    prop: i.prop,
    label: i.label[lang],
    el: i.el,
    required: i.required,
    min: i.min ?? null,
    max: i.max ?? null,
    maxLength: i.maxLength ?? null,
    unit: i.unit?.[lang] ?? null,
    options: (i.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] })),
  }));
}

export async function generalWorkerAssessment(deps: Deps, caller: Manager, recordId: number, lang: Lang) {
  const r = await reachRecord(deps.db, caller, recordId);
  assertGeneralWorker(r);
  const saved = await repo.formOf(deps.db, caller.tenementId, r.id);
  return {
    deliveryRecordId: r.id,
    name: r.name,
    positionName: r.positionName,
    items: itemsIn(lang),
    assessment: saved ? presentAssessment(saved) : null,
  };
}

export interface FormInput {
  deliveryRecordId: number;
  formData: Record<string, unknown>;
  interviewerId?: number | undefined;
  /** The row's `updatedAt` as read, when changing a form written before. */
  updatedAt?: string | undefined;
}

export async function editGeneralWorkerAssessment(deps: Deps, caller: Manager, input: FormInput, lang: Lang) {
  return inTransaction(deps.db, async (tx) => {
    const r = await reachRecord(tx, caller, input.deliveryRecordId);
    assertGeneralWorker(r);
    if (!OPEN.includes(r.stage)) refuseStep(r, lang, WRITE);
    const round = await repo.currentRound(tx, r.id);
    const interviewerId = input.interviewerId ?? caller.userId;
    const interviews = (await repo.roundInterviewers(tx, caller.tenementId, r.id, round)).some((i) => i.userId === caller.userId);
    if (!(interviews && interviewerId === caller.userId) && !(await holdsKey(tx, caller, ASSESS_KEY)))
      throw new AppError('ASSESSMENT_NOT_YOURS', { name: r.name, round });
    const verdict = input.formData.verdict === 1 ? ASSESSMENT_RESULT.pass : ASSESSMENT_RESULT.fail;
    const values = { formData: input.formData, result: verdict };
    const existing = await repo.rowOf(tx, r.id, round, interviewerId);
    let id: number;
    if (existing) {
      const readAt = input.updatedAt ? new Date(input.updatedAt) : existing.updatedAt;
      if (!(await repo.updateAssessment(tx, existing.id, readAt, values, deps.clock.now()))) throw new AppError('ASSESSMENT_STALE');
      id = existing.id;
    } else {
      const made = await repo.insertAssessment(tx, {
        tenementId: caller.tenementId,
        deliveryRecordId: r.id,
        round,
        interviewerId,
        ...values,
      });
      if (made === null) throw new AppError('ASSESSMENT_STALE');
      id = made;
    }
    await logOperation(tx, caller, {
      action: existing ? 'edit' : 'add',
      resource: 'interview',
      recordId: id,
      summary: { deliveryRecordId: r.id, round, interviewerId, generalWorker: true, result: verdict },
    });
    return presentAssessment((await repo.assessmentById(tx, caller.tenementId, id))!);
  });
}
