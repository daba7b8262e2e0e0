import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, depts, officePlaces, positionCollects, positions, specialForms, tenements } from '../../db/schema/index.ts';
import { factoryTable, positionExamTable, positionTagsTable, positionTypeTable } from '../../../../generated/server/tables.ts';

export type PositionRow = typeof positions.$inferSelect;
export type PositionInsert = typeof positions.$inferInsert;
export type PositionValues = Partial<Omit<PositionInsert, 'id' | 'tenementId' | 'createdAt'>>;
/** An update may compute a column in SQL (keep the first submit time: coalesce). */
export type PositionPatch = { [K in keyof PositionValues]?: PositionValues[K] | SQL };

export interface TagRef {
  id: number;
  name: string;
  color: string | null;
}

/** `%`, `_` and `\` typed by a user are literal characters in a contains-filter. */
const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The position's tags in their screen order, as one JSON array (no second round trip per page).
 * Column names are spelled out: drizzle leaves them unqualified in a select without joins.
 */
const tagsOf = sql<TagRef[]>`coalesce((
  select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.sort, t.id)
  from ${positionTagsTable} as t where t.id = any(positions.tag_ids)
), '[]'::json)`;

const deliveryCountOf = sql<number>`(select count(*)::int from ${deliveryRecords} as d where d.position_id = positions.id)`;

const viewColumns = {
  id: positions.id,
  tenementId: positions.tenementId,
  tenementName: tenements.name,
  name: positions.name,
  recruitmentType: positions.recruitmentType,
  positionTypeId: positions.positionTypeId,
  positionTypeName: positionTypeTable.name,
  deptId: positions.deptId,
  deptName: depts.name,
  factoryId: positions.factoryId,
  factoryName: factoryTable.name,
  officePlaceId: positions.officePlaceId,
  officePlaceName: officePlaces.name,
  officePlaceAddress: officePlaces.address,
  tagIds: positions.tagIds,
  tags: tagsOf,
  headcount: positions.headcount,
  salaryMin: positions.salaryMin,
  salaryMax: positions.salaryMax,
  salaryUnit: positions.salaryUnit,
  education: positions.education,
  workExperience: positions.workExperience,
  ageMin: positions.ageMin,
  ageMax: positions.ageMax,
  description: positions.description,
  requirement: positions.requirement,
  workStartDate: positions.workStartDate,
  workEndDate: positions.workEndDate,
  examId: positions.examId,
  examName: positionExamTable.name,
  specialFormId: positions.specialFormId,
  state: positions.state,
  submittedAt: positions.submittedAt,
  publishedAt: positions.publishedAt,
  offlineAt: positions.offlineAt,
  createdBy: positions.createdBy,
  createdAt: positions.createdAt,
  updatedAt: positions.updatedAt,
  deliveryCount: deliveryCountOf,
};

const selectView = (db: Queryable) =>
  db
    .select(viewColumns)
    .from(positions)
    .innerJoin(tenements, eq(tenements.id, positions.tenementId))
    .leftJoin(positionTypeTable, eq(positionTypeTable.id, positions.positionTypeId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .leftJoin(factoryTable, eq(factoryTable.id, positions.factoryId))
    .leftJoin(officePlaces, eq(officePlaces.id, positions.officePlaceId))
    .leftJoin(positionExamTable, eq(positionExamTable.id, positions.examId));

export type PositionView = Awaited<ReturnType<ReturnType<typeof selectView>['execute']>>[number];

export interface PositionFilter {
  nameLike?: string | undefined;
  state?: number | undefined;
  recruitmentType?: number | undefined;
  positionTypeId?: number | undefined;
  /** The department and every one below it. */
  deptId?: number | undefined;
}

function deptSubtree(tenementId: number, deptId: number): SQL {
  const own = sql`(select ${depts.path} from ${depts} where ${depts.id} = ${deptId} and ${depts.tenementId} = ${tenementId})`;
  return inArray(
    positions.deptId,
    sql`(select ${depts.id} from ${depts} where ${depts.tenementId} = ${tenementId} and ${depts.path} like ${own} || '%')`,
  );
}

export function positionWhere(tenementId: number, scope: SQL | undefined, f: PositionFilter = {}): SQL | undefined {
  return and(
    eq(positions.tenementId, tenementId),
    scope,
    f.nameLike ? ilike(positions.name, likePattern(f.nameLike)) : undefined,
    f.state !== undefined ? eq(positions.state, f.state) : undefined,
    f.recruitmentType !== undefined ? eq(positions.recruitmentType, f.recruitmentType) : undefined,
    f.positionTypeId !== undefined ? eq(positions.positionTypeId, f.positionTypeId) : undefined,
    f.deptId !== undefined ? deptSubtree(tenementId, f.deptId) : undefined,
  );
}

/** Sortable keys (a company has hundreds of positions at most: no index needed beyond the company's). */
const SORTS = {
  createdAt: positions.createdAt,
  id: positions.id,
  name: positions.name,
  headcount: positions.headcount,
  publishedAt: positions.publishedAt,
  salaryMin: positions.salaryMin,
} as const;
export type PositionSort = keyof typeof SORTS;
export const POSITION_SORTS = Object.keys(SORTS) as PositionSort[];

export async function positionPage(
  db: Queryable,
  where: SQL | undefined,
  sort: { key: PositionSort; desc: boolean },
  offset: number,
  limit: number,
) {
  const column = SORTS[sort.key];
  // Never-published rows (null publishedAt) go last either way.
  const order = sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const [rows, totals] = await Promise.all([
    selectView(db)
      .where(where)
      .orderBy(order, sort.desc ? desc(positions.id) : asc(positions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(positions).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function positionView(db: Queryable, where: SQL | undefined, id: number): Promise<PositionView | undefined> {
  const [row] = await selectView(db)
    .where(and(where, eq(positions.id, id)))
    .limit(1);
  return row;
}

/** The bare rows of some ids within a condition (lifecycle steps, deletes), locked for the transaction. */
export async function nameAndType(db: Queryable, id: number): Promise<{ name: string; recruitmentType: number } | undefined> {
  const [row] = await db
    .select({ name: positions.name, recruitmentType: positions.recruitmentType })
    .from(positions)
    .where(eq(positions.id, id))
    .limit(1);
  return row;
}

/**
 * Whether a position of this department and owner would be in the data scope `scope` (a condition on
 * positions): the scope's own test, run on a one-row stand-in for the positions table.
 */
export async function rowInScope(db: Queryable, scope: SQL, row: { deptId: number; createdBy: number | null }): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 as ok from (select ${row.deptId}::int as dept_id, ${row.createdBy ?? 0}::int as created_by) as positions where ${scope}`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function positionsForUpdate(db: Queryable, where: SQL | undefined, ids: number[]): Promise<PositionRow[]> {
  return db
    .select()
    .from(positions)
    .where(and(where, inArray(positions.id, ids)))
    .for('update');
}

export async function positionOptions(db: Queryable, where: SQL | undefined, limit: number) {
  return db.select({ value: positions.id, display: positions.name }).from(positions).where(where).orderBy(desc(positions.id)).limit(limit);
}

export async function insertPosition(db: Queryable, values: PositionInsert): Promise<PositionRow> {
  const [row] = await db.insert(positions).values(values).returning();
  return row!;
}

/** The submit time an update writes: the first submit's, kept by every later one. */
export const firstSubmitTime = (): SQL => sql`coalesce(${positions.submittedAt}, now())`;

export async function updatePositions(db: Queryable, tenementId: number, ids: number[], values: PositionPatch) {
  if (!ids.length) return;
  await db
    .update(positions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(positions.tenementId, tenementId), inArray(positions.id, ids)));
}

/** Applications per position (deleting a position with any is refused). */
export async function deliveryCounts(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: deliveryRecords.positionId, n: count() })
    .from(deliveryRecords)
    .where(inArray(deliveryRecords.positionId, ids))
    .groupBy(deliveryRecords.positionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A deleted position leaves no saved copies behind in job seekers' lists. */
export async function deletePositions(db: Queryable, tenementId: number, ids: number[]) {
  if (!ids.length) return;
  await db.delete(positionCollects).where(inArray(positionCollects.positionId, ids));
  await db.delete(positions).where(and(eq(positions.tenementId, tenementId), inArray(positions.id, ids)));
}

/** Ids among `ids` that are rows of the company in `table` (references a position may carry). */
async function ownedIds(db: Queryable, table: RefTable, tenementId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenementId, tenementId), inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

const REF_TABLES = {
  positionTypeId: positionTypeTable,
  deptId: depts,
  factoryId: factoryTable,
  officePlaceId: officePlaces,
  examId: positionExamTable,
  specialFormId: specialForms,
  tagIds: positionTagsTable,
} as const;
type RefTable = (typeof REF_TABLES)[keyof typeof REF_TABLES];
export type RefName = keyof typeof REF_TABLES;

/** Whether every id names a row of the company in the reference's table. */
export async function refsOwned(db: Queryable, tenementId: number, name: RefName, ids: number[]): Promise<boolean> {
  const wanted = [...new Set(ids)];
  return (await ownedIds(db, REF_TABLES[name], tenementId, wanted)).size === wanted.length;
}

/** Enabled factories of a company (job seekers' filters, the position form). */
export async function enabledFactories(db: Queryable, tenementId: number) {
  return db
    .select({ value: factoryTable.id, display: factoryTable.name, address: factoryTable.address })
    .from(factoryTable)
    .where(and(eq(factoryTable.tenementId, tenementId), eq(factoryTable.enabled, true)))
    .orderBy(asc(factoryTable.sort), asc(factoryTable.id));
}
