/**
 * General-worker data: the answers to a position's special form (height, shifts, dormitory ...)
 * for one application. The seeker reads them here and writes through SpecialForm/EditData; HR of
 * the company reads them with the resume the application carried and may correct them.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../../common/states.ts';
import type { Caller } from '../identity/sessions.ts';
import { logOperation } from '../oplog/service.ts';
import { prefixed, validateFormData, type FormAnswers, type SpecialFormItem } from '../positions/special-form-data.ts';
import * as forms from './form-repository.ts';
import type { RecordRow } from './repository.ts';
import { companyRecord, ownRecord, presentRecordSummary } from './records.ts';
import { assertApplicationTypeHeld } from '../positions/type-keys.ts';

const presentItems = (items: readonly SpecialFormItem[]) => items.map((i) => ({ ...i, options: i.options ? [...i.options] : undefined }));

/** The form the answers belong to: the one they were given for, else the position's current one. */
async function formAndAnswers(db: Queryable, r: RecordRow) {
  const stored = await forms.answersOf(db, r.id);
  const formId = stored?.formId ?? r.specialFormId;
  const form = formId === null ? undefined : await forms.formOf(db, formId, r.tenementId);
  return {
    form: form ? { formId: form.id, name: form.name, items: form.items as SpecialFormItem[] } : null,
    data: (stored?.data ?? {}) as FormAnswers,
  };
}

async function presentInfo(db: Queryable, r: RecordRow, lang: Lang) {
  const { form, data } = await formAndAnswers(db, r);
  return { record: presentRecordSummary(r, lang), form: form && { ...form, items: presentItems(form.items) }, data };
}

export async function seekerInfo(deps: Deps, caller: Caller, id: number, lang: Lang) {
  return presentInfo(deps.db, await ownRecord(deps.db, caller, id), lang);
}

/** HR's view adds the resume as the application carried it. */
async function presentBackInfo(db: Queryable, r: RecordRow, lang: Lang) {
  return { ...(await presentInfo(db, r, lang)), resume: (r.resumeSnapshot ?? {}) as Record<string, unknown> };
}

export async function backInfo(deps: Deps, caller: Caller, id: number, lang: Lang) {
  return presentBackInfo(deps.db, await companyRecord(deps.db, caller, id), lang);
}

/** HR's correction of the answers, checked against the form like the seeker's own (1000 per prop). */
export async function editBack(deps: Deps, caller: Caller, input: { id: number; data: Record<string, unknown> }, lang: Lang) {
  const r = await companyRecord(deps.db, caller, input.id);
  await assertApplicationTypeHeld(deps.db, caller, r.positionId);
  const { form } = await formAndAnswers(deps.db, r);
  // An application to a position without a special form has no answers to edit.
  if (!form) throw new AppError('NOT_FOUND');
  const checked = validateFormData(form.items, input.data);
  if (Object.keys(checked.errors).length) throw new AppError('VALIDATION', {}, prefixed(checked.errors, 'data'));
  await inTransaction(deps.db, async (tx) => {
    const before = await forms.answersOf(tx, r.id);
    await forms.saveAnswers(tx, { deliveryRecordId: r.id, formId: form.formId, data: checked.data, updatedBy: caller.userId });
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'positionInfo',
      recordId: r.id,
      summary: { deliveryRecordId: r.id, before: before?.data ?? {}, after: checked.data },
    });
  });
  return presentBackInfo(deps.db, r, lang);
}
