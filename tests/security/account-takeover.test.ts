/**
 * The five calls that turned a self-registered job seeker into the platform administrator (issue 26),
 * run over HTTP as an outsider would: the legitimate first step (a company of one's own) still works,
 * every later step is refused, and the administrator's password is the same at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { depts, tenementUsers, users } from '../../src/server/db/schema/index.ts';
import { api, auth, body, loginAs, testApp } from '../support/test-app.ts';
import { sentTo } from '../support/messages.ts';
import { roomInWindow } from '../support/rate-windows.ts';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

async function call<T = unknown>(token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return body<T>(await app.inject({ method, url: api(url), headers: auth(token), ...(payload ? { payload } : {}) }));
}

const adminRow = async () => (await app.database.db.select().from(users).where(eq(users.account, 'admin')))[0]!;

describe('the account-takeover chain', () => {
  it('lets a seeker run a company of their own but refuses every step towards the platform administrator', async () => {
    const before = await adminRow();
    const seeker = await loginAs(app, 'seeker', 'Seeker@2026');

    // 1. Legitimate: start a company and switch to it.
    const company = await call<{ id: number }>(seeker, 'POST', '/SysTenement/Tenement/Register', { name: '外来公司' });
    expect(company.state).toBe(200);
    expect((await call(seeker, 'POST', '/Login/ChangeLogin', { identity: 'manage', tenementId: company.data.id })).state).toBe(200);
    const [root] = await app.database.db
      .select({ id: depts.id })
      .from(depts)
      .where(and(eq(depts.tenementId, company.data.id), isNull(depts.parentId)));

    // 2. The lookup names neither the administrator's id nor contacts, and guessing is cut short.
    // Lookups count in fixed minute windows: all of them here fall in one (a window's end would hand
    // out a second allowance of 10 half-way through the guesses).
    await roomInWindow(15_000);
    const byAccount = await call(seeker, 'GET', '/User/GetUserInfoByCon?account=admin');
    const nobody = await call(seeker, 'GET', '/User/GetUserInfoByCon?account=nobody_here');
    expect(byAccount).toEqual(nobody);
    expect(byAccount.state).toBe(1323);
    expect(JSON.stringify(byAccount)).not.toContain('0001');
    expect((await call(seeker, 'GET', '/User/GetUserInfoByCon?account=admin&phone=13800000001')).state).toBe(1000);
    const guesses: number[] = [];
    for (let n = 0; n < 60; n++)
      guesses.push((await call(seeker, 'GET', `/User/GetUserInfoByCon?phone=1380000${String(n).padStart(4, '0')}`)).state);
    expect(guesses.filter((s) => s === 1004).length).toBeGreaterThanOrEqual(45);
    expect(guesses.filter((s) => s === 200)).toEqual([]);

    // 3. Adding by phone only invites: the account is not attached and its id is not answered.
    const added = await call<Record<string, unknown>>(seeker, 'POST', '/TenementUser/Add', {
      name: '管理员',
      phone: '13800000001',
      deptId: root!.id,
    });
    expect(added.state).toBe(200);
    expect(added.data).toEqual({ invited: true, invitationId: expect.any(Number) });
    expect(
      await app.database.db
        .select()
        .from(tenementUsers)
        .where(and(eq(tenementUsers.tenementId, company.data.id), eq(tenementUsers.userId, before.id))),
    ).toEqual([]);
    expect((await call<{ totalCount: number }>(seeker, 'GET', '/TenementUser/GetList?phone=13800000001')).data.totalCount).toBe(0);
    // The outsider cannot answer the invitation in the invitee's name either.
    expect((await call(seeker, 'POST', '/TenementUser/AcceptInvitation', { id: added.data.invitationId })).state).toBe(1102);

    // 4. No reset of an account that is not the company's, and never a password in an answer.
    const reset = await call(seeker, 'POST', '/User/initializePassword', { userId: before.id });
    expect(reset.state).toBe(1102);
    expect(reset.data).toBeNull();
    expect(sentTo(app, '13800000001').filter((m) => /密码/.test(m.body))).toEqual([]);

    // 5. The administrator's password is the one it was.
    const after = await adminRow();
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.mustChangePassword).toBe(false);
    expect(await loginAs(app, 'admin', 'Admin@2026')).toEqual(expect.any(String));
  });
});
