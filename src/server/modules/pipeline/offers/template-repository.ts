/** SQL of a company's offer letter templates (OfferTemplate/*): pages, one row, writes, the default per language, use by offers. */
import { and, asc, count, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { offerTemplates, offers } from '../../../db/schema/index.ts';

export type TemplateRow = typeof offerTemplates.$inferSelect;

export interface TemplateFilter {
  tenementId: number;
  nameLike?: string | undefined;
  lang?: string | undefined;
  enabled?: boolean | undefined;
}

const SORTS = { id: offerTemplates.id, name: offerTemplates.name, updatedAt: offerTemplates.updatedAt } as const;
export type TemplateSort = keyof typeof SORTS;

function whereOf(f: TemplateFilter): SQL | undefined {
  const escaped = f.nameLike?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    eq(offerTemplates.tenementId, f.tenementId),
    escaped ? ilike(offerTemplates.name, `%${escaped}%`) : undefined,
    f.lang ? eq(offerTemplates.lang, f.lang) : undefined,
    f.enabled === undefined ? undefined : eq(offerTemplates.enabled, f.enabled),
  );
}

export async function templatePage(
  db: Queryable,
  f: TemplateFilter,
  sort: { key: TemplateSort; desc: boolean },
  offset: number,
  limit: number,
) {
  const order = sort.desc ? desc : asc;
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db.select().from(offerTemplates).where(where).orderBy(order(SORTS[sort.key]), order(offerTemplates.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(offerTemplates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function templatesByIds(db: Queryable, tenementId: number, ids: readonly number[]) {
  return db
    .select()
    .from(offerTemplates)
    .where(and(eq(offerTemplates.tenementId, tenementId), inArray(offerTemplates.id, [...ids])));
}

export async function nameTaken(db: Queryable, tenementId: number, name: string, except?: number) {
  const [row] = await db
    .select({ id: offerTemplates.id })
    .from(offerTemplates)
    .where(
      and(eq(offerTemplates.tenementId, tenementId), eq(offerTemplates.name, name), except ? ne(offerTemplates.id, except) : undefined),
    );
  return Boolean(row);
}

export async function insertTemplate(db: Queryable, values: typeof offerTemplates.$inferInsert) {
  const [row] = await db.insert(offerTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(db: Queryable, tenementId: number, id: number, values: Partial<typeof offerTemplates.$inferInsert>) {
  const [row] = await db
    .update(offerTemplates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(offerTemplates.id, id), eq(offerTemplates.tenementId, tenementId)))
    .returning();
  return row;
}

/** One default per language: the others of the language lose the mark. */
export async function clearOtherDefaults(db: Queryable, tenementId: number, lang: string, keep: number) {
  await db
    .update(offerTemplates)
    .set({ isDefault: false })
    .where(and(eq(offerTemplates.tenementId, tenementId), eq(offerTemplates.lang, lang), ne(offerTemplates.id, keep)));
}

export async function setEnabled(db: Queryable, tenementId: number, ids: readonly number[], enabled: boolean) {
  const rows = await db
    .update(offerTemplates)
    .set({ enabled, updatedAt: sql`now()` })
    .where(and(eq(offerTemplates.tenementId, tenementId), inArray(offerTemplates.id, [...ids])))
    .returning({ id: offerTemplates.id });
  return rows.length;
}

/** How many offers name each of these templates (a used one stays: it is the letter those offers were sent in). */
export async function usage(db: Queryable, ids: readonly number[]) {
  const rows = await db
    .select({ id: offers.templateId, n: count() })
    .from(offers)
    .where(inArray(offers.templateId, [...ids]))
    .groupBy(offers.templateId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

export async function deleteTemplates(db: Queryable, tenementId: number, ids: readonly number[]) {
  const rows = await db
    .delete(offerTemplates)
    .where(and(eq(offerTemplates.tenementId, tenementId), inArray(offerTemplates.id, [...ids])))
    .returning({ id: offerTemplates.id });
  return rows.length;
}
