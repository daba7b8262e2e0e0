import { and, asc, count, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companyInfos, officePlaces, positions, tenements } from '../../db/schema/index.ts';
import { POSITION_STATE } from '../../../common/recruiting.ts';

export type OfficePlaceRow = typeof officePlaces.$inferSelect;
export type CompanyInfoValues = Partial<Omit<typeof companyInfos.$inferInsert, 'tenementId' | 'updatedAt'>>;
const likeText = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Shown to job seekers: an enabled company whose info is published (a company without an info row has the defaults). */
const isPublic = and(eq(tenements.enabled, true), sql`coalesce(${companyInfos.published}, true)`);

const detailColumns = {
  tenementId: tenements.id,
  tenementNo: tenements.tenementNo,
  name: tenements.name,
  shortName: companyInfos.shortName,
  logo: companyInfos.logo,
  industry: companyInfos.industry,
  sizeType: companyInfos.sizeType,
  address: companyInfos.address,
  website: companyInfos.website,
  contactPhone: companyInfos.contactPhone,
  contactEmail: companyInfos.contactEmail,
  intro: companyInfos.intro,
  published: sql<boolean>`coalesce(${companyInfos.published}, true)`,
};

export async function companyRow(db: Queryable, tenementId: number, publicOnly: boolean) {
  const where = publicOnly ? and(eq(tenements.id, tenementId), isPublic) : eq(tenements.id, tenementId);
  const [row] = await db
    .select(detailColumns)
    .from(tenements)
    .leftJoin(companyInfos, eq(companyInfos.tenementId, tenements.id))
    .where(where)
    .limit(1);
  return row;
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof companyRow>>>;

/** Published positions of the company (the list's 在招职位), counted on the (tenement, state) index. */
const openPositions = sql<number>`(select count(*)::int from ${positions} where ${positions.tenementId} = ${tenements.id} and ${positions.state} = ${POSITION_STATE.published})`;

export async function publicCompanyPage(
  db: Queryable,
  f: { nameLike?: string | undefined; industry?: string | undefined },
  page: number,
  perPage: number,
) {
  const conds: SQL[] = [isPublic!];
  if (f.nameLike) conds.push(or(ilike(tenements.name, likeText(f.nameLike)), ilike(companyInfos.shortName, likeText(f.nameLike)))!);
  if (f.industry) conds.push(eq(companyInfos.industry, f.industry));
  const where = and(...conds);
  const [rows, totals] = await Promise.all([
    db
      .select({
        tenementId: tenements.id,
        name: tenements.name,
        shortName: companyInfos.shortName,
        logo: companyInfos.logo,
        industry: companyInfos.industry,
        sizeType: companyInfos.sizeType,
        address: companyInfos.address,
        positionCount: openPositions,
      })
      .from(tenements)
      .leftJoin(companyInfos, eq(companyInfos.tenementId, tenements.id))
      .where(where)
      .orderBy(asc(tenements.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(tenements).leftJoin(companyInfos, eq(companyInfos.tenementId, tenements.id)).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export const officePlacesOf = (db: Queryable, tenementId: number) =>
  db.select().from(officePlaces).where(eq(officePlaces.tenementId, tenementId)).orderBy(asc(officePlaces.sort), asc(officePlaces.id));

export async function upsertCompanyInfo(db: Queryable, tenementId: number, values: CompanyInfoValues) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(companyInfos)
    .values({ tenementId, ...set })
    .onConflictDoUpdate({ target: companyInfos.tenementId, set });
}

export async function renameTenement(db: Queryable, tenementId: number, name: string) {
  await db.update(tenements).set({ name, updatedAt: new Date() }).where(eq(tenements.id, tenementId));
}

export async function otherTenementNamed(db: Queryable, tenementId: number, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenements.id })
    .from(tenements)
    .where(and(eq(tenements.name, name), sql`${tenements.id} <> ${tenementId}`))
    .limit(1);
  return rows.length > 0;
}

export async function deletePlacesExcept(db: Queryable, tenementId: number, keep: number[]) {
  await db
    .delete(officePlaces)
    .where(and(eq(officePlaces.tenementId, tenementId), ...(keep.length ? [notInArray(officePlaces.id, keep)] : [])));
}

/**
 * Names are unique per company: once the dropped places are gone, the kept ones are parked under
 * their ids ('#12'), so that two places may swap names in one save.
 */
export async function parkPlaceNames(db: Queryable, tenementId: number, ids: number[]) {
  if (!ids.length) return;
  await db
    .update(officePlaces)
    .set({ name: sql`'#' || ${officePlaces.id}` })
    .where(and(eq(officePlaces.tenementId, tenementId), inArray(officePlaces.id, ids)));
}

export async function updatePlace(db: Queryable, tenementId: number, id: number, values: { name: string; address: string; sort: number }) {
  await db
    .update(officePlaces)
    .set(values)
    .where(and(eq(officePlaces.tenementId, tenementId), eq(officePlaces.id, id)));
}

export async function insertPlaces(db: Queryable, rows: Array<typeof officePlaces.$inferInsert>) {
  if (rows.length) await db.insert(officePlaces).values(rows);
}
