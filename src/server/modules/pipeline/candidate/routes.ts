import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { managerOf } from '../../../plugins/auth.ts';
import { APPLICATION_MENUS, PIPELINE_MENUS } from '../../delivery/menus.ts';
import * as s from './schemas.ts';
import * as candidate from './service.ts';

/**
 * The candidate drawer (opened from any pipeline screen): whoever may open an application (a pipeline
 * or positions screen, like GetDetail) reads it in their scope and adds notes; the inappropriate
 * dialog's choices go to the pipeline screens' holders.
 */
export function candidateRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const byApplication = { auth: 'manage' as const, menu: APPLICATION_MENUS, byApplication: true };
  const screens = { auth: 'manage' as const, menu: PIPELINE_MENUS };
  r.get('/ResumeDeliveryRecord/GetStageHistory', { schema: s.stageHistory, config: byApplication }, async (req) =>
    ok(req, await candidate.stageHistory(deps, managerOf(req), req.lang, req.query.id)),
  );
  r.get('/ResumeDeliveryRecord/Note/GetList', { schema: s.noteList, config: byApplication }, async (req) =>
    ok(req, await candidate.notes(deps, managerOf(req), req.query)),
  );
  r.post('/ResumeDeliveryRecord/Note/Add', { schema: s.noteAdd, config: byApplication }, async (req) =>
    ok(req, await candidate.addNote(deps, managerOf(req), req.body)),
  );
  r.get('/ResumeDeliveryRecord/GetEntryData', { schema: s.entryData, config: byApplication }, async (req) =>
    ok(req, await candidate.entryData(deps, managerOf(req), req.lang, req.query.id)),
  );
  r.get('/SysParam/GetInappropriateTagList', { schema: s.inappropriateTags, config: screens }, async (req) =>
    ok(req, await candidate.inappropriateTags(deps, managerOf(req))),
  );
  r.get('/CommonMessage/GetInappropriateList', { schema: s.inappropriateMessages, config: screens }, async (req) =>
    ok(req, await candidate.inappropriateMessages(deps, managerOf(req))),
  );
}
