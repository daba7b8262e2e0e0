import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope, listData, listQuery } from '../../http/envelope.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { callerOf, managerOf } from '../../plugins/auth.ts';
import { IMAGE_KINDS, type FileKind } from './sniff.ts';
import { assertMayUploadCompanyFile, ATTACHMENT_FROM, UPLOAD_FILE_MENU } from './access.ts';
import { COMPANY_UPLOAD_FROM, listUploads, PUBLIC_PURPOSES, readStored, storeFiles } from './service.ts';
import { readParts } from '../../http/multipart.ts';
import { pageSecurityHeaders } from '../../plugins/security-headers.ts';
import { id } from '../../http/ids.ts';

const stored = {
  type: 'object',
  required: ['id', 'name', 'fullPath', 'fullThumbImagePath'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    fullPath: { type: 'string' },
    fullThumbImagePath: { type: ['string', 'null'] },
  },
  additionalProperties: false,
} as const;
const uploadSchema = (summary: string) =>
  ({ tags: ['Files'], summary, consumes: ['multipart/form-data'], response: { 200: envelope({ type: 'array', items: stored }) } }) as const;
/** What the back office may upload: pictures, PDF, Excel. */
const UPLOADABLE: readonly FileKind[] = [...IMAGE_KINDS, 'pdf', 'xlsx'];
const FROM_TYPE = /^[a-z][a-zA-Z]{0,29}$/;

/** A back-office upload is a private attachment of the company unless the caller names a public purpose (pictures for public pages). */
function uploadOrigin(purpose: string | undefined): string {
  if (purpose === undefined || purpose === '') return ATTACHMENT_FROM;
  if (!(PUBLIC_PURPOSES as readonly string[]).includes(purpose)) throw new AppError('VALIDATION', {}, { purpose: { rule: 'enum' } });
  return 'image';
}

export function fileRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.post(
    '/Files/UploadFiles',
    {
      schema: uploadSchema(
        'Upload files (multipart field `files`): images, PDF, xlsx, judged by content. Private to the company unless text field `purpose` is logo, richText or poster (then pictures are public)',
      ),
    },
    async (req) => {
      const { files, fields } = await readParts(req);
      return ok(req, await storeFiles(deps, callerOf(req), files, UPLOADABLE, uploadOrigin(fields.purpose)));
    },
  );
  r.post(
    '/Files/AddFileByFromType',
    {
      schema: uploadSchema(
        'Upload files tagged with their origin (text field `fromType`, default `upload`: a 文件管理 file, which needs its key uploadFile:upload)',
      ),
    },
    async (req) => {
      const { files, fields } = await readParts(req);
      const fromType = fields.fromType ?? COMPANY_UPLOAD_FROM;
      if (!FROM_TYPE.test(fromType)) throw new AppError('VALIDATION', {}, { fromType: { rule: 'pattern' } });
      const caller = callerOf(req);
      // 文件管理's own files: its 上传 button's key (the screen's toolbar, resources/upload-file.json).
      if (fromType === COMPANY_UPLOAD_FROM) await assertMayUploadCompanyFile(deps.db, caller);
      return ok(req, await storeFiles(deps, caller, files, UPLOADABLE, fromType));
    },
  );
  r.get(
    '/Files/Get',
    {
      schema: {
        tags: ['Files'],
        summary: 'A stored file by the key of its link (public images also by their old `id` links); private files are never cached',
        querystring: { type: 'object', properties: { key: { type: 'string', pattern: '^[0-9a-f]{32}$' }, id } },
      },
      config: { auth: 'public' },
    },
    async (req, reply) => {
      if (req.query.key === undefined && req.query.id === undefined) throw fieldError('key', { rule: 'required' });
      const { row, isPublic, bytes } = await readStored(deps, req.caller, req.query);
      const disposition = row.mime.startsWith('image/') || row.mime === 'application/pdf' ? 'inline' : 'attachment';
      if (disposition === 'inline') reply.headers(pageSecurityHeaders());
      return (
        reply
          .header('content-type', row.mime)
          .header('x-content-type-options', 'nosniff')
          // A shared or back-button cache must not keep someone's papers after the session ends.
          .header('cache-control', isPublic ? 'private, max-age=3600' : 'private, no-store')
          .header('content-disposition', `${disposition}; filename="file"; filename*=UTF-8''${encodeURIComponent(row.name)}`)
          // Streamed, so the length is not known to Fastify: the store counted it.
          .header('content-length', bytes.size)
          .send(bytes.stream)
      );
    },
  );
  r.get(
    '/Files/GetUploadFilePageList',
    {
      schema: {
        tags: ['Files'],
        summary:
          'The company’s files, newest first: all of them to an administrator (import reports only to their importer), else 文件管理’s own, public pictures and the caller’s uploads; `name_like`: those whose name holds the words',
        querystring: {
          type: 'object',
          properties: { page: listQuery.page, perPage: listQuery.perPage, name_like: { type: 'string', maxLength: 50 } },
        },
        response: {
          200: envelope(
            listData({
              type: 'object',
              properties: {
                id: { type: 'integer' },
                name: { type: 'string' },
                mime: { type: 'string' },
                kind: { type: 'string' },
                size: { type: 'integer' },
                fromType: { type: 'string' },
                uploader: { type: 'string' },
                createdAt: { type: 'string' },
                fullPath: { type: 'string' },
              },
              additionalProperties: false,
            }),
          ),
        },
      },
      // 文件管理 (resources/upload-file.json) is the screen that lists them.
      config: { auth: 'manage', menu: UPLOAD_FILE_MENU },
    },
    async (req) => ok(req, await listUploads(deps, managerOf(req), req.query.page, req.query.perPage, req.query.name_like)),
  );
}
