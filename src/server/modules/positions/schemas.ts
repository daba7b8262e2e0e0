import { RECRUITING_LIMITS } from '../../../common/recruiting.ts';
import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { POSITION_LIMITS } from './constants.ts';
import { POSITION_SORTS } from './repository.ts';
import { id, idList, idQuery, idAnswer } from '../../http/ids.ts';

const tags = ['PositionInfo'];
const ids = idList(POSITION_LIMITS.batchMax);
// Type lists, not anyOf: with type coercion on, anyOf's string branch would turn null into "".
const nullableId = { type: ['integer', 'null'], minimum: 1 } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const date = { type: ['string', 'null'], format: 'date' } as const;
const age = { type: ['integer', 'null'], minimum: POSITION_LIMITS.ageMin, maximum: POSITION_LIMITS.ageMax } as const;

/** What HR writes. Salaries are plain numbers here: the service names the broken salary rule (salaryIssue). */
const writable = {
  name: { type: 'string', minLength: 1, maxLength: POSITION_LIMITS.nameMax },
  recruitmentType: { type: 'integer', enum: [1, 2, 3] },
  positionTypeId: nullableId,
  deptId: nullableId,
  factoryId: nullableId,
  officePlaceId: nullableId,
  // A form sends a cleared optional field as null: no tags, or back to the default.
  tagIds: { type: ['array', 'null'], maxItems: POSITION_LIMITS.tagsMax, items: id },
  headcount: { type: ['integer', 'null'], minimum: 1, maximum: POSITION_LIMITS.headcountMax },
  salaryMin: { type: 'number' },
  salaryMax: { type: 'number' },
  salaryUnit: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
  education: { type: ['integer', 'null'], enum: [1, 2, 3, 4, 5, 6, 7, null] },
  workExperience: { type: ['integer', 'null'], enum: [0, 1, 2, 3, 4, 5, null] },
  ageMin: age,
  ageMax: age,
  description: { type: 'string', minLength: 1, maxLength: RECRUITING_LIMITS.descriptionMax },
  requirement: { type: ['string', 'null'], maxLength: RECRUITING_LIMITS.descriptionMax },
  workStartDate: date,
  workEndDate: date,
  examId: nullableId,
  specialFormId: nullableId,
} as const;

const tag = {
  type: 'object',
  required: ['id', 'name', 'color'],
  properties: { id: int, name: str, color: nullableStr },
  additionalProperties: false,
} as const;

const positionProps = {
  id: int,
  tenementId: int,
  tenementName: str,
  name: str,
  recruitmentType: int,
  positionTypeId: nullableInt,
  positionTypeName: nullableStr,
  deptId: nullableInt,
  deptName: nullableStr,
  factoryId: nullableInt,
  factoryName: nullableStr,
  officePlaceId: nullableInt,
  officePlaceName: nullableStr,
  officePlaceAddress: nullableStr,
  tagIds: { type: 'array', items: int },
  tags: { type: 'array', items: tag },
  headcount: int,
  salaryMin: int,
  salaryMax: int,
  salaryUnit: int,
  education: int,
  workExperience: int,
  ageMin: nullableInt,
  ageMax: nullableInt,
  description: str,
  requirement: nullableStr,
  workStartDate: nullableStr,
  workEndDate: nullableStr,
  examId: nullableInt,
  examName: nullableStr,
  specialFormId: nullableInt,
  state: int,
  stateName: str,
  submittedAt: nullableStr,
  publishedAt: nullableStr,
  offlineAt: nullableStr,
  createdAt: str,
  updatedAt: str,
  deliveryCount: { type: 'integer', description: 'HR only' },
} as const;

/** Data permissions may leave out the controlled fields (salaries, headcount); HR alone gets deliveryCount. */
const position = {
  type: 'object',
  required: [
    'id',
    'tenementId',
    'tenementName',
    'name',
    'recruitmentType',
    'positionTypeId',
    'positionTypeName',
    'deptId',
    'deptName',
    'factoryId',
    'factoryName',
    'officePlaceId',
    'officePlaceName',
    'officePlaceAddress',
    'tagIds',
    'tags',
    'salaryUnit',
    'education',
    'workExperience',
    'ageMin',
    'ageMax',
    'description',
    'requirement',
    'workStartDate',
    'workEndDate',
    'examId',
    'examName',
    'specialFormId',
    'state',
    'stateName',
    'submittedAt',
    'publishedAt',
    'offlineAt',
    'createdAt',
    'updatedAt',
  ],
  properties: positionProps,
  additionalProperties: false,
} as const;

const sorts = POSITION_SORTS.flatMap((s) => [s, `-${s}`]);
const listFilters = {
  type: 'object',
  properties: {
    page: listQuery.page,
    perPage: listQuery.perPage,
    sort: { type: 'string', enum: sorts },
    name: { type: 'string', maxLength: 50, description: 'contains' },
    name_like: { type: 'string', maxLength: 50, description: 'contains (the list screen’s filter)' },
    state: { type: 'integer', enum: [0, 1, 2, 3] },
    recruitmentType: { type: 'integer', enum: [1, 2, 3] },
    positionTypeId: id,
    deptId: { ...id, description: 'the department and the ones below it' },
  },
} as const;

const optionList = envelope({
  type: 'array',
  items: { type: 'object', required: ['value', 'display'], properties: { value: int, display: str }, additionalProperties: false },
});
const factoryOptions = envelope({
  type: 'array',
  items: {
    type: 'object',
    required: ['value', 'display', 'address'],
    properties: { value: int, display: str, address: str },
    additionalProperties: false,
  },
});

export const getList = {
  tags,
  summary: 'The company’s positions in the caller’s data scope',
  querystring: listFilters,
  response: { 200: envelope(listData(position)) },
} as const;
export const getShortList = {
  tags,
  summary: 'Short-term positions (recruitment type 3) in the caller’s data scope',
  querystring: listFilters,
  response: { 200: envelope(listData(position)) },
} as const;
export const getDetail = {
  tags,
  summary: 'A published position for anyone; any position of the company for its HR (with deliveryCount)',
  querystring: idQuery,
  response: { 200: envelope(position) },
} as const;
export const getShortDetail = {
  tags,
  summary: 'A short-term position of the company (HR)',
  querystring: idQuery,
  response: { 200: envelope(position) },
} as const;

export const insert = {
  tags,
  summary: 'A new position: a draft, or waiting for publish with submit true',
  body: {
    type: 'object',
    required: ['name', 'recruitmentType', 'salaryMin', 'salaryMax', 'description'],
    properties: { ...writable, submit: { type: 'boolean' } },
  },
  response: { 200: idAnswer },
} as const;
export const insertShort = {
  tags,
  summary: 'A new short-term position (recruitment type 3; the work period is required)',
  body: {
    type: 'object',
    required: ['name', 'salaryMin', 'salaryMax', 'description', 'workStartDate', 'workEndDate'],
    properties: { ...writable, recruitmentType: { type: 'integer', enum: [3] }, submit: { type: 'boolean' } },
  },
  response: { 200: idAnswer },
} as const;
export const update = {
  tags,
  summary: 'Change a position that is not published; name and recruitment type are fixed once submitted',
  body: { type: 'object', required: ['id'], properties: { id, ...writable } },
  response: { 200: envelope(position) },
} as const;
export const updateShort = {
  tags,
  summary: 'Change a short-term position that is not published',
  body: { type: 'object', required: ['id'], properties: { id, ...writable, recruitmentType: { type: 'integer', enum: [3] } } },
  response: { 200: envelope(position) },
} as const;

const stepBody = { type: 'object', required: ['ids'], properties: { ids } } as const;
const stepAnswer = envelope({ type: 'object', required: ['updated'], properties: { updated: int }, additionalProperties: false });
export const applyForPublish = {
  tags,
  summary: 'Draft or offline positions wait for publish (the whole batch or none)',
  body: stepBody,
  response: { 200: stepAnswer },
} as const;
export const publish = {
  tags,
  summary: 'Waiting positions are published (the whole batch or none)',
  body: stepBody,
  response: { 200: stepAnswer },
} as const;
export const offline = {
  tags,
  summary: 'Published positions go offline (the whole batch or none)',
  body: stepBody,
  response: { 200: stepAnswer },
} as const;
export const remove = {
  tags,
  summary: 'Delete draft or offline positions without applications (the whole batch or none)',
  querystring: { type: 'object', required: ['ids'], properties: { ids } },
  response: { 200: envelope({ type: 'object', required: ['deleted'], properties: { deleted: int }, additionalProperties: false }) },
} as const;

export const dropDown = {
  tags,
  summary: 'The company’s positions as options (newest first), optionally of one state or recruitment type',
  querystring: {
    type: 'object',
    properties: { state: { type: 'integer', enum: [0, 1, 2, 3] }, recruitmentType: { type: 'integer', enum: [1, 2, 3] } },
  },
  response: { 200: optionList },
} as const;
export const factoryList = {
  tags,
  summary: 'Enabled factories of a company (public with tenementId; the caller’s company for HR without it)',
  querystring: { type: 'object', properties: { tenementId: id } },
  response: { 200: factoryOptions },
} as const;

export { nullData };
