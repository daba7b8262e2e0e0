import { envelope } from '../../http/envelope.ts';
import { resumeSnapshot } from './section-schemas.ts';
import { id, idQuery } from '../../http/ids.ts';

const tags = ['ResumeLib'];
const str = { type: 'string' } as const;
const nStr = { type: ['string', 'null'] } as const;

export const recordSummary = {
  type: 'object',
  required: [
    'id',
    'positionId',
    'positionName',
    'tenementId',
    'tenementName',
    'resumeType',
    'stage',
    'seekerStage',
    'seekerStageName',
    'createdAt',
    'viewedAt',
    'arrivalTime',
  ],
  properties: {
    id: { type: 'integer' },
    positionId: { type: 'integer' },
    positionName: str,
    tenementId: { type: 'integer' },
    tenementName: str,
    resumeType: { type: 'integer' },
    stage: { type: 'integer' },
    seekerStage: { type: 'integer' },
    seekerStageName: str,
    createdAt: str,
    viewedAt: nStr,
    arrivalTime: nStr,
  },
  additionalProperties: false,
} as const;

const formItem = {
  type: 'object',
  required: ['prop', 'label', 'el', 'required'],
  properties: {
    prop: str,
    label: str,
    el: str,
    required: { type: 'boolean' },
    options: { type: 'array', items: str },
    maxLength: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
const form = {
  anyOf: [
    {
      type: 'object',
      required: ['formId', 'name', 'items'],
      properties: { formId: { type: 'integer' }, name: str, items: { type: 'array', items: formItem } },
      additionalProperties: false,
    },
    { type: 'null' },
  ],
} as const;
/** Answers keyed by the form's props. */
const answers = { type: 'object', additionalProperties: { type: ['string', 'number'] } } as const;

const seekerInfo = {
  type: 'object',
  required: ['record', 'form', 'data'],
  properties: { record: recordSummary, form, data: answers },
  additionalProperties: false,
} as const;
const backInfo = {
  type: 'object',
  required: ['record', 'form', 'data', 'resume'],
  properties: { record: recordSummary, form, data: answers, resume: resumeSnapshot },
  additionalProperties: false,
} as const;

export const getInfo = {
  tags,
  summary: 'The caller’s application with its position’s special form and the answers (general-worker data)',
  querystring: idQuery,
  response: { 200: envelope(seekerInfo) },
} as const;
export const getBackInfo = {
  tags,
  summary: 'An application to the caller’s company: special form, answers and the resume it carried',
  querystring: idQuery,
  response: { 200: envelope(backInfo) },
} as const;
export const editBack = {
  tags,
  summary: 'HR replaces the special-form answers of an application to their company',
  body: { type: 'object', required: ['id', 'data'], properties: { id, data: { type: 'object' } }, additionalProperties: false },
  response: { 200: envelope(backInfo) },
} as const;
