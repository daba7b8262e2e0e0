/** SQL of the job-seeker site's position reads: the home list, similar positions, tags and types. */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { inList, isListed, itemColumns, likePattern, publicCompanyIds, rowsOf, type PortalItem } from './item-repository.ts';

export interface HomeFilter {
  keyword?: string | undefined;
  recruitmentTypes?: readonly number[] | undefined;
  /** Names: the same name stands for each company's own type, tag, place or factory. */
  positionType?: string | undefined;
  tags?: readonly string[] | undefined;
  place?: string | undefined;
  factory?: string | undefined;
  tenementId?: number | undefined;
}

export type HomeSort = 'newest' | 'salary';

/** Filters as conditions on positions alone, so the count needs no join (subqueries resolve names). */
export function homeWhere(f: HomeFilter): SQL {
  const kw = f.keyword ? likePattern(f.keyword) : undefined;
  return and(
    isListed,
    f.tenementId !== undefined ? sql`positions.tenement_id = ${f.tenementId}` : undefined,
    f.recruitmentTypes?.length ? sql`positions.recruitment_type in ${inList(f.recruitmentTypes)}` : undefined,
    kw
      ? sql`(positions.name ilike ${kw} or positions.tenement_id in (select kt.id from tenements kt where kt.name ilike ${kw}))`
      : undefined,
    f.positionType
      ? sql`positions.position_type_id in (select x.id from position_types x where x.name = ${f.positionType} and x.enabled)`
      : undefined,
    // An array on the right of && lets the GIN index on tag_ids answer the any-of match.
    f.tags?.length
      ? sql`positions.tag_ids && array(select x.id from position_tags x where x.name in ${inList(f.tags)} and x.enabled)`
      : undefined,
    f.place ? sql`positions.office_place_id in (select x.id from office_places x where x.name = ${f.place})` : undefined,
    f.factory ? sql`positions.factory_id in (select x.id from factories x where x.name = ${f.factory} and x.enabled)` : undefined,
  )!;
}

/** Newest first walks the (state, published_at, id) index backwards and stops at the page. */
const ORDER: Record<HomeSort, { inner: SQL; matched: SQL; outer: SQL }> = {
  newest: {
    inner: sql`positions.published_at desc, positions.id desc`,
    matched: sql`m.published_at desc, m.id desc`,
    outer: sql`page."publishedAt" desc, page.id desc`,
  },
  salary: {
    inner: sql`positions.salary_max desc, positions.published_at desc, positions.id desc`,
    matched: sql`m.salary_max desc, m.published_at desc, m.id desc`,
    outer: sql`page."salaryMax" desc, page."publishedAt" desc, page.id desc`,
  },
};

/** Filters that make the database read rows (names, keyword), not just walk an index. */
const narrows = (f: HomeFilter) => Boolean(f.keyword || f.tags?.length || f.positionType || f.place || f.factory);

/**
 * The page and the total in one statement. Unfiltered, the count reads the (tenement, state) index
 * alone and the page stops after its rows; filtered, the matching rows are found once (a
 * materialized CTE) and both the count and the page are taken from them.
 */
export function homePageQuery(f: HomeFilter, sort: HomeSort, offset: number, limit: number): SQL {
  const where = homeWhere(f);
  const order = ORDER[sort];
  if (!narrows(f)) {
    return sql`select c.n::int as "totalCount", page.* from (select count(*) as n from positions where ${where}) c
      left join lateral (select ${itemColumns} from positions where ${where} order by ${order.inner} limit ${limit} offset ${offset}) page on true
      order by ${order.outer}`;
  }
  return sql`with m as materialized (select positions.id, positions.published_at, positions.salary_max from positions where ${where})
    select c.n::int as "totalCount", page.* from (select count(*) as n from m) c
    left join lateral (select ${itemColumns} from positions join (select m.id from m order by ${order.matched} limit ${limit} offset ${offset}) k on k.id = positions.id) page on true
    order by ${order.outer}`;
}

export async function homePage(db: Queryable, f: HomeFilter, sort: HomeSort, offset: number, limit: number) {
  const rows = rowsOf<PortalItem & { totalCount: number }>(await db.execute(homePageQuery(f, sort, offset, limit)));
  const total = rows[0]?.totalCount ?? 0;
  // An empty page still answers the count's row, its position columns null.
  return { items: rows.filter((r) => r.id !== null).map(({ totalCount: _, ...item }) => item as PortalItem), total };
}

/** Tag names and type name of a position (what "similar" starts from). */
export async function positionTraits(db: Queryable, id: number): Promise<{ tags: string[]; positionType: string | null } | undefined> {
  const rows = rowsOf<{ tags: string[] | null; positionType: string | null }>(
    await db.execute(sql`select array(select g.name from position_tags g where g.id = any(positions.tag_ids) and g.enabled) as tags,
      (select x.name from position_types x where x.id = positions.position_type_id) as "positionType" from positions where positions.id = ${id}`),
  );
  const row = rows[0];
  return row && { tags: row.tags ?? [], positionType: row.positionType };
}

/** Published positions sharing a tag name or the type name, newest first. */
export async function similar(
  db: Queryable,
  f: { excludeId?: number | undefined; tags: readonly string[]; positionType?: string | null | undefined },
  limit: number,
): Promise<PortalItem[]> {
  const shares = [
    f.tags.length
      ? sql`positions.tag_ids && array(select x.id from position_tags x where x.name in ${inList(f.tags)} and x.enabled)`
      : undefined,
    f.positionType
      ? sql`positions.position_type_id in (select x.id from position_types x where x.name = ${f.positionType} and x.enabled)`
      : undefined,
  ].filter((s): s is SQL => s !== undefined);
  if (!shares.length) return [];
  const where = and(
    isListed,
    f.excludeId !== undefined ? sql`positions.id <> ${f.excludeId}` : undefined,
    sql`(${sql.join(shares, sql` or `)})`,
  );
  return rowsOf<PortalItem>(
    await db.execute(
      sql`select ${itemColumns} from positions where ${where} order by positions.published_at desc, positions.id desc limit ${limit}`,
    ),
  );
}

/** Tag names most used on listed positions. */
export async function commonTags(db: Queryable, limit: number) {
  return rowsOf<{ name: string; count: number }>(
    await db.execute(sql`select g.name, count(*)::int as count from positions cross join lateral unnest(positions.tag_ids) as u(tag_id)
      join position_tags g on g.id = u.tag_id and g.enabled where ${isListed} group by g.name order by count(*) desc, g.name limit ${limit}`),
  );
}

export async function isPublicCompany(db: Queryable, tenementId: number): Promise<boolean> {
  const rows = rowsOf<{ ok: number }>(await db.execute(sql`select 1 as ok where ${tenementId} in ${publicCompanyIds}`));
  return rows.length > 0;
}

export async function companyTags(db: Queryable, tenementId: number) {
  return rowsOf<{ value: number; display: string; color: string | null }>(
    await db.execute(
      sql`select g.id as value, g.name as display, g.color from position_tags g where g.tenement_id = ${tenementId} and g.enabled order by g.sort, g.id`,
    ),
  );
}

/** Enabled type names of one company, or of every company with listed positions; each name once. */
export async function homeTypeNames(db: Queryable, tenementId: number | undefined): Promise<string[]> {
  const owners =
    tenementId !== undefined
      ? sql`x.tenement_id = ${tenementId}`
      : sql`x.tenement_id in (select distinct positions.tenement_id from positions where ${isListed})`;
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select x.name from position_types x where x.enabled and ${owners} group by x.name order by min(x.sort), x.name`),
  );
  return rows.map((r) => r.name);
}

/** State and company of a position, for the seeker's writes (collect, apply). */
export async function positionState(db: Queryable, id: number): Promise<{ state: number; tenementId: number } | undefined> {
  const rows = rowsOf<{ state: number; tenementId: number }>(
    await db.execute(sql`select positions.state, positions.tenement_id as "tenementId" from positions where positions.id = ${id}`),
  );
  return rows[0];
}
