import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, other } = await actors(app));
});
afterAll(async () => app.close());

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: api(url), headers: auth(token), payload });
const get = (token: string, url: string) => app.inject({ method: 'GET', url: api(url), headers: auth(token) });
const columns = ['remark', 'name', 'code', 'sort', 'enabled', 'updatedAt'].map((prop) => ({ prop }));

describe('run-time configuration of a screen', () => {
  it('saves versions, keeps a history and rolls back', async () => {
    expect(body(await get(admin, '/ResourceConfig/Get?resource=PositionType')).data).toMatchObject({ version: 0, overlay: {} });
    const v1 = {
      labels: { name: { 'zh-CN': '岗位类别', en: 'Category' } },
      columns,
      form: { remark: { required: true, span: 12, help: '写清楚适用岗位' } },
    };
    expect(
      body(await post(admin, '/ResourceConfig/Save', { resource: 'PositionType', overlay: v1, baseVersion: 0, comment: '按人事要求' }))
        .data,
    ).toEqual({ resource: 'PositionType', version: 1 });
    const v2 = { labels: { name: { 'zh-CN': '类别' } } };
    expect(
      body<{ version: number }>(await post(admin, '/ResourceConfig/Save', { resource: 'PositionType', overlay: v2, baseVersion: 1 })).data
        .version,
    ).toBe(2);
    expect(body(await get(admin, '/ResourceConfig/Get?resource=PositionType')).data).toMatchObject({ version: 2, overlay: v2 });
    const history = body<Array<{ version: number; createdBy: string }>>(
      await get(admin, '/ResourceConfig/History?resource=PositionType'),
    ).data;
    expect(history.map((h) => h.version)).toEqual([2, 1]);
    expect(history[1]!.createdBy).toBe('admin');
    expect(
      body<{ version: number }>(await post(admin, '/ResourceConfig/Rollback', { resource: 'PositionType', version: 1 })).data.version,
    ).toBe(3);
    expect(body(await get(admin, '/ResourceConfig/Get?resource=PositionType')).data).toMatchObject({ version: 3, overlay: v1 });
    const all = body<Array<{ resource: string; version: number }>>(await get(admin, '/ResourceConfig/GetAll')).data;
    expect(all).toEqual([expect.objectContaining({ resource: 'PositionType', version: 3 })]);
  });

  it('makes the server enforce a required flag the admin added', async () => {
    // v3 (rolled back to v1) requires remark.
    const missing = body(await post(admin, '/PositionType/Add', { name: '新类型' }));
    expect(missing).toMatchObject({ state: 1000, errors: { remark: '不能为空' } });
    expect(body(await post(admin, '/PositionType/Add', { name: '新类型', remark: '适用于新产线' })).state).toBe(200);
    // Another company is not bound by this company's configuration.
    expect(body(await post(other, '/PositionType/Add', { name: '新类型' })).state).toBe(200);
  });

  it('refuses a stale base version, properties outside the whitelist and broken column sets', async () => {
    expect(body(await post(admin, '/ResourceConfig/Save', { resource: 'PositionType', overlay: {}, baseVersion: 1 })).state).toBe(1105);
    const unknown = body(
      await post(admin, '/ResourceConfig/Save', {
        resource: 'PositionType',
        overlay: { labels: { salary: { en: 'x' } }, form: { nope: { span: 6 } } },
        baseVersion: 3,
      }),
    );
    expect(unknown).toMatchObject({
      state: 1000,
      errors: { 'overlay.labels.salary': '不是该页面的字段', 'overlay.form.nope': '不是该页面的字段' },
    });
    const tooFew = columns.map((c, i) => ({ ...c, visible: i < 2 }));
    expect(
      body(await post(admin, '/ResourceConfig/Save', { resource: 'PositionType', overlay: { columns: tooFew }, baseVersion: 3 })).errors,
    ).toEqual({ 'overlay.columns': '至少保留3列可见' });
    expect(
      body(await post(admin, '/ResourceConfig/Save', { resource: 'PositionType', overlay: { columns: columns.slice(1) }, baseVersion: 3 }))
        .errors,
    ).toEqual({ 'overlay.columns': '必须包含定义中的每一列且不重复' });
    expect(
      body(
        await post(admin, '/ResourceConfig/Save', {
          resource: 'PositionType',
          overlay: { columns: [{ prop: 'name', width: 400 }] },
          baseVersion: 3,
        }),
      ).state,
    ).toBe(1000);
    expect(body(await post(admin, '/ResourceConfig/Save', { resource: 'NoSuchThing', overlay: {}, baseVersion: 0 })).state).toBe(1102);
  });

  it('lets only holders of resourceConfig:edit change it, and keeps companies apart', async () => {
    expect(body(await post(recruiter, '/ResourceConfig/Save', { resource: 'PositionType', overlay: {}, baseVersion: 3 })).state).toBe(1100);
    expect(body<{ version: number }>(await get(recruiter, '/ResourceConfig/Get?resource=PositionType')).data.version).toBe(3);
    expect(body(await get(other, '/ResourceConfig/Get?resource=PositionType')).data).toMatchObject({ version: 0, overlay: {} });
  });
});

describe('per-user UI settings (react-admin Store on the server)', () => {
  it('keeps each user’s own settings across sessions', async () => {
    expect(
      body(await post(admin, '/UserStore/Set', { key: 'preferences.PositionType.datagrid.columns', value: '["0","1","3"]' })).state,
    ).toBe(200);
    expect(
      body(await post(admin, '/UserStore/Set', { key: 'preferences.PositionType.datagrid.columns', value: '["1","2","3"]' })).state,
    ).toBe(200);
    expect(body(await post(admin, '/UserStore/Set', { key: 'PositionType.savedQueries', value: '[]' })).state).toBe(200);
    const again = await loginAs(app, 'admin', 'Admin@2026', 3);
    expect(body(await get(again, '/UserStore/GetAll')).data).toEqual({
      'preferences.PositionType.datagrid.columns': '["1","2","3"]',
      'PositionType.savedQueries': '[]',
    });
    expect(body(await get(recruiter, '/UserStore/GetAll')).data).toEqual({});
    await post(admin, '/UserStore/Remove', { key: 'preferences.', prefix: true });
    expect(Object.keys(body<Record<string, string>>(await get(admin, '/UserStore/GetAll')).data)).toEqual(['PositionType.savedQueries']);
  });

  it('refuses anonymous callers and oversize values', async () => {
    expect((await app.inject({ method: 'GET', url: api('/UserStore/GetAll') })).statusCode).toBe(401);
    expect(body(await post(admin, '/UserStore/Set', { key: 'big', value: 'x'.repeat(70_000) })).state).toBe(1000);
  });
});
