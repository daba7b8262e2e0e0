/**
 * Issue 26, area E2: the outbox keeps no initial password in clear, new hashes take the configured
 * cost, nobody widens their own data scope on people by moving departments (themselves or others'),
 * and the people picker's keyword matches only columns the caller sees unmasked. One `it` per rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { depts, outbox, tenementUsers, users } from '../../src/server/db/schema/index.ts';
import { controlledFieldTable } from '../../generated/server/tables.ts';
import { removeDemoAccounts } from '../../src/server/modules/demo/service.ts';
import { api, auth, body, loginAs, testApp, type Envelope } from '../support/test-app.ts';
import { sentTo } from '../support/messages.ts';
import { multipart } from '../support/multipart.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../support/hash-cost.ts';
import { demoCompanyId } from '../support/resume-fixtures.ts';
import { deptIdByNo, role, sheet, staff, STAFF_PASSWORD } from '../integration/people/fixture.ts';

let app: FastifyInstance;
let admin: string;
let company: number;
let serial = 0;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  admin = await loginAs(app, 'admin', 'Admin@2026');
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call<T = unknown>(token: string, method: Method, url: string, payload?: object): Promise<Envelope<T>> {
  return body<T>(await app.inject({ method, url: api(url), headers: auth(token), ...(payload ? { payload } : {}) }));
}

/** A member of the demo company in a department with these roles, logged in as management. */
async function member(deptId: number, roleIds: number[]) {
  serial += 1;
  const account = `e2scope${serial}`;
  const s = await staff(app, company, { account, name: `范围${serial}`, phone: `1345555${String(1000 + serial)}`, deptId, roleIds });
  return { token: await loginAs(app, account, STAFF_PASSWORD), ...s };
}

const outboxBodies = async (target: string) =>
  (await app.database.db.select({ body: outbox.body }).from(outbox).where(eq(outbox.target, target))).map((r) => r.body);
const passwordIn = (text: string | undefined) => /初始密码 (\S+)，/.exec(text ?? '')?.[1];
const costOf = async (account: string) => {
  const [u] = await app.database.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.account, account));
  return Number(u!.passwordHash.split('$')[1]);
};
const importSheet = async (token: string, rows: unknown[][]) => {
  const m = multipart([{ field: 'file', filename: 'people.xlsx', data: await sheet([['姓名', '手机号', '部门编号'], ...rows]) }]);
  return body(
    await app.inject({
      method: 'POST',
      url: api('/TenementUser/ImportTenementUser'),
      headers: { ...auth(token), ...m.headers },
      payload: m.payload,
    }),
  );
};

describe('people scope (issue 26, area E2)', () => {
  it('keeps initial passwords masked in the outbox (account opening, import, reset) while the phone receives them', async () => {
    const hr = await deptIdByNo(app, 'D01');
    expect((await call(admin, 'POST', '/TenementUser/Add', { name: '新开', phone: '13466660001', deptId: hr })).state).toBe(200);
    expect((await importSheet(admin, [['导入', '13466660002', 'D01']])).state).toBe(200);
    const made = await call<{ userId: number }>(admin, 'POST', '/TenementUser/Create', {
      account: 'e2_reset',
      password: 'Made@2026x',
      name: '重置',
      phone: '13466660003',
      deptId: hr,
    });
    expect((await call(admin, 'POST', '/User/initializePassword', { userId: made.data.userId })).state).toBe(200);
    for (const phone of ['13466660001', '13466660002', '13466660003']) {
      const password = passwordIn(sentTo(app, phone).at(-1)?.body);
      expect(password, phone).toHaveLength(12);
      const stored = await outboxBodies(phone);
      expect(stored, phone).toHaveLength(1);
      expect(stored[0], phone).toContain('初始密码 ******，');
      expect(stored[0], phone).not.toContain(password);
    }
  });

  it('hashes new passwords at the configured cost (Create, Add, import, reset, ChangePassword, demo removal)', async () => {
    const hr = await deptIdByNo(app, 'D01');
    await call(admin, 'POST', '/TenementUser/Create', {
      account: 'e2_cost',
      password: 'Cost@2026x',
      name: '成本',
      phone: '13466660011',
      deptId: hr,
    });
    await call(admin, 'POST', '/TenementUser/Add', { name: '成本二', phone: '13466660012', deptId: hr });
    await importSheet(admin, [['成本三', '13466660013', 'D01']]);
    const expected = 2 ** TEST_PASSWORD_HASH_LOG_N;
    expect(await costOf('e2_cost')).toBe(expected);
    expect(await costOf('u13466660012')).toBe(expected);
    expect(await costOf('u13466660013')).toBe(expected);
    const token = await loginAs(app, 'e2_cost', 'Cost@2026x');
    expect((await call(token, 'POST', '/User/ChangePassword', { oldPassword: 'Cost@2026x', newPassword: 'Cost@2027y' })).state).toBe(200);
    expect(await costOf('e2_cost')).toBe(expected);
    const [made] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'u13466660012'));
    expect((await call(admin, 'POST', '/User/initializePassword', { userId: made!.id })).state).toBe(200);
    expect(await costOf('u13466660012')).toBe(expected);
    // The demo accounts' removal writes random passwords at the cost it is given (the CLI passes its config's).
    const demoApp = await testApp();
    try {
      expect(await removeDemoAccounts(demoApp.database.db, TEST_PASSWORD_HASH_LOG_N)).toEqual(['admin', 'recruiter', 'seeker']);
      const hashes = await demoApp.database.db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(inArray(users.account, ['admin', 'recruiter', 'seeker']));
      expect(hashes.map((h) => Number(h.passwordHash.split('$')[1]))).toEqual([expected, expected, expected]);
    } finally {
      await demoApp.close();
    }
  });

  it('refuses a department move that widens the mover’s own data scope on people (self 1129, outside the scope 1165)', async () => {
    const [root, production, stamping, assembly, quality] = (await Promise.all(
      ['D00', 'D02', 'D0201', 'D0202', 'D03'].map((no) => deptIdByNo(app, no)),
    )) as [number, number, number, number, number];
    const keys = ['tenementUser:changeDept', 'tenementUser:edit', 'dept:edit', 'dept:add'];
    const below = await role(app, company, { name: '车间人事', menus: [101, 102], keys, scope: { valueType: 4 } });
    const m = await member(production, [below]);
    const peer = await member(stamping, []);
    const seen = async () => (await call<{ totalCount: number }>(m.token, 'GET', '/TenementUser/GetList?perPage=1')).data.totalCount;
    const before = await seen();
    // Themselves, by either call: refused, even into a department inside the scope.
    expect((await call(m.token, 'PUT', '/TenementUser/UpdateUserDept', { ids: [m.memberId], deptId: root })).state).toBe(1129);
    expect((await call(m.token, 'PUT', '/TenementUser/UpdateUserDept', { ids: [peer.memberId, m.memberId], deptId: assembly })).state).toBe(
      1129,
    );
    expect((await call(m.token, 'PUT', '/TenementUser/Edit', { id: m.memberId, deptId: root })).state).toBe(1129);
    // Editing oneself without changing the department still goes through (the form sends the department).
    expect((await call(m.token, 'PUT', '/TenementUser/Edit', { id: m.memberId, deptId: production, post: '人事' })).state).toBe(200);
    // Others: only into a department inside the scope.
    const out = await call(m.token, 'PUT', '/TenementUser/UpdateUserDept', { ids: [peer.memberId], deptId: quality });
    expect(out.state).toBe(1165);
    expect(out.message).toMatch(/数据权限/);
    expect((await call(m.token, 'PUT', '/TenementUser/Edit', { id: peer.memberId, deptId: root })).state).toBe(1165);
    expect((await call(m.token, 'PUT', '/TenementUser/UpdateUserDept', { ids: [peer.memberId], deptId: assembly })).state).toBe(200);
    // Departments: no subtree from outside under one's own, none of one's own moved out, none added outside.
    expect((await call(m.token, 'PUT', '/SysTenement/Dept/Edit', { id: quality, parentId: production })).state).toBe(1165);
    expect((await call(m.token, 'PUT', '/SysTenement/Dept/Edit', { id: stamping, parentId: quality })).state).toBe(1165);
    expect((await call(m.token, 'POST', '/SysTenement/Dept/Add', { parentId: quality, deptNo: 'E2X', name: '范围外' })).state).toBe(1165);
    expect((await call(m.token, 'POST', '/SysTenement/Dept/Add', { parentId: production, deptNo: 'E2I', name: '范围内' })).state).toBe(200);
    expect((await call(m.token, 'PUT', '/SysTenement/Dept/Edit', { id: stamping, parentId: assembly })).state).toBe(200);
    expect((await call(m.token, 'PUT', '/SysTenement/Dept/Edit', { id: stamping, parentId: production, name: '冲压车间' })).state).toBe(
      200,
    );
    const [q] = await app.database.db.select({ parentId: depts.parentId }).from(depts).where(eq(depts.id, quality));
    expect(q!.parentId).toBe(root);
    const [self] = await app.database.db
      .select({ deptId: tenementUsers.deptId })
      .from(tenementUsers)
      .where(eq(tenementUsers.id, m.memberId));
    expect(self!.deptId).toBe(production);
    expect(await seen()).toBe(before);
    // The top administrator moves anyone, themselves included, anywhere.
    const [top] = await app.database.db.select().from(tenementUsers).where(eq(tenementUsers.isTopAdmin, true));
    expect((await call(admin, 'PUT', '/TenementUser/UpdateUserDept', { ids: [top!.id], deptId: quality })).state).toBe(200);
    expect((await call(admin, 'PUT', '/TenementUser/UpdateUserDept', { ids: [top!.id], deptId: top!.deptId })).state).toBe(200);
  });

  it('places a new member only in a department inside the adder’s scope on people (1165)', async () => {
    const [production, stamping, quality] = (await Promise.all(['D02', 'D0201', 'D03'].map((no) => deptIdByNo(app, no)))) as [
      number,
      number,
      number,
    ];
    const adder = await role(app, company, { name: '车间招人', menus: [102], keys: ['tenementUser:add'], scope: { valueType: 4 } });
    const m = await member(production, [adder]);
    const fresh = (n: number) => ({ account: `place${n}`, password: 'Place@2026x', name: `新人${n}`, phone: `1346666010${n}` });
    expect((await call(m.token, 'POST', '/TenementUser/Create', { ...fresh(1), deptId: quality })).state).toBe(1165);
    expect((await call(m.token, 'POST', '/TenementUser/Add', { name: '新人2', phone: fresh(2).phone, deptId: quality })).state).toBe(1165);
    expect(
      (
        await app.database.db
          .select()
          .from(users)
          .where(eq(users.phone, fresh(1).phone))
      ).length,
    ).toBe(0);
    expect((await call(m.token, 'POST', '/TenementUser/Create', { ...fresh(3), deptId: stamping })).state).toBe(200);
  });

  it('matches the people picker’s keyword only on columns the caller sees unmasked, refusing it when all are masked', async () => {
    const hr = await deptIdByNo(app, 'D01');
    await staff(app, company, { account: 'kw_target', name: '甄隐名', phone: '13466660021', deptId: hr });
    await app.database.db.insert(controlledFieldTable).values([
      { tenementId: company, tableName: 'tenement_users', fieldName: 'name', fieldLabel: '姓名', controlType: 'mask' },
      { tenementId: company, tableName: 'tenement_users', fieldName: 'account', fieldLabel: '账号', controlType: 'mask' },
    ]);
    const fuzzy = (token: string, keyword: string) =>
      call<Array<{ value: number; display: string }>>(token, 'GET', `/TenementUser/FuzzyQueryList?keyword=${encodeURIComponent(keyword)}`);
    const accountOnly = await member(hr, [
      await role(app, company, { name: '看账号', menus: [102], scope: { valueType: 1, visibleFields: ['account'] } }),
    ]);
    const neither = await member(hr, [await role(app, company, { name: '都不看', menus: [102], scope: { valueType: 1 } })]);
    const both = await member(hr, [
      await role(app, company, { name: '都看', menus: [102], scope: { valueType: 1, visibleFields: ['name', 'account'] } }),
    ]);
    // The name is masked for this caller: typing its start must not find the person.
    expect(await fuzzy(accountOnly.token, '甄隐')).toEqual({ state: 200, message: expect.any(String), data: [] });
    expect((await fuzzy(accountOnly.token, 'kw_tar')).data.map((o) => o.display)).toEqual(['甄*名 (kw_target)']);
    const refused = await fuzzy(neither.token, '甄隐');
    expect(refused.state).toBe(1000);
    expect(Object.keys(refused.errors ?? {})).toEqual(['keyword']);
    // Without a keyword the picker still lists (masked), and a caller who sees both finds by either.
    expect((await call(neither.token, 'GET', '/TenementUser/FuzzyQueryList')).state).toBe(200);
    expect((await fuzzy(both.token, '甄隐')).data.map((o) => o.display)).toEqual(['甄隐名 (kw_target)']);
    expect((await fuzzy(admin, 'kw_tar')).data.map((o) => o.display)).toEqual(['甄隐名 (kw_target)']);
  });
});
