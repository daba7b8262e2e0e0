import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { fieldError } from '../../http/app-error.ts';
import { callerOf } from '../../plugins/auth.ts';
import { readParts } from '../../http/multipart.ts';
import * as resumes from './resume-service.ts';
import * as attachments from './attachments.ts';
import { skillTags } from './skills.ts';
import { entryRoutes } from './entry-routes.ts';
import { generalWorkerRoutes } from './general-worker-routes.ts';
import { bindRoutes } from './bind-routes.ts';
import * as s from './schemas.ts';

/** The seeker's own documents (Resume/*), entry data, general-worker data and contact binding. */
export function resumeRoutes(ctx: RouteContext) {
  const { api, deps } = ctx;
  const r = typed(api);
  r.get('/Resume/GetMyResume', { schema: s.getMine }, async (req) => ok(req, await resumes.getMyResume(deps, callerOf(req))));
  r.post('/Resume/Add', { schema: s.add }, async (req) => ok(req, await resumes.addResume(deps, callerOf(req), req.body.basic)));
  r.post('/Resume/EditOnlineResume', { schema: s.editOnline }, async (req) =>
    ok(req, await resumes.saveOnlineResume(deps, callerOf(req), req.body)),
  );
  r.post('/Resume/AddSpecialResume', { schema: s.addSpecial }, async (req) =>
    ok(req, await resumes.addSpecialResume(deps, callerOf(req), req.body)),
  );
  r.put('/Resume/EditBasicInfo', { schema: s.editBasic }, async (req) =>
    ok(req, await resumes.editBasic(deps, callerOf(req), req.body.basic)),
  );
  r.put('/Resume/EditJobStatusOrOther', { schema: s.editStatus }, async (req) =>
    ok(req, await resumes.editStatus(deps, callerOf(req), req.body)),
  );
  r.put('/Resume/EditJobExpect', { schema: s.editExpect }, async (req) =>
    ok(req, await resumes.editExpect(deps, callerOf(req), req.body.expect)),
  );
  r.put('/Resume/EditJobsExperience', { schema: s.editJobs }, async (req) =>
    ok(req, await resumes.editJobs(deps, callerOf(req), req.body.jobs)),
  );
  r.put('/Resume/EditProjectExperience', { schema: s.editProjects }, async (req) =>
    ok(req, await resumes.editProjects(deps, callerOf(req), req.body.projects)),
  );
  r.put('/Resume/EditEducationExperience', { schema: s.editEducations }, async (req) =>
    ok(req, await resumes.editEducations(deps, callerOf(req), req.body.educations)),
  );
  r.put('/Resume/EditResumePhotos', { schema: s.editPhotos }, async (req) =>
    ok(req, await resumes.editPhotos(deps, callerOf(req), req.body.photoIds)),
  );

  r.get('/Resume/GetMyAttachmentResume', { schema: s.myAttachments }, async (req) =>
    ok(req, await attachments.myAttachments(deps, callerOf(req))),
  );
  r.post('/Resume/Attachment/UploadResume', { schema: s.uploadAttachment }, async (req) => {
    const { files } = await readParts(req);
    if (files.length !== 1) throw fieldError('file', { rule: 'maxItems', params: { limit: 1 } });
    return ok(req, await attachments.uploadAttachment(deps, callerOf(req), files[0]!));
  });
  r.delete('/Resume/Attachment/DeleteResume', { schema: s.deleteAttachment }, async (req) =>
    ok(req, await attachments.deleteAttachment(deps, callerOf(req), req.query.id)),
  );
  r.get('/Resume/GetMyAllResumeByDelivery', { schema: s.forDelivery }, async (req) =>
    ok(req, await attachments.resumesForDelivery(deps, callerOf(req))),
  );
  r.get('/Resume/GetSkillsTags', { schema: s.skillsTags, config: { auth: 'public' } }, async (req) => ok(req, skillTags(req.lang)));

  entryRoutes(ctx);
  generalWorkerRoutes(ctx);
  bindRoutes(ctx);
}
