import { LIMITS, PATTERNS } from '../../../common/validators.ts';
import { envelope, importResultData, listData, listQuery, nullData } from '../../http/envelope.ts';
import { MEMBER_SORTS } from './repository.ts';
import { id, ids, idAnswer } from '../../http/ids.ts';

const tags = ['TenementUser'];
const name = { type: 'string', minLength: 1, maxLength: 50 } as const;
const phone = { type: 'string', pattern: PATTERNS.phone } as const;
const email = { type: 'string', maxLength: 254, pattern: PATTERNS.email } as const;
const post = { type: 'string', maxLength: 50 } as const;
const jobNo = { type: 'string', maxLength: 32 } as const;
const remark = { type: 'string', maxLength: LIMITS.remarkMax } as const;
// A type list, not anyOf: with type coercion on, anyOf's string branch would turn null into "".
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const options = envelope({
  type: 'array',
  items: {
    type: 'object',
    required: ['value', 'display'],
    properties: { value: { type: 'integer' }, display: { type: 'string' } },
    additionalProperties: false,
  },
});
const created = envelope({
  type: 'object',
  required: ['id', 'userId'],
  properties: { id: { type: 'integer' }, userId: { type: 'integer' } },
  additionalProperties: false,
});

/** A person of the company. Controlled fields (name, account, phone, email, jobNo, post, remark) may be masked or left out. */
const member = {
  type: 'object',
  required: ['id', 'userId', 'deptId', 'userTypeId', 'roleIds', 'roleNames', 'isTopAdmin', 'enabled', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    userId: { type: 'integer' },
    name: str,
    account: str,
    phone: nullableStr,
    email: nullableStr,
    deptId: nullableInt,
    deptName: nullableStr,
    jobNo: nullableStr,
    post: nullableStr,
    userTypeId: nullableInt,
    userTypeName: nullableStr,
    roleIds: { type: 'array', items: { type: 'integer' } },
    roleNames: { type: 'string', description: 'role names joined with 、' },
    isTopAdmin: { type: 'boolean' },
    enabled: { type: 'boolean' },
    remark: nullableStr,
    createdAt: str,
  },
  additionalProperties: false,
} as const;

const sorts = MEMBER_SORTS.flatMap((s) => [s, `-${s}`]);
/** GetList and TenementUserExport take the same filters. */
const listFilters = {
  type: 'object',
  properties: {
    page: listQuery.page,
    perPage: listQuery.perPage,
    sort: { type: 'string', enum: sorts },
    name_like: { type: 'string', maxLength: 50 },
    phone: { type: 'string', maxLength: 11 },
    deptId: id,
    withChildren: { type: 'boolean', default: true },
    userTypeId: id,
    enabled: { type: 'boolean' },
  },
} as const;

export const getList = {
  tags,
  summary: 'People of the company in the caller’s data scope, controlled fields masked',
  querystring: listFilters,
  response: { 200: envelope(listData(member)) },
} as const;
export const getDetail = {
  tags,
  summary: 'One person (in scope, masked)',
  querystring: { type: 'object', required: ['id'], properties: { id } },
  response: { 200: envelope(member) },
} as const;
export const exportList = {
  tags,
  summary: 'The list as an xlsx workbook (same filters, scope and mask)',
  querystring: listFilters,
} as const;

const memberBody = { name, phone, deptId: id, email, userTypeId: id, post, jobNo, remark } as const;
export const add = {
  tags,
  summary:
    'A person for the company by phone: an existing account is invited (invited: true; its owner accepts or declines, 1162 while one waits, 1163 past the daily limits); an unknown phone gets a new staff account of the company (the given account name, else u<phone>) whose initial password goes to the phone by SMS',
  body: {
    type: 'object',
    required: ['name', 'phone', 'deptId'],
    properties: { ...memberBody, account: { type: 'string', pattern: PATTERNS.account } },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['invited'],
      properties: { invited: { type: 'boolean' }, invitationId: { type: 'integer' }, id: { type: 'integer' }, userId: { type: 'integer' } },
      additionalProperties: false,
    }),
  },
} as const;
export const create = {
  tags,
  summary: 'A new account in the company; it must change its password at first login',
  body: {
    type: 'object',
    required: ['account', 'password', 'name', 'phone', 'deptId'],
    properties: {
      ...memberBody,
      account: { type: 'string', pattern: PATTERNS.account },
      password: { type: 'string', minLength: 1, maxLength: LIMITS.passwordMax },
    },
  },
  response: { 200: created },
} as const;
export const edit = {
  tags,
  summary: 'Change a person’s company details (null clears an optional one)',
  body: {
    type: 'object',
    required: ['id'],
    properties: {
      id,
      name,
      deptId: id,
      userTypeId: { type: ['integer', 'null'], minimum: 1 },
      post: nullableText(post.maxLength),
      jobNo: nullableText(jobNo.maxLength),
      remark: nullableText(remark.maxLength),
    },
  },
  response: { 200: idAnswer },
} as const;
export const updateDept = {
  tags,
  summary: 'Move people to a department',
  body: { type: 'object', required: ['ids', 'deptId'], properties: { ids, deptId: id } },
  response: { 200: envelope(nullData) },
} as const;
export const enable = {
  tags,
  summary: 'Enable or disable people; the disabled lose their sessions in this company (4004)',
  body: { type: 'object', required: ['ids', 'enabled'], properties: { ids, enabled: { type: 'boolean' } } },
  response: { 200: envelope(nullData) },
} as const;
export const remove = {
  tags,
  summary: 'Remove people from the company (their sessions here end with 4005)',
  querystring: { type: 'object', required: ['ids'], properties: { ids } },
  response: { 200: envelope(nullData) },
} as const;
export const invite = {
  tags,
  summary:
    'Send the team code to phones and mailboxes (per day: 50 per sender, 200 per company, 3 per phone or mailbox from all companies: 1163)',
  body: {
    type: 'object',
    properties: { phones: { type: 'array', maxItems: 100, items: phone }, emails: { type: 'array', maxItems: 100, items: email } },
  },
  response: {
    200: envelope({ type: 'object', required: ['sent'], properties: { sent: { type: 'integer' } }, additionalProperties: false }),
  },
} as const;
export const fuzzy = {
  tags,
  summary: 'People matching a keyword, as "name (account)" options (at most 20)',
  querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 } } },
  response: { 200: options },
} as const;
export const drow = {
  tags,
  summary: 'Enabled people of a department and below, as options',
  querystring: { type: 'object', properties: { deptId: id } },
  response: { 200: options },
} as const;
export const importFile = {
  tags,
  summary: 'Import people from xlsx (姓名, 手机号, 部门编号, 工号, 职务, 用户类型, 备注): all rows or none',
  consumes: ['multipart/form-data'],
  response: { 200: envelope(importResultData) },
} as const;
export const template = { tags, summary: 'The import template' } as const;

export const userTypeOptions = { tags, summary: 'The company’s enabled user types', response: { 200: options } } as const;
export const userTypeOperate = {
  tags,
  summary: 'Add (no id) or edit a user type',
  body: { type: 'object', required: ['name'], properties: { id, name, sort: { type: 'integer', minimum: 0, maximum: 99999 } } },
  response: { 200: idAnswer },
} as const;
export const userTypeDelete = {
  tags,
  summary: 'Delete a user type nobody has',
  querystring: { type: 'object', required: ['id'], properties: { id } },
  response: { 200: envelope(nullData) },
} as const;
