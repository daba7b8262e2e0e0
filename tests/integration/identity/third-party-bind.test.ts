/**
 * Binding a third-party identity checks the account's password: that check is a login's. Wrong
 * passwords count toward the same lock (LOGIN_LOCK_THRESHOLD from one address), the lock refuses
 * binds and password logins alike with login's own answer, and each attempt is in the login log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { loginLogs } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { userIdOf } from '../../support/recruiting.ts';

const THRESHOLD = 4;
const MINUTES = 7;
const IP = '10.60.0.1';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ thirdPartyDev: true, loginLockThreshold: THRESHOLD, loginLockMinutes: MINUTES, rateLimitPerMinute: 1000 });
});
afterAll(async () => app.close());

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  app.inject({ method: 'POST', url: api(url), payload, headers: token ? auth(token) : {}, remoteAddress: IP });
const bind = async (token: string, password: string) =>
  body(await post('/Login/ThirdPartyLogin', { unionId: 'wx-union-lock-01', thirdPartyType: 5, loginSource: 1, password }, token));

describe('binding a third-party identity with a wrong password', () => {
  it('locks the address out of the account like failed logins, and the lock refuses a right SysLogin too', async () => {
    const token = await loginAs(app, 'seeker', 'Seeker@2026');
    const userId = await userIdOf(app.database.db, 'seeker');
    for (let i = 1; i < THRESHOLD; i++) expect((await bind(token, 'Wrong@2026')).state).toBe(1330);
    const locked = await bind(token, 'Wrong@2026');
    expect(locked.state).toBe(1301);
    expect(locked.message).toContain(String(MINUTES));
    // Locked: even the right password binds nothing, and a password login is refused with the same answer.
    expect((await bind(token, 'Seeker@2026')).state).toBe(1301);
    const sysLogin = body(await post('/Login/SysLogin', { account: 'seeker', password: 'Seeker@2026', loginSource: 1 }));
    expect({ state: sysLogin.state, message: sysLogin.message }).toEqual({ state: locked.state, message: locked.message });

    // The file's only calls from this address: every attempt above, in order.
    const rows = await app.database.db
      .select({ method: loginLogs.method, reason: loginLogs.reason, success: loginLogs.success })
      .from(loginLogs)
      .where(and(eq(loginLogs.userId, userId), eq(loginLogs.ip, IP)))
      .orderBy(loginLogs.id);
    const failed = (method: string, reason: string) => ({ method, reason, success: false });
    expect(rows.filter((r) => !r.success)).toEqual([
      ...Array.from({ length: THRESHOLD - 1 }, () => failed('thirdParty', 'wrongPassword')),
      failed('thirdParty', 'locked'),
      failed('thirdParty', 'locked'),
      failed('password', 'locked'),
    ]);
  });
});
