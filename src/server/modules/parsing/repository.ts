/** SQL of resume parsing: the parse records (resume_parses) and nothing else. */
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { resumeParses, tenementUsers } from '../../db/schema/index.ts';

export type ParseRow = typeof resumeParses.$inferSelect;
export type NewParse = typeof resumeParses.$inferInsert;

export async function insert(db: Queryable, values: NewParse): Promise<ParseRow> {
  const [row] = await db.insert(resumeParses).values(values).returning();
  return row!;
}

export async function findOfTenement(db: Queryable, tenementId: number, id: number): Promise<ParseRow | undefined> {
  const [row] = await db
    .select()
    .from(resumeParses)
    .where(and(eq(resumeParses.id, id), eq(resumeParses.tenementId, tenementId)));
  return row;
}

/**
 * The decision on a waiting duplicate, taken only while it still waits: of two members deciding at
 * once exactly one row comes back. The ID number in clear goes with the decision.
 */
export async function decide(
  db: Queryable,
  id: number,
  values: { status: number; talentEntryId: number; decidedBy: number; decidedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(resumeParses)
    .set({ ...values, idNumber: null })
    .where(and(eq(resumeParses.id, id), eq(resumeParses.status, 2)))
    .returning({ id: resumeParses.id });
  return rows.length === 1;
}

export interface ParseFilter {
  tenementId: number;
  nameLike?: string | undefined;
  status?: number | undefined;
  source?: string | undefined;
  batchNo?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function whereOf(f: ParseFilter): SQL {
  const conds: SQL[] = [eq(resumeParses.tenementId, f.tenementId)];
  if (f.nameLike) {
    const p = likePattern(f.nameLike);
    conds.push(or(ilike(sql`${resumeParses.fields}->>'name'`, p), ilike(resumeParses.fileName, p))!);
  }
  if (f.status !== undefined) conds.push(eq(resumeParses.status, f.status));
  if (f.source) conds.push(eq(resumeParses.source, f.source));
  if (f.batchNo) conds.push(eq(resumeParses.batchNo, f.batchNo));
  if (f.from) conds.push(gte(resumeParses.createdAt, f.from));
  if (f.to) conds.push(lte(resumeParses.createdAt, f.to));
  return and(...conds)!;
}

/** A page, newest first, with the uploader's name in the company. */
export async function page(db: Queryable, f: ParseFilter, pageNo: number, perPage: number) {
  const where = whereOf(f);
  const rows = await db
    .select({ parse: resumeParses, uploader: tenementUsers.name })
    .from(resumeParses)
    .leftJoin(tenementUsers, and(eq(tenementUsers.userId, resumeParses.createdBy), eq(tenementUsers.tenementId, f.tenementId)))
    .where(where)
    .orderBy(desc(resumeParses.id))
    .limit(perPage)
    .offset((pageNo - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(resumeParses).where(where);
  return { rows, total: total?.n ?? 0 };
}
