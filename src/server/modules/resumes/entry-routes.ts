import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as entry from './entry.ts';
import * as s from './entry-schemas.ts';

/** ResumeUserInfo/*: onboarding details and entry papers (the seeker; HR of the company reads entry papers). */
export function entryRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.get('/ResumeUserInfo/GetResumeUserInfoDetails', { schema: s.getUserInfo }, async (req) =>
    ok(req, await entry.myUserInfo(deps, callerOf(req))),
  );
  r.post('/ResumeUserInfo/EditResumeUserInfo', { schema: s.editUserInfo }, async (req) =>
    ok(req, await entry.editMyUserInfo(deps, callerOf(req), req.body.data)),
  );
  r.get('/ResumeUserInfo/GetResumeEntryDetails', { schema: s.getEntry, config: { byApplication: true } }, async (req) =>
    ok(req, await entry.entryDetails(deps, callerOf(req), req.query.id)),
  );
  r.post('/ResumeUserInfo/EditResumeEnrtyUserInfo', { schema: s.editEntry }, async (req) =>
    ok(req, await entry.editEntry(deps, callerOf(req), req.body.id, req.body.data)),
  );
  r.get('/ResumeUserInfo/User/GetResumeJobByRecordId', { schema: s.jobByRecord }, async (req) =>
    ok(req, await entry.jobByRecord(deps, callerOf(req), req.query.id)),
  );
}
