import type { FastifyInstance } from 'fastify';
import { roles, tenementUsers, tenements, userRoles, users } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { TEST_PASSWORD_HASH_LOG_N } from './hash-cost.ts';

/** A second company with its own top administrator, for isolation tests. */
export async function secondTenement(app: FastifyInstance, account = 'other_admin', password = 'Other@2026') {
  const db = app.database.db;
  const [t] = await db
    .insert(tenements)
    .values({ tenementNo: 'T0002', name: '另一家公司', teamCode: 'ZZZZZZZZZZZZZZ2' })
    .returning({ id: tenements.id });
  const [u] = await db
    .insert(users)
    .values({ account, passwordHash: await hashPassword(password, TEST_PASSWORD_HASH_LOG_N), isSeeker: false })
    .returning({ id: users.id });
  await db.insert(tenementUsers).values({ tenementId: t!.id, userId: u!.id, name: account, isTopAdmin: true });
  const [r] = await db.insert(roles).values({ tenementId: t!.id, name: '管理员', isAdmin: true }).returning({ id: roles.id });
  await db.insert(userRoles).values({ userId: u!.id, roleId: r!.id });
  return { tenementId: t!.id, account, password };
}
