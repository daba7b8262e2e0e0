/** SQL of the platform company: the flag on one company, and who administers that company. */
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tenementUsers, tenements } from '../../db/schema/index.ts';

/** An enabled top-administrator membership of the user in the platform company (in `tenementId` only, when given). */
export async function platformTopAdminMembership(db: Queryable, userId: number, tenementId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: tenementUsers.id })
    .from(tenementUsers)
    .innerJoin(tenements, eq(tenements.id, tenementUsers.tenementId))
    .where(
      and(
        eq(tenementUsers.userId, userId),
        tenementId === undefined ? undefined : eq(tenementUsers.tenementId, tenementId),
        eq(tenements.isPlatform, true),
        eq(tenementUsers.isTopAdmin, true),
        eq(tenementUsers.enabled, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function companyIdByNo(db: Queryable, tenementNo: string): Promise<number | undefined> {
  const [company] = await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, tenementNo)).limit(1);
  return company?.id;
}

/** Takes the platform flag from every company but this one. */
export async function clearOtherPlatforms(db: Queryable, keepId: number) {
  await db.update(tenements).set({ isPlatform: false, updatedAt: new Date() }).where(and(ne(tenements.id, keepId), eq(tenements.isPlatform, true)));
}

export async function setPlatformFlag(db: Queryable, id: number, on: boolean) {
  await db.update(tenements).set({ isPlatform: on, updatedAt: new Date() }).where(eq(tenements.id, id));
}
