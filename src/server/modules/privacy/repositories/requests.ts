/** SQL of the erasure requests (privacy_requests) and the counts-only audit (privacy_audit). */
import { and, arrayContains, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { PRIVACY_REQUEST_STATE } from '../../../../common/privacy.ts';
import { deliveryRecords, positions, privacyAudit, privacyRequests, users } from '../../../db/schema/index.ts';

/** The companies the user has applied to (the ones that will see the request). */
export async function companiesAppliedTo(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ t: deliveryRecords.tenementId }).from(deliveryRecords).where(eq(deliveryRecords.userId, userId));
  return rows.map((r) => r.t).sort((a, b) => a - b);
}

export async function insertRequest(db: Queryable, userId: number, tenementIds: number[], createdAt: Date) {
  const [row] = await db.insert(privacyRequests).values({ userId, tenementIds, createdAt }).returning();
  return row!;
}

/** Holds the account's row for the transaction: one request at a time per person. */
export async function lockUser(db: Queryable, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export const requestsOf = (db: Queryable, userId: number) =>
  db.select().from(privacyRequests).where(eq(privacyRequests.userId, userId)).orderBy(desc(privacyRequests.id)).limit(20);

export async function pendingOf(db: Queryable, userId: number) {
  const [row] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.state, PRIVACY_REQUEST_STATE.pending)));
  return row ?? null;
}

export async function requestById(db: Queryable, id: number) {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  return row ?? null;
}

/** Pending requests older than `before` (the daily job runs them). */
export async function overdue(db: Queryable, before: Date) {
  return db
    .select({ id: privacyRequests.id, userId: privacyRequests.userId })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.state, PRIVACY_REQUEST_STATE.pending), lt(privacyRequests.createdAt, before)))
    .limit(100);
}

/** Answers a pending request; false when another answer came first (the loser of a race). */
export async function answer(
  db: Queryable,
  id: number,
  values: { state: number; reason: string | null; retainUntil: string | null; answeredBy: number | null; answeredAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(privacyRequests)
    .set(values)
    .where(and(eq(privacyRequests.id, id), eq(privacyRequests.state, PRIVACY_REQUEST_STATE.pending)))
    .returning({ id: privacyRequests.id });
  return rows.length === 1;
}

export interface CompanyRequestFilter {
  tenementId: number;
  /** The reader's data scope on applications (a condition joining positions); undefined: the whole company. */
  scope: SQL | undefined;
  state?: number | undefined;
}

function companyWhere(f: CompanyRequestFilter): SQL {
  const company = arrayContains(privacyRequests.tenementIds, [f.tenementId]);
  const inScope = f.scope
    ? sql`exists (select 1 from ${deliveryRecords} inner join ${positions} on ${positions.id} = ${deliveryRecords.positionId}
        where ${deliveryRecords.userId} = ${privacyRequests.userId} and ${deliveryRecords.tenementId} = ${f.tenementId} and ${f.scope})`
    : undefined;
  return and(company, inScope, f.state === undefined ? undefined : eq(privacyRequests.state, f.state))!;
}

export async function companyPage(db: Queryable, f: CompanyRequestFilter, page: number, perPage: number) {
  const where = companyWhere(f);
  const rows = await db
    .select({ request: privacyRequests, name: users.name, phone: users.phone, account: users.account })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(where)
    .orderBy(desc(privacyRequests.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(privacyRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One request the reader's company sees (inside the reader's scope), or null. */
export async function companyRequest(db: Queryable, f: CompanyRequestFilter, id: number) {
  const [row] = await db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.id, id), companyWhere(f)));
  return row ?? null;
}

export async function insertAudit(db: Queryable, values: typeof privacyAudit.$inferInsert) {
  await db.insert(privacyAudit).values(values);
}

export const latestAudit = (db: Queryable, limit: number) => db.select().from(privacyAudit).orderBy(desc(privacyAudit.id)).limit(limit);
