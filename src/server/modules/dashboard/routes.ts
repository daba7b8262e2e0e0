import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import * as s from './schemas.ts';
import { HOME_MENU, homePageData, homePageRecruitData } from './service.ts';

/** 首页 (menu 1): the dashboard's figures and trend, for whoever may open the home page. */
export function dashboardRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const config = { auth: 'manage' as const, menu: HOME_MENU };
  r.get('/Page/GetHomePageData', { schema: s.getHomePageData, config }, async (req) => ok(req, await homePageData(deps, managerOf(req))));
  r.get('/Page/GetHomePageRecruitData', { schema: s.getHomePageRecruitData, config }, async (req) =>
    ok(req, await homePageRecruitData(deps, managerOf(req), req.query.days)),
  );
}
