/**
 * Applying (ResumeDeliveryRecord/User/Delivery) and asking beforehand whether one may
 * (PositionInfo/Qualification): the same checks, in the same order, for both.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { POSITION_STATE } from '../../../common/recruiting.ts';
import { States, stateText, type Lang } from '../../../common/states.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { joinNames, resumeCompleteness, sectionNames } from '../resumes/completeness.ts';
import { presentResumeLinked } from '../resumes/presenter.ts';
import { prefixed, validateFormData, type FormAnswers, type SpecialFormItem } from '../positions/special-form-data.ts';
import { unmetRequirements, unmetText } from './qualification.ts';
import * as repo from './repository.ts';
import { isPublicCompany, isPublicPosition } from '../portal/public-guard.ts';

/** The resume source of applications made on the job-seeker site (SysParam resume sources). */
export const SITE_SOURCE = '招聘网站';
const OPEN_RECORD_INDEX = 'delivery_records_open';

export interface DeliveryInput {
  positionId: number;
  resumeType: 1 | 2;
  attachmentId?: number | undefined;
  formData?: Record<string, unknown> | undefined;
}

/** A position of an enabled, published company (the public guard), else 1102; not published: 1140. */
async function publishedPosition(db: Queryable, id: number) {
  const position = await repo.positionForDelivery(db, id);
  if (!position || !(await isPublicCompany(db, position.tenementId))) throw new AppError('NOT_FOUND');
  if (position.state !== POSITION_STATE.published) throw new AppError('POSITION_CLOSED');
  return position;
}

/** 1146 with the missing sections named in the caller's language. */
function assertComplete(resume: repo.ResumeRow | undefined, lang: Lang) {
  const { missing } = resumeCompleteness(resume);
  if (missing.length) throw new AppError('RESUME_INCOMPLETE', { missing: joinNames(sectionNames(missing, lang), lang) });
}

function assertQualified(position: repo.DeliveryPosition, resume: repo.ResumeRow | undefined, lang: Lang) {
  const unmet = unmetRequirements(position, resume?.basic);
  if (unmet.length)
    throw new AppError('QUALIFICATION_UNMET', {
      unmet: joinNames(
        unmet.map((u) => unmetText(u, lang)),
        lang,
      ),
    });
}

async function attachmentFor(db: Queryable, caller: Caller, input: DeliveryInput): Promise<number | null> {
  if (input.resumeType !== 2) return null;
  if (input.attachmentId === undefined) throw fieldError('attachmentId', { rule: 'required' });
  // Another seeker's attachment, or one deleted, is as good as none.
  if (!(await repo.liveAttachment(db, caller.userId, input.attachmentId))) throw new AppError('NOT_FOUND');
  return input.attachmentId;
}

/** The position's special form answers, checked as EditData checks them; null when it has none. */
async function formAnswers(
  db: Queryable,
  position: repo.DeliveryPosition,
  data: Record<string, unknown> | undefined,
): Promise<{ formId: number; data: FormAnswers } | null> {
  const form = position.specialFormId === null ? undefined : await repo.specialForm(db, position.specialFormId);
  if (!form) return null;
  const checked = validateFormData(form.items as SpecialFormItem[], data);
  if (Object.keys(checked.errors).length) throw new AppError('VALIDATION', {}, prefixed(checked.errors, 'formData'));
  return { formId: form.id, data: checked.data };
}

/** The partial unique index settles two applications racing past the check: the loser gets 1145. */
function isOpenRecordClash(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const pg = e as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && (pg.constraint === undefined || pg.constraint === OPEN_RECORD_INDEX)) return true;
  }
  return false;
}

export async function deliver(deps: Deps, caller: Caller, lang: Lang, input: DeliveryInput) {
  try {
    return await inTransaction(deps.db, async (tx) => {
      const position = await publishedPosition(tx, input.positionId);
      if (await repo.openRecordOf(tx, caller.userId, position.id)) throw new AppError('ALREADY_DELIVERED');
      const resume = await repo.resumeOf(tx, caller.userId);
      if (input.resumeType === 1) assertComplete(resume, lang);
      assertQualified(position, resume, lang);
      const attachmentId = await attachmentFor(tx, caller, input);
      const form = await formAnswers(tx, position, input.formData);
      const record = await repo.insertRecord(tx, {
        tenementId: position.tenementId,
        positionId: position.id,
        userId: caller.userId,
        resumeType: input.resumeType,
        attachmentId,
        // What HR receives is the resume as it is now, whichever kind was chosen.
        resumeSnapshot: resume ? await presentResumeLinked(tx, resume) : {},
        source: SITE_SOURCE,
        lang,
      });
      if (form)
        await repo.insertFormData(tx, { deliveryRecordId: record.id, formId: form.formId, data: form.data, updatedBy: caller.userId });
      return { id: record.id };
    });
  } catch (error) {
    if (isOpenRecordClash(error)) throw new AppError('ALREADY_DELIVERED');
    throw error;
  }
}

/** Why the caller could not apply now, as the state that applying would answer. */
function blocker(position: repo.DeliveryPosition, open: boolean, unmet: string[], lang: Lang): string | undefined {
  if (position.state !== POSITION_STATE.published) return stateText(States.POSITION_CLOSED.code, lang);
  if (open) return stateText(States.ALREADY_DELIVERED.code, lang);
  if (unmet.length) return stateText(States.QUALIFICATION_UNMET.code, lang, { unmet: joinNames(unmet, lang) });
  return undefined;
}

/**
 * What the caller's resume lacks for the position: missing sections of the online resume (which an
 * attachment application does without), requirements unmet, and whether applying would pass.
 */
export async function qualification(deps: Deps, caller: Caller, lang: Lang, positionId: number) {
  const position = await repo.positionForDelivery(deps.db, positionId);
  // Public positions only, or one the caller applied to (their application page asks after it closes).
  if (!position || !((await isPublicPosition(deps.db, position)) || (await repo.appliedTo(deps.db, caller.userId, positionId))))
    throw new AppError('NOT_FOUND');
  const [resume, open] = await Promise.all([repo.resumeOf(deps.db, caller.userId), repo.openRecordOf(deps.db, caller.userId, positionId)]);
  const missing = sectionNames(resumeCompleteness(resume).missing, lang);
  const unmet = unmetRequirements(position, resume?.basic).map((u) => unmetText(u, lang));
  const reason = blocker(position, open !== undefined, unmet, lang);
  return {
    qualified: missing.length === 0 && unmet.length === 0,
    missing,
    unmet,
    canDeliver: reason === undefined,
    ...(reason ? { reason } : {}),
  };
}
