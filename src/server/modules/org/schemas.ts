import { envelope, importResultData, nullData } from '../../http/envelope.ts';
import { id, idAnswer } from '../../http/ids.ts';

/** Department numbers: letters, digits and . _ - (they are typed into Excel and searched for). */
export const DEPT_NO_PATTERN = '^[A-Za-z0-9._-]+$';

const deptNo = { type: 'string', minLength: 1, maxLength: 32, pattern: DEPT_NO_PATTERN } as const;
const deptName = { type: 'string', minLength: 1, maxLength: 100 } as const;
const sort = { type: 'integer', minimum: 0, maximum: 99999 } as const;
const remark = { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] } as const;
const byId = { type: 'object', required: ['id'], properties: { id } } as const;
const tags = ['SysTenement'];

const deptDetailData = {
  type: 'object',
  required: ['id', 'parentId', 'parentName', 'deptNo', 'name', 'sort', 'remark', 'peopleCount', 'peopleWithin', 'childCount'],
  properties: {
    id: { type: 'integer' },
    parentId: { type: ['integer', 'null'] },
    parentName: { type: ['string', 'null'] },
    deptNo: { type: 'string' },
    name: { type: 'string' },
    sort: { type: 'integer' },
    remark: { type: ['string', 'null'] },
    peopleCount: { type: 'integer' },
    /** Members of the department and of every department below it. */
    peopleWithin: { type: 'integer' },
    childCount: { type: 'integer' },
  },
  additionalProperties: false,
} as const;

export const deptDetail = {
  tags,
  summary: 'One department of the caller’s company, with its parent’s name and how many people and sub-departments it has',
  querystring: byId,
  response: { 200: envelope(deptDetailData) },
} as const;
export const deptAdd = {
  tags,
  summary: 'Add a department (at the top only while the company has no root department)',
  body: {
    type: 'object',
    required: ['parentId', 'deptNo', 'name'],
    properties: { parentId: { type: ['integer', 'null'], minimum: 1 }, deptNo, name: deptName, sort, remark },
  },
  response: { 200: idAnswer },
} as const;
export const deptEdit = {
  tags,
  summary: 'Edit a department; a new parent moves it with everything below it',
  body: {
    type: 'object',
    required: ['id'],
    properties: { id, parentId: { type: ['integer', 'null'], minimum: 1 }, deptNo, name: deptName, sort, remark },
  },
  response: { 200: idAnswer },
} as const;
export const deptDelete = {
  tags,
  summary: 'Delete a department without sub-departments or people',
  querystring: byId,
  response: { 200: envelope(nullData) },
} as const;

export const deptImport = {
  tags,
  summary: 'Import departments from xlsx (multipart field `file`): all rows or none, with an error report',
  consumes: ['multipart/form-data'],
  response: { 200: envelope(importResultData) },
} as const;
export const deptTemplate = { tags, summary: 'The department import template (xlsx) with one example row' } as const;
