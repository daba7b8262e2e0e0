import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf } from '../../plugins/auth.ts';
import { deliver, qualification } from './deliver.ts';
import * as records from './records.ts';
import { recordDetail } from './hr-detail.ts';
import { APPLICATION_MENUS } from './menus.ts';
import * as s from './schemas.ts';

/** Applications: the seeker applies and follows their own; HR opens one of the company's (through a positions or pipeline screen). */
export function deliveryRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.post('/ResumeDeliveryRecord/User/Delivery', { schema: s.deliver }, async (req) =>
    ok(req, await deliver(deps, callerOf(req), req.lang, req.body)),
  );
  r.get('/PositionInfo/Qualification', { schema: s.qualification }, async (req) =>
    ok(req, await qualification(deps, callerOf(req), req.lang, req.query.id)),
  );
  r.get('/ResumeDeliveryRecord/User/GetList', { schema: s.seekerList }, async (req) =>
    ok(req, await records.seekerRecords(deps, callerOf(req), req.lang, req.query)),
  );
  r.get('/ResumeDeliveryRecord/GetDeliveryRecordByPositionId', { schema: s.byPosition }, async (req) =>
    ok(req, await records.openRecordForPosition(deps, callerOf(req), req.lang, req.query.positionId)),
  );
  r.post('/ResumeDeliveryRecord/updateArrivaTime', { schema: s.arrivalTime }, async (req) =>
    ok(req, await records.updateArrivalTime(deps, callerOf(req), req.body)),
  );
  r.post('/ResumeDeliveryRecord/updateResumeEducation', { schema: s.resumeEducation }, async (req) =>
    ok(req, await records.updateResumeEducation(deps, callerOf(req), req.body)),
  );
  r.get(
    '/ResumeDeliveryRecord/GetDetail',
    { schema: s.hrDetail, config: { auth: 'manage', menu: APPLICATION_MENUS, byApplication: true } },
    async (req) => ok(req, await recordDetail(deps, callerOf(req), req.lang, req.query.id)),
  );
}
