/**
 * HR opens one application (ResumeDeliveryRecord/GetDetail): the record, its position, the resume
 * as it was sent, the attachment and the special-form answers. The first opening stamps viewedAt,
 * which is what the seeker's list shows as 被查看.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Lang } from '../../../common/states.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { applicationDataScope, assertApplicationInScope } from '../access/application-scope.ts';
import { maskResumeFields } from './detail-mask.ts';
import type { FormAnswers } from '../positions/special-form-data.ts';
import type { FormItem } from '../positions/form-rules.ts';
import type { PresentedResume } from '../resumes/presenter.ts';
import { presentAttachment, presentRecord } from './presenter.ts';
import * as repo from './repository.ts';

/** An application of the caller's company whose position is in the caller's scope (else 1102). */
export async function companyRecord(db: Queryable, caller: Caller, id: number): Promise<repo.RecordRow> {
  const record = await repo.recordById(db, id);
  if (!record) throw new AppError('NOT_FOUND');
  await assertApplicationInScope(db, caller, record);
  return record;
}

async function formOf(db: Queryable, recordId: number) {
  const answers = await repo.formDataOf(db, recordId);
  const form = answers && (await repo.specialForm(db, answers.formId));
  return answers && form ? { formId: form.id, name: form.name, items: form.items as FormItem[], data: answers.data as FormAnswers } : null;
}

/**
 * Opening is a read for the back office (no operation-log entry); stamping viewedAt is its one
 * side effect, written once and never moved by later openings.
 */
export async function recordDetail(deps: Deps, caller: Caller, lang: Lang, id: number) {
  const found = await companyRecord(deps.db, caller, id);
  const viewedAt = found.viewedAt ?? (await inTransaction(deps.db, (tx) => repo.markViewed(tx, id)));
  const record = { ...found, viewedAt };
  const [context, formData, scope] = await Promise.all([
    repo.detailContext(deps.db, record),
    formOf(deps.db, id),
    applicationDataScope(deps.db, caller),
  ]);
  // The resume's controlled fields (phone, ID number, expected salary) as the caller's data permission shows them.
  const masked = maskResumeFields(scope, record.resumeSnapshot as Partial<PresentedResume>, context.applicant);
  return {
    record: presentRecord(record, lang),
    position: context.position,
    applicant: masked.applicant,
    // The online resume as it was sent (presentResume's shape), or {} for an attachment without one.
    resume: masked.resume,
    attachment: presentAttachment(context.attachment),
    formData,
  };
}
