/** SQL of the resume library's entries and their log (the talent centre's search is in search-repository.ts). */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { talentEntries, talentEntryLogs, users } from '../../db/schema/index.ts';

export type EntryRow = typeof talentEntries.$inferSelect;
export type EntryInsert = typeof talentEntries.$inferInsert;
export type LogInsert = typeof talentEntryLogs.$inferInsert;

/** The company's entries sharing a phone, an e-mail or an ID-number hash (each condition through its own index). */
export function entriesMatching(db: Queryable, tenementId: number, by: { phone?: string; email?: string; idNoHash?: string }) {
  const any: SQL[] = [];
  if (by.phone) any.push(eq(talentEntries.phone, by.phone));
  if (by.email) any.push(eq(talentEntries.email, by.email));
  if (by.idNoHash) any.push(eq(talentEntries.idNoHash, by.idNoHash));
  if (!any.length) return Promise.resolve([] as EntryRow[]);
  return db
    .select()
    .from(talentEntries)
    .where(and(eq(talentEntries.tenementId, tenementId), or(...any)))
    .orderBy(desc(talentEntries.updatedAt))
    .limit(20);
}

export async function insertEntry(db: Queryable, values: EntryInsert): Promise<number> {
  const [row] = await db.insert(talentEntries).values(values).returning({ id: talentEntries.id });
  return row!.id;
}

export async function entryById(db: Queryable, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(talentEntries).where(eq(talentEntries.id, id));
  return row;
}

/** The entry, locked for the transaction (edits and merges of one entry follow one another). */
export async function entryForUpdate(db: Queryable, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(talentEntries).where(eq(talentEntries.id, id)).for('update');
  return row;
}

export async function entryOfPerson(db: Queryable, tenementId: number, userId: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(talentEntries)
    .where(and(eq(talentEntries.tenementId, tenementId), eq(talentEntries.userId, userId)));
  return row;
}

export async function updateEntry(db: Queryable, id: number, values: Partial<EntryInsert>) {
  await db
    .update(talentEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(talentEntries.id, id));
}

/** Links a parsed entry (no account) to the seeker account it turned out to be; false when it has one already. */
export async function linkPerson(db: Queryable, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(talentEntries)
    .set({ userId, updatedAt: new Date() })
    .where(and(eq(talentEntries.id, id), sql`${talentEntries.userId} is null`))
    .returning({ id: talentEntries.id });
  return rows.length === 1;
}

export async function insertLogs(db: Queryable, rows: LogInsert[]) {
  if (rows.length) await db.insert(talentEntryLogs).values(rows);
}

/** One page of an entry's log, newest first. */
export function logPage(db: Queryable, where: SQL, offset: number, limit: number) {
  return db
    .select({
      id: talentEntryLogs.id,
      entryId: talentEntryLogs.entryId,
      kind: talentEntryLogs.kind,
      section: talentEntryLogs.section,
      before: talentEntryLogs.before,
      after: talentEntryLogs.after,
      toEmails: talentEntryLogs.toEmails,
      subject: talentEntryLogs.subject,
      actorName: users.name,
      actorAccount: users.account,
      createdAt: talentEntryLogs.createdAt,
    })
    .from(talentEntryLogs)
    .leftJoin(users, eq(users.id, talentEntryLogs.actorId))
    .where(where)
    .orderBy(desc(talentEntryLogs.id))
    .offset(offset)
    .limit(limit);
}

export async function logCount(db: Queryable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(talentEntryLogs).where(where);
  return row?.n ?? 0;
}

/** The entry's log rows (of these kinds only, when given). */
export const logOfEntry = (entryId: number, kinds?: string[]) =>
  and(eq(talentEntryLogs.entryId, entryId), kinds ? inArray(talentEntryLogs.kind, kinds) : undefined)!;

/** The member's forwards since a moment (the daily cap). */
export async function forwardsSince(db: Queryable, tenementId: number, actorId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(talentEntryLogs)
    .where(
      and(
        eq(talentEntryLogs.tenementId, tenementId),
        eq(talentEntryLogs.kind, 'forward'),
        eq(talentEntryLogs.actorId, actorId),
        sql`${talentEntryLogs.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}
