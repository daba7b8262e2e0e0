import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { Reference } from './references.ts';

/**
 * How many of the holder's rows (in the company) use each key, keyed by the key as text. Keys no
 * row uses are absent.
 */
export async function usageCounts(db: Queryable, ref: Reference, tenementId: number | null, keys: ReadonlyArray<string | number>): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const tenant = (getTableColumns(ref.table) as Record<string, PgColumn>).tenementId;
  const where: SQL = and(tenementId === null || !tenant ? undefined : eq(tenant, tenementId), ref.where) ?? sql`true`;
  const list = sql.join(keys.map((k) => sql`${k}`), sql`, `);
  const query = ref.many
    ? sql`select u.k::text as k, count(*)::int as n from (select unnest(${ref.value}) as k from ${ref.table} where ${where}) as u where u.k in (${list}) group by u.k`
    : sql`select (${ref.value})::text as k, count(*)::int as n from ${ref.table} where ${where} and (${ref.value}) in (${list}) group by 1`;
  const rows = ((await db.execute(query)) as unknown as { rows: Array<{ k: string; n: number }> }).rows;
  return new Map(rows.map((r) => [r.k, Number(r.n)]));
}
