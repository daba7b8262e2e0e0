import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { RouteContext } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope, importResultData, listData } from '../../http/envelope.ts';
import { managerOf } from '../../plugins/auth.ts';
import { genericRoutes, type GenericRoute } from '../../../../generated/server/routes.ts';
import * as service from './service.ts';
import { exportRecords } from './export.ts';
import { importRecords, importTemplate } from './import.ts';
import { readParts } from '../../http/multipart.ts';
import { id, ids } from '../../http/ids.ts';
import { sendXlsx } from '../../http/reply.ts';
import { historyServedGenerically } from './reference-repository.ts';

type Json = Record<string, unknown>;
const count = (key: string) =>
  ({ type: 'object', required: [key], properties: { [key]: { type: 'integer' } }, additionalProperties: false }) as const;

/** Request and response schemas of each generic action. */
function schemaOf(r: GenericRoute): RouteOptions['schema'] & Json {
  const tags = [r.resource];
  switch (r.action) {
    case 'list':
      return { tags, querystring: r.querystring, response: { 200: envelope(listData(r.record as never)) } };
    case 'detail':
      return {
        tags,
        querystring: { type: 'object', required: ['id'], properties: { id } },
        response: { 200: envelope(r.record as never) },
      };
    case 'create':
    case 'update':
      return { tags, body: r.body, response: { 200: envelope(r.record as never) } };
    case 'delete': {
      // The seeds delete with DELETE and a query, or (SysParam) with PUT and a body.
      const carrier = r.method === 'DELETE' ? 'querystring' : 'body';
      return {
        tags,
        [carrier]: { type: 'object', required: ['ids'], properties: { ids } },
        response: { 200: envelope(count('deleted') as never) },
      };
    }
    case 'enable':
      return {
        tags,
        body: { type: 'object', required: ['ids', 'enabled'], properties: { ids, enabled: { type: 'boolean' } } },
        response: { 200: envelope(count('updated') as never) },
      };
    case 'dropdown':
      return {
        tags,
        response: {
          200: envelope({
            type: 'array',
            items: { type: 'object', properties: { value: { type: 'integer' }, display: { type: 'string' } } },
          }),
        },
      };
    case 'import':
      return { tags, consumes: ['multipart/form-data'], response: { 200: envelope(importResultData as never) } };
    case 'template':
      return { tags };
    default:
      return { tags, querystring: r.querystring };
  }
}

type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function handlerOf(r: GenericRoute, deps: RouteContext['deps']): Handler {
  const name = r.resource;
  const q = (req: FastifyRequest) => req.query as Json;
  const b = (req: FastifyRequest) => req.body as Json;
  // The generated list query defaults page and perPage (generated/server/routes.ts).
  const list = (req: FastifyRequest) => req.query as service.ListInput;
  switch (r.action) {
    case 'list':
      return async (req) => ok(req, await service.listRecords(deps, managerOf(req), name, list(req)));
    case 'detail':
      return async (req) => ok(req, await service.getRecord(deps, managerOf(req), name, q(req).id as number));
    case 'create':
      return async (req) => ok(req, await service.createRecord(deps, managerOf(req), name, b(req)));
    case 'update':
      return async (req) => ok(req, await service.updateRecord(deps, managerOf(req), name, b(req) as Json & { id: number }));
    case 'delete': {
      const from = r.method === 'DELETE' ? q : b;
      return async (req) => ok(req, await service.deleteRecords(deps, managerOf(req), name, from(req).ids as number[], req.lang));
    }
    case 'enable':
      return async (req) =>
        ok(req, await service.enableRecords(deps, managerOf(req), name, b(req).ids as number[], b(req).enabled as boolean));
    case 'dropdown':
      return async (req) => ok(req, await service.dropdown(deps, managerOf(req), name));
    case 'export':
      return async (req, reply) => sendXlsx(reply, await exportRecords(deps, managerOf(req), name, list(req), req.lang));
    case 'template':
      return async (req, reply) => sendXlsx(reply, await importTemplate(name, req.lang));
    case 'import':
      return async (req) => {
        const { files } = await readParts(req);
        return ok(req, await importRecords(deps, managerOf(req), name, files[0]!.data, req.lang));
      };
    default:
      throw new Error(`generic action ${r.action} of ${name} has no handler yet`);
  }
}

/** Every route of every generically served resource, from generated/server/routes.ts. */
export function resourceRoutes({ api, deps }: RouteContext) {
  // The generic delete would let a screen remove what happened to applications: never serve those tables.
  const history = historyServedGenerically();
  if (history.length) throw new Error(`${history.join(', ')} would serve a history table generically; history is never deletable`);
  for (const r of genericRoutes) {
    api.route({
      method: r.method,
      url: r.url,
      schema: schemaOf(r),
      config: { auth: 'manage', menu: r.menuId, ...(r.functionKey ? { fn: r.functionKey } : {}) },
      handler: handlerOf(r, deps),
    });
  }
}
