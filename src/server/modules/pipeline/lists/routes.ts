/**
 * The stage lists and their exports: a list opens to whoever holds its screen's menu; its export,
 * served once the screen's definition declares one, to the screen's `:export` key. Lists name no application id, so
 * they are not `byApplication`: the data scope is their where clause.
 */
import type { RouteContext } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { managerOf } from '../../../plugins/auth.ts';
import { sendXlsx } from '../../../http/reply.ts';
import { INTERVIEW_STEP_LISTS, SCREEN_MENU_IDS, STAGE_LISTS } from './catalog.ts';
import { exportDeclared, exportStageList } from './export.ts';
import { exportSchema, listSchema, stepCountsSchema, type ListQuery } from './schemas.ts';
import type { PageQuery } from '../../../http/envelope.ts';
import { interviewStepCounts, stageList } from './service.ts';

export function stageListRoutes({ api, deps }: RouteContext) {
  for (const list of INTERVIEW_STEP_LISTS)
    api.get(`/${list.path}`, { schema: listSchema(list), config: { auth: 'manage', menu: list.menuId } }, async (req) =>
      ok(req, await stageList(deps, managerOf(req), list, req.query as ListQuery & PageQuery, req.lang)),
    );
  api.get(
    '/ResumeDeliveryRecord/Interview/GetStepCounts',
    { schema: stepCountsSchema(), config: { auth: 'manage', menu: SCREEN_MENU_IDS.interview! } },
    async (req) => ok(req, await interviewStepCounts(deps, managerOf(req), req.query as ListQuery)),
  );
  for (const list of STAGE_LISTS) {
    api.get(`/${list.path}`, { schema: listSchema(list), config: { auth: 'manage', menu: list.menuId } }, async (req) =>
      ok(req, await stageList(deps, managerOf(req), list, req.query as ListQuery & PageQuery, req.lang)),
    );
    if (!exportDeclared(list)) continue;
    api.get(
      `/${list.exportPath}`,
      { schema: exportSchema(list), config: { auth: 'manage', fn: `${list.screen}:export` } },
      async (req, reply) => sendXlsx(reply, await exportStageList(deps, managerOf(req), list, req.query as ListQuery, req.lang)),
    );
  }
}
