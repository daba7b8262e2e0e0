/**
 * The seeker's own applications: the list, the open one for a position, and the two things they
 * may still change (arrival time once hired, educations before HR opens it). Another seeker's
 * record is 1102, as if it did not exist.
 */
import type { Deps } from '../../deps.ts';
import type { PageQuery } from '../../http/envelope.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { PIPELINE_STAGE, type SeekerStage } from '../../../common/recruiting.ts';
import type { Lang } from '../../../common/states.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { assertNoIssues, educationsIssues } from '../resumes/sections.ts';
import type { EducationInput } from '../resumes/section-schemas.ts';
import { presentOpenRecord, presentSeekerRecord } from './presenter.ts';
import * as repo from './repository.ts';
import { invitationsFor } from './invitation-repository.ts';
import { offersFor } from './offer-repository.ts';

async function ownRecord(db: Queryable, caller: Caller, id: number): Promise<repo.RecordRow> {
  const record = await repo.recordById(db, id);
  if (!record || record.userId !== caller.userId) throw new AppError('NOT_FOUND');
  return record;
}

export async function seekerRecords(deps: Deps, caller: Caller, lang: Lang, q: PageQuery & { stage?: number | undefined }) {
  const { page, perPage } = q;
  const { rows, total } = await repo.seekerPage(deps.db, caller.userId, q.stage as SeekerStage | undefined, (page - 1) * perPage, perPage);
  const messages = await repo.refusalMessages(
    deps.db,
    rows.map((r) => r.record.id),
  );
  const invitations = new Map(
    (
      await invitationsFor(
        deps.db,
        rows.map((r) => r.record.id),
      )
    ).map((i) => [i.deliveryRecordId, i]),
  );
  const hired = rows.filter((r) => r.record.stage === PIPELINE_STAGE.hire).map((r) => r.record.id);
  const offers = new Map((await offersFor(deps.db, hired)).map((o) => [o.deliveryRecordId, o]));
  const now = deps.clock.now();
  const list = rows.map((r) =>
    presentSeekerRecord(r, lang, messages.get(r.record.id), invitations.get(r.record.id), now, offers.get(r.record.id)),
  );
  return { list, totalCount: total, page, perPage };
}

export async function openRecordForPosition(deps: Deps, caller: Caller, lang: Lang, positionId: number) {
  const record = await repo.openRecordOf(deps.db, caller.userId, positionId);
  return record ? presentOpenRecord(record, lang) : null;
}

/** Once hired (offer accepted, waiting to report), the seeker says when they will arrive. */
export async function updateArrivalTime(deps: Deps, caller: Caller, input: { id: number; arrivalTime: string }) {
  const arrival = /^\d{4}-\d{2}-\d{2}$/.test(input.arrivalTime) ? new Date(`${input.arrivalTime}T00:00:00`) : new Date(input.arrivalTime);
  await inTransaction(deps.db, async (tx) => {
    const record = await ownRecord(tx, caller, input.id);
    if (record.stage !== PIPELINE_STAGE.hire && record.stage !== PIPELINE_STAGE.waitingReported) throw new AppError('RECORD_STAGE');
    await repo.setArrivalTime(tx, record.id, arrival);
  });
  return null;
}

/** Educations sent with an application may be corrected until HR first opens it. */
export async function updateResumeEducation(deps: Deps, caller: Caller, input: { id: number; educations: EducationInput[] }) {
  assertNoIssues(educationsIssues(input.educations));
  const educations = input.educations.map((e) => ({ ...e, endDate: e.endDate ?? null }));
  await inTransaction(deps.db, async (tx) => {
    const record = await ownRecord(tx, caller, input.id);
    if (record.stage !== PIPELINE_STAGE.newDelivery || record.viewedAt !== null) throw new AppError('RECORD_STAGE');
    if (!(await repo.setSnapshotEducations(tx, record.id, educations))) throw new AppError('RECORD_STAGE');
  });
  return null;
}
