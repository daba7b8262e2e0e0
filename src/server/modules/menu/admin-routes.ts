import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf } from '../../plugins/auth.ts';
import { Menu } from '../../../../generated/definitions/Menu.ts';
import { FunctionKey } from '../../../../generated/definitions/FunctionKey.ts';
import { menuTree } from './presenter.ts';
import * as repo from './admin-repository.ts';
import * as svc from './admin-service.ts';
import * as s from './admin-schemas.ts';

/** Menus and function keys are shared by every company: reads need the screen, writes the platform admin too. */
export function menuAdminRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const read = (menu: number) => ({ auth: 'manage' as const, menu });
  const write = (fn: string) => ({ auth: 'manage' as const, fn, platform: true });
  const m = Menu.menu;
  r.get('/Menu/GetList', { schema: s.menuList, config: read(m.id) }, async (req) =>
    ok(req, await svc.listMenus(deps, req.query, req.lang)),
  );
  api.get('/Menu/GetMenuTree', { schema: s.menuTree, config: { auth: 'manage' } }, async (req) => {
    const [menus, functions] = await Promise.all([repo.allMenus(deps.db), deps.db.query.functions.findMany()]);
    return ok(req, menuTree({ isAdmin: true, menus, functions, functionKeys: new Set() }, req.lang));
  });
  r.get('/Menu/GetDropDown', { schema: s.menuDropDown, config: { auth: 'manage' } }, async (req) =>
    ok(req, await svc.menuOptions(deps, req.lang)),
  );
  r.post('/Menu/Add', { schema: s.menuAdd, config: write(`${m.key}:add`) }, async (req) =>
    ok(req, await svc.addMenu(deps, callerOf(req), req.body, req.lang)),
  );
  r.put('/Menu/Edit', { schema: s.menuEdit, config: write(`${m.key}:edit`) }, async (req) =>
    ok(req, await svc.editMenu(deps, callerOf(req), req.body, req.lang)),
  );
  r.delete('/Menu/Delete', { schema: s.menuDelete, config: write(`${m.key}:delete`) }, async (req) =>
    ok(req, await svc.deleteMenus(deps, callerOf(req), req.query.ids)),
  );
  r.post('/Menu/EnableOrDisable', { schema: s.menuEnable, config: write(`${m.key}:enable`) }, async (req) =>
    ok(req, await svc.enableMenus(deps, callerOf(req), req.body.ids, req.body.enabled)),
  );

  const f = FunctionKey.menu;
  r.get('/Function/GetFunctionsByCon', { schema: s.functionList, config: read(f.id) }, async (req) => {
    const q = req.query;
    const { rows, total } = await repo.functionPage(
      deps.db,
      { menuId: q.menuId, keyLike: q.functionKey_like, nameLike: q.name_like },
      q.page,
      q.perPage,
    );
    return ok(req, { list: rows, totalCount: total, page: q.page, perPage: q.perPage });
  });
  r.post('/Function/Add', { schema: s.functionAdd, config: write(`${f.key}:add`) }, async (req) =>
    ok(req, await svc.addFunction(deps, callerOf(req), req.body)),
  );
  r.put('/Function/Edit', { schema: s.functionEdit, config: write(`${f.key}:edit`) }, async (req) =>
    ok(req, await svc.editFunction(deps, callerOf(req), req.body)),
  );
  r.delete('/Function/Delete', { schema: s.functionDelete, config: write(`${f.key}:delete`) }, async (req) =>
    ok(req, await svc.deleteFunctions(deps, callerOf(req), req.query.ids)),
  );
}
