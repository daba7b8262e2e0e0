/** SQL of the demo accounts: the users of the seeded demo names. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The enabled accounts among these names, with their password hashes. */
export function enabledAccounts(db: Queryable, accounts: string[]) {
  return db
    .select({ account: users.account, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.account, accounts), eq(users.enabled, true)));
}

/** Disables the account, with a new password hash it must change; its id, or undefined when no account has the name. */
export async function disableAccount(db: Queryable, account: string, passwordHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ enabled: false, passwordHash, mustChangePassword: true })
    .where(eq(users.account, account))
    .returning({ id: users.id });
  return row?.id;
}
