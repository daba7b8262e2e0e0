import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope, nullData } from '../../http/envelope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { readAll, removeValue, setValue } from './service.ts';

const key = { type: 'string', minLength: 1, maxLength: 200 } as const;
const getAll = {
  tags: ['UserStore'],
  summary: 'The caller’s UI settings (react-admin Store), hydrated at login',
  response: { 200: envelope({ type: 'object', additionalProperties: { type: 'string' } }) },
} as const;
const set = {
  tags: ['UserStore'],
  summary: 'Keep one UI setting (value: JSON text)',
  body: { type: 'object', required: ['key', 'value'], properties: { key, value: { type: 'string', maxLength: 65536 } } },
  response: { 200: envelope(nullData) },
} as const;
const remove = {
  tags: ['UserStore'],
  summary: 'Forget one UI setting, or every setting under a prefix',
  body: { type: 'object', required: ['key'], properties: { key, prefix: { type: 'boolean', default: false } } },
  response: { 200: envelope(nullData) },
} as const;

/** Per-user UI state: any logged-in user, only ever their own rows. */
export function userStoreRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.get('/UserStore/GetAll', { schema: getAll }, async (req) => ok(req, await readAll(deps, callerOf(req).userId)));
  r.post('/UserStore/Set', { schema: set }, async (req) =>
    ok(req, await setValue(deps, callerOf(req).userId, req.body.key, req.body.value)),
  );
  r.post('/UserStore/Remove', { schema: remove }, async (req) =>
    ok(req, await removeValue(deps, callerOf(req).userId, req.body.key, req.body.prefix ?? false)),
  );
}
