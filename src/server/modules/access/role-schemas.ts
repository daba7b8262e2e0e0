import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { id, ids, idAnswer } from '../../http/ids.ts';

const tags = ['Role'];
const name = { type: 'string', minLength: 1, maxLength: 50 } as const;
const remark = { type: ['string', 'null'], maxLength: 200 } as const;
const sort = { type: 'integer', minimum: 0, maximum: 99999 } as const;
const sortKey = {
  type: 'string',
  enum: ['name', '-name', 'sort', '-sort', 'createdAt', '-createdAt', 'enabled', '-enabled', 'id', '-id'],
} as const;

const roleRecord = {
  type: 'object',
  required: ['id', 'tenementId', 'name', 'remark', 'sort', 'isAdmin', 'enabled', 'userCount', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    tenementId: { type: 'integer' },
    name: { type: 'string' },
    remark: { type: ['string', 'null'] },
    sort: { type: 'integer' },
    isAdmin: { type: 'boolean' },
    enabled: { type: 'boolean' },
    userCount: { type: 'integer' },
    createdAt: { type: 'string' },
  },
  additionalProperties: false,
} as const;
const options = envelope({
  type: 'array',
  items: {
    type: 'object',
    required: ['value', 'display'],
    properties: { value: { type: 'integer' }, display: { type: 'string' } },
    additionalProperties: false,
  },
});

export const roleList = {
  tags,
  summary: 'Roles of the caller’s company (the platform administrator may name another company)',
  querystring: {
    type: 'object',
    properties: { ...listQuery, sort: sortKey, name_like: { type: 'string', maxLength: 50 }, enabled: { type: 'boolean' }, tenementId: id },
  },
  response: { 200: envelope(listData(roleRecord)) },
} as const;
export const roleDropDown = {
  tags,
  summary: 'Enabled roles as options (the platform administrator may name another company)',
  querystring: { type: 'object', properties: { tenementId: id } },
  response: { 200: options },
} as const;

const fields = { name, remark, sort } as const;
export const tenementAdd = {
  tags,
  summary: 'Add a role to the caller’s company',
  body: { type: 'object', required: ['name'], properties: fields },
  response: { 200: idAnswer },
} as const;
export const platformAdd = {
  tags,
  summary: 'Add a role to any company (platform administrator)',
  body: { type: 'object', required: ['tenementId', 'name'], properties: { tenementId: id, ...fields } },
  response: { 200: idAnswer },
} as const;
const edit = { type: 'object', required: ['id'], properties: { id, ...fields } } as const;
export const tenementEdit = {
  tags,
  summary: 'Edit a role of the caller’s company (not the administrator role)',
  body: edit,
  response: { 200: idAnswer },
} as const;
export const platformEdit = {
  tags,
  summary: 'Edit any company’s role (platform administrator)',
  body: edit,
  response: { 200: idAnswer },
} as const;
const del = { type: 'object', required: ['ids'], properties: { ids } } as const;
export const tenementDelete = {
  tags,
  summary: 'Delete roles of the caller’s company that nobody holds',
  querystring: del,
  response: { 200: envelope(nullData) },
} as const;
export const platformDelete = {
  tags,
  summary: 'Delete any company’s roles that nobody holds (platform administrator)',
  querystring: del,
  response: { 200: envelope(nullData) },
} as const;
const enable = { type: 'object', required: ['ids', 'enabled'], properties: { ids, enabled: { type: 'boolean' } } } as const;
export const tenementEnable = {
  tags,
  summary: 'Enable or disable roles of the caller’s company',
  body: enable,
  response: { 200: envelope(nullData) },
} as const;
export const platformEnable = {
  tags,
  summary: 'Enable or disable any company’s roles (platform administrator)',
  body: enable,
  response: { 200: envelope(nullData) },
} as const;
