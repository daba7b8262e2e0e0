/** SQL of one entry's detail: the entry if visible, the person's applications in scope, pool, files. */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, files, positions, resumeAttachments, talentEntries, talentPool } from '../../db/schema/index.ts';
import { scopeOnApplications, visibleEntries, type Visibility } from './access-repository.ts';
import type { EntryRow } from './repository.ts';

export async function visibleEntry(db: Queryable, id: number, v: Visibility): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(talentEntries)
    .where(and(eq(talentEntries.id, id), visibleEntries(v)));
  return row;
}

/** The visible ones among these entries (a batch's check). */
export async function visibleIds(db: Queryable, ids: number[], v: Visibility): Promise<EntryRow[]> {
  return db
    .select()
    .from(talentEntries)
    .where(and(inArray(talentEntries.id, ids), visibleEntries(v)));
}

/** The person's applications in the company the member sees, newest first, with the attachment sent. */
export function applicationsOf(db: Queryable, tenementId: number, userId: number, v: Visibility) {
  return db
    .select({
      id: deliveryRecords.id,
      positionId: deliveryRecords.positionId,
      positionName: positions.name,
      stage: deliveryRecords.stage,
      active: deliveryRecords.active,
      source: deliveryRecords.source,
      createdAt: deliveryRecords.createdAt,
      stageChangedAt: deliveryRecords.stageChangedAt,
      attachmentName: resumeAttachments.name,
      attachmentFileId: resumeAttachments.fileId,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .leftJoin(resumeAttachments, eq(resumeAttachments.id, deliveryRecords.attachmentId))
    .where(and(eq(deliveryRecords.tenementId, tenementId), eq(deliveryRecords.userId, userId), scopeOnApplications(v)))
    .orderBy(desc(deliveryRecords.id))
    .limit(50);
}
export type ApplicationRow = Awaited<ReturnType<typeof applicationsOf>>[number];

export async function inPool(db: Queryable, tenementId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: talentPool.id })
    .from(talentPool)
    .where(and(eq(talentPool.tenementId, tenementId), eq(talentPool.userId, userId), isNull(talentPool.leftAt)))
    .limit(1);
  return rows.length > 0;
}

export async function fileOf(db: Queryable, id: number) {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}
