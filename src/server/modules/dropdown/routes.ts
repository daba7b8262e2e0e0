import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope } from '../../http/envelope.ts';
import { logResourceOptions } from '../oplog/resources.ts';
import { CATALOG, SINGLE, present } from './catalog.ts';

const option = {
  type: 'object',
  required: ['value', 'display'],
  properties: { value: { type: ['string', 'integer'] }, display: { type: 'string' } },
  additionalProperties: false,
} as const;
const options = { type: 'array', items: option } as const;

/** The fixed lists of the seeds' DropDown calls: public, in the caller's language. */
export function dropdownRoutes({ api }: RouteContext) {
  const r = typed(api);
  const open = { auth: 'public' as const };
  for (const [group, lists] of Object.entries(CATALOG)) {
    const schema = {
      tags: ['DropDown'],
      summary: `${group} option lists: one with ?type=, else all of them by type (${Object.keys(lists).join(', ')})`,
      querystring: { type: 'object', properties: { type: { type: 'string', enum: Object.keys(lists) } } },
      response: { 200: envelope({ anyOf: [options, { type: 'object', additionalProperties: options }] }) },
    } as const;
    r.get(`/DropDown/${group}`, { schema, config: open }, async (req) => {
      const { type } = req.query as { type?: string };
      if (type) return ok(req, present(lists[type]!, req.lang));
      return ok(req, Object.fromEntries(Object.entries(lists).map(([k, v]) => [k, present(v, req.lang)])));
    });
  }
  for (const [path, list] of Object.entries(SINGLE)) {
    r.get(`/DropDown/${path}`, { schema: { tags: ['DropDown'], response: { 200: envelope(options) } }, config: open }, async (req) =>
      ok(req, present(list, req.lang)),
    );
  }
  // The names a log entry may carry: the screens writes happen on, and the few extra record kinds.
  r.get(
    '/DropDown/Log/ResourcesType',
    { schema: { tags: ['DropDown'], response: { 200: envelope(options) } }, config: { auth: 'manage' } },
    async (req) => ok(req, logResourceOptions(req.lang)),
  );
}
