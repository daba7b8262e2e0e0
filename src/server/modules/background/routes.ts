/**
 * ThirdInterface/*: 背景调查 (resources/_menu.json page 415, key backgroundCheck:query), and 录用's row
 * button (key hire:backgroundCheck), which checks the application it names (`deliveryRecordId`) only.
 */
import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import { findSchema, meritsSchema } from './schemas.ts';
import { BACKGROUND_KEY, findByIdNo, HIRE_BACKGROUND_KEY, meritsInfo } from './service.ts';

export function backgroundRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const config = { auth: 'manage' as const, fn: [BACKGROUND_KEY, HIRE_BACKGROUND_KEY], byApplication: true };
  r.get('/ThirdInterface/FindByIdNoEncrypt', { schema: findSchema, config }, async (req) =>
    ok(req, await findByIdNo(deps, managerOf(req), req.query)),
  );
  r.get('/ThirdInterface/GetMeritsInfo', { schema: meritsSchema, config }, async (req) =>
    ok(req, await meritsInfo(deps, managerOf(req), req.query, req.lang)),
  );
}
