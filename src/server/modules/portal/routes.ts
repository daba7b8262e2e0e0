import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as portal from './service.ts';
import * as collects from './collects.ts';
import * as s from './schemas.ts';

/** Positions as job seekers find them (public) and the positions they save (their own only). */
export function portalRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const open = { auth: 'public' as const };
  r.get('/PositionInfo/GetListForHome', { schema: s.homeList, config: open }, async (req) =>
    ok(req, await portal.homeList(deps, req.query)),
  );
  r.get('/PositionInfo/GetSimilarPosition', { schema: s.similar, config: open }, async (req) =>
    ok(req, await portal.similarPositions(deps, req.query)),
  );
  r.get('/PositionInfo/GetCommonlyUsedTags', { schema: s.commonTags, config: open }, async (req) =>
    ok(req, await portal.commonlyUsedTags(deps)),
  );
  r.get('/PositionInfo/WorkExperience', { schema: s.workExperience, config: open }, async (req) =>
    ok(req, portal.workExperienceOptions(req.lang)),
  );
  r.get('/PositionTags/GetTagsByCompany', { schema: s.tagsByCompany, config: open }, async (req) =>
    ok(req, await portal.tagsByCompany(deps, req.query.tenementId)),
  );
  r.get('/PositionType/GetDropDownForHome', { schema: s.typesForHome, config: open }, async (req) =>
    ok(req, await portal.typesForHome(deps, req.query.tenementId)),
  );

  r.get('/PositionInfo/GetIsCollect', { schema: s.isCollect }, async (req) =>
    ok(req, await collects.isCollect(deps, callerOf(req), req.query.positionId)),
  );
  r.post('/PositionCollect/Add', { schema: s.addCollect }, async (req) =>
    ok(req, await collects.addCollect(deps, callerOf(req), req.body.positionId)),
  );
  r.delete('/PositionCollect/Delete', { schema: s.deleteCollect }, async (req) =>
    ok(req, await collects.deleteCollect(deps, callerOf(req), req.query.positionId)),
  );
  r.get('/PositionCollect/GetList', { schema: s.collectList }, async (req) =>
    ok(req, await collects.collectList(deps, callerOf(req), req.query)),
  );
}
