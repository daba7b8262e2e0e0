/**
 * ThirdInterface/*: 背景调查 (resources/_menu.json page 415, key backgroundCheck:query), also opened
 * from a hire-stage application (its `deliveryRecordId`).
 */
import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import { findSchema, meritsSchema } from './schemas.ts';
import { findByIdNo, meritsInfo } from './service.ts';

export function backgroundRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const config = { auth: 'manage' as const, fn: 'backgroundCheck:query', byApplication: true };
  r.get('/ThirdInterface/FindByIdNoEncrypt', { schema: findSchema, config }, async (req) =>
    ok(req, await findByIdNo(deps, managerOf(req), req.query)),
  );
  r.get('/ThirdInterface/GetMeritsInfo', { schema: meritsSchema, config }, async (req) =>
    ok(req, await meritsInfo(deps, managerOf(req), req.query, req.lang)),
  );
}
