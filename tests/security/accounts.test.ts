/**
 * Issue 26, area A: consent to join a company, password resets, account lookups, invitation limits,
 * the platform company and the demo accounts. One `it` per rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from '@microsoft/signalr';
import { and, eq, isNull } from 'drizzle-orm';
import { depts, operationLogs, tenements, users } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { api, auth, body, loginAs, testApp, type Envelope, listenOnLoopback } from '../support/test-app.ts';
import { actors } from '../support/actors.ts';
import { sentTo } from '../support/messages.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../support/hash-cost.ts';
import { deptIdByNo, listen } from '../integration/people/fixture.ts';
import type { OutgoingMessage } from '../../src/server/modules/code/senders.ts';

let app: FastifyInstance;
let base: string;
let t: Awaited<ReturnType<typeof actors>>;
let hr: number;
let otherRoot: number;
const connections: HubConnection[] = [];

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  base = await listenOnLoopback(app);
  t = await actors(app);
  hr = await deptIdByNo(app, 'D01');
  const [second] = await app.database.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0002'));
  const [root] = await app.database.db
    .insert(depts)
    .values({ tenementId: second!.id, deptNo: 'R', name: '另一家公司' })
    .returning({ id: depts.id });
  otherRoot = root!.id;
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await app.close();
});

async function call<T = unknown>(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
): Promise<Envelope<T>> {
  return body<T>(await app.inject({ method, url: api(url), headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) }));
}

/** A self-registered account (a job seeker), written straight to the database. */
async function seekerAccount(account: string, phone: string | null, email: string | null = null) {
  const [u] = await app.database.db
    .insert(users)
    .values({ account, phone, email, name: account, passwordHash: await hashPassword('Seeker@2026', TEST_PASSWORD_HASH_LOG_N) })
    .returning({ id: users.id });
  return u!.id;
}

type Invitation = { id: number; name: string; phone: string | null; status: number };
const invitations = async (token: string) =>
  (await call<{ list: Invitation[] }>(token, 'GET', '/TenementUser/GetInvitationList?perPage=100')).data.list;
const passwordIn = (m: OutgoingMessage | undefined) => /初始密码 (\S+)，/.exec(m?.body ?? '')?.[1];

describe('accounts (issue 26, area A)', () => {
  it('joining a company takes the person’s consent: Add of an existing account invites, the owner accepts or declines', async () => {
    const heard = await listen(base, t.seeker, connections);
    const hrHeard = await listen(base, t.other, connections);
    const added = await call<Record<string, unknown>>(t.other, 'POST', '/TenementUser/Add', {
      name: '张伟',
      phone: '13900000002',
      deptId: otherRoot,
      post: '质检员',
    });
    expect(added).toMatchObject({ state: 200, data: { invited: true, invitationId: expect.any(Number) } });
    expect(added.data).not.toHaveProperty('userId');
    // Until accepted the company neither sees nor reaches the account.
    const list = await call<{ list: Array<{ phone: string | null }>; totalCount: number }>(
      t.other,
      'GET',
      '/TenementUser/GetList?perPage=100',
    );
    expect(JSON.stringify(list.data)).not.toMatch(/13900000002|139\*\*\*\*0002|seeker@/);
    const [seekerUser] = await app.database.db.select().from(users).where(eq(users.account, 'seeker'));
    expect((await call(t.other, 'POST', '/User/initializePassword', { userId: seekerUser!.id })).state).toBe(1102);
    expect(await invitations(t.other)).toEqual([
      expect.objectContaining({ id: added.data.invitationId, name: '张伟', phone: '139****0002', status: 0 }),
    ]);
    expect(Object.keys((await invitations(t.other))[0]!)).not.toContain('email');
    // The invitee hears of it and sees it; declining tells the company.
    await expect.poll(() => heard.some((m) => m.event === 'NoticeMessage')).toBe(true);
    const mine = await call<Array<{ id: number; tenementName: string }>>(t.seeker, 'GET', '/TenementUser/GetMyInvitations');
    expect(mine.data).toEqual([expect.objectContaining({ id: added.data.invitationId, tenementName: '另一家公司' })]);
    expect((await call(t.admin, 'POST', '/TenementUser/AcceptInvitation', { id: added.data.invitationId })).state).toBe(1102);
    expect((await call(t.seeker, 'POST', '/TenementUser/DeclineInvitation', { id: added.data.invitationId })).state).toBe(200);
    expect((await call(t.seeker, 'POST', '/TenementUser/AcceptInvitation', { id: added.data.invitationId })).state).toBe(1164);
    expect((await invitations(t.other)).find((i) => i.id === added.data.invitationId)!.status).toBe(2);
    await expect.poll(() => hrHeard.some((m) => m.event === 'NoticeMessage' && JSON.stringify(m.payload).includes('已拒绝'))).toBe(true);
    // HR may cancel a pending one; accepting makes the membership with what HR filled in.
    const again = await call<{ invitationId: number }>(t.other, 'POST', '/TenementUser/Add', {
      name: '张伟',
      phone: '13900000002',
      deptId: otherRoot,
    });
    expect((await call(t.other, 'POST', '/TenementUser/Add', { name: '张伟', phone: '13900000002', deptId: otherRoot })).state).toBe(1162);
    expect((await call(t.other, 'POST', '/TenementUser/CancelInvitation', { id: again.data.invitationId })).state).toBe(200);
    expect((await call(t.seeker, 'POST', '/TenementUser/AcceptInvitation', { id: again.data.invitationId })).state).toBe(1164);
    const third = await call<{ invitationId: number }>(t.other, 'POST', '/TenementUser/Add', {
      name: '张伟',
      phone: '13900000002',
      deptId: otherRoot,
      post: '质检员',
    });
    expect((await call(t.seeker, 'POST', '/TenementUser/AcceptInvitation', { id: third.data.invitationId })).state).toBe(200);
    const joined = await call<{ list: Array<{ name: string; post: string; deptId: number }> }>(
      t.other,
      'GET',
      '/TenementUser/GetList?phone=13900000002',
    );
    expect(joined.data.list).toEqual([expect.objectContaining({ name: '张伟', post: '质检员', deptId: otherRoot })]);
    // A new phone is the company's own account, made at once.
    const made = await call<{ invited: boolean; userId: number }>(t.other, 'POST', '/TenementUser/Add', {
      name: '冲压工',
      phone: '13512340001',
      deptId: otherRoot,
    });
    expect(made.data).toMatchObject({ invited: false, userId: expect.any(Number) });
  });

  it('no one sees another person’s password: a reset goes to the owner’s phone or e-mail, only for accounts the company made and alone holds', async () => {
    const made = await call<{ userId: number }>(t.other, 'POST', '/TenementUser/Create', {
      account: 'made_by_other',
      password: 'Made@2026x',
      name: '自建',
      phone: '13512340002',
      deptId: otherRoot,
    });
    const reset = await call(t.other, 'POST', '/User/initializePassword', { userId: made.data.userId });
    expect(reset).toMatchObject({ state: 200, data: { channel: 'sms', to: '135****0002' } });
    expect(JSON.stringify(reset)).not.toMatch(/password/i);
    const password = passwordIn(sentTo(app, '13512340002').at(-1));
    expect(password).toHaveLength(12);
    expect(await loginAs(app, 'made_by_other', password!)).toEqual(expect.any(String));
    // A job seeker's own account, even as a member: never.
    const selfMade = await seekerAccount('own_seeker', '13512340003');
    const invited = await call<{ invitationId: number }>(t.other, 'POST', '/TenementUser/Add', {
      name: '求职者',
      phone: '13512340003',
      deptId: otherRoot,
    });
    expect(
      (
        await call(await loginAs(app, 'own_seeker', 'Seeker@2026'), 'POST', '/TenementUser/AcceptInvitation', {
          id: invited.data.invitationId,
        })
      ).state,
    ).toBe(200);
    expect((await call(t.other, 'POST', '/User/initializePassword', { userId: selfMade })).state).toBe(1160);
    // An account the company made that joined another company too: no longer the company's alone.
    const twice = await call<{ invitationId: number }>(t.admin, 'POST', '/TenementUser/Add', {
      name: '兼职',
      phone: '13512340002',
      deptId: hr,
    });
    const madeToken = await loginAs(app, 'made_by_other', password!);
    await call(madeToken, 'POST', '/User/ChangePassword', { oldPassword: password, newPassword: 'Changed@2026' });
    expect(
      (
        await call(await loginAs(app, 'made_by_other', 'Changed@2026'), 'POST', '/TenementUser/AcceptInvitation', {
          id: twice.data.invitationId,
        })
      ).state,
    ).toBe(200);
    expect((await call(t.other, 'POST', '/User/initializePassword', { userId: made.data.userId })).state).toBe(1160);
    // The platform administrator resets anyone but a platform administrator, the same way; no contact, no reset.
    const [otherAdmin] = await app.database.db.select().from(users).where(eq(users.account, 'other_admin'));
    expect((await call(t.admin, 'POST', '/User/initializePassword', { userId: otherAdmin!.id })).state).toBe(1161);
    const [admin] = await app.database.db.select().from(users).where(eq(users.account, 'admin'));
    expect((await call(t.admin, 'POST', '/User/initializePassword', { userId: admin!.id })).state).toBe(1129);
    const mailOnly = await seekerAccount('mail_only', null, 'mail.only@x.cn');
    expect((await call(t.admin, 'POST', '/User/initializePassword', { userId: mailOnly })).data).toEqual({
      channel: 'mail',
      to: expect.stringMatching(/^mai\*+\.cn$/),
    });
    expect(passwordIn(sentTo(app, 'mail.only@x.cn').at(-1))).toHaveLength(12);
  });

  it('lookups are not oracles: the full value only, one answer for missing and not addable, limited and logged', async () => {
    const { data: company } = await call<{ id: number }>(t.seeker, 'POST', '/SysTenement/Tenement/Register', { name: '查询公司' });
    const token = await loginAs(app, 'seeker', 'Seeker@2026', 3);
    await call(token, 'POST', '/Login/ChangeLogin', { identity: 'manage', tenementId: company.id });
    const missing = await call(token, 'GET', '/User/GetUserInfoByCon?account=no_such_one');
    expect(missing).toMatchObject({ state: 1323, data: null });
    // The platform administrator and people already in the company answer exactly the same.
    expect(await call(token, 'GET', '/User/GetUserInfoByCon?account=admin')).toEqual(missing);
    expect(await call(token, 'GET', '/User/GetUserInfoByCon?phone=13900000002')).toEqual(missing);
    expect((await call(token, 'GET', '/User/GetUserInfoByCon?phone=1380000')).state).toBe(1000);
    expect((await call(token, 'GET', '/User/GetUserInfoByCon?account=recruiter&phone=13700000003')).state).toBe(1000);
    const found = await call<Record<string, unknown>>(token, 'GET', '/User/GetUserInfoByCon?phone=13700000003');
    expect(found).toMatchObject({ state: 200, data: { name: '李娜', phone: '137****0003' } });
    expect(Object.keys(found.data).sort()).toEqual(['email', 'name', 'phone']);
    const logged = await app.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.resource, 'accountLookup'), eq(operationLogs.tenementId, company.id)));
    expect(logged.length).toBe(4);
    // Per minute: 10 answers, then 1004; per day, counted in the database.
    const states: number[] = [];
    for (let n = 0; n < 8; n++) states.push((await call(token, 'GET', `/User/GetUserInfoByCon?account=guess${n}`)).state);
    expect(states).toEqual([1323, 1323, 1323, 1323, 1323, 1323, 1004, 1004]);
    // Creating an account with a taken phone says as much as a lookup: it counts as one.
    const [root] = await app.database.db
      .select({ id: depts.id })
      .from(depts)
      .where(and(eq(depts.tenementId, company.id), isNull(depts.parentId)));
    expect(
      (
        await call(token, 'POST', '/TenementUser/Create', {
          account: 'probe_one',
          password: 'Probe@2026x',
          name: '探',
          phone: '13700000003',
          deptId: root!.id,
        })
      ).state,
    ).toBe(1004);
    const [seekerUser] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
    await app.database.query('update action_counters set count = 10000 where key = $1', [`lookup:day:${seekerUser!.id}`]);
    await app.database.query('delete from action_counters where key = $1', [`lookup:minute:${seekerUser!.id}`]);
    expect((await call(token, 'GET', '/User/GetUserInfoByCon?account=later')).state).toBe(1004);
  });

  it('invitations are limited per sender and per target, in the database', async () => {
    const many = Array.from({ length: 51 }, (_, n) => `1361111${String(n).padStart(4, '0')}`);
    expect((await call(t.other, 'POST', '/TenementUser/InviteUsersToJoin', { phones: many })).state).toBe(1163);
    expect(many.flatMap((phone) => sentTo(app, phone))).toEqual([]);
    for (let n = 0; n < 3; n++)
      expect((await call(t.other, 'POST', '/TenementUser/InviteUsersToJoin', { phones: ['13622220000'] })).state).toBe(200);
    expect((await call(t.other, 'POST', '/TenementUser/InviteUsersToJoin', { phones: ['13622220000'] })).state).toBe(1163);
    // The target's cap holds whoever sends, and counts invitations to join by Add too.
    await seekerAccount('capped', '13622220001');
    for (let n = 0; n < 3; n++) {
      const sentOne = await call<{ invitationId: number }>(n % 2 ? t.admin : t.other, 'POST', '/TenementUser/Add', {
        name: '限额',
        phone: '13622220001',
        deptId: n % 2 ? hr : otherRoot,
      });
      expect(sentOne.state).toBe(200);
      await call(n % 2 ? t.admin : t.other, 'POST', '/TenementUser/CancelInvitation', { id: sentOne.data.invitationId });
    }
    expect((await call(t.admin, 'POST', '/TenementUser/Add', { name: '限额', phone: '13622220001', deptId: hr })).state).toBe(1163);
    expect((await call(t.admin, 'POST', '/TenementUser/InviteUsersToJoin', { phones: ['13622220000'] })).state).toBe(1163);
    const counted = (await app.database.query("select count(*)::int as n from action_counters where key like 'invite:%'")) as Array<{
      n: number;
    }>;
    expect(counted[0]!.n).toBeGreaterThan(0);
  });

  it('the platform company is chosen, not first come: a fresh database’s first company is ordinary until the CLI marks it', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await seed(database.db, { demo: false });
    const fresh = await buildApp(
      loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'silent', WEB_DIST: 'tests/.artifacts/no-web' }, { seedDemo: false }),
      { database },
    );
    try {
      await database.db.insert(users).values({ account: 'first', passwordHash: await hashPassword('First@2026'), phone: '13500000009' });
      const token = await loginAs(fresh, 'first', 'First@2026');
      const created = body<{ id: number; tenementNo: string }>(
        await fresh.inject({
          method: 'POST',
          url: api('/SysTenement/Tenement/Register'),
          headers: auth(token),
          payload: { name: '第一家' },
        }),
      );
      expect(created.data.tenementNo).toBe('T0001');
      await fresh.inject({
        method: 'POST',
        url: api('/Login/ChangeLogin'),
        headers: auth(token),
        payload: { identity: 'manage', tenementId: created.data.id },
      });
      const platformCall = () => fresh.inject({ method: 'GET', url: api('/User/GetPageList'), headers: auth(token) }).then(body);
      expect((await platformCall()).state).toBe(1100);
      const { setPlatformCompany } = await import('../../src/server/modules/org/platform.ts');
      expect(await setPlatformCompany(database.db, 'T0001', true)).toBe(true);
      expect((await platformCall()).state).toBe(200);
      expect(await setPlatformCompany(database.db, 'T0001', false)).toBe(true);
      expect((await platformCall()).state).toBe(1100);
    } finally {
      await fresh.close();
    }
    // The demo seed marks its own company.
    const [demo] = await app.database.db
      .select({ isPlatform: tenements.isPlatform })
      .from(tenements)
      .where(eq(tenements.tenementNo, 'T0001'));
    expect(demo!.isPlatform).toBe(true);
  });

  it('demo accounts with published passwords are announced, and refused in production until turned off', async () => {
    const open = await app.inject({ method: 'GET', url: api('/Login/DemoAccounts') });
    expect(body(open)).toMatchObject({ state: 200, data: { accounts: ['admin', 'recruiter', 'seeker'] } });
    const { activeDemoAccounts, removeDemoAccounts } = await import('../../src/server/modules/demo/service.ts');
    const demoApp = await testApp();
    try {
      expect(await activeDemoAccounts(demoApp.database.db)).toEqual(['admin', 'recruiter', 'seeker']);
      const production = loadConfig(
        { DATA_DIR: 'memory://', LOG_LEVEL: 'silent', NODE_ENV: 'production', WEB_DIST: 'tests/.artifacts/no-web' },
        { seedDemo: false },
      );
      expect(production.production).toBe(true);
      await expect(buildApp(production, { database: demoApp.database })).rejects.toThrow(/demo.*(remove-demo|reset-password)/is);
      expect(await removeDemoAccounts(demoApp.database.db, TEST_PASSWORD_HASH_LOG_N)).toEqual(['admin', 'recruiter', 'seeker']);
      expect(await activeDemoAccounts(demoApp.database.db)).toEqual([]);
      const [admin] = await demoApp.database.db
        .select()
        .from(users)
        .where(and(eq(users.account, 'admin'), isNull(users.lockedUntil)));
      expect(admin!.enabled).toBe(false);
      const started = await buildApp(production, { database: demoApp.database });
      expect(body(await started.inject({ method: 'GET', url: api('/Login/DemoAccounts') })).data).toEqual({ accounts: [] });
      await started.close();
    } finally {
      await demoApp.close().catch(() => undefined);
    }
  });
});
