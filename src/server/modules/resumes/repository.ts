import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  deliveryRecords,
  depts,
  files,
  officePlaces,
  positions,
  resumeAttachments,
  resumes,
  tenements,
  users,
} from '../../db/schema/index.ts';
import { factoryTable } from '../../../../generated/server/tables.ts';

export type ResumeRow = typeof resumes.$inferSelect;
export type ResumeValues = Partial<Omit<typeof resumes.$inferInsert, 'id' | 'userId' | 'createdAt'>>;
export type AttachmentRow = typeof resumeAttachments.$inferSelect;

/** Serialise a user's concurrent writes (attachment count, first resume) on their account row. */
export async function lockUser(db: Queryable, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function resumeOf(db: Queryable, userId: number): Promise<ResumeRow | undefined> {
  const [row] = await db.select().from(resumes).where(eq(resumes.userId, userId)).limit(1);
  return row;
}

export async function insertResume(db: Queryable, userId: number, values: ResumeValues): Promise<ResumeRow> {
  const [row] = await db
    .insert(resumes)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateResume(db: Queryable, id: number, values: ResumeValues): Promise<ResumeRow> {
  const [row] = await db
    .update(resumes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(resumes.id, id))
    .returning();
  return row!;
}

/** Which of these file ids the user uploaded with one of these origins (and, for photos, are images). */
export async function ownFileIds(
  db: Queryable,
  userId: number,
  ids: readonly number[],
  fromTypes: readonly string[],
  imagesOnly = false,
): Promise<number[]> {
  if (!ids.length) return [];
  const conds = [inArray(files.id, [...ids]), eq(files.userId, userId), inArray(files.fromType, [...fromTypes])];
  if (imagesOnly) conds.push(sql`${files.mime} like 'image/%'`);
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(...conds));
  return rows.map((r) => r.id);
}

export async function filesByIds(db: Queryable, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: files.id, name: files.name, key: files.key })
    .from(files)
    .where(inArray(files.id, [...ids]));
}

const live = (userId: number) => and(eq(resumeAttachments.userId, userId), isNull(resumeAttachments.deletedAt));

export const attachmentsOf = (db: Queryable, userId: number): Promise<AttachmentRow[]> =>
  db.select().from(resumeAttachments).where(live(userId)).orderBy(desc(resumeAttachments.id));

export async function countAttachments(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(resumeAttachments).where(live(userId));
  return row?.n ?? 0;
}

export async function insertAttachment(db: Queryable, values: typeof resumeAttachments.$inferInsert): Promise<AttachmentRow> {
  const [row] = await db.insert(resumeAttachments).values(values).returning();
  return row!;
}

/** Soft delete of the user's own live attachment; undefined when there is none with that id. */
export async function deleteAttachment(db: Queryable, userId: number, id: number): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .update(resumeAttachments)
    .set({ deletedAt: new Date() })
    .where(and(eq(resumeAttachments.id, id), live(userId)))
    .returning();
  return row;
}

/** One application with what the seeker-side calls show of its position and company. */
export async function recordById(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: deliveryRecords.id,
      tenementId: deliveryRecords.tenementId,
      tenementName: tenements.name,
      userId: deliveryRecords.userId,
      positionId: deliveryRecords.positionId,
      positionName: positions.name,
      specialFormId: positions.specialFormId,
      deptName: depts.name,
      factoryName: factoryTable.name,
      officePlaceName: officePlaces.name,
      officePlaceAddress: officePlaces.address,
      resumeType: deliveryRecords.resumeType,
      resumeSnapshot: deliveryRecords.resumeSnapshot,
      stage: deliveryRecords.stage,
      viewedAt: deliveryRecords.viewedAt,
      arrivalTime: deliveryRecords.arrivalTime,
      createdAt: deliveryRecords.createdAt,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(tenements, eq(tenements.id, deliveryRecords.tenementId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .leftJoin(factoryTable, eq(factoryTable.id, positions.factoryId))
    .leftJoin(officePlaces, eq(officePlaces.id, positions.officePlaceId))
    .where(eq(deliveryRecords.id, id))
    .limit(1);
  return row;
}
export type RecordRow = NonNullable<Awaited<ReturnType<typeof recordById>>>;
