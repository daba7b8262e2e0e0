import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { tenements } from '../schema/index.ts';
import { upsertMenus } from './menus.ts';
import { seedDemo } from './demo.ts';
import { inTransaction } from '../tx.ts';

/** System data at every start; demo data once, into an empty database, when asked (passwords hashed at PASSWORD_HASH_LOG_N). */
export async function seed(db: Db, opts: { demo: boolean; passwordHashLogN?: number }): Promise<{ demoSeeded: boolean }> {
  await inTransaction(db, (tx) => upsertMenus(tx));
  if (!opts.demo) return { demoSeeded: false };
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenements);
  if ((row?.n ?? 0) > 0) return { demoSeeded: false };
  await seedDemo(db, opts.passwordHashLogN);
  return { demoSeeded: true };
}
