import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { testApp, listenOnLoopback } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { caller, roleIdOf, tenementIdOf, userIdOf } from './helpers.ts';

let app: FastifyInstance;
let base: string;
let call: ReturnType<typeof caller>;
let admin: string;
let recruiter: string;
let recruiterRole: number;
let recruiterId: number;
const connections: HubConnection[] = [];

beforeAll(async () => {
  app = await testApp();
  base = await listenOnLoopback(app);
  call = caller(app);
  ({ admin, recruiter } = await actors(app));
  recruiterRole = await roleIdOf(app, await tenementIdOf(app, 'T0001'), '招聘专员');
  recruiterId = await userIdOf(app, 'recruiter');
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await app.close();
});

type Pushed = { event: string; payload: unknown };
async function connect(token: string): Promise<Pushed[]> {
  const conn = new HubConnectionBuilder().withUrl(`${base}/recruit/hubs/systemMessageHub`).configureLogging(LogLevel.None).build();
  connections.push(conn);
  const messages: Pushed[] = [];
  for (const event of ['ConnectMessage', 'PermissionsMessage', 'NoticeMessage'])
    conn.on(event, (payload: unknown) => messages.push({ event, payload }));
  await conn.start();
  await conn.invoke('InitUserMsgConnectionInfo', token);
  return messages;
}

const changed = { event: 'PermissionsMessage', payload: { state: 200, message: '权限已变更，请重新登录', data: null } };

describe('PermissionsMessage (real SignalR client)', () => {
  it('reaches the holders of a role whenever what they may open changes, and nobody else', async () => {
    const mine = await connect(recruiter);
    const admins = await connect(admin);
    const expectPushes = async (n: number) => {
      await expect.poll(() => mine.length, { timeout: 5000 }).toBe(n);
      expect(mine.every((m) => JSON.stringify(m) === JSON.stringify(changed))).toBe(true);
    };

    expect(
      (await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: recruiterRole, menuIds: [1, 202, 203], functionIds: [] }))
        .state,
    ).toBe(200);
    await expectPushes(1);

    await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [recruiterRole], enabled: false });
    await expectPushes(2);
    await call(admin, 'POST', '/Role/TenementEnableOrDisable', { ids: [recruiterRole], enabled: true });
    await expectPushes(3);

    const rule = await call<{ id: number }>(admin, 'POST', '/DataPermission/Add', {
      roleId: recruiterRole,
      tableName: 'tenement_users',
      valueType: 5,
    });
    await expectPushes(4);
    await call(admin, 'DELETE', `/DataPermission/Delete?ids=${rule.data.id}`);
    await expectPushes(5);

    const extra = (await call<{ id: number }>(admin, 'POST', '/Role/TenementAdd', { name: '推送角色' })).data.id;
    await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: extra, userIds: [recruiterId] });
    await expectPushes(6);
    await call(admin, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: extra, userIds: [recruiterId] });
    await expectPushes(7);

    // Nothing changes for the recruiter: no push (renaming a role, granting a role nobody holds).
    await call(admin, 'PUT', '/Role/TenementEdit', { id: recruiterRole, remark: '改备注' });
    await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: extra, menuIds: [1], functionIds: [] });
    await call(admin, 'POST', '/SysGrant/CancelGrantTenementUserRole', { roleId: extra, userIds: [recruiterId] });
    // A refused grant pushes nothing either.
    await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', { roleId: recruiterRole, menuIds: [999999], functionIds: [] });
    await call(admin, 'POST', '/SysGrant/GrantUserRole', { userId: recruiterId, roleIds: [recruiterRole] });
    await new Promise((r) => setTimeout(r, 300));
    expect(mine).toHaveLength(7);
    expect(admins).toEqual([]);
  });
});
