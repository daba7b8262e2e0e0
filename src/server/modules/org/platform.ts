/**
 * The platform company: its top administrator edits what every company shares (menus, function
 * keys, accounts). It is a flag on one company set by an operator (`recruit account platform`) or
 * the demo seed, never a consequence of which company was registered first.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { tenementUsers, tenements } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/tx.ts';

/** The user is an enabled top administrator of the platform company (in `tenementId` only, when given). */
export async function isPlatformTopAdmin(db: Queryable, userId: number, tenementId?: number): Promise<boolean> {
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

/**
 * Make the company of this number the platform (the flag leaves any other company: there is one
 * platform), or take the flag from it. False when no company has the number.
 */
export async function setPlatformCompany(db: Db, tenementNo: string, on: boolean): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [company] = await tx.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, tenementNo)).limit(1);
    if (!company) return false;
    if (on) await tx.update(tenements).set({ isPlatform: false, updatedAt: new Date() }).where(and(ne(tenements.id, company.id), eq(tenements.isPlatform, true)));
    await tx.update(tenements).set({ isPlatform: on, updatedAt: new Date() }).where(eq(tenements.id, company.id));
    return true;
  });
}
