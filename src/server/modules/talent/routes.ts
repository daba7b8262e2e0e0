import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import { bringIn } from './bring-in.ts';
import { entryDetail } from './detail.ts';
import { editSection, editTags } from './edit.ts';
import { forwardEntry } from './forward.ts';
import { entryLog } from './logs.ts';
import { RESUME_LIB_MENU, TALENT_CENTER_MENU, TALENT_KEYS, TALENT_MENUS } from './menus.ts';
import { deleteSavedSearch, saveSearch, savedSearches } from './saved.ts';
import * as s from './schemas.ts';
import { search } from './search.ts';

/**
 * The resume library (简历库, menu 401) and the talent centre (人才搜索, menu 402): lists and the entry's
 * drawer for whoever opens either screen; HR's edits, forwards and bringing into a pipeline by key.
 */
export function talentRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const either = { auth: 'manage' as const, menu: TALENT_MENUS };
  const centre = { auth: 'manage' as const, menu: TALENT_CENTER_MENU };
  const edit = { auth: 'manage' as const, fn: TALENT_KEYS.edit };
  r.get('/ResumeLib/GetList', { schema: s.resumeLibList, config: { auth: 'manage', menu: RESUME_LIB_MENU } }, async (req) =>
    ok(req, await search(deps, managerOf(req), req.query, req.lang)),
  );
  r.get('/TalentCenter/GetList', { schema: s.talentCenterList, config: centre }, async (req) =>
    ok(req, await search(deps, managerOf(req), req.query, req.lang)),
  );
  r.get('/ResumeLib/GetResumeLibInfo', { schema: s.detail, config: either }, async (req) =>
    ok(req, await entryDetail(deps, managerOf(req), req.query.id, req.lang)),
  );
  r.put('/ResumeLib/EditBasicInfo', { schema: s.editBasic, config: edit }, async (req) => {
    const { id, ...value } = req.body;
    return ok(req, await editSection(deps, managerOf(req), id, { section: 'basic', value }));
  });
  r.put('/ResumeLib/EditJobStatus', { schema: s.editJobStatus, config: edit }, async (req) => {
    const { id, ...value } = req.body;
    return ok(req, await editSection(deps, managerOf(req), id, { section: 'jobStatus', value }));
  });
  r.put('/ResumeLib/EditExpectation', { schema: s.editExpectation, config: edit }, async (req) => {
    const { id, ...value } = req.body;
    return ok(req, await editSection(deps, managerOf(req), id, { section: 'expect', value }));
  });
  r.put('/ResumeLib/EditJobs', { schema: s.editJobs, config: edit }, async (req) =>
    ok(req, await editSection(deps, managerOf(req), req.body.id, { section: 'jobs', value: req.body.jobs })),
  );
  r.put('/ResumeLib/EditProject', { schema: s.editProject, config: edit }, async (req) =>
    ok(req, await editSection(deps, managerOf(req), req.body.id, { section: 'projects', value: req.body.projects })),
  );
  r.put('/ResumeLib/EditEducation', { schema: s.editEducation, config: edit }, async (req) =>
    ok(req, await editSection(deps, managerOf(req), req.body.id, { section: 'educations', value: req.body.educations })),
  );
  r.put('/ResumeLib/EditTags', { schema: s.editTags, config: edit }, async (req) =>
    ok(req, await editTags(deps, managerOf(req), req.body.id, req.body.tags)),
  );
  r.post('/ResumeLib/ForwardingToEmail', { schema: s.forward, config: { auth: 'manage', fn: TALENT_KEYS.forward } }, async (req) =>
    ok(req, await forwardEntry(deps, managerOf(req), req.body, req.lang)),
  );
  r.get('/ResumeLib/GetLogList', { schema: s.logList, config: either }, async (req) =>
    ok(req, await entryLog(deps, managerOf(req), req.query)),
  );
  r.get('/ResumeLib/GetForwardingLogList', { schema: s.forwardLogList, config: either }, async (req) =>
    ok(req, await entryLog(deps, managerOf(req), req.query, ['forward'])),
  );
  r.get('/TalentCenter/GetSavedSearchList', { schema: s.savedSearchList, config: centre }, async (req) =>
    ok(req, await savedSearches(deps, managerOf(req))),
  );
  r.post('/TalentCenter/SaveSearch', { schema: s.saveSearch, config: centre }, async (req) =>
    ok(req, await saveSearch(deps, managerOf(req), req.body)),
  );
  r.post('/TalentCenter/DeleteSavedSearch', { schema: s.deleteSavedSearch, config: centre }, async (req) =>
    ok(req, await deleteSavedSearch(deps, managerOf(req), req.body.id)),
  );
  r.post('/TalentCenter/BringIntoPipeline', { schema: s.bringIn, config: { auth: 'manage', fn: TALENT_KEYS.bringIn } }, async (req) =>
    ok(req, await bringIn(deps, managerOf(req), req.body, req.lang)),
  );
}
