/**
 * Two server processes on one PostgreSQL, as users run them behind a load balancer: a grant changed
 * through one reaches a SignalR client connected to the other within a second (pushes relayed by
 * NOTIFY), the other's copy of the member's grants is dropped at the same time (the menu tree it
 * answers follows), and a login lockout made through one holds on the other (counted in the
 * database). PostgreSQL tier only: PGlite is one process by nature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { States } from '../../../src/common/states.ts';
import { call, freshPostgresUrl, login, startInstance, stopInstance, type Instance } from './cluster.ts';

let a: Instance;
let b: Instance;
let hub: HubConnection | undefined;

beforeAll(async () => {
  const url = await freshPostgresUrl();
  [a, b] = await Promise.all([startInstance(url, 18191), startInstance(url, 18192)]);
}, 120_000);
afterAll(async () => {
  await hub?.stop();
  await Promise.all([stopInstance(a), stopInstance(b)]);
});

describe('two instances on one PostgreSQL', () => {
  it('pushes a grant changed through one to a SignalR client on the other within a second, whose menus follow', async () => {
    const adminToken = await login(a, 'admin', 'Admin@2026');
    const recruiterToken = await login(b, 'recruiter', 'Recruit@2026');
    expect((await call(b, 'POST', '/Login/ChangeLogin', recruiterToken, { identity: 'manage' })).state).toBe(200);
    const menusOnB = async () => (await call(b, 'GET', '/Menu/GetLoginMenuTree', recruiterToken)).data;
    const before = JSON.stringify(await menusOnB());
    const pushed: number[] = [];
    hub = new HubConnectionBuilder().withUrl(`${b.base}/recruit/hubs/systemMessageHub`).configureLogging(LogLevel.None).build();
    hub.on('PermissionsMessage', () => pushed.push(Date.now()));
    await hub.start();
    await hub.invoke('InitUserMsgConnectionInfo', recruiterToken);

    const roles = await call<{ list: Array<{ id: number; name: string }> }>(a, 'GET', '/Role/GetPageList?perPage=100', adminToken);
    const role = roles.data.list.find((r) => r.name === '招聘专员');
    expect(role, 'the demo recruiter role').toBeDefined();
    const sent = Date.now();
    expect(
      (await call(a, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', adminToken, { roleId: role!.id, menuIds: [1], functionIds: [] })).state,
    ).toBe(200);
    await expect.poll(() => pushed.length, { timeout: 1000, interval: 10 }).toBe(1);
    expect(pushed[0]! - sent).toBeLessThanOrEqual(1000);
    expect(JSON.stringify(await menusOnB())).not.toBe(before);
  });

  it('holds a lockout made through one on the other', async () => {
    for (let n = 1; n <= 3; n++) {
      const res = await call(a, 'POST', '/Login/SysLogin', undefined, { account: 'seeker', password: 'Wrong@2026x', loginSource: 1 });
      expect(res.state).toBe(n < 3 ? States.LOGIN_FAILED.code : States.ACCOUNT_LOCKED.code);
    }
    expect(
      (await call(b, 'POST', '/Login/SysLogin', undefined, { account: 'seeker', password: 'Seeker@2026', loginSource: 1 })).state,
    ).toBe(States.ACCOUNT_LOCKED.code);
  });
});
