/**
 * Sessions, accounts, roles and grants are kept per process (db/memo.ts) and dropped by the database
 * itself (triggers → db/changes.ts): so every change below is made in plain SQL, behind the app's
 * back, and the very next call must already see it. On PostgreSQL the change is also made through a
 * second connection pool, as another server process on the same database would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { States } from '../../../src/common/states.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';

let app: FastifyInstance;
const onPostgres = process.env.TEST_DATABASE === 'postgres';

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const sql = (text: string, params: unknown[] = []) => app.database.query(text, params);
const state = async (token: string, url = '/User/GetUserInfo') =>
  body(await app.inject({ method: 'GET', url: api(url), headers: auth(token) })).state;

describe('per-process copies of sessions and grants', () => {
  it('refuses a session ended in SQL on the very next call', async () => {
    const token = await loginAs(app, 'seeker', 'Seeker@2026');
    expect(await state(token)).toBe(200);
    expect(await state(token)).toBe(200);
    await sql(
      `update sessions set revoked_at = now(), revoked_state = $1 where user_id = (select id from users where account = 'seeker') and revoked_at is null`,
      [States.LOGGED_IN_ELSEWHERE.code],
    );
    expect(await state(token)).toBe(States.LOGGED_IN_ELSEWHERE.code);
  });

  it('refuses a disabled account at once, and sees its new name at once', async () => {
    const token = await loginAs(app, 'seeker', 'Seeker@2026');
    expect(await state(token)).toBe(200);
    await sql(`update users set name = '改过的名字' where account = 'seeker'`);
    const info = body<{ name: string }>(await app.inject({ method: 'GET', url: api('/User/GetUserInfo'), headers: auth(token) }));
    expect(info.data.name).toBe('改过的名字');
    await sql(`update users set enabled = false where account = 'seeker'`);
    expect(await state(token)).toBe(States.ACCOUNT_DISABLED.code);
    await sql(`update users set enabled = true where account = 'seeker'`);
  });

  it('takes a key away from the next call when its function is disabled, and gives it back', async () => {
    const token = await loginAs(app, 'admin', 'Admin@2026');
    const keys = async () =>
      body<Array<{ value: string }>>(
        await app.inject({ method: 'GET', url: api('/SysParam/GetFunctionkey'), headers: auth(token) }),
      ).data.map((k) => k.value);
    expect(await keys()).toContain('positionType:add');
    await sql(`update functions set enabled = false where function_key = 'positionType:add'`);
    expect(await keys()).not.toContain('positionType:add');
    expect(
      body(
        await app.inject({ method: 'POST', url: api('/PositionType/Add'), headers: auth(token), payload: { name: '缓存测试', sort: 1 } }),
      ).state,
    ).toBe(States.FORBIDDEN.code);
    await sql(`update functions set enabled = true where function_key = 'positionType:add'`);
    expect(await keys()).toContain('positionType:add');
  });

  it('answers an authenticated GetUserInfo from its copies: no statement reaches the database', async () => {
    const token = await loginAs(app, 'admin', 'Admin@2026');
    expect(await state(token)).toBe(200);
    // On PostgreSQL the login's own notices also come back over the listening connection a moment
    // later and drop the copies once more: let them arrive, then fill the copies again.
    await new Promise((r) => setTimeout(r, 300));
    expect(await state(token)).toBe(200);
    const client = (app.database.db as unknown as { $client: Record<'query', (...args: unknown[]) => unknown> }).$client;
    const original = client.query;
    let statements = 0;
    client.query = (...args: unknown[]) => {
      statements += 1;
      return original.apply(client, args);
    };
    try {
      for (let i = 0; i < 10; i++) expect(await state(token)).toBe(200);
    } finally {
      client.query = original;
    }
    expect(statements).toBe(0);
  });

  it('renews a session without writing on every call', async () => {
    const token = await loginAs(app, 'admin', 'Admin@2026');
    const seen = async () =>
      ((await sql(`select last_seen_at as t from sessions order by id desc limit 1`)) as Array<{ t: Date }>)[0]!.t.getTime();
    const before = await seen();
    for (let i = 0; i < 5; i++) expect(await state(token)).toBe(200);
    expect(await seen()).toBe(before);
  });

  // Only PostgreSQL has other processes: PGlite is one process by nature.
  if (onPostgres)
    it('drops the copies when another process on the same PostgreSQL changes the rows (≤ 1 s)', async () => {
      const token = await loginAs(app, 'seeker', 'Seeker@2026');
      expect(await state(token)).toBe(200);
      const url = app.database.url;
      expect(url, 'the PostgreSQL tier names its database').toBeTruthy();
      const other = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
      try {
        await other.query(
          `update sessions set revoked_at = now(), revoked_state = $1 where user_id = (select id from users where account = 'seeker') and revoked_at is null`,
          [States.SESSION_REVOKED.code],
        );
        const started = Date.now();
        await expect.poll(() => state(token), { timeout: 1000, interval: 20 }).toBe(States.SESSION_REVOKED.code);
        expect(Date.now() - started).toBeLessThanOrEqual(1000);
      } finally {
        await other.close();
      }
    });
});
