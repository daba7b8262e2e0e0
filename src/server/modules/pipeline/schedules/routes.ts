/**
 * InterviewSchedule/*: the month calendar (面试日程, resources/_menu.json page 313). Reads need the
 * page (or, for IsInterview, the interview screen whose buttons ask it); Add and Edit its keys.
 */
import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { managerOf } from '../../../plugins/auth.ts';
import * as s from './schemas.ts';
import { countByDay, INTERVIEW_MENU, isInterview, scheduleList, scheduleMonth } from './reads.ts';
import { addSchedule, editSchedule } from './service.ts';

export const SCHEDULE_MENU = 313;

export function scheduleRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const read = { auth: 'manage' as const, menu: SCHEDULE_MENU };
  r.post(
    '/InterviewSchedule/Add',
    { schema: s.addSchema, config: { auth: 'manage', fn: 'interviewSchedule:add', byApplication: true } },
    async (req) => ok(req, await addSchedule(deps, managerOf(req), req.body)),
  );
  r.put('/InterviewSchedule/Edit', { schema: s.editSchema, config: { auth: 'manage', fn: 'interviewSchedule:edit' } }, async (req) =>
    ok(req, await editSchedule(deps, managerOf(req), req.body)),
  );
  r.get('/InterviewSchedule/GetList', { schema: s.listSchema, config: read }, async (req) =>
    ok(req, await scheduleList(deps, managerOf(req), req.query)),
  );
  r.get('/InterviewSchedule/GetListByMonth', { schema: s.monthSchema, config: read }, async (req) =>
    ok(req, await scheduleMonth(deps, managerOf(req), req.query)),
  );
  r.get('/InterviewSchedule/GetCountByDay', { schema: s.countSchema, config: read }, async (req) =>
    ok(req, await countByDay(deps, managerOf(req), req.query)),
  );
  r.get(
    '/InterviewSchedule/IsInterview',
    { schema: s.isInterviewSchema, config: { auth: 'manage', menu: [SCHEDULE_MENU, INTERVIEW_MENU], byApplication: true } },
    async (req) => ok(req, await isInterview(deps, managerOf(req), req.query.deliveryRecordId)),
  );
}
