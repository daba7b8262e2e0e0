/**
 * OfferTemplate/* (职位管理 › Offer模板, resources/offer-template.json): the list opens with the
 * screen's menu, each write to its key (offerTemplate:add, :edit, :delete, :enable).
 */
import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { envelope, listData, listQuery } from '../../../http/envelope.ts';
import { id, ids } from '../../../http/ids.ts';
import { managerOf } from '../../../plugins/auth.ts';
import { OfferTemplate } from '../../../../../generated/definitions/OfferTemplate.ts';
import { OFFER_TEMPLATE_LIMITS as L } from '../../offers/template.ts';
import {
  addTemplate,
  deleteTemplates,
  editTemplate,
  enableTemplates,
  listTemplates,
  type TemplateInput,
  type TemplateListQuery,
} from './templates.ts';

const tags = ['OfferTemplate'];
const str = { type: 'string' } as const;
const lang = { type: 'string', enum: ['zh-CN', 'zh-TW', 'en'] } as const;
const record = {
  type: 'object',
  required: [
    'id',
    'name',
    'lang',
    'title',
    'greeting',
    'paragraphs',
    'closing',
    'signature',
    'isDefault',
    'enabled',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: { type: 'integer' },
    name: str,
    lang: str,
    title: str,
    greeting: str,
    paragraphs: str,
    closing: str,
    signature: str,
    isDefault: { type: 'boolean' },
    enabled: { type: 'boolean' },
    createdAt: str,
    updatedAt: str,
  },
  additionalProperties: false,
} as const;
const fields = {
  name: { type: 'string', minLength: 1, maxLength: 50 },
  lang,
  title: { type: 'string', minLength: 1, maxLength: L.title },
  greeting: { type: 'string', maxLength: L.greeting },
  paragraphs: { type: 'string', minLength: 1, maxLength: 10000 },
  closing: { type: 'string', maxLength: L.closing },
  signature: { type: 'string', maxLength: L.signature },
  isDefault: { type: 'boolean' },
} as const;

const s = {
  list: {
    tags,
    summary: 'The company’s offer letter templates (paragraphs as one text, a blank line between them)',
    querystring: {
      type: 'object',
      properties: { ...listQuery, name_like: { type: 'string', maxLength: 50 }, lang, enabled: { type: 'boolean' } },
      additionalProperties: false,
    },
    response: { 200: envelope(listData(record)) },
  },
  add: {
    tags,
    summary: 'Add a template (checked: known placeholders, bounded lengths; one default per language)',
    body: { type: 'object', required: ['name', 'lang', 'title', 'paragraphs'], properties: fields, additionalProperties: false },
    response: { 200: envelope(record) },
  },
  edit: {
    tags,
    summary: 'Change a template',
    body: { type: 'object', required: ['id'], properties: { id, ...fields }, additionalProperties: false },
    response: { 200: envelope(record) },
  },
  remove: {
    tags,
    summary: 'Delete templates no offer was sent in (else 1230: disable them)',
    querystring: { type: 'object', required: ['ids'], properties: { ids }, additionalProperties: false },
    response: {
      200: envelope({ type: 'object', required: ['deleted'], properties: { deleted: { type: 'integer' } }, additionalProperties: false }),
    },
  },
  enable: {
    tags,
    summary: 'Enable or disable templates (a disabled one is no longer offered)',
    body: { type: 'object', required: ['ids', 'enabled'], properties: { ids, enabled: { type: 'boolean' } }, additionalProperties: false },
    response: {
      200: envelope({ type: 'object', required: ['updated'], properties: { updated: { type: 'integer' } }, additionalProperties: false }),
    },
  },
} as const;

export function offerTemplateRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const m = OfferTemplate.menu;
  const write = (action: string) => ({ auth: 'manage' as const, fn: `${m.key}:${action}` });
  r.get('/OfferTemplate/GetList', { schema: s.list, config: { auth: 'manage', menu: m.id } }, async (req) =>
    ok(req, await listTemplates(deps, managerOf(req), req.query as TemplateListQuery)),
  );
  r.post('/OfferTemplate/Add', { schema: s.add, config: write('add') }, async (req) =>
    ok(req, await addTemplate(deps, managerOf(req), req.body as TemplateInput)),
  );
  r.put('/OfferTemplate/Edit', { schema: s.edit, config: write('edit') }, async (req) =>
    ok(req, await editTemplate(deps, managerOf(req), req.body as Partial<TemplateInput> & { id: number })),
  );
  r.delete('/OfferTemplate/Delete', { schema: s.remove, config: write('delete') }, async (req) =>
    ok(req, await deleteTemplates(deps, managerOf(req), req.query.ids, req.lang)),
  );
  r.post('/OfferTemplate/EnableOrDisable', { schema: s.enable, config: write('enable') }, async (req) =>
    ok(req, await enableTemplates(deps, managerOf(req), req.body.ids, req.body.enabled)),
  );
}
