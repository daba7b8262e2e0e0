/** SQL of saved positions. A save counts for RECRUITING_LIMITS.collectValidMonths; older ones are gone from every read. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { RECRUITING_LIMITS } from '../../../common/recruiting.ts';
import { isoText, itemColumns, rowsOf, type PortalItem } from './item-repository.ts';

const validity = sql`make_interval(months => ${RECRUITING_LIMITS.collectValidMonths}::int)`;
const stillValid = sql`pc.created_at > now() - ${validity}`;

export async function isCollected(db: Queryable, userId: number, positionId: number): Promise<boolean> {
  const rows = rowsOf<{ ok: number }>(
    await db.execute(
      sql`select 1 as ok from position_collects pc where pc.user_id = ${userId} and pc.position_id = ${positionId} and ${stillValid}`,
    ),
  );
  return rows.length > 0;
}

/** Saving again keeps a valid save's date; an expired one starts a new 3 months. */
export async function collect(db: Queryable, userId: number, positionId: number) {
  await db.execute(sql`insert into position_collects as pc (user_id, position_id) values (${userId}, ${positionId})
    on conflict (user_id, position_id) do update set created_at = now() where not (${stillValid})`);
}

/** True when the caller had the save. */
export async function uncollect(db: Queryable, userId: number, positionId: number): Promise<boolean> {
  const rows = rowsOf<{ ok: number }>(
    await db.execute(
      sql`delete from position_collects pc where pc.user_id = ${userId} and pc.position_id = ${positionId} returning 1 as ok`,
    ),
  );
  return rows.length > 0;
}

export interface CollectRow {
  positionId: number;
  createdAt: string;
  expiresAt: string;
  state: number;
  position: PortalItem;
}

/** The caller's valid saves, newest first, each with its position card and current state; page and count in one statement. */
export async function collectPage(db: Queryable, userId: number, offset: number, limit: number) {
  const rows = rowsOf<Omit<CollectRow, 'position'> & PortalItem & { totalCount: number; savedAt: string }>(
    await db.execute(sql`select c.n::int as "totalCount", page.* from (select count(*) as n from position_collects pc where pc.user_id = ${userId} and ${stillValid}) c
      left join lateral (select pc.position_id as "positionId", ${isoText(sql`pc.created_at`)} as "createdAt", ${isoText(sql`pc.created_at + ${validity}`)} as "expiresAt",
        positions.state, ${itemColumns}, pc.created_at as "savedAt"
        from position_collects pc join positions on positions.id = pc.position_id
        where pc.user_id = ${userId} and ${stillValid} order by pc.created_at desc, pc.position_id desc limit ${limit} offset ${offset}) page on true
      order by page."savedAt" desc, page."positionId" desc`),
  );
  const total = rows[0]?.totalCount ?? 0;
  const list = rows
    .filter((r) => r.positionId !== null)
    .map(
      ({ totalCount: _t, savedAt: _s, positionId, createdAt, expiresAt, state, ...position }): CollectRow => ({
        positionId,
        createdAt,
        expiresAt,
        state,
        position,
      }),
    );
  return { list, total };
}
