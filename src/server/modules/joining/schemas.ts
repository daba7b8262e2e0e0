import { LIMITS, PATTERNS } from '../../../common/validators.ts';
import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { id } from '../../http/ids.ts';

const codeTags = ['TenementCode'];
const formTags = ['Form'];
const nullableStr = { type: ['string', 'null'] } as const;
const paging = { page: listQuery.page, perPage: listQuery.perPage } as const;
const reviewStatus = { type: 'integer', enum: [0, 1, 2] } as const;

export const getCode = {
  tags: codeTags,
  summary: 'The company’s team code',
  response: {
    200: envelope({
      type: 'object',
      required: ['teamCode', 'tenementName'],
      properties: { teamCode: { type: 'string' }, tenementName: { type: 'string' } },
      additionalProperties: false,
    }),
  },
} as const;
export const renewCode = {
  tags: codeTags,
  summary: 'Replace the team code with a new random 15-character one',
  response: {
    200: envelope({ type: 'object', required: ['teamCode'], properties: { teamCode: { type: 'string' } }, additionalProperties: false }),
  },
} as const;
export const join = {
  tags: codeTags,
  summary: 'Ask to join the company of a team code (its reviewers decide)',
  body: {
    type: 'object',
    required: ['teamCode', 'name'],
    properties: {
      teamCode: { type: 'string', pattern: PATTERNS.teamCode },
      name: { type: 'string', minLength: 1, maxLength: 50 },
      remark: { type: 'string', maxLength: LIMITS.remarkMax },
    },
  },
  response: {
    200: envelope({ type: 'object', required: ['formId'], properties: { formId: { type: 'integer' } }, additionalProperties: false }),
  },
} as const;

const joinRequest = {
  type: 'object',
  required: [
    'id',
    'applyType',
    'applicantUserId',
    'account',
    'name',
    'phone',
    'remark',
    'reviewStatus',
    'reviewerName',
    'reviewRemark',
    'reviewedAt',
    'createdAt',
  ],
  properties: {
    id: { type: 'integer' },
    applyType: { type: 'integer' },
    applicantUserId: { type: 'integer' },
    account: { type: 'string' },
    name: nullableStr,
    phone: nullableStr,
    remark: nullableStr,
    reviewStatus: { type: 'integer' },
    reviewerName: nullableStr,
    reviewRemark: nullableStr,
    reviewedAt: nullableStr,
    createdAt: { type: 'string' },
  },
  additionalProperties: false,
} as const;
const ownForm = {
  id: { type: 'integer' },
  tenementName: { type: 'string' },
  applyType: { type: 'integer' },
  reviewStatus: { type: 'integer' },
  reviewRemark: nullableStr,
  createdAt: { type: 'string' },
  reviewedAt: nullableStr,
} as const;

export const reviewList = {
  tags: formTags,
  summary: 'The company’s requests to join, newest first',
  querystring: { type: 'object', properties: { ...paging, reviewStatus } },
  response: { 200: envelope(listData(joinRequest)) },
} as const;
export const formList = {
  tags: formTags,
  summary: 'The caller’s own requests',
  querystring: { type: 'object', properties: paging },
  response: { 200: envelope(listData({ type: 'object', properties: ownForm, additionalProperties: false })) },
} as const;
export const formById = {
  tags: formTags,
  summary: 'One request (its applicant, or a reviewer of its company)',
  querystring: { type: 'object', required: ['id'], properties: { id } },
  response: {
    200: envelope({
      type: 'object',
      properties: {
        ...ownForm,
        content: { type: 'object', properties: { name: { type: 'string' }, remark: nullableStr }, additionalProperties: false },
      },
      additionalProperties: false,
    }),
  },
} as const;
export const reviewForm = {
  tags: formTags,
  summary: 'Approve (a join needs the department) or reject a pending request',
  body: {
    type: 'object',
    required: ['id', 'approve'],
    properties: { id, approve: { type: 'boolean' }, remark: { type: 'string', maxLength: LIMITS.remarkMax }, deptId: id },
  },
  response: { 200: envelope(nullData) },
} as const;
