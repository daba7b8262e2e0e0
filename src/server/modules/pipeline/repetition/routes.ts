/** ResumeDeliveryRecord/uploadRepetitionTsk and its template: the repeat check of an upload of people. */
import type { RouteContext } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { envelope } from '../../../http/envelope.ts';
import { managerOf } from '../../../plugins/auth.ts';
import { readParts } from '../../../http/multipart.ts';
import { sendXlsx } from '../../../http/reply.ts';
import { PIPELINE_MENUS } from '../../delivery/menus.ts';
import { checkRepetition, repetitionTemplate } from './service.ts';

const tags = ['ResumeDeliveryRecord'];
const text = { type: ['string', 'null'] } as const;
const repeat = {
  type: 'object',
  properties: {
    deliveryRecordId: { type: 'integer' },
    name: { type: 'string' },
    positionId: { type: 'integer' },
    positionName: { type: 'string' },
    stage: { type: 'integer' },
    stageName: { type: 'string' },
    matchedBy: { type: 'array', items: { type: 'string', enum: ['phone', 'idNumber'] } },
  },
  additionalProperties: false,
} as const;
const row = {
  type: 'object',
  properties: {
    line: { type: 'integer' },
    name: text,
    phone: text,
    idNumber: text,
    issues: { type: 'object', additionalProperties: { type: 'string' } },
    repeated: { type: 'boolean' },
    repeats: { type: 'array', items: repeat },
    outsideScope: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
const answer = envelope({
  type: 'object',
  required: ['total', 'repeatCount', 'errorCount', 'list'],
  properties: {
    total: { type: 'integer' },
    repeatCount: { type: 'integer' },
    errorCount: { type: 'integer' },
    list: { type: 'array', items: row },
  },
  additionalProperties: false,
});

/** Whoever works any pipeline screen may check an upload against it; nothing is written. */
export function repetitionRoutes({ api, deps }: RouteContext) {
  api.post(
    '/ResumeDeliveryRecord/uploadRepetitionTsk',
    {
      schema: {
        tags,
        summary:
          'Check an xlsx of people (姓名, 手机号, 身份证号) against the company’s open applications: row by row, the repeats and where they stand (position, stage) within the caller’s data scope, a count beyond it; writes nothing',
        consumes: ['multipart/form-data'],
        response: { 200: answer },
      },
      config: { auth: 'manage', menu: PIPELINE_MENUS },
    },
    async (req) => {
      const { files } = await readParts(req);
      return ok(req, await checkRepetition(deps, managerOf(req), files[0]!.data, req.lang));
    },
  );
  api.get(
    '/ResumeDeliveryRecord/DownloadRepetitionTemplate',
    {
      schema: { tags, summary: 'The repeat check’s template (姓名, 手机号, 身份证号) in the caller’s language' },
      config: { auth: 'manage', menu: PIPELINE_MENUS },
    },
    async (req, reply) => sendXlsx(reply, await repetitionTemplate(req.lang)),
  );
}
