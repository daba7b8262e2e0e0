/** SQL of the platform company: the flag on one company (who administers it: access/repository.ts). */
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tenements } from '../../db/schema/index.ts';

export async function companyIdByNo(db: Queryable, tenementNo: string): Promise<number | undefined> {
  const [company] = await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, tenementNo)).limit(1);
  return company?.id;
}

/** Takes the platform flag from every company but this one. */
export async function clearOtherPlatforms(db: Queryable, keepId: number) {
  await db
    .update(tenements)
    .set({ isPlatform: false, updatedAt: new Date() })
    .where(and(ne(tenements.id, keepId), eq(tenements.isPlatform, true)));
}

export async function setPlatformFlag(db: Queryable, id: number, on: boolean) {
  await db.update(tenements).set({ isPlatform: on, updatedAt: new Date() }).where(eq(tenements.id, id));
}
