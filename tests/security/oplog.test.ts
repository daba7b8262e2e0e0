/**
 * The operation log keeps before/after images of the records it names. A reader who may open the log
 * but sees a controlled field masked on its own screen sees it masked in the log too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { controlledFieldTable } from '../../generated/server/tables.ts';
import { roleMenus, roles, tenementUsers, userRoles, users } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { api, auth, body, loginAs, testApp } from '../support/test-app.ts';
import { tenementIdOf } from '../integration/access/helpers.ts';

const OPLOG_MENU = 108;
let app: FastifyInstance;
let admin: string;
let reader: string;
let memberId: number;

async function logReader(tenementId: number) {
  const db = app.database.db;
  const [u] = await db
    .insert(users)
    .values({ account: 'logreader', passwordHash: await hashPassword('LogReader@2026'), isSeeker: false })
    .returning({ id: users.id });
  await db.insert(tenementUsers).values({ tenementId, userId: u!.id, name: '日志查看员' });
  const [r] = await db.insert(roles).values({ tenementId, name: '日志查看' }).returning({ id: roles.id });
  await db.insert(roleMenus).values({ roleId: r!.id, menuId: OPLOG_MENU });
  await db.insert(userRoles).values({ userId: u!.id, roleId: r!.id });
  return loginAs(app, 'logreader', 'LogReader@2026');
}

beforeAll(async () => {
  app = await testApp();
  const tenementId = await tenementIdOf(app, 'T0001');
  admin = await loginAs(app, 'admin', 'Admin@2026');
  const [m] = await app.database.db
    .select({ id: tenementUsers.id })
    .from(tenementUsers)
    .innerJoin(users, eq(users.id, tenementUsers.userId))
    .where(eq(users.account, 'recruiter'));
  memberId = m!.id;
  await app.database.db
    .insert(controlledFieldTable)
    .values({ tenementId, tableName: 'tenement_users', fieldName: 'jobNo', fieldLabel: '工号', controlType: 'mask' });
  reader = await logReader(tenementId);
});
afterAll(async () => app.close());

const summaries = async (token: string) => {
  const b = body<{ list: Array<{ summary: string }> }>(
    await app.inject({ method: 'GET', url: api('/OperationLog/GetList?resource=tenementUser&perPage=100'), headers: auth(token) }),
  );
  expect(b.state).toBe(200);
  return b.data.list.map((e) => e.summary).join('\n');
};

describe('operation log and controlled fields', () => {
  it('shows a controlled field masked to a reader who sees it masked, whole to the administrator', async () => {
    const edit = await app.inject({
      method: 'PUT',
      url: api('/TenementUser/Edit'),
      headers: auth(admin),
      payload: { id: memberId, jobNo: 'JOB20261125' },
    });
    expect(body(edit).state).toBe(200);
    expect(await summaries(admin)).toContain('JOB20261125');
    const seen = await summaries(reader);
    expect(seen).not.toContain('JOB20261125');
    expect(seen).toContain('JO*******25');
  });
});
