import { and, count, desc, eq, gt, ilike, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, entryInfos, files, positions, resumeAttachments, userExamDetails, users } from '../../db/schema/index.ts';
import { ENTRY_FILE_KEYS } from '../../../common/entry-papers.ts';

export type FileRow = typeof files.$inferSelect;

export async function insert(db: Queryable, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findById(db: Queryable, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** A LIKE pattern matching the words literally (`%`, `_` and `\` are not wildcards). */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The company's files for 文件管理, those whose name holds `keyword` when given: the reader's own
 * (`readerId`), and others' of the `origins` (null: of every origin but `privateTo`).
 */
export async function pageOfTenement(
  db: Queryable,
  q: {
    tenementId: number;
    readerId: number;
    origins: readonly string[] | null;
    privateTo: readonly string[];
    keyword?: string | undefined;
  },
  page: number,
  perPage: number,
) {
  const where = and(
    eq(files.tenementId, q.tenementId),
    or(eq(files.userId, q.readerId), q.origins ? inArray(files.fromType, [...q.origins]) : notInArray(files.fromType, [...q.privateTo])),
    q.keyword ? ilike(files.name, containing(q.keyword)) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: files.id,
        key: files.key,
        name: files.name,
        mime: files.mime,
        size: files.size,
        fromType: files.fromType,
        createdAt: files.createdAt,
        uploader: users.account,
      })
      .from(files)
      .innerJoin(users, eq(users.id, files.userId))
      .where(where)
      .orderBy(desc(files.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(files).where(and(where)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findByKey(db: Queryable, key: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.key, key)).limit(1);
  return row;
}

/** The read keys of these files. */
export async function keysOf(db: Queryable, ids: readonly number[]): Promise<Array<{ id: number; key: string }>> {
  if (!ids.length) return [];
  return db
    .select({ id: files.id, key: files.key })
    .from(files)
    .where(inArray(files.id, [...ids]));
}

/** Whether the file is an attachment resume its owner deleted. */
export async function isDeletedAttachment(db: Queryable, fileId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: resumeAttachments.id })
    .from(resumeAttachments)
    .where(and(eq(resumeAttachments.fileId, fileId), isNotNull(resumeAttachments.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/** The file among an application's papers: its attachment, a photo of the resume it carried, an entry paper given for it. */
function carries(fileId: number): SQL {
  const entryKeys = sql.join(
    ENTRY_FILE_KEYS.map((k) => sql`${k}`),
    sql`, `,
  );
  return or(
    eq(resumeAttachments.fileId, fileId),
    sql`${deliveryRecords.resumeSnapshot}->'photos' @> ${JSON.stringify([{ id: fileId }])}::jsonb`,
    sql`exists (select 1 from ${entryInfos} where ${entryInfos.deliveryRecordId} = ${deliveryRecords.id} and (
      ${entryInfos.data}->'photoIds' @> ${JSON.stringify([fileId])}::jsonb
      or exists (select 1 from jsonb_each(${entryInfos.data}) as kv where kv.key in (${entryKeys}) and kv.value = ${JSON.stringify(fileId)}::jsonb)))`,
  )!;
}

/**
 * Whether an application of the uploader to this company carries the file, its position inside
 * `positionScope` (the reader's data scope on positions; undefined: every position of the company).
 */
export async function carriedByApplication(
  db: Queryable,
  q: { fileId: number; uploaderId: number; tenementId: number; positionScope: SQL | undefined },
): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryRecords.id })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .leftJoin(resumeAttachments, eq(resumeAttachments.id, deliveryRecords.attachmentId))
    .where(and(eq(deliveryRecords.tenementId, q.tenementId), eq(deliveryRecords.userId, q.uploaderId), q.positionScope, carries(q.fileId)))
    .limit(1);
  return Boolean(row);
}

/** Whether an exam result of an application to the company, its position inside `positionScope`, binds the file. */
export async function boundToExamResult(
  db: Queryable,
  q: { fileId: number; tenementId: number; positionScope: SQL | undefined },
): Promise<boolean> {
  const [row] = await db
    .select({ id: userExamDetails.id })
    .from(userExamDetails)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, userExamDetails.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(and(eq(userExamDetails.tenementId, q.tenementId), sql`${q.fileId} = any(${userExamDetails.attachmentIds})`, q.positionScope))
    .limit(1);
  return Boolean(row);
}

/** How many files of the origins, and how many bytes, the user uploaded since the moment (the daily quotas). */
export async function uploadsSince(
  db: Queryable,
  userId: number,
  fromTypes: readonly string[],
  since: Date,
): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${files.size}), 0)::bigint` })
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.fromType, [...fromTypes]), gt(files.createdAt, since)));
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Serialise one user's concurrent uploads while their quota is counted. */
export async function lockUploader(db: Queryable, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
