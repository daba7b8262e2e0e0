import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf } from '../../plugins/auth.ts';
import { grantsOf } from '../access/service.ts';
import { menuTree } from './presenter.ts';
import * as s from './schemas.ts';

export function menuRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  api.get('/Menu/GetLoginMenuTree', { schema: s.getLoginMenuTree, config: { auth: 'manage' } }, async (req) =>
    ok(req, menuTree(await grantsOf(deps.db, callerOf(req)), req.lang)),
  );
  r.get('/Menu/GetControlledMenus', { schema: s.getControlledMenus, config: { auth: 'manage' } }, async (req) => {
    const grants = await grantsOf(deps.db, callerOf(req));
    return ok(req, { paths: grants.menus.map((m) => m.path), functionKeys: [...grants.functionKeys].sort(), isAdmin: grants.isAdmin });
  });
}
