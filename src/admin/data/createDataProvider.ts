/**
 * The react-admin data provider over the generated endpoint map. The transport is injected (the
 * shell's http client in the app, a fake in tests), so every failure already went through the
 * shell's error catalogue before react-admin sees it.
 */
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import type { Query } from '../../shell/httpCore.ts';
import type { Endpoint, EndpointMap, EndpointOp, Option } from '../engine/types.ts';
import {
  deleteParams,
  enableBody,
  exportParams,
  filterParams,
  isEnableOnly,
  listParams,
  toListResult,
  updateBody,
  writableFields,
  type ListPage,
  type SortPayload,
} from './mapping.ts';

interface CallOpts {
  signal?: AbortSignal;
  /** States the caller shows itself (a delete's refusal dialog): the client shows no toast for them. */
  quietStates?: readonly number[];
  /** The form puts per-field errors under its fields: no toast repeats them. */
  fieldsShown?: boolean;
}

/** A delete's `meta.quietStates` (the engine shows its refusals itself); a form's save, `meta.fieldsShown`. */
const quietOf = (meta: unknown): CallOpts => {
  const m = meta as { quietStates?: unknown; fieldsShown?: unknown } | undefined;
  const states = m?.quietStates;
  return {
    ...(Array.isArray(states) ? { quietStates: states.filter((s): s is number => typeof s === 'number') } : {}),
    ...(m?.fieldsShown === true ? { fieldsShown: true } : {}),
  };
};

export interface Download {
  blob: Blob;
  fileName: string;
}

/** The slice of the shell's http client the provider needs. */
export interface Transport {
  get<T>(path: string, params?: Query, opts?: CallOpts): Promise<T>;
  post<T>(path: string, body?: unknown, opts?: CallOpts): Promise<T>;
  put<T>(path: string, body?: unknown, opts?: CallOpts): Promise<T>;
  delete<T>(path: string, params?: Query, opts?: CallOpts): Promise<T>;
  download(path: string, params?: Query, opts?: CallOpts): Promise<Download>;
}

export interface RecruitDataProvider extends DataProvider {
  enable(resource: string, params: { ids: Identifier[]; enabled: boolean }): Promise<{ updated: number }>;
  exportFile(resource: string, params: { filter?: Record<string, unknown>; sort?: SortPayload }): Promise<Download>;
  dropdown(resource: string, params?: { filter?: Record<string, unknown> }): Promise<Option[]>;
  /** The import template (a workbook named by Content-Disposition). */
  templateFile(resource: string): Promise<Download>;
  /**
   * Where an operation is served, or undefined when the resource has none: for widgets that talk
   * to the server themselves (the Excel import dialog uploads with progress). Synchronous, so
   * read it with useEndpointUrl: react-admin's proxy around the provider wants promises.
   */
  urlOf(resource: string, op: EndpointOp): string | undefined;
}

/** A resource without the endpoint is a generator or definition bug: say which one. */
export class MissingEndpointError extends Error {
  constructor(resource: string, op: EndpointOp) {
    super(`Resource "${resource}" has no "${op}" endpoint in generated/admin/endpoints.ts`);
    this.name = 'MissingEndpointError';
  }
}

export function endpointOf(endpoints: EndpointMap, resource: string, op: EndpointOp): Endpoint {
  const ep = endpoints[resource]?.[op];
  if (!ep) throw new MissingEndpointError(resource, op);
  return ep;
}

/** GET and DELETE carry their payload as query params, POST and PUT as a JSON body. */
function send<T>(t: Transport, ep: Endpoint, payload: { params?: Query; body?: unknown }, opts: CallOpts = {}): Promise<T> {
  switch (ep.method) {
    case 'GET':
      return t.get<T>(ep.url, payload.params, opts);
    case 'DELETE':
      return t.delete<T>(ep.url, payload.params, opts);
    case 'POST':
      return t.post<T>(ep.url, payload.body ?? payload.params, opts);
    case 'PUT':
      return t.put<T>(ep.url, payload.body ?? payload.params, opts);
  }
}

export function createDataProvider(t: Transport, endpoints: EndpointMap): RecruitDataProvider {
  // Async so a missing endpoint rejects: react-admin refuses providers that throw.
  const call = async <T>(resource: string, op: EndpointOp, payload: { params?: Query; body?: unknown }, opts?: CallOpts) =>
    send<T>(t, endpointOf(endpoints, resource, op), payload, opts);
  const getOne = (resource: string, id: Identifier, signal?: AbortSignal) =>
    call<RaRecord>(resource, 'detail', { params: { id } }, { signal });
  // A list tab (`list.tabs`) names its own call in `meta.listPath`; the filters, sort and pages are the list's.
  const getList = async (resource: string, p: GetListParams) => {
    const listPath = (p.meta as { listPath?: string } | undefined)?.listPath;
    const ep: Endpoint = listPath ? { method: 'GET', url: listPath } : endpointOf(endpoints, resource, 'list');
    return toListResult(await send<ListPage<RaRecord>>(t, ep, { params: listParams(p) }, { signal: p.signal }));
  };
  const update = async (resource: string, id: Identifier, data: Record<string, unknown>, opts?: CallOpts) =>
    call<RaRecord>(resource, 'update', { body: updateBody(id, data) }, opts);
  const enable = (resource: string, p: { ids: Identifier[]; enabled: boolean }) =>
    call<{ updated: number }>(resource, 'enable', { body: enableBody(p.ids, p.enabled) });

  return {
    supportAbortSignal: true,
    getList: async <R extends RaRecord>(resource: string, p: GetListParams) => (await getList(resource, p)) as GetListResult<R>,
    getOne: async <R extends RaRecord>(resource: string, p: GetOneParams) => ({ data: (await getOne(resource, p.id, p.signal)) as R }),
    // No batch read in the contract: the detail call per id (references show a handful at most).
    getMany: async <R extends RaRecord>(resource: string, p: GetManyParams) => ({
      data: (await Promise.all(p.ids.map((id) => getOne(resource, id, p.signal)))) as R[],
    }),
    getManyReference: async <R extends RaRecord>(resource: string, p: GetManyReferenceParams) =>
      (await getList(resource, { ...p, filter: { ...p.filter, [p.target]: p.id } })) as GetListResult<R>,
    create: async <R extends RaRecord>(resource: string, p: CreateParams) => {
      const body = { body: writableFields(p.data as Record<string, unknown>) };
      const made = await call<Record<string, unknown>>(resource, 'create', body, quietOf(p.meta));
      // A create that made no record (TenementUser/Add inviting an existing account) has no id; react-admin wants one.
      return { data: ('id' in made ? made : { ...made, id: 0 }) as R };
    },
    update: async <R extends RaRecord>(resource: string, p: UpdateParams) => ({
      data: (await update(resource, p.id, p.data as Record<string, unknown>, quietOf(p.meta))) as R,
    }),
    updateMany: async (resource: string, p: UpdateManyParams) => {
      const data = p.data as Record<string, unknown>;
      if (isEnableOnly(data)) await enable(resource, { ids: p.ids, enabled: data.enabled });
      else await Promise.all(p.ids.map((id) => update(resource, id, data)));
      return { data: p.ids };
    },
    delete: async <R extends RaRecord>(resource: string, p: DeleteParams<R>) => {
      await call<{ deleted: number }>(resource, 'delete', { params: deleteParams([p.id]) }, quietOf(p.meta));
      return { data: p.previousData ?? ({ id: p.id } as R) };
    },
    deleteMany: async (resource: string, p: DeleteManyParams) => {
      await call<{ deleted: number }>(resource, 'delete', { params: deleteParams(p.ids) }, quietOf(p.meta));
      return { data: p.ids };
    },
    enable,
    exportFile: async (resource, p) => t.download(endpointOf(endpoints, resource, 'export').url, exportParams(p)),
    dropdown: (resource, p) => call<Option[]>(resource, 'dropdown', { params: filterParams(p?.filter) }),
    templateFile: async (resource) => t.download(endpointOf(endpoints, resource, 'template').url),
    urlOf: (resource, op) => endpoints[resource]?.[op]?.url,
  };
}
