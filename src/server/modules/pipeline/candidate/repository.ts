/** SQL of the candidate drawer: notes, the hire side of a record, tag names, the company's replies. */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryNotes, depts, users } from '../../../db/schema/index.ts';
import { commonMessageTable, sysParamLineTable } from '../../../../../generated/server/tables.ts';
import { INAPPROPRIATE_TAG_HEAD } from '../../../../common/recruiting.ts';

const noteColumns = {
  id: deliveryNotes.id,
  content: deliveryNotes.content,
  authorId: deliveryNotes.authorId,
  createdAt: deliveryNotes.createdAt,
};

export async function notesOf(db: Queryable, recordId: number, offset: number, limit: number) {
  const where = eq(deliveryNotes.deliveryRecordId, recordId);
  const [rows, totals] = await Promise.all([
    db.select(noteColumns).from(deliveryNotes).where(where).orderBy(desc(deliveryNotes.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(deliveryNotes).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
export type NoteRow = Awaited<ReturnType<typeof notesOf>>['rows'][number];

export async function insertNote(db: Queryable, values: typeof deliveryNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await db.insert(deliveryNotes).values(values).returning(noteColumns);
  return row!;
}

/** Names of people as the back office shows authors (their name, else their account). */
export async function userNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, account: users.account })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name || r.account]));
}

export async function deptName(db: Queryable, tenementId: number, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ name: depts.name })
    .from(depts)
    .where(and(eq(depts.id, id), eq(depts.tenementId, tenementId)))
    .limit(1);
  return row?.name ?? null;
}

/**
 * The company's 不合适标签 by value. With `enabledOnly` false, disabled lines too: a history row keeps
 * naming the tag it was given after the tag is switched off.
 */
export async function inappropriateTags(db: Queryable, tenementId: number, enabledOnly: boolean) {
  const l = sysParamLineTable;
  return db
    .select({ value: l.value, display: l.name })
    .from(l)
    .where(and(eq(l.tenementId, tenementId), eq(l.headKey, INAPPROPRIATE_TAG_HEAD), enabledOnly ? eq(l.enabled, true) : undefined))
    .orderBy(asc(l.sort), asc(l.id));
}

export const INAPPROPRIATE_MESSAGE_TYPE = 'inappropriate';

/** The company's 不合适 replies, the default first. */
export async function inappropriateMessages(db: Queryable, tenementId: number) {
  const m = commonMessageTable;
  const rows = await db
    .select({ id: m.id, messageContent: m.messageContent, isDefault: m.isDefault })
    .from(m)
    .where(and(eq(m.tenementId, tenementId), eq(m.messageType, INAPPROPRIATE_MESSAGE_TYPE)))
    .orderBy(desc(sql`coalesce(${m.isDefault}, false)`), asc(m.id));
  return rows.map((r) => ({ ...r, isDefault: r.isDefault === true }));
}
