/**
 * Two server processes on one PostgreSQL, as users run them behind a load balancer: a grant changed
 * through one reaches a SignalR client connected to the other within a second (pushes relayed by
 * NOTIFY), the other's copy of the member's grants is dropped at the same time (the menu tree it
 * answers follows), and a login lockout made through one holds on the other (counted in the
 * database). PostgreSQL tier only: PGlite is one process by nature.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import pg from 'pg';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { States } from '../../../src/common/states.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../../support/hash-cost.ts';

interface Instance { base: string; child: ChildProcess }
let a: Instance;
let b: Instance;
let hub: HubConnection | undefined;

async function start(databaseUrl: string, port: number): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false', LOGIN_LOCK_THRESHOLD: '3', PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N), RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if ((await fetch(`${base}/recruit/api/health`).catch(() => null))?.status === 200) return { base, child };
  }
  throw new Error(`the instance on ${port} did not become healthy within 60 s`);
}

const stop = (i: Instance | undefined) => new Promise<void>((resolve) => {
  if (!i || i.child.exitCode !== null) return resolve();
  i.child.once('exit', () => resolve());
  i.child.kill('SIGTERM');
});

async function call<T = unknown>(i: Instance, method: string, path: string, token?: string, payload?: unknown) {
  const res = await fetch(`${i.base}/recruit/api${path}`, {
    method,
    headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return (await res.json()) as { state: number; data: T };
}

async function login(i: Instance, account: string, password: string) {
  const res = await call<{ accessToken: string }>(i, 'POST', '/Login/SysLogin', undefined, { account, password, loginSource: 1 });
  expect(res.state, `${account} logs in`).toBe(200);
  return res.data.accessToken;
}

beforeAll(async () => {
  const cluster = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${cluster}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE recruit_template`);
  await admin.end();
  [a, b] = await Promise.all([start(`${cluster}/${name}`, 18191), start(`${cluster}/${name}`, 18192)]);
}, 120_000);
afterAll(async () => {
  await hub?.stop();
  await Promise.all([stop(a), stop(b)]);
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
    expect((await call(a, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', adminToken, { roleId: role!.id, menuIds: [1], functionIds: [] })).state).toBe(200);
    await expect.poll(() => pushed.length, { timeout: 1000, interval: 10 }).toBe(1);
    expect(pushed[0]! - sent).toBeLessThanOrEqual(1000);
    expect(JSON.stringify(await menusOnB())).not.toBe(before);
  });

  it('holds a lockout made through one on the other', async () => {
    for (let n = 1; n <= 3; n++) {
      const res = await call(a, 'POST', '/Login/SysLogin', undefined, { account: 'seeker', password: 'Wrong@2026x', loginSource: 1 });
      expect(res.state).toBe(n < 3 ? States.LOGIN_FAILED.code : States.ACCOUNT_LOCKED.code);
    }
    expect((await call(b, 'POST', '/Login/SysLogin', undefined, { account: 'seeker', password: 'Seeker@2026', loginSource: 1 })).state).toBe(States.ACCOUNT_LOCKED.code);
  });
});
