import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf, managerOf } from '../../plugins/auth.ts';
import { EDIT_KEY, REVIEW_KEY, TEAM_CODE_MENU } from './constants.ts';
import { getTeamCode, joinByCode, renewTeamCode } from './team-code.ts';
import { formDetail, joinRequests, ownForms, reviewForm } from './review.ts';
import * as s from './schemas.ts';

/** Team code (menu 104) and the join requests it leads to. */
export function joiningRoutes({ api, deps, limits }: RouteContext) {
  const r = typed(api);
  const read = { auth: 'manage' as const, menu: TEAM_CODE_MENU };
  r.get('/TenementCode/GetTenementCode', { schema: s.getCode, config: read }, async (req) =>
    ok(req, await getTeamCode(deps, managerOf(req))),
  );
  r.put('/TenementCode/Update', { schema: s.renewCode, config: { auth: 'manage', fn: EDIT_KEY } }, async (req) =>
    ok(req, await renewTeamCode(deps, managerOf(req))),
  );
  // Guessing codes is the only way in without an invitation: limited per address like the identity calls.
  r.post('/TenementCode/Join', { schema: s.join, config: { auth: 'user', rateLimit: limits.perIp } }, async (req) =>
    ok(req, await joinByCode(deps, callerOf(req), req.body)),
  );

  r.get('/Form/GetTenementUserJoinReviewList', { schema: s.reviewList, config: read }, async (req) =>
    ok(req, await joinRequests(deps, managerOf(req), req.query)),
  );
  r.get('/Form/GetFormList', { schema: s.formList }, async (req) => ok(req, await ownForms(deps, callerOf(req), req.query)));
  r.get('/Form/GetFormById', { schema: s.formById }, async (req) => ok(req, await formDetail(deps, callerOf(req), req.query.id)));
  r.post('/Form/ReviewForm', { schema: s.reviewForm, config: { auth: 'manage', fn: REVIEW_KEY } }, async (req) =>
    ok(req, await reviewForm(deps, managerOf(req), req.body)),
  );
}
