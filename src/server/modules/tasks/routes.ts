/**
 * TaskRecruitInfo: 招聘任务 (menu 314, keys taskRecruit:*), 任务明细 (315, taskRecruitLine:*) and
 * 任务达成明细 (601). The seeds name the reports and CancelTask; the writes are named here.
 */
import type { RouteContext } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import * as s from './schemas.ts';
import * as lines from './lines.ts';
import * as service from './service.ts';
import { TASK_DETAIL_MENU, TASK_LINE_MENU, TASK_MENU } from './service.ts';

const base = '/TaskRecruitInfo';

function readRoutes({ api, deps }: RouteContext) {
  // Untyped: rows carry Date objects the serializer writes as date-time strings.
  const r = api;
  const menu = (m: number | number[]) => ({ auth: 'manage' as const, menu: m });
  r.get(`${base}/Report/GetTaskRecruitSummary`, { schema: s.summary, config: menu(TASK_MENU) }, async (req) =>
    ok(req, await service.taskSummary(deps, managerOf(req), req.query as service.SummaryQuery)),
  );
  r.get(`${base}/GetDetail`, { schema: s.detail, config: menu(TASK_MENU) }, async (req) =>
    ok(req, await service.taskDetail(deps, managerOf(req), (req.query as { id: number }).id)),
  );
  r.get(`${base}/GetDropDown`, { schema: s.dropDown, config: menu([TASK_MENU, TASK_LINE_MENU, TASK_DETAIL_MENU]) }, async (req) =>
    ok(req, await service.taskOptions(deps, managerOf(req), (req.query as { open?: boolean }).open, req.lang)),
  );
  r.get(`${base}/Report/GetTaskRecruitDetailList`, { schema: s.lineList, config: menu([TASK_LINE_MENU, TASK_MENU]) }, async (req) =>
    ok(req, await lines.lineList(deps, managerOf(req), req.query as lines.LineQuery)),
  );
  r.get(`${base}/Line/GetDetail`, { schema: s.lineDetail, config: menu(TASK_LINE_MENU) }, async (req) =>
    ok(req, await lines.lineDetail(deps, managerOf(req), (req.query as { id: number }).id)),
  );
  r.get(`${base}/Line/GetDropDown`, { schema: s.lineDropDown, config: menu([TASK_DETAIL_MENU, TASK_LINE_MENU]) }, async (req) =>
    ok(req, await lines.lineOptions(deps, managerOf(req), (req.query as { taskId?: number }).taskId)),
  );
  r.get(
    `${base}/Report/GetTaskLineDetail`,
    { schema: s.counted, config: menu([TASK_DETAIL_MENU, TASK_MENU, TASK_LINE_MENU]) },
    async (req) => ok(req, await lines.countedList(deps, managerOf(req), req.query as { page: number; perPage: number }, req.lang)),
  );
}

function writeRoutes({ api, deps }: RouteContext) {
  const r = api;
  const fn = (key: string) => ({ auth: 'manage' as const, fn: key });
  r.post(`${base}/Add`, { schema: s.add, config: fn('taskRecruit:add') }, async (req) =>
    ok(req, await service.addTask(deps, managerOf(req), req.body as service.TaskInput)),
  );
  r.put(`${base}/Edit`, { schema: s.edit, config: fn('taskRecruit:edit') }, async (req) =>
    ok(req, await service.editTask(deps, managerOf(req), req.body as service.TaskInput & { id: number })),
  );
  r.put(`${base}/CancelTask`, { schema: s.cancel, config: fn('taskRecruit:cancel') }, async (req) =>
    ok(req, await service.cancelTasks(deps, managerOf(req), (req.body as { ids: number[] }).ids)),
  );
  r.post(`${base}/Line/Add`, { schema: s.lineAdd, config: fn('taskRecruitLine:add') }, async (req) =>
    ok(req, await lines.addLine(deps, managerOf(req), req.body as lines.LineInput & { taskId: number })),
  );
  r.put(`${base}/Line/Edit`, { schema: s.lineEdit, config: fn('taskRecruitLine:edit') }, async (req) =>
    ok(req, await lines.editLine(deps, managerOf(req), req.body as lines.LineInput & { id: number })),
  );
  r.delete(`${base}/Line/Delete`, { schema: s.lineDelete, config: fn('taskRecruitLine:delete') }, async (req) =>
    ok(req, await lines.deleteLines(deps, managerOf(req), (req.query as { ids: number[] }).ids)),
  );
}

export function taskRoutes(ctx: RouteContext) {
  readRoutes(ctx);
  writeRoutes(ctx);
}
