import { envelope, listData, listQuery } from '../../http/envelope.ts';
import { FORM_LIMITS } from './form-rules.ts';
import { FORM_ELEMENTS } from '../../../common/special-form.ts';
import { POSITION_LIMITS } from './constants.ts';
import { id, idList } from '../../http/ids.ts';

const tags = ['SpecialForm'];
const ids = idList(POSITION_LIMITS.batchMax);
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

const itemProps = {
  prop: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]{0,29}$' },
  label: { type: 'string', minLength: 1, maxLength: FORM_LIMITS.labelMax },
  el: { type: 'string', enum: FORM_ELEMENTS },
  required: { type: 'boolean' },
  options: {
    type: 'array',
    minItems: 1,
    maxItems: FORM_LIMITS.optionsMax,
    items: { type: 'string', minLength: 1, maxLength: FORM_LIMITS.optionMax },
  },
  maxLength: { type: 'integer', minimum: 1, maximum: FORM_LIMITS.textareaMax },
} as const;
const itemIn = { type: 'object', required: ['prop', 'label', 'el', 'required'], properties: itemProps } as const;
const itemOut = {
  type: 'object',
  required: ['prop', 'label', 'el', 'required'],
  properties: itemProps,
  additionalProperties: false,
} as const;
const itemsIn = { type: 'array', minItems: 1, maxItems: FORM_LIMITS.itemsMax, items: itemIn } as const;
const itemsOut = { type: 'array', items: itemOut } as const;
const name = { type: 'string', minLength: 1, maxLength: FORM_LIMITS.nameMax } as const;

const form = {
  type: 'object',
  required: ['id', 'name', 'items', 'itemCount', 'enabled', 'positionCount', 'createdAt', 'updatedAt'],
  properties: {
    id: int,
    name: str,
    items: itemsOut,
    itemCount: int,
    enabled: { type: 'boolean' },
    positionCount: int,
    createdAt: str,
    updatedAt: str,
  },
  additionalProperties: false,
} as const;

export const getList = {
  tags,
  summary: 'The company’s special forms, newest first',
  querystring: {
    type: 'object',
    properties: {
      page: listQuery.page,
      perPage: listQuery.perPage,
      name_like: { type: 'string', maxLength: 50 },
      enabled: { type: 'boolean' },
    },
  },
  response: { 200: envelope(listData(form)) },
} as const;
export const getDetail = {
  tags,
  summary: 'One special form of the company',
  querystring: { type: 'object', required: ['id'], properties: { id } },
  response: { 200: envelope(form) },
} as const;
export const add = {
  tags,
  summary: 'A new special form (items: prop, label, el, required, options for select and radio, maxLength for text)',
  body: { type: 'object', required: ['name', 'items'], properties: { name, items: itemsIn, enabled: { type: 'boolean' } } },
  response: { 200: envelope({ type: 'object', required: ['id'], properties: { id: int }, additionalProperties: false }) },
} as const;
export const edit = {
  tags,
  summary: 'Change a special form (the given fields)',
  body: { type: 'object', required: ['id'], properties: { id, name, items: itemsIn, enabled: { type: 'boolean' } } },
  response: { 200: envelope(form) },
} as const;
export const remove = {
  tags,
  summary: 'Delete special forms no position uses (the whole batch or none)',
  querystring: { type: 'object', required: ['ids'], properties: { ids } },
  response: { 200: envelope({ type: 'object', required: ['deleted'], properties: { deleted: int }, additionalProperties: false }) },
} as const;
export const dropDown = {
  tags,
  summary: 'Enabled special forms of the company as options',
  response: {
    200: envelope({
      type: 'array',
      items: { type: 'object', required: ['value', 'display'], properties: { value: int, display: str }, additionalProperties: false },
    }),
  },
} as const;

const content = {
  type: 'object',
  required: ['formId', 'name', 'items'],
  properties: { formId: int, name: str, items: itemsOut },
  additionalProperties: false,
} as const;
export const contentByPosition = {
  tags,
  summary: 'The special form a position asks applicants to fill in, or null (public for published positions)',
  querystring: { type: 'object', required: ['positionId'], properties: { positionId: id } },
  response: { 200: envelope({ anyOf: [content, { type: 'null' }] }) },
} as const;

const answers = {
  type: 'object',
  required: ['formId', 'name', 'items', 'data'],
  properties: {
    formId: nullableInt,
    name: nullableStr,
    items: itemsOut,
    data: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
  additionalProperties: false,
} as const;
export const getData = {
  tags,
  summary: 'An application’s special-form answers (its applicant, or the company’s HR)',
  querystring: { type: 'object', required: ['deliveryRecordId'], properties: { deliveryRecordId: id } },
  response: { 200: envelope(answers) },
} as const;
export const editData = {
  tags,
  summary: 'Change an application’s answers: its applicant until the interview stage, or HR with positionInfo:edit',
  body: {
    type: 'object',
    required: ['deliveryRecordId', 'data'],
    properties: { deliveryRecordId: id, data: { type: 'object', maxProperties: FORM_LIMITS.itemsMax + 10 } },
  },
  response: { 200: envelope(answers) },
} as const;
