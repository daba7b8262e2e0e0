import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { resourceOverlays, users } from '../../db/schema/index.ts';

export type OverlayRow = typeof resourceOverlays.$inferSelect;

export async function current(db: Queryable, tenementId: number, resource: string): Promise<OverlayRow | undefined> {
  const [row] = await db
    .select()
    .from(resourceOverlays)
    .where(and(eq(resourceOverlays.tenementId, tenementId), eq(resourceOverlays.resource, resource)))
    .orderBy(desc(resourceOverlays.version))
    .limit(1);
  return row;
}

/** The newest version of every resource of a tenement. */
export async function currentAll(db: Queryable, tenementId: number): Promise<OverlayRow[]> {
  return db
    .selectDistinctOn([resourceOverlays.resource])
    .from(resourceOverlays)
    .where(eq(resourceOverlays.tenementId, tenementId))
    .orderBy(resourceOverlays.resource, desc(resourceOverlays.version));
}

export async function version(db: Queryable, tenementId: number, resource: string, v: number): Promise<OverlayRow | undefined> {
  const [row] = await db
    .select()
    .from(resourceOverlays)
    .where(and(eq(resourceOverlays.tenementId, tenementId), eq(resourceOverlays.resource, resource), eq(resourceOverlays.version, v)))
    .limit(1);
  return row;
}

export async function history(db: Queryable, tenementId: number, resource: string) {
  return db
    .select({
      version: resourceOverlays.version,
      comment: resourceOverlays.comment,
      createdAt: resourceOverlays.createdAt,
      createdBy: users.account,
    })
    .from(resourceOverlays)
    .innerJoin(users, eq(users.id, resourceOverlays.createdBy))
    .where(and(eq(resourceOverlays.tenementId, tenementId), eq(resourceOverlays.resource, resource)))
    .orderBy(desc(resourceOverlays.version))
    .limit(100);
}

export async function insert(db: Queryable, values: typeof resourceOverlays.$inferInsert) {
  await db.insert(resourceOverlays).values(values);
}
