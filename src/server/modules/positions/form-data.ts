/**
 * A position's special form as applicants meet it, and the answers of one application: read by
 * the applicant or the company's HR; changed by the applicant until the interview stage, or by HR
 * holding positionInfo:edit (or shortPosition:edit).
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';
import type { Lang } from '../../../common/states.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { grantsOf } from '../access/service.ts';
import { assertApplicationInScope } from '../access/application-scope.ts';
import { logOperation } from '../oplog/service.ts';
import { POSITION_MENUS, eitherKey } from './constants.ts';
import { checkFormData, type FormAnswers } from './form-rules.ts';
import { positionDetail } from './positions.ts';
import * as repo from './form-repository.ts';

const presentContent = (f: repo.FormRow) => ({ formId: f.id, name: f.name, items: f.items });

/** The form a position asks applicants to fill in, or null; the position as GetDetail would show it. */
export async function formOfPosition(deps: Deps, caller: Caller | null, positionId: number, lang: Lang) {
  const position = await positionDetail(deps, caller, positionId, lang);
  if (position.specialFormId === null) return null;
  const form = await repo.formOf(deps.db, position.specialFormId);
  return form ? presentContent(form) : null;
}

type Access = 'owner' | 'hr';

/** Who the caller is to the application: its applicant, or HR of its company passing `allowed` whose scope reaches its position. */
async function accessTo(
  deps: Deps,
  caller: Caller,
  deliveryRecordId: number,
  allowed: (g: Awaited<ReturnType<typeof grantsOf>>) => boolean,
) {
  const record = await repo.recordForForm(deps.db, deliveryRecordId);
  if (!record) throw new AppError('NOT_FOUND');
  if (record.userId === caller.userId) return { record, access: 'owner' as Access };
  if (caller.identity !== 'manage' || caller.tenementId !== record.tenementId) throw new AppError('NOT_FOUND');
  if (!allowed(await grantsOf(deps.db, caller))) throw new AppError('FORBIDDEN');
  await assertApplicationInScope(deps.db, caller, record);
  return { record, access: 'hr' as Access };
}

/** The answers keep the form they answered; without answers, the position's current form. */
async function formFor(deps: Deps, record: { id: number; specialFormId: number | null }) {
  const answers = await repo.answersOf(deps.db, record.id);
  const formId = answers?.formId ?? record.specialFormId;
  const form = formId === null ? undefined : await repo.formOf(deps.db, formId);
  return { form, data: (answers?.data ?? {}) as FormAnswers };
}

const readsPositions = (g: Awaited<ReturnType<typeof grantsOf>>) =>
  g.menus.some((m) => (POSITION_MENUS as readonly number[]).includes(m.id));
const editsPositions = (g: Awaited<ReturnType<typeof grantsOf>>) => eitherKey('edit').some((k) => g.functionKeys.has(k));

export async function formData(deps: Deps, caller: Caller, deliveryRecordId: number) {
  const { record } = await accessTo(deps, caller, deliveryRecordId, readsPositions);
  const { form, data } = await formFor(deps, record);
  return { formId: form?.id ?? null, name: form?.name ?? null, items: form?.items ?? [], data };
}

/** Applicants change their answers while HR has not gone past the interview with them. */
const OPEN_TO_APPLICANT: readonly number[] = [PIPELINE_STAGE.newDelivery, PIPELINE_STAGE.initialScreening, PIPELINE_STAGE.interview];

export async function editFormData(deps: Deps, caller: Caller, input: { deliveryRecordId: number; data: Record<string, unknown> }) {
  const { record, access } = await accessTo(deps, caller, input.deliveryRecordId, editsPositions);
  if (access === 'owner' && (!record.active || !OPEN_TO_APPLICANT.includes(record.stage))) throw new AppError('RECORD_STAGE');
  const { form, data: before } = await formFor(deps, record);
  if (!form) throw new AppError('NOT_FOUND');
  const data = checkFormData(form.items, input.data, 'data');
  return inTransaction(deps.db, async (tx) => {
    await repo.saveAnswers(tx, { deliveryRecordId: record.id, formId: form.id, data, updatedBy: caller.userId });
    if (access === 'hr')
      await logOperation(tx, caller, {
        action: 'edit',
        resource: 'specialFormData',
        recordId: record.id,
        summary: { before, after: data },
      });
    return { formId: form.id, name: form.name, items: form.items, data };
  });
}
