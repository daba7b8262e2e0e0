import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { eq } from 'drizzle-orm';
import { functions } from '../../../src/server/db/schema/index.ts';
import { positionBody, publishable } from '../positions/helpers.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, other } = await actors(app));
});
afterAll(async () => app.close());

type Entry = {
  account: string;
  action: string;
  resource: string;
  recordId: string | null;
  recordName: string | null;
  summary: string;
  summaryText: string;
  ip: string | null;
};
const logs = async (token: string, query = '', lang = 'zh-CN') =>
  body<{ list: Entry[]; totalCount: number }>(
    await app.inject({
      method: 'GET',
      url: api(`/OperationLog/GetList${query}`),
      headers: { ...auth(token), 'accept-language': lang },
    }),
  );
const call = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: api(url), headers: auth(token), remoteAddress: '10.9.8.7', ...(payload ? { payload } : {}) });

describe('operation log', () => {
  it('records each write with who, what, which record and a before/after summary', async () => {
    const id = (await call(admin, 'POST', '/PositionType/Add', { name: '喷涂工', code: 'PAINT' })).json().data.id as number;
    await call(admin, 'PUT', '/PositionType/Edit', { id, code: 'SPRAY' });
    await call(admin, 'POST', '/PositionType/EnableOrDisable', { ids: [id], enabled: false });
    await call(admin, 'DELETE', `/PositionType/Delete?ids=${id}`);
    // The demo company's log already holds its own position-type entries: this record's are the subject.
    const list = (await logs(admin, '?resource=positionType&perPage=100')).data.list.filter((e) => e.recordId === String(id));
    expect(list.map((e) => e.action)).toEqual(['delete', 'enable', 'edit', 'add']);
    expect(list.every((e) => e.account === 'admin' && e.ip === '10.9.8.7' && e.recordId === String(id))).toBe(true);
    // Gone now, the record reads by the name an entry kept, else by its screen and id.
    expect(list.map((e) => e.recordName)).toEqual(['喷涂工', `职位类型 #${id}`, `职位类型 #${id}`, '喷涂工']);
    expect(JSON.parse(list[2]!.summary)).toEqual({ before: { code: 'PAINT' }, after: { code: 'SPRAY' } });
    expect(JSON.parse(list[0]!.summary).before[0]).toMatchObject({ name: '喷涂工', code: 'SPRAY' });
  });

  it('records nothing for a refused write', async () => {
    const before = (await logs(admin)).data.totalCount;
    await call(admin, 'PUT', '/PositionType/Edit', { id: 999999, code: 'X' });
    await call(recruiter, 'DELETE', '/PositionType/Delete?ids=1');
    expect((await logs(admin)).data.totalCount).toBe(before);
  });

  it('filters by action and account, keeps companies apart, and is closed to roles without the menu', async () => {
    expect((await logs(admin, '?action=edit')).data.list.every((e) => e.action === 'edit')).toBe(true);
    expect((await logs(admin, '?account_like=adm')).data.totalCount).toBeGreaterThan(0);
    expect((await logs(admin, '?account_like=nobody')).data.totalCount).toBe(0);
    expect((await logs(other)).data.totalCount).toBe(0);
    expect(body(await app.inject({ method: 'GET', url: api('/OperationLog/GetList'), headers: auth(recruiter) })).state).toBe(1100);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(admin, `?beginDate=${today}&endDate=${today}`)).data.totalCount).toBeGreaterThan(0);
    expect((await logs(admin, '?beginDate=2000-01-01&endDate=2000-01-02')).data.totalCount).toBe(0);
  });

  it('reads a position added and published, and a role granted, in names and labels in both languages', async () => {
    const refs = await publishable(app);
    const added = await call(admin, 'POST', '/PositionInfo/Insert', positionBody({ ...refs, name: '日志测试职位', education: 4 }));
    const id = added.json().data.id as number;
    await call(admin, 'POST', '/PositionInfo/ApplyForPublish', { ids: [id] });
    await call(admin, 'POST', '/PositionInfo/Publish', { ids: [id] });
    const view = body<{ deptName: string; positionTypeName: string }>(
      await app.inject({ method: 'GET', url: api(`/PositionInfo/GetDetail?id=${id}`), headers: auth(admin) }),
    ).data;
    const mine = async (lang: string) =>
      (await logs(admin, '?resource=positionInfo&perPage=100', lang)).data.list.filter((e) => e.recordId === String(id));
    const zh = await mine('zh-CN');
    expect(zh.map((e) => e.recordName)).toEqual(['日志测试职位', '日志测试职位', '日志测试职位']);
    expect(zh[0]!.summaryText).toBe('状态：待发布 → 已发布');
    const zhAdd = zh[2]!.summaryText;
    for (const part of [
      '状态：草稿',
      `用人部门：${view.deptName}`,
      `职位类型：${view.positionTypeName}`,
      '学历要求：大专',
      '招聘类型：社会招聘',
    ])
      expect(zhAdd).toContain(part);
    const en = await mine('en');
    expect(en[0]!.summaryText).toBe('State: Pending → Published');
    for (const part of ['State: Draft', `: ${view.deptName}`, `: ${view.positionTypeName}`, ': College', ': Experienced hire'])
      expect(en[2]!.summaryText).toContain(part);
    // Codes and ids never show: only the counts and amounts are numbers.
    const numbers = (text: string) => [...text.matchAll(/([^:：;；]+)[:：] ?(\d+)(?=；|; |$)/g)].map((m) => m[1]!.trim());
    expect(numbers(zhAdd)).toEqual(['招聘人数', '最高薪资', '最低薪资']);
    expect(numbers(en[2]!.summaryText)).toEqual(['Openings', 'Maximum salary', 'Minimum salary']);

    const role = body<{ id: number }>(await call(admin, 'POST', '/Role/TenementAdd', { name: '日志测试角色' })).data.id;
    const [publish] = await app.database.db.select().from(functions).where(eq(functions.functionKey, 'positionInfo:publish'));
    const granted = await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
      roleId: role,
      menuIds: [1, 201],
      functionIds: [publish!.id],
    });
    expect(granted.json().state).toBe(200);
    const grant = async (lang: string) =>
      (await logs(admin, '?resource=role&action=grant&perPage=100', lang)).data.list.find((e) => e.recordId === String(role))!;
    const zhGrant = await grant('zh-CN');
    expect(zhGrant.recordName).toBe('日志测试角色');
    expect(zhGrant.summaryText).toMatch(/^菜单：— → .+、职位信息；功能：— → 职位信息·发布$/);
    const enGrant = await grant('en');
    expect(enGrant.summaryText).toMatch(/^Menus: — → .+, Job postings; Functions: — → Job postings·Publish$/);
  });
});
