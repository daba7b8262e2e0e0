import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import * as s from './schemas.ts';
import { getAllOverlays, getOverlay, overlayHistory, rollbackOverlay, saveOverlay } from './service.ts';
import type { Overlay } from './overlay.ts';

/** Function key that lets an admin change screens at run time. */
export const CONFIG_KEY = 'resourceConfig:edit';

export function configRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const read = { auth: 'manage' as const };
  const write = { auth: 'manage' as const, fn: CONFIG_KEY };
  r.get('/ResourceConfig/Get', { schema: s.getOverlay, config: read }, async (req) =>
    ok(req, await getOverlay(deps, managerOf(req), req.query.resource)),
  );
  r.get('/ResourceConfig/GetAll', { schema: s.getAll, config: read }, async (req) => ok(req, await getAllOverlays(deps, managerOf(req))));
  r.get('/ResourceConfig/History', { schema: s.history, config: write }, async (req) =>
    ok(req, await overlayHistory(deps, managerOf(req), req.query.resource)),
  );
  r.post('/ResourceConfig/Save', { schema: s.save, config: write }, async (req) =>
    ok(req, await saveOverlay(deps, managerOf(req), { ...req.body, overlay: req.body.overlay as Overlay })),
  );
  r.post('/ResourceConfig/Rollback', { schema: s.rollback, config: write }, async (req) =>
    ok(req, await rollbackOverlay(deps, managerOf(req), req.body.resource, req.body.version)),
  );
}
