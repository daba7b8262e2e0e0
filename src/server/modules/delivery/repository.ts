/** SQL of applications (delivery records) as the seeker makes and follows them, and HR opens them. */
import { and, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  deliveryRecords,
  deliveryStageHistory,
  files,
  officePlaces,
  positions,
  resumeAttachments,
  resumes,
  specialFormData,
  specialForms,
  tenements,
  users,
} from '../../db/schema/index.ts';
import { INTERVIEW_STEP_EXPECTED, PIPELINE_STAGE, SEEKER_STAGE, type SeekerStage } from '../../../common/recruiting.ts';
import { positionTypeTable } from '../../../../generated/server/tables.ts';

export type RecordRow = typeof deliveryRecords.$inferSelect;
export type ResumeRow = typeof resumes.$inferSelect;
export type SpecialFormRow = typeof specialForms.$inferSelect;

/** What applying checks on the position: its state, company, requirements and special form. */
export async function positionForDelivery(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: positions.id,
      tenementId: positions.tenementId,
      state: positions.state,
      education: positions.education,
      ageMin: positions.ageMin,
      ageMax: positions.ageMax,
      specialFormId: positions.specialFormId,
    })
    .from(positions)
    .where(eq(positions.id, id))
    .limit(1);
  return row;
}
export type DeliveryPosition = NonNullable<Awaited<ReturnType<typeof positionForDelivery>>>;

export async function specialForm(db: Queryable, id: number): Promise<SpecialFormRow | undefined> {
  const [row] = await db.select().from(specialForms).where(eq(specialForms.id, id)).limit(1);
  return row;
}

/** Whether the user ever applied to the position (open or closed application). */
export async function appliedTo(db: Queryable, userId: number, positionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: deliveryRecords.id })
    .from(deliveryRecords)
    .where(and(eq(deliveryRecords.userId, userId), eq(deliveryRecords.positionId, positionId)))
    .limit(1);
  return rows.length > 0;
}

export async function openRecordOf(db: Queryable, userId: number, positionId: number): Promise<RecordRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryRecords)
    .where(and(eq(deliveryRecords.userId, userId), eq(deliveryRecords.positionId, positionId), eq(deliveryRecords.active, true)))
    .limit(1);
  return row;
}

export async function resumeOf(db: Queryable, userId: number): Promise<ResumeRow | undefined> {
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId)).limit(1);
  return row;
}

/** The user's attachment resume, unless they deleted it. */
export async function liveAttachment(db: Queryable, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(resumeAttachments)
    .where(and(eq(resumeAttachments.id, id), eq(resumeAttachments.userId, userId), isNull(resumeAttachments.deletedAt)))
    .limit(1);
  return row;
}

export async function insertRecord(db: Queryable, values: typeof deliveryRecords.$inferInsert): Promise<RecordRow> {
  const [row] = await db.insert(deliveryRecords).values(values).returning();
  return row!;
}

export async function insertFormData(db: Queryable, values: typeof specialFormData.$inferInsert) {
  await db.insert(specialFormData).values(values);
}

export async function formDataOf(db: Queryable, deliveryRecordId: number) {
  const [row] = await db.select().from(specialFormData).where(eq(specialFormData.deliveryRecordId, deliveryRecordId)).limit(1);
  return row;
}

export async function recordById(db: Queryable, id: number): Promise<RecordRow | undefined> {
  const [row] = await db.select().from(deliveryRecords).where(eq(deliveryRecords.id, id)).limit(1);
  return row;
}

export async function setArrivalTime(db: Queryable, id: number, arrivalTime: Date) {
  await db.update(deliveryRecords).set({ arrivalTime, updatedAt: new Date() }).where(eq(deliveryRecords.id, id));
}

/** Replace the snapshot's educations, only while HR has not opened the application (a race with GetDetail loses). */
export async function setSnapshotEducations(db: Queryable, id: number, educations: unknown[]): Promise<boolean> {
  const rows = await db
    .update(deliveryRecords)
    .set({
      resumeSnapshot: sql`jsonb_set(${deliveryRecords.resumeSnapshot}, '{educations}', ${JSON.stringify(educations)}::jsonb, true)`,
      updatedAt: new Date(),
    })
    .where(and(eq(deliveryRecords.id, id), eq(deliveryRecords.stage, PIPELINE_STAGE.newDelivery), isNull(deliveryRecords.viewedAt)))
    .returning({ id: deliveryRecords.id });
  return rows.length > 0;
}

/** The first opening by HR is when the seeker's record turns 被查看; later openings keep that time. */
export async function markViewed(db: Queryable, id: number): Promise<Date | null> {
  const [row] = await db
    .update(deliveryRecords)
    .set({ viewedAt: sql`coalesce(${deliveryRecords.viewedAt}, now())` })
    .where(eq(deliveryRecords.id, id))
    .returning({ viewedAt: deliveryRecords.viewedAt });
  return row?.viewedAt ?? null;
}

/** Pipeline stages behind each stage the seeker sees (ResumeLib/DeliveryStage; seekerStage in src/common/recruiting.ts). */
export function seekerStageWhere(stage: SeekerStage): SQL {
  const s = deliveryRecords.stage;
  const S = PIPELINE_STAGE;
  const expected = and(eq(s, S.interview), eq(deliveryRecords.step, INTERVIEW_STEP_EXPECTED))!;
  const leftAfterFinish = and(eq(s, S.finished), isNotNull(deliveryRecords.dimissionDate))!;
  switch (stage) {
    case SEEKER_STAGE.delivered:
      return and(eq(s, S.newDelivery), isNull(deliveryRecords.viewedAt))!;
    case SEEKER_STAGE.viewed:
      return and(eq(s, S.newDelivery), isNotNull(deliveryRecords.viewedAt))!;
    case SEEKER_STAGE.passedScreening:
      return or(eq(s, S.initialScreening), expected)!;
    case SEEKER_STAGE.interviewInvited:
      return and(eq(s, S.interview), ne(deliveryRecords.step, INTERVIEW_STEP_EXPECTED))!;
    case SEEKER_STAGE.unsuitable:
      return inArray(s, [S.inappropriate, S.talentPool]);
    case SEEKER_STAGE.hired:
      return inArray(s, [S.hire, S.waitingReported]);
    case SEEKER_STAGE.reported:
      return eq(s, S.reported);
    case SEEKER_STAGE.left:
      return or(eq(s, S.dimission), leftAfterFinish)!;
    default:
      return or(inArray(s, [S.trial, S.trialOver]), and(eq(s, S.finished), isNull(deliveryRecords.dimissionDate)))!;
  }
}

/**
 * HR's reply message of each record's latest refusal, for those whose latest refusal or return from
 * the talent pool was a refusal (a refusal before a return belongs to an earlier round). Read from
 * the history row of the Inappropriate move: nothing keeps a second copy.
 */
export async function refusalMessages(db: Queryable, recordIds: number[]): Promise<Map<number, string>> {
  if (!recordIds.length) return new Map();
  const h = deliveryStageHistory;
  const rows = await db
    .selectDistinctOn([h.deliveryRecordId], { id: h.deliveryRecordId, call: h.call, message: sql<string | null>`${h.data}->>'message'` })
    .from(h)
    .where(and(inArray(h.deliveryRecordId, recordIds), inArray(h.call, ['Inappropriate', 'BackFromHcp'])))
    .orderBy(h.deliveryRecordId, desc(h.id));
  return new Map(rows.filter((r) => r.call === 'Inappropriate' && r.message).map((r) => [r.id, r.message!]));
}

/** The seeker's applications, newest first, with what their list shows of each position. */
export async function seekerPage(db: Queryable, userId: number, stage: SeekerStage | undefined, offset: number, limit: number) {
  const where = and(eq(deliveryRecords.userId, userId), stage === undefined ? undefined : seekerStageWhere(stage));
  const [rows, totals] = await Promise.all([
    db
      .select({
        record: deliveryRecords,
        positionName: positions.name,
        tenementName: tenements.name,
        salaryMin: positions.salaryMin,
        salaryMax: positions.salaryMax,
        salaryUnit: positions.salaryUnit,
        officePlaceName: officePlaces.name,
        attachmentName: resumeAttachments.name,
        positionState: positions.state,
      })
      .from(deliveryRecords)
      .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
      .innerJoin(tenements, eq(tenements.id, deliveryRecords.tenementId))
      .leftJoin(officePlaces, eq(officePlaces.id, positions.officePlaceId))
      .leftJoin(resumeAttachments, eq(resumeAttachments.id, deliveryRecords.attachmentId))
      .where(where)
      .orderBy(desc(deliveryRecords.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(deliveryRecords).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
export type SeekerRow = Awaited<ReturnType<typeof seekerPage>>['rows'][number];

/** What HR sees of the position and the applicant beside an application. */
export async function detailContext(db: Queryable, record: RecordRow) {
  const [position] = await db
    .select({
      id: positions.id,
      name: positions.name,
      recruitmentType: positions.recruitmentType,
      positionTypeName: positionTypeTable.name,
      state: positions.state,
      deptId: positions.deptId,
    })
    .from(positions)
    .leftJoin(positionTypeTable, eq(positionTypeTable.id, positions.positionTypeId))
    .where(eq(positions.id, record.positionId))
    .limit(1);
  const [applicant] = await db
    .select({ account: users.account, name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, record.userId))
    .limit(1);
  const [attachment] =
    record.attachmentId === null
      ? []
      : await db
          .select({ id: resumeAttachments.id, name: resumeAttachments.name, fileKey: files.key })
          .from(resumeAttachments)
          .innerJoin(files, eq(files.id, resumeAttachments.fileId))
          .where(eq(resumeAttachments.id, record.attachmentId))
          .limit(1);
  return { position: position!, applicant: applicant!, attachment };
}
