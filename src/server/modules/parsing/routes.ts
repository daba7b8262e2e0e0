/**
 * ResumeParsing/* (人才中心 › 简历解析, resources/resume-parsing.json, menu 410): the list opens with
 * the screen's menu; each other call needs its key (resumeParsing:batchParsing, :merge, :viewContact,
 * :download).
 */
import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import { ResumeParsing } from '../../../../generated/definitions/ResumeParsing.ts';
import { s } from './schemas.ts';
import { assertResumeSource, batchParse } from './service.ts';
import { keepSeparate, listParses, mergeParse, originalFile, revealContacts, type ParseListQuery } from './decisions.ts';
import { readResumes } from './upload.ts';

const contentDisposition = (name: string) => `attachment; filename="resume"; filename*=UTF-8''${encodeURIComponent(name)}`;

export function parsingRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const m = ResumeParsing.menu;
  const key = (action: string) => ({ auth: 'manage' as const, fn: `${m.key}:${action}` });
  r.post('/ResumeParsing/BatchParsing', { schema: s.batch, config: key('batchParsing') }, async (req) => {
    const caller = managerOf(req);
    const { files, fields } = await readResumes(req);
    // The seeds put the source in the query; the back office's typed upload sends it as a form field.
    const source = req.query.resumeSource ?? fields.resumeSource ?? '';
    await assertResumeSource(deps, caller, source);
    return ok(req, await batchParse(deps, caller, source, files, req.lang));
  });
  r.get('/ResumeParsing/GetList', { schema: s.list, config: { auth: 'manage', menu: m.id } }, async (req) =>
    ok(req, await listParses(deps, managerOf(req), req.query as ParseListQuery, req.lang)),
  );
  r.get('/ResumeParsing/Parsing', { schema: s.original, config: key('download') }, async (req, reply) => {
    const file = await originalFile(deps, managerOf(req), req.query.id);
    return reply
      .header('content-type', file.mime)
      .header('content-length', String(file.bytes.size))
      .header('content-disposition', contentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.bytes.stream);
  });
  r.get('/ResumeParsing/GetResumePhoneEmail', { schema: s.contacts, config: key('viewContact') }, async (req) =>
    ok(req, await revealContacts(deps, managerOf(req), req.query.id)),
  );
  r.post('/ResumeParsing/Merge', { schema: s.merge, config: key('merge') }, async (req) =>
    ok(req, await mergeParse(deps, managerOf(req), req.body.id, req.body.talentEntryId, req.lang)),
  );
  r.post('/ResumeParsing/KeepSeparate', { schema: s.keepSeparate, config: key('merge') }, async (req) =>
    ok(req, await keepSeparate(deps, managerOf(req), req.body.id, req.lang)),
  );
}
