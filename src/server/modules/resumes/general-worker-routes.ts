import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as worker from './general-worker.ts';
import { POSITION_EDIT_KEYS, POSITION_MENUS } from './records.ts';
import * as s from './general-worker-schemas.ts';

/** ResumeLib/GeneralWorker/*: special-form answers of an application, for its seeker and for HR. */
export function generalWorkerRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const base = '/ResumeLib/GeneralWorker';
  r.get(`${base}/GetDeliveryRecordInfo`, { schema: s.getInfo }, async (req) =>
    ok(req, await worker.seekerInfo(deps, callerOf(req), req.query.id, req.lang)),
  );
  r.get(
    `${base}/GetBackDeliveryRecordInfo`,
    { schema: s.getBackInfo, config: { auth: 'manage', menu: POSITION_MENUS, byApplication: true } },
    async (req) => ok(req, await worker.backInfo(deps, callerOf(req), req.query.id, req.lang)),
  );
  r.post(
    `${base}/EditBackResume`,
    { schema: s.editBack, config: { auth: 'manage', fn: POSITION_EDIT_KEYS, byApplication: true } },
    async (req) => ok(req, await worker.editBack(deps, callerOf(req), req.body, req.lang)),
  );
}
