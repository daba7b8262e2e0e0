/**
 * The talent centre's search over the library: keyword terms through the GIN index on `terms` (`@>`),
 * b-tree filters on the entry's columns, the visibility condition (access-repository.ts), newest first.
 * Each row carries the person's latest application the member may see (position and stage).
 */
import { and, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, positions, talentEntries } from '../../db/schema/index.ts';
import { scopeOnApplications, visibleEntries, type Visibility } from './access-repository.ts';

export interface SearchFilter {
  visibility: Visibility;
  /** Every one must be among the entry's terms. */
  terms?: string[] | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  educationMin?: number | undefined;
  educationMax?: number | undefined;
  workYearsMin?: number | undefined;
  workYearsMax?: number | undefined;
  /** Born on or after / on or before (from an age range). */
  bornFrom?: string | undefined;
  bornTo?: string | undefined;
  /** The expected salary range overlaps [salaryFrom, salaryTo]. */
  salaryFrom?: number | undefined;
  salaryTo?: number | undefined;
  city?: string | undefined;
  tag?: string | undefined;
  source?: string | undefined;
  lastStage?: number | undefined;
  ids?: number[] | undefined;
}

export type SearchSort = 'updatedAt' | 'createdAt';

/** The person's applications in the company the member may see (the entry's company and user columns given). */
function seenApplications(v: Visibility, entry: { tenementId: SQLWrapper; userId: SQLWrapper } = talentEntries): SQL {
  const scope = scopeOnApplications(v);
  return and(eq(deliveryRecords.tenementId, entry.tenementId), eq(deliveryRecords.userId, entry.userId), scope)!;
}

export function searchWhere(f: SearchFilter): SQL {
  const lastStage = sql`(select ${deliveryRecords.stage} from ${deliveryRecords} join ${positions} on ${positions.id} = ${deliveryRecords.positionId} where ${seenApplications(f.visibility)} order by ${deliveryRecords.id} desc limit 1)`;
  return and(
    visibleEntries(f.visibility),
    f.terms?.length
      ? sql`${talentEntries.terms} @> ${sql`array[${sql.join(
          f.terms.map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]`}`
      : undefined,
    f.phone ? eq(talentEntries.phone, f.phone) : undefined,
    f.email ? eq(talentEntries.email, f.email) : undefined,
    f.educationMin !== undefined ? gte(talentEntries.education, f.educationMin) : undefined,
    f.educationMax !== undefined ? lte(talentEntries.education, f.educationMax) : undefined,
    f.workYearsMin !== undefined ? gte(talentEntries.workYears, f.workYearsMin) : undefined,
    f.workYearsMax !== undefined ? lte(talentEntries.workYears, f.workYearsMax) : undefined,
    f.bornFrom ? sql`${talentEntries.birthday} >= ${f.bornFrom}::date` : undefined,
    f.bornTo ? sql`${talentEntries.birthday} <= ${f.bornTo}::date` : undefined,
    f.salaryTo !== undefined ? lte(talentEntries.salaryMin, f.salaryTo) : undefined,
    f.salaryFrom !== undefined ? gte(talentEntries.salaryMax, f.salaryFrom) : undefined,
    f.city ? eq(talentEntries.city, f.city) : undefined,
    f.tag ? sql`${talentEntries.tags} @> array[${f.tag}]::text[]` : undefined,
    f.source ? eq(talentEntries.source, f.source) : undefined,
    f.lastStage !== undefined ? sql`${lastStage} = ${f.lastStage}` : undefined,
    f.ids
      ? sql`${talentEntries.id} in (${sql.join(
          f.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : undefined,
  )!;
}

const columns = {
  id: talentEntries.id,
  userId: talentEntries.userId,
  name: talentEntries.name,
  phone: talentEntries.phone,
  email: talentEntries.email,
  sex: talentEntries.sex,
  birthday: talentEntries.birthday,
  education: talentEntries.education,
  workYears: talentEntries.workYears,
  salaryMin: talentEntries.salaryMin,
  salaryMax: talentEntries.salaryMax,
  city: talentEntries.city,
  tags: talentEntries.tags,
  source: talentEntries.source,
  createdAt: talentEntries.createdAt,
  updatedAt: talentEntries.updatedAt,
};

/**
 * One page of the search, with each row's latest application the member sees. The page is chosen first
 * (the index on (tenement_id, updated_at, id), or the GIN index on terms, decides), and only its rows look
 * up their latest application: a common keyword's tens of thousands of matches are never joined.
 */
export async function searchPage(db: Queryable, f: SearchFilter, sort: { key: SearchSort; desc: boolean }, offset: number, limit: number) {
  const column = sort.key === 'createdAt' ? talentEntries.createdAt : talentEntries.updatedAt;
  const order = sort.desc ? [desc(column), desc(talentEntries.id)] : [asc(column), asc(talentEntries.id)];
  const page = db
    .select(columns)
    .from(talentEntries)
    .where(searchWhere(f))
    .orderBy(...order)
    .offset(offset)
    .limit(limit)
    .as('page');
  const last = db
    .select({
      recordId: sql<number>`${deliveryRecords.id}`.as('last_record_id'),
      stage: sql<number>`${deliveryRecords.stage}`.as('last_stage'),
      positionName: sql<string>`${positions.name}`.as('last_position_name'),
      appliedAt: sql<Date>`${deliveryRecords.createdAt}`.as('last_applied_at'),
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(seenApplications(f.visibility, { tenementId: sql`${f.visibility.tenementId}::int`, userId: page.userId }))
    .orderBy(desc(deliveryRecords.id))
    .limit(1)
    .as('last');
  const pageColumn = sort.key === 'createdAt' ? page.createdAt : page.updatedAt;
  return db
    .select({
      ...page._.selectedFields,
      lastRecordId: last.recordId,
      lastStage: last.stage,
      lastPositionName: last.positionName,
      lastAppliedAt: last.appliedAt,
    })
    .from(page)
    .leftJoinLateral(last, sql`true`)
    .orderBy(...(sort.desc ? [desc(pageColumn), desc(page.id)] : [asc(pageColumn), asc(page.id)]));
}
export type SearchRow = Awaited<ReturnType<typeof searchPage>>[number];

/** How many entries match, counted up to `cap` + 1 (more than the cap reads as the cap and "more"). */
export async function searchCount(db: Queryable, f: SearchFilter, cap: number): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(talentEntries)
    .where(searchWhere(f))
    .limit(cap + 1)
    .as('hits');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return row?.n ?? 0;
}
