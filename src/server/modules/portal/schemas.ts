import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { id } from '../../http/ids.ts';

const tags = ['PositionInfo'];
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;
const paging = { page: listQuery.page, perPage: listQuery.perPage } as const;
/** Repeatable query keys (`tags=a&tags=b`): one value arrives as a one-item array too. */
const names = { type: 'array', maxItems: 20, items: { type: 'string', minLength: 1, maxLength: 50 } } as const;
const name = { type: 'string', minLength: 1, maxLength: 50 } as const;

const tag = {
  type: 'object',
  required: ['id', 'name', 'color'],
  properties: { id: int, name: str, color: nullableStr },
  additionalProperties: false,
} as const;

export const portalItem = {
  type: 'object',
  required: [
    'id',
    'name',
    'tenementId',
    'tenementName',
    'companyLogo',
    'recruitmentType',
    'positionTypeName',
    'tags',
    'salaryMin',
    'salaryMax',
    'salaryUnit',
    'education',
    'workExperience',
    'headcount',
    'officePlaceName',
    'factoryName',
    'workStartDate',
    'workEndDate',
    'publishedAt',
  ],
  properties: {
    id: int,
    name: str,
    tenementId: int,
    tenementName: str,
    companyLogo: nullableStr,
    recruitmentType: int,
    positionTypeName: nullableStr,
    tags: { type: 'array', items: tag },
    salaryMin: int,
    salaryMax: int,
    salaryUnit: int,
    education: int,
    workExperience: int,
    headcount: int,
    officePlaceName: nullableStr,
    factoryName: nullableStr,
    workStartDate: nullableStr,
    workEndDate: nullableStr,
    publishedAt: nullableStr,
  },
  additionalProperties: false,
} as const;

const option = (value: object) =>
  ({ type: 'object', required: ['value', 'display'], properties: { value, display: str }, additionalProperties: false }) as const;

export const homeList = {
  tags,
  summary: 'Published positions for the job-seeker site (public): filters by names, newest first or by salary',
  querystring: {
    type: 'object',
    properties: {
      ...paging,
      keyword: { type: 'string', maxLength: 50 },
      recruitmentType: { type: 'array', maxItems: 3, items: { type: 'integer', enum: [1, 2, 3] } },
      positionType: name,
      tags: names,
      place: name,
      factory: name,
      tenementId: id,
      sort: { type: 'string', enum: ['newest', 'salary'] },
    },
  },
  response: { 200: envelope(listData(portalItem)) },
} as const;

export const similar = {
  tags,
  summary: 'Up to 6 other published positions sharing a tag or the type, newest first (public)',
  querystring: { type: 'object', properties: { id, tags: names, positionType: name } },
  response: { 200: envelope({ type: 'array', items: portalItem }) },
} as const;

export const commonTags = {
  tags,
  summary: 'The 20 tag names most used on published positions (public)',
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'display', 'count'],
        properties: { value: str, display: str, count: int },
        additionalProperties: false,
      },
    }),
  },
} as const;

export const workExperience = {
  tags,
  summary: 'Work-experience choices in the caller’s language (public)',
  response: { 200: envelope({ type: 'array', items: option(int) }) },
} as const;

export const isCollect = {
  tags,
  summary: 'Whether the caller has saved the position (within 3 months)',
  querystring: { type: 'object', required: ['positionId'], properties: { positionId: id } },
  response: {
    200: envelope({ type: 'object', required: ['isCollect'], properties: { isCollect: { type: 'boolean' } }, additionalProperties: false }),
  },
} as const;

const collectTags = ['PositionCollect'];
export const addCollect = {
  tags: collectTags,
  summary: 'Save a published position (saving again changes nothing)',
  body: { type: 'object', required: ['positionId'], properties: { positionId: id } },
  response: { 200: envelope(nullData) },
} as const;
export const deleteCollect = {
  tags: collectTags,
  summary: 'Remove one of the caller’s saves',
  querystring: { type: 'object', required: ['positionId'], properties: { positionId: id } },
  response: { 200: envelope(nullData) },
} as const;
export const collectList = {
  tags: collectTags,
  summary: 'The caller’s saves of the last 3 months, newest first, with the position’s current state',
  querystring: { type: 'object', properties: paging },
  response: {
    200: envelope(
      listData({
        type: 'object',
        required: ['positionId', 'position', 'createdAt', 'expiresAt', 'state'],
        properties: { positionId: int, position: portalItem, createdAt: str, expiresAt: str, state: int },
        additionalProperties: false,
      }),
    ),
  },
} as const;

export const tagsByCompany = {
  tags: ['PositionTags'],
  summary: 'A listed company’s enabled position tags (public)',
  querystring: { type: 'object', required: ['tenementId'], properties: { tenementId: id } },
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'display', 'color'],
        properties: { value: int, display: str, color: nullableStr },
        additionalProperties: false,
      },
    }),
  },
} as const;

export const typesForHome = {
  tags: ['PositionType'],
  summary: 'Enabled position-type names of one listed company, or of every company with published positions (public)',
  querystring: { type: 'object', properties: { tenementId: id } },
  response: { 200: envelope({ type: 'array', items: option(str) }) },
} as const;
