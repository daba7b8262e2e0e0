import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { forms, tenementUsers, tenements, users } from '../../db/schema/index.ts';

export type FormRow = typeof forms.$inferSelect;
export type TenementRow = typeof tenements.$inferSelect;

export async function tenementOf(db: Queryable, id: number): Promise<TenementRow | undefined> {
  const [row] = await db.select().from(tenements).where(eq(tenements.id, id)).limit(1);
  return row;
}

/** Codes are issued in upper case; a code typed in lower case still finds its company. */
export async function tenementByCode(db: Queryable, teamCode: string): Promise<TenementRow | undefined> {
  const [row] = await db
    .select()
    .from(tenements)
    .where(and(or(eq(tenements.teamCode, teamCode), eq(tenements.teamCode, teamCode.toUpperCase())), eq(tenements.enabled, true)))
    .limit(1);
  return row;
}

/** Serialises joins to one company, so two requests cannot both pass the "no pending form" check. */
export async function lockTenement(db: Queryable, id: number) {
  await db.execute(sql`select 1 from ${tenements} where ${tenements.id} = ${id} for update`);
}

export async function setTeamCode(db: Queryable, id: number, teamCode: string) {
  await db.update(tenements).set({ teamCode, updatedAt: new Date() }).where(eq(tenements.id, id));
}

export async function isMember(db: Queryable, tenementId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenementUsers.id })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), eq(tenementUsers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function pendingForm(db: Queryable, tenementId: number, userId: number, applyType: number): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(
      and(eq(forms.tenementId, tenementId), eq(forms.applicantUserId, userId), eq(forms.applyType, applyType), eq(forms.reviewStatus, 0)),
    )
    .limit(1);
  return row;
}

export async function insertForm(db: Queryable, values: typeof forms.$inferInsert): Promise<FormRow> {
  const [row] = await db.insert(forms).values(values).returning();
  return row!;
}

export async function formById(db: Queryable, id: number): Promise<FormRow | undefined> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id)).limit(1);
  return row;
}

/** Decide a pending form; undefined when someone decided it first. */
export async function decideForm(
  db: Queryable,
  id: number,
  values: { reviewStatus: number; reviewerUserId: number; reviewRemark: string | null },
): Promise<FormRow | undefined> {
  const [row] = await db
    .update(forms)
    .set({ ...values, reviewedAt: new Date() })
    .where(and(eq(forms.id, id), eq(forms.reviewStatus, 0)))
    .returning();
  return row;
}

const reviewer = alias(tenementUsers, 'reviewer');

/** A company's join requests with the applicant's account and the reviewer's name, newest first. */
export async function joinFormPage(
  db: Queryable,
  tenementId: number,
  applyType: number,
  reviewStatus: number | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(forms.tenementId, tenementId),
    eq(forms.applyType, applyType),
    reviewStatus === undefined ? undefined : eq(forms.reviewStatus, reviewStatus),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ form: forms, account: users.account, phone: users.phone, reviewerName: reviewer.name })
      .from(forms)
      .innerJoin(users, eq(users.id, forms.applicantUserId))
      .leftJoin(reviewer, and(eq(reviewer.tenementId, forms.tenementId), eq(reviewer.userId, forms.reviewerUserId)))
      .where(where)
      .orderBy(desc(forms.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(forms).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The caller's own requests to any company. */
export async function ownFormPage(db: Queryable, userId: number, offset: number, limit: number) {
  const where = eq(forms.applicantUserId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select({ form: forms, tenementName: tenements.name })
      .from(forms)
      .innerJoin(tenements, eq(tenements.id, forms.tenementId))
      .where(where)
      .orderBy(desc(forms.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(forms).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
