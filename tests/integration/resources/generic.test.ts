import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;

type Rec = { id: number; name: string; code: string | null; sort: number; enabled: boolean; updatedAt: string };
type List = { list: Rec[]; totalCount: number; page: number; perPage: number };

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
});
afterAll(async () => app.close());

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  lang?: string,
) =>
  app.inject({
    method,
    url: api(url),
    headers: { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('generic list', () => {
  it('pages, sorts and filters the caller’s rows', async () => {
    const first = body<List>(await call(admin, 'GET', '/PositionType/GetList?perPage=4'));
    expect(first.data).toMatchObject({ totalCount: 6, page: 1, perPage: 4 });
    // Default sort is the definition's: by `sort`.
    expect(first.data.list.map((r) => r.name)).toEqual(['普工', '技术员', '质检员', '工程师']);
    const second = body<List>(await call(admin, 'GET', '/PositionType/GetList?perPage=4&page=2'));
    expect(second.data.list.map((r) => r.name)).toEqual(['仓储物流', '职能管理']);
    const desc = body<List>(await call(admin, 'GET', '/PositionType/GetList?sort=-sort&perPage=1'));
    expect(desc.data.list[0]!.name).toBe('职能管理');
    const like = body<List>(await call(admin, 'GET', `/PositionType/GetList?name_like=${encodeURIComponent('工')}`));
    expect(like.data.list.map((r) => r.name).sort()).toEqual(['工程师', '普工'].sort());
    const disabled = body<List>(await call(admin, 'GET', '/PositionType/GetList?enabled=false'));
    expect(disabled.data.list.map((r) => r.name)).toEqual(['仓储物流']);
    // `%` is a literal character, not a wildcard.
    expect(body<List>(await call(admin, 'GET', '/PositionType/GetList?name_like=%25')).data.totalCount).toBe(0);
  });

  it('refuses a sort on an unsortable column and a perPage over 100', async () => {
    expect(body(await call(admin, 'GET', '/PositionType/GetList?sort=remark')).state).toBe(1000);
    expect(body(await call(admin, 'GET', '/PositionType/GetList?perPage=101')).state).toBe(1000);
  });

  it('shows another company none of these rows', async () => {
    expect(body<List>(await call(other, 'GET', '/PositionType/GetList')).data.totalCount).toBe(0);
  });
});

describe('generic writes', () => {
  it('creates, reads, edits, disables and deletes a row', async () => {
    const created = body<Rec>(
      await call(admin, 'POST', '/PositionType/Add', { name: '  焊工  ', code: 'WELD', sort: 7, extra: 'dropped' }),
    );
    expect(created.state).toBe(200);
    expect(created.data).toMatchObject({ name: '焊工', code: 'WELD', sort: 7, enabled: true });
    expect(created.data).not.toHaveProperty('tenementId');
    const id = created.data.id;
    expect(body<Rec>(await call(admin, 'GET', `/PositionType/GetDetail?id=${id}`)).data.name).toBe('焊工');
    const edited = body<Rec>(await call(admin, 'PUT', '/PositionType/Edit', { id, name: '电焊工', sort: 8 }));
    expect(edited.data).toMatchObject({ id, name: '电焊工', sort: 8, code: 'WELD' });
    // A cleared optional field comes as null; a required one may not be cleared.
    expect(body<Rec>(await call(admin, 'PUT', '/PositionType/Edit', { id, code: null })).data.code).toBeNull();
    expect(body(await call(admin, 'PUT', '/PositionType/Edit', { id, name: null })).state).toBe(1000);
    expect(body(await call(admin, 'POST', '/PositionType/EnableOrDisable', { ids: [id], enabled: false })).data).toEqual({ updated: 1 });
    expect(body<Rec>(await call(admin, 'GET', `/PositionType/GetDetail?id=${id}`)).data.enabled).toBe(false);
    expect(body(await call(admin, 'DELETE', `/PositionType/Delete?ids=${id}`)).data).toEqual({ deleted: 1 });
    expect(body(await call(admin, 'GET', `/PositionType/GetDetail?id=${id}`)).state).toBe(1102);
  });

  it('names the bad fields and refuses a duplicate name in the same company', async () => {
    const bad = body(await call(admin, 'POST', '/PositionType/Add', { code: 'bad code!', sort: 0 }));
    expect(bad.state).toBe(1000);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['code', 'name', 'sort']);
    // A taken unique value is marked on its field (已存在), not a generic 1104 after the insert fails.
    const taken = body(await call(admin, 'POST', '/PositionType/Add', { name: '普工' }));
    expect(taken.state).toBe(1000);
    expect(taken.errors).toEqual({ name: '已存在' });
    const en = body(await call(admin, 'POST', '/PositionType/Add', { name: '普工' }, 'en'));
    expect(en.errors).toEqual({ name: 'exists already' });
    // Renaming onto another row's name is refused the same way; keeping one's own name is not.
    const fresh = body<Rec>(await call(admin, 'POST', '/PositionType/Add', { name: '唯一性检查' })).data.id;
    expect(body(await call(admin, 'PUT', '/PositionType/Edit', { id: fresh, name: '普工' })).errors).toEqual({ name: '已存在' });
    expect(body(await call(admin, 'PUT', '/PositionType/Edit', { id: fresh, name: '唯一性检查', sort: 3 })).state).toBe(200);
    // Another company may use the same name.
    expect(body(await call(other, 'POST', '/PositionType/Add', { name: '普工' })).state).toBe(200);
  });

  it('never touches another company’s row', async () => {
    const theirs = body<Rec>(await call(other, 'POST', '/PositionType/Add', { name: '他们的类型' })).data.id;
    expect(body(await call(admin, 'GET', `/PositionType/GetDetail?id=${theirs}`)).state).toBe(1102);
    expect(body(await call(admin, 'PUT', '/PositionType/Edit', { id: theirs, name: 'mine now' })).state).toBe(1102);
    expect(body(await call(admin, 'POST', '/PositionType/EnableOrDisable', { ids: [theirs], enabled: false })).state).toBe(1102);
    const mine = body<List>(await call(admin, 'GET', '/PositionType/GetList?perPage=1')).data.list[0]!.id;
    // A mixed request is refused whole: nothing of ours is deleted either.
    expect(body(await call(admin, 'DELETE', `/PositionType/Delete?ids=${mine}&ids=${theirs}`)).state).toBe(1102);
    expect(body(await call(admin, 'GET', `/PositionType/GetDetail?id=${mine}`)).state).toBe(200);
    expect(body<Rec>(await call(other, 'GET', `/PositionType/GetDetail?id=${theirs}`)).data.name).toBe('他们的类型');
  });
});

describe('access', () => {
  it('refuses anonymous callers, job seekers and missing function keys', async () => {
    expect((await call(null, 'GET', '/PositionType/GetList')).statusCode).toBe(401);
    expect(body(await call(seeker, 'GET', '/PositionType/GetList')).state).toBe(1101);
    // The recruiter role may read and add, not delete.
    expect(body(await call(recruiter, 'GET', '/PositionType/GetList')).state).toBe(200);
    const id = body<Rec>(await call(recruiter, 'POST', '/PositionType/Add', { name: '实习生' })).data.id;
    expect(body(await call(recruiter, 'DELETE', `/PositionType/Delete?ids=${id}`)).state).toBe(1100);
    expect(body(await call(admin, 'GET', `/PositionType/GetDetail?id=${id}`)).state).toBe(200);
  });
});

describe('export and dropdown', () => {
  it('exports the filtered list as xlsx with the labels of the caller’s language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: api('/PositionType/Export?enabled=true&sort=sort'),
      headers: { ...auth(admin), 'accept-language': 'en' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Type name');
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toContain('普工');
    expect(names).not.toContain('仓储物流');
  });

  it('offers the enabled rows as options', async () => {
    const options = body<Array<{ value: number; display: string }>>(await call(admin, 'GET', '/PositionType/GetDropDown')).data;
    expect(options.map((o) => o.display)).toContain('普工');
    expect(options.map((o) => o.display)).not.toContain('仓储物流');
  });
});
