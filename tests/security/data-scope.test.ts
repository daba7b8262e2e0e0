/**
 * Issue 26, data scope: no rule means own rows only; no one grants themselves a role or changes the
 * grants or rule of a role they hold (the top administrator aside); every HR read reached by an
 * application id applies the position scope of the lists; a masked column cannot be filtered or
 * sorted on by the caller who sees it masked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE } from '../../src/common/recruiting.ts';
import { positions } from '../../src/server/db/schema/index.ts';
import { controlledFieldTable } from '../../generated/server/tables.ts';
import { api, auth, body, loginAs, testApp, type Envelope } from '../support/test-app.ts';
import { demoCompanyId, insertPosition, userIdOf } from '../support/resume-fixtures.ts';
import { role, staff, STAFF_PASSWORD } from '../integration/people/fixture.ts';
import { application, positionRole } from '../integration/positions/helpers.ts';

let app: FastifyInstance;
let admin: string;
let company: number;
let serial = 0;

beforeAll(async () => {
  app = await testApp();
  admin = await loginAs(app, 'admin', 'Admin@2026');
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

async function call<T = unknown>(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object): Promise<Envelope<T>> {
  return body<T>(await app.inject({ method, url: api(url), headers: auth(token), ...(payload ? { payload } : {}) }));
}

/** A member of the demo company with these roles, logged in as management. */
async function member(roleIds: number[]): Promise<{ token: string; userId: number }> {
  serial += 1;
  const account = `scopehr${serial}`;
  const s = await staff(app, company, { account, name: `范围${serial}`, phone: `1340000${String(1000 + serial)}`, deptId: null, roleIds });
  return { token: await loginAs(app, account, STAFF_PASSWORD), userId: s.userId };
}

describe('data scope', () => {
  it('gives a role without a rule on a table only its own rows; administrators still see all', async () => {
    const people = await role(app, company, { name: '无规则人员', menus: [102] });
    const m = await member([people]);
    const list = await call<{ list: Array<{ userId: number }>; totalCount: number }>(m.token, 'GET', '/TenementUser/GetList?perPage=100');
    expect(list.state).toBe(200);
    expect(list.data.list.map((r) => r.userId)).toEqual([m.userId]);
    expect(list.data.totalCount).toBe(1);
    // Positions: none created by this member, so none at all.
    const jobs = await role(app, company, { name: '无规则职位', menus: [201] });
    const j = await member([jobs]);
    const mine = await call<{ totalCount: number }>(j.token, 'GET', '/PositionInfo/GetList?perPage=100');
    expect(mine.state).toBe(200);
    expect(mine.data.totalCount).toBe(0);
    // The top administrator still sees every position of the company.
    const all = await call<{ totalCount: number }>(admin, 'GET', '/PositionInfo/GetList?perPage=100');
    expect(all.data.totalCount).toBeGreaterThanOrEqual(12);
  });

  it('refuses to let anyone but the top administrator grant themselves a role or change a role they hold (1170)', async () => {
    const keys = ['role:grantUser', 'role:grantMenu', 'dataPermission:add', 'dataPermission:delete'];
    const held = await role(app, company, { name: '授权员', menus: [1, 103, 105], keys, scope: { valueType: 1 } });
    const other = await role(app, company, { name: '首页查看', menus: [1] });
    const g = await member([held]);
    const peer = await member([]);
    const refused = async (url: string, payload?: object, method: 'POST' | 'DELETE' = 'POST') => {
      const b = await call(g.token, method, url, payload);
      expect(b.state, url).toBe(1170);
      expect(b.message).toMatch(/自己/);
    };
    await refused('/SysGrant/GrantTenementUserRole', { roleId: other, userIds: [g.userId] });
    await refused('/SysGrant/GrantTenementUserRole', { roleId: other, userIds: [peer.userId, g.userId] });
    await refused('/DataPermission/Add', { roleId: held, tableName: 'tenement_users', valueType: 1 });
    await refused('/SysGrant/TenementGrantRoleMenuFunc', { roleId: held, menuIds: [1, 103, 105], functionIds: [] });
    const rules = await call<Array<{ id: number }>>(admin, 'GET', `/DataPermission/GetDataPermission?roleId=${held}`);
    await refused(`/DataPermission/Delete?ids=${rules.data[0]!.id}`, undefined, 'DELETE');
    // The same calls on someone else, or on a role the caller does not hold, go through.
    expect((await call(g.token, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: other, userIds: [peer.userId] })).state).toBe(200);
    expect((await call(g.token, 'POST', '/DataPermission/Add', { roleId: other, tableName: 'tenement_users', valueType: 1 })).state).toBe(
      200,
    );
    // The top administrator may do both to himself.
    const adminId = await userIdOf(app.database.db, 'admin');
    expect((await call(admin, 'POST', '/SysGrant/GrantTenementUserRole', { roleId: other, userIds: [adminId] })).state).toBe(200);
    expect((await call(admin, 'POST', '/DataPermission/Add', { roleId: other, tableName: 'positions', valueType: 5 })).state).toBe(200);
  });

  it('applies the position scope of the lists to every read by application id (1102 out of scope)', async () => {
    const db = app.database.db;
    const positionId = await insertPosition(db, company);
    const [p] = await db.select({ createdBy: positions.createdBy }).from(positions).where(eq(positions.id, positionId));
    expect(p!.createdBy).toBeNull();
    const recordId = await application(app, positionId, 'seeker', { stage: PIPELINE_STAGE.hire });
    const reads = [
      `/ResumeDeliveryRecord/GetDetail?id=${recordId}`,
      `/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${recordId}`,
      `/ResumeUserInfo/GetResumeEntryDetails?id=${recordId}`,
      `/SpecialForm/GetData?deliveryRecordId=${recordId}`,
      `/PositionInfo/getUserExamDetailList?deliveryRecordId=${recordId}`,
    ];
    const outside = await member([await positionRole(app, company, { name: '本人职位', menus: [201], scope: { valueType: 5 } })]);
    const inside = await member([await positionRole(app, company, { name: '所有职位', menus: [201], scope: { valueType: 1 } })]);
    for (const url of reads) {
      expect((await call(outside.token, 'GET', url)).state, `out of scope: ${url}`).toBe(1102);
      expect((await call(inside.token, 'GET', url)).state, `in scope: ${url}`).toBe(200);
    }
  });

  it('refuses to filter or sort on a column masked for the caller, naming the field (1000)', async () => {
    const db = app.database.db;
    await db.insert(controlledFieldTable).values([
      { tenementId: company, tableName: 'tenement_users', fieldName: 'phone', fieldLabel: '手机号', controlType: 'mask' },
      { tenementId: company, tableName: 'tenement_users', fieldName: 'name', fieldLabel: '姓名', controlType: 'mask' },
    ]);
    const viewer = await member([await role(app, company, { name: '人员查看', menus: [102], scope: { valueType: 1 } })]);
    const seeing = await member([
      await role(app, company, { name: '人员全看', menus: [102], scope: { valueType: 1, visibleFields: ['phone', 'name'] } }),
    ]);
    for (const query of ['phone=13800000001', 'sort=name', 'sort=-name', 'name_like=管理']) {
      const b = await call(viewer.token, 'GET', `/TenementUser/GetList?${query}`);
      expect(b.state, query).toBe(1000);
      const field = query.startsWith('phone') ? 'phone' : query.startsWith('name_like') ? 'name_like' : 'sort';
      expect(Object.keys(b.errors ?? {}), query).toEqual([field]);
      expect((await call(seeing.token, 'GET', `/TenementUser/GetList?${query}`)).state, query).toBe(200);
    }
    // Unmasked filters still work for the viewer; masked salaries cannot order positions either.
    expect((await call(viewer.token, 'GET', '/TenementUser/GetList?sort=jobNo')).state).toBe(200);
    await db
      .insert(controlledFieldTable)
      .values({ tenementId: company, tableName: 'positions', fieldName: 'salaryMin', fieldLabel: '最低薪资', controlType: 'hide' });
    const jobs = await member([await positionRole(app, company, { name: '职位查看', menus: [201], scope: { valueType: 1 } })]);
    const sorted = await call(jobs.token, 'GET', '/PositionInfo/GetList?sort=-salaryMin');
    expect(sorted.state).toBe(1000);
    expect(Object.keys(sorted.errors ?? {})).toEqual(['sort']);
    expect((await call(admin, 'GET', '/PositionInfo/GetList?sort=-salaryMin')).state).toBe(200);
  });
});
