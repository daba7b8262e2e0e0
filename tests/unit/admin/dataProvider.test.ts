import { describe, expect, it } from 'vitest';
import { MissingEndpointError, createDataProvider, type Transport } from '../../../src/admin/data/createDataProvider.ts';
import type { EndpointMap } from '../../../src/admin/engine/types.ts';
import type { Query } from '../../../src/shell/httpCore.ts';

interface Call {
  method: string;
  url: string;
  params?: Query;
  body?: unknown;
}

function fakeTransport(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const answer = <T>(url: string) => Promise.resolve(answers[url] as T);
  const t: Transport = {
    get: (url, params) => {
      calls.push({ method: 'GET', url, params });
      return answer(url);
    },
    delete: (url, params) => {
      calls.push({ method: 'DELETE', url, params });
      return answer(url);
    },
    post: (url, body) => {
      calls.push({ method: 'POST', url, body });
      return answer(url);
    },
    put: (url, body) => {
      calls.push({ method: 'PUT', url, body });
      return answer(url);
    },
    download: (url, params) => {
      calls.push({ method: 'DOWNLOAD', url, params });
      return Promise.resolve({ blob: new Blob(['x']), fileName: 'types.xlsx' });
    },
  };
  return { t, calls };
}

const endpoints: EndpointMap = {
  PositionType: {
    list: { method: 'GET', url: 'PositionType/GetList' },
    detail: { method: 'GET', url: 'PositionType/GetDetail' },
    create: { method: 'POST', url: 'PositionType/Add' },
    update: { method: 'PUT', url: 'PositionType/Edit' },
    delete: { method: 'DELETE', url: 'PositionType/Delete' },
    enable: { method: 'POST', url: 'PositionType/EnableOrDisable' },
    export: { method: 'GET', url: 'PositionType/Export' },
    import: { method: 'POST', url: 'PositionType/Import' },
    template: { method: 'GET', url: 'PositionType/DownloadTemplate' },
    dropdown: { method: 'GET', url: 'PositionType/GetDropDown' },
  },
  ReadOnly: { list: { method: 'GET', url: 'ReadOnly/GetList' } },
};

const row = { id: 1, name: '生产', enabled: true, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-02T00:00:00Z' };

describe('data provider', () => {
  it('getList reads the list page with paging, sort and filters', async () => {
    const { t, calls } = fakeTransport({ 'PositionType/GetList': { list: [row], totalCount: 11, page: 2, perPage: 10 } });
    const dp = createDataProvider(t, endpoints);
    const res = await dp.getList('PositionType', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'sort', order: 'ASC' },
      filter: { name_like: '产' },
    });
    expect(res).toEqual({ data: [row], total: 11 });
    expect(calls).toEqual([
      { method: 'GET', url: 'PositionType/GetList', params: { name_like: '产', page: 2, perPage: 10, sort: 'sort' } },
    ]);
  });

  it('getList reads a list tab’s own call (meta.listPath) with the list’s paging, sort and filters', async () => {
    const { t, calls } = fakeTransport({ 'PositionType/GetDraftList': { list: [row], totalCount: 1, page: 1, perPage: 10 } });
    const dp = createDataProvider(t, endpoints);
    const res = await dp.getList('PositionType', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'sort', order: 'DESC' },
      filter: { name_like: '产' },
      meta: { listPath: 'PositionType/GetDraftList' },
    });
    expect(res).toEqual({ data: [row], total: 1 });
    expect(calls).toEqual([
      { method: 'GET', url: 'PositionType/GetDraftList', params: { name_like: '产', page: 1, perPage: 10, sort: '-sort' } },
    ]);
  });

  it('getOne and getMany use the detail call', async () => {
    const { t, calls } = fakeTransport({ 'PositionType/GetDetail': row });
    const dp = createDataProvider(t, endpoints);
    expect((await dp.getOne('PositionType', { id: 1 })).data).toEqual(row);
    expect((await dp.getMany('PositionType', { ids: [1, 2] })).data).toHaveLength(2);
    expect(calls.map((c) => c.params)).toEqual([{ id: 1 }, { id: 1 }, { id: 2 }]);
  });

  it('getManyReference filters the list by the target', async () => {
    const { t, calls } = fakeTransport({ 'PositionType/GetList': { list: [], totalCount: 0, page: 1, perPage: 10 } });
    await createDataProvider(t, endpoints).getManyReference('PositionType', {
      target: 'groupId',
      id: 5,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(calls[0]?.params).toMatchObject({ groupId: 5, sort: '-id' });
  });

  it('create posts the fields; update puts {id, ...fields}', async () => {
    const { t, calls } = fakeTransport({ 'PositionType/Add': row, 'PositionType/Edit': row });
    const dp = createDataProvider(t, endpoints);
    await dp.create('PositionType', { data: { name: '生产', id: 9, createdAt: 'x' } });
    await dp.update('PositionType', { id: 1, data: { ...row, name: '质量' }, previousData: row });
    expect(calls).toEqual([
      { method: 'POST', url: 'PositionType/Add', body: { name: '生产' } },
      { method: 'PUT', url: 'PositionType/Edit', body: { id: 1, name: '质量' } },
    ]);
  });

  it('delete and deleteMany send ids as query params', async () => {
    const { t, calls } = fakeTransport({ 'PositionType/Delete': { deleted: 1 } });
    const dp = createDataProvider(t, endpoints);
    expect((await dp.delete('PositionType', { id: 1, previousData: row })).data).toEqual(row);
    expect((await dp.deleteMany('PositionType', { ids: [1, 2] })).data).toEqual([1, 2]);
    expect(calls.map((c) => [c.method, c.params])).toEqual([
      ['DELETE', { ids: [1] }],
      ['DELETE', { ids: [1, 2] }],
    ]);
  });

  it('a delete hands the states its caller shows itself (meta.quietStates) to the transport, and nothing else of meta', async () => {
    const { t } = fakeTransport({});
    const seen: unknown[] = [];
    const dp = createDataProvider(
      {
        ...t,
        delete: (_url, _params, opts) => {
          seen.push(opts);
          return Promise.resolve({ deleted: 1 } as never);
        },
      },
      endpoints,
    );
    await dp.delete('PositionType', { id: 1, previousData: row, meta: { quietStates: [1230, 1231], other: 1 } });
    await dp.deleteMany('PositionType', { ids: [1, 2], meta: { quietStates: [1230, 'x'] } });
    await dp.deleteMany('PositionType', { ids: [3] });
    expect(seen).toEqual([{ quietStates: [1230, 1231] }, { quietStates: [1230] }, {}]);
  });

  it('a form’s create and update tell the transport the form shows field errors itself (meta.fieldsShown)', async () => {
    const { t } = fakeTransport({});
    const seen: unknown[] = [];
    const record = (_url: string, _body: unknown, opts: unknown) => {
      seen.push(opts);
      return Promise.resolve(row as never);
    };
    const dp = createDataProvider({ ...t, post: record, put: record }, endpoints);
    await dp.create('PositionType', { data: { name: 'x' }, meta: { fieldsShown: true } });
    await dp.update('PositionType', { id: 1, data: { name: 'y' }, previousData: row, meta: { fieldsShown: true } });
    await dp.create('PositionType', { data: { name: 'z' } });
    expect(seen).toEqual([{ fieldsShown: true }, { fieldsShown: true }, {}]);
  });

  it('updateMany of only `enabled` is one enable call; other data updates each row', async () => {
    const { t, calls } = fakeTransport({ 'PositionType/EnableOrDisable': { updated: 2 }, 'PositionType/Edit': row });
    const dp = createDataProvider(t, endpoints);
    await dp.updateMany('PositionType', { ids: [1, 2], data: { enabled: false } });
    await dp.updateMany('PositionType', { ids: [1, 2], data: { remark: 'r' } });
    expect(calls).toEqual([
      { method: 'POST', url: 'PositionType/EnableOrDisable', body: { ids: [1, 2], enabled: false } },
      { method: 'PUT', url: 'PositionType/Edit', body: { id: 1, remark: 'r' } },
      { method: 'PUT', url: 'PositionType/Edit', body: { id: 2, remark: 'r' } },
    ]);
  });

  it('enable, exportFile and dropdown', async () => {
    const { t, calls } = fakeTransport({
      'PositionType/EnableOrDisable': { updated: 1 },
      'PositionType/GetDropDown': [{ value: 1, display: '生产' }],
    });
    const dp = createDataProvider(t, endpoints);
    expect(await dp.enable('PositionType', { ids: [1], enabled: true })).toEqual({ updated: 1 });
    expect(
      (await dp.exportFile('PositionType', { filter: { name_like: 'a', empty: '' }, sort: { field: 'sort', order: 'DESC' } })).fileName,
    ).toBe('types.xlsx');
    expect(await dp.dropdown('PositionType')).toEqual([{ value: 1, display: '生产' }]);
    expect(calls[1]).toEqual({ method: 'DOWNLOAD', url: 'PositionType/Export', params: { name_like: 'a', sort: '-sort' } });
    expect(calls[2]).toEqual({ method: 'GET', url: 'PositionType/GetDropDown', params: {} });
  });

  it('downloads the import template and tells widgets where an operation is served', async () => {
    const { t, calls } = fakeTransport({});
    const dp = createDataProvider(t, endpoints);
    expect((await dp.templateFile('PositionType')).fileName).toBe('types.xlsx');
    expect(calls).toEqual([{ method: 'DOWNLOAD', url: 'PositionType/DownloadTemplate', params: undefined }]);
    expect(dp.urlOf('PositionType', 'import')).toBe('PositionType/Import');
    expect(dp.urlOf('ReadOnly', 'template')).toBeUndefined();
    expect(dp.urlOf('Nobody', 'import')).toBeUndefined();
    await expect(dp.templateFile('ReadOnly')).rejects.toThrow(MissingEndpointError);
  });

  it('names the resource and operation when an endpoint is missing', async () => {
    const { t } = fakeTransport({});
    const dp = createDataProvider(t, endpoints);
    await expect(dp.create('ReadOnly', { data: {} })).rejects.toBeInstanceOf(MissingEndpointError);
    await expect(dp.getOne('Nope', { id: 1 })).rejects.toThrow('Resource "Nope" has no "detail" endpoint');
    // Rejects, never throws: react-admin turns a throwing provider into a generic error.
    await expect(dp.enable('ReadOnly', { ids: [1], enabled: true })).rejects.toBeInstanceOf(MissingEndpointError);
    await expect(dp.exportFile('ReadOnly', {})).rejects.toBeInstanceOf(MissingEndpointError);
    await expect(dp.dropdown('ReadOnly')).rejects.toBeInstanceOf(MissingEndpointError);
  });
});
