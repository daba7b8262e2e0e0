/** Route schemas of salary approval (SalaryInfo/*, ResumeLib/EditResumeSalary). */
import { envelope, listData, listQuery } from '../../../http/envelope.ts';
import { id, ids } from '../../../http/ids.ts';

const tags = ['SalaryInfo'];
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const nStr = { type: ['string', 'null'] } as const;
const nInt = { type: ['integer', 'null'] } as const;
const nNum = { type: ['number', 'null'] } as const;
const option = {
  type: 'object',
  required: ['value', 'display'],
  properties: { value: int, display: str },
  additionalProperties: false,
} as const;

/** The proposed salary: amount (> 0, two decimals kept), unit (OFFER_SALARY_UNIT) and a note. */
const salary = {
  salary: { type: 'number', exclusiveMinimum: 0, maximum: 9999999999 },
  salaryUnit: { type: 'integer', enum: [1, 2, 3, 4] },
  note: { type: 'string', maxLength: 200 },
} as const;

const salaryBody = {
  type: 'object',
  required: ['id', 'salary', 'salaryUnit'],
  properties: { id, ...salary },
  additionalProperties: false,
} as const;

export const startSchema = {
  tags,
  summary: 'HR proposes the offered salary of application `id` (hire stage, offer steps) and opens its approval',
  body: salaryBody,
  response: { 200: envelope({ type: 'object', required: ['id'], properties: { id: int }, additionalProperties: false }) },
} as const;

export const endSchema = {
  tags,
  summary: 'An approver approves or rejects the open approval `id`, with a comment; of two at once one wins (1443)',
  body: {
    type: 'object',
    required: ['id', 'approved'],
    properties: { id, approved: { type: 'boolean' }, comment: { type: 'string', maxLength: 200 } },
    additionalProperties: false,
  },
  response: {
    200: envelope({ type: 'object', required: ['id', 'state'], properties: { id: int, state: int }, additionalProperties: false }),
  },
} as const;

export const salaryState = {
  type: 'object',
  required: [
    'id',
    'open',
    'processId',
    'state',
    'approved',
    'salary',
    'salaryUnit',
    'approvedSalary',
    'approvedSalaryUnit',
    'comment',
    'requireApproval',
  ],
  properties: {
    id: int,
    open: { type: 'boolean' },
    processId: nInt,
    state: nInt,
    approved: { type: 'boolean' },
    salary: nNum,
    salaryUnit: nInt,
    approvedSalary: nNum,
    approvedSalaryUnit: nInt,
    comment: nStr,
    requireApproval: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

const statesOf = (summary: string) =>
  ({
    tags,
    summary,
    body: { type: 'object', required: ['ids'], properties: { ids }, additionalProperties: false },
    response: { 200: envelope({ type: 'array', items: salaryState }) },
  }) as const;

export const hasProcessSchema = statesOf('Whether an approval is open for each application of `ids` (`open`), with its salary state');
export const hasFinishSchema = statesOf(
  'Whether the salary of each application of `ids` is approved (`approved`: the newest approval passed and the proposal is still what it approved)',
);

export const editSchema = {
  tags: ['ResumeLib'],
  summary: 'Edit the proposed salary of application `id` while no approval is open (1440); a changed salary needs a new approval',
  body: salaryBody,
  response: { 200: envelope(salaryState) },
} as const;

export const globalflowSchema = {
  tags,
  summary: 'The company’s external workflow address for salary approvals; empty when approvals happen here',
  response: { 200: envelope({ type: 'object', required: ['url'], properties: { url: str }, additionalProperties: false }) },
} as const;

const settings = {
  type: 'object',
  required: ['requireApproval', 'approverIds', 'approvers', 'globalflowUrl'],
  properties: {
    requireApproval: { type: 'boolean' },
    approverIds: { type: 'array', items: int },
    approvers: { type: 'array', items: option },
    globalflowUrl: str,
  },
  additionalProperties: false,
} as const;

export const getSettingSchema = { tags, summary: 'The company’s salary approval settings', response: { 200: envelope(settings) } } as const;

export const saveSettingSchema = {
  tags,
  summary:
    'Save the salary approval settings: whether an offer needs an approved salary, the approvers (enabled members), the external workflow address',
  body: {
    type: 'object',
    required: ['requireApproval', 'approverIds'],
    properties: {
      requireApproval: { type: 'boolean' },
      approverIds: { type: 'array', maxItems: 20, items: id },
      globalflowUrl: { type: 'string', maxLength: 500 },
    },
    additionalProperties: false,
  },
  response: { 200: envelope(settings) },
} as const;

export const candidatesSchema = {
  tags,
  summary: 'The start dialog’s choices: applications at the hire stage’s offer steps in the caller’s scope without an open approval (≤ 50)',
  querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 } }, additionalProperties: false },
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'display', 'salary', 'salaryUnit'],
        properties: { value: int, display: str, salary: nNum, salaryUnit: nInt },
        additionalProperties: false,
      },
    }),
  },
} as const;

const row = {
  type: 'object',
  required: [
    'id',
    'deliveryRecordId',
    'name',
    'positionName',
    'deptName',
    'stage',
    'step',
    'salary',
    'salaryUnit',
    'note',
    'state',
    'stateName',
    'startedByName',
    'startedAt',
    'endedByName',
    'endedAt',
    'comment',
    'canEnd',
  ],
  properties: {
    id: int,
    deliveryRecordId: int,
    name: str,
    positionName: str,
    deptName: nStr,
    stage: int,
    step: int,
    salary: num,
    salaryUnit: int,
    note: nStr,
    state: int,
    stateName: str,
    startedByName: str,
    startedAt: str,
    endedByName: nStr,
    endedAt: nStr,
    comment: nStr,
    canEnd: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

export const listSchema = {
  tags,
  summary:
    '薪资审批: approvals of the applications the caller sees, open ones first, newest first; filters `state`, `keyword` (name or position), `positionId`',
  querystring: {
    type: 'object',
    properties: {
      ...listQuery,
      state: { type: 'integer', enum: [0, 1, 2] },
      keyword: { type: 'string', maxLength: 50 },
      positionId: id,
    },
    additionalProperties: false,
  },
  response: { 200: envelope(listData(row)) },
} as const;
