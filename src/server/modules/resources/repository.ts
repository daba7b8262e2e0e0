import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { resourceTables } from '../../../../generated/server/tables.ts';

/** The generic store works on any generated table through its columns by property name. */
export type Row = Record<string, unknown> & { id: number };
export interface Scope {
  table: PgTable;
  /** null: the table is not tenant-scoped. */
  tenementId: number | null;
  /** A resource's own narrowing (its `scope` hook), on every read and write but insert. */
  where?: SQL | undefined;
}
/** The table of a generically served resource (undefined for the others). */
export const tableOf = (name: string): PgTable | undefined => resourceTables[name as keyof typeof resourceTables];

export type FilterOp = 'eq' | 'like' | 'gte' | 'lte';
export interface ListQuery {
  filters: Array<{ prop: string; op: FilterOp; value: unknown }>;
  sort: { prop: string; desc: boolean };
  page: number;
  perPage: number;
}

const columns = (t: PgTable) => getTableColumns(t) as Record<string, PgColumn>;
const col = (t: PgTable, prop: string): PgColumn => {
  const c = columns(t)[prop];
  if (!c) throw new Error(`no column ${prop}`);
  return c;
};
/** `%`, `_` and `\` typed by a user are literal characters in a contains-filter. */
const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function scoped(s: Scope, ...conds: Array<SQL | undefined>) {
  return and(s.tenementId === null ? undefined : eq(col(s.table, 'tenementId'), s.tenementId), s.where, ...conds);
}

function filterSql(s: Scope, f: ListQuery['filters'][number]): SQL {
  const c = col(s.table, f.prop);
  if (f.op === 'like') return ilike(c, likePattern(String(f.value)));
  if (f.op === 'gte') return gte(c, f.value);
  if (f.op === 'lte') return lte(c, f.value);
  return eq(c, f.value);
}

export async function list(db: Queryable, s: Scope, q: ListQuery): Promise<{ rows: Row[]; total: number }> {
  const where = scoped(s, ...q.filters.map((f) => filterSql(s, f)));
  const order = q.sort.desc ? desc(col(s.table, q.sort.prop)) : asc(col(s.table, q.sort.prop));
  const idOrder = q.sort.desc ? desc(col(s.table, 'id')) : asc(col(s.table, 'id'));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(s.table)
      .where(where)
      .orderBy(order, idOrder)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(s.table).where(where),
  ]);
  return { rows: rows as Row[], total: totals[0]?.n ?? 0 };
}

export async function findById(db: Queryable, s: Scope, id: number): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(s.table)
    .where(scoped(s, eq(col(s.table, 'id'), id)))
    .limit(1);
  return row as Row | undefined;
}

export async function insert(db: Queryable, s: Scope, values: Record<string, unknown>): Promise<Row> {
  const data = s.tenementId === null ? values : { ...values, tenementId: s.tenementId };
  const [row] = await db.insert(s.table).values(data).returning();
  return row as Row;
}

export async function update(db: Queryable, s: Scope, id: number, values: Record<string, unknown>): Promise<Row | undefined> {
  const [row] = await db
    .update(s.table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(scoped(s, eq(col(s.table, 'id'), id)))
    .returning();
  return row as Row | undefined;
}

/** The rows among `ids`, locked until the transaction ends (a delete checks them, then removes them). */
export async function findManyForUpdate(db: Queryable, s: Scope, ids: number[]): Promise<Row[]> {
  return (await db
    .select()
    .from(s.table)
    .where(scoped(s, inArray(col(s.table, 'id'), ids)))
    .for('update')) as Row[];
}

/** Delete and return the rows (for the operation log's before-image). */
export async function removeMany(db: Queryable, s: Scope, ids: number[]): Promise<Row[]> {
  return (await db
    .delete(s.table)
    .where(scoped(s, inArray(col(s.table, 'id'), ids)))
    .returning()) as Row[];
}

export async function setEnabled(db: Queryable, s: Scope, ids: number[], enabled: boolean): Promise<number> {
  const rows = await db
    .update(s.table)
    .set({ enabled, updatedAt: sql`now()` })
    .where(scoped(s, inArray(col(s.table, 'id'), ids)))
    .returning({ id: col(s.table, 'id') });
  return rows.length;
}

/** Which of these values a column already holds (within the scope). */
/** Ids of the scope's rows holding `value` in `prop` (a unique field's owners). */
export async function idsWith(db: Queryable, s: Scope, prop: string, value: unknown): Promise<number[]> {
  const rows = await db
    .select({ id: col(s.table, 'id') })
    .from(s.table)
    .where(scoped(s, eq(col(s.table, prop), value)));
  return rows.map((r) => Number(r.id));
}

export async function valuesOf(db: Queryable, s: Scope, prop: string, values: unknown[]): Promise<unknown[]> {
  if (!values.length) return [];
  const c = col(s.table, prop);
  const rows = await db
    .select({ v: c })
    .from(s.table)
    .where(scoped(s, inArray(c, values)));
  return rows.map((r) => r.v);
}
