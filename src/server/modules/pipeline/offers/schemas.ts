/** Route schemas of the offer calls beside the transition rows: HR's preview and dialog data, the seeker's answers and letter. */
import { TRANSITIONS } from '../../../../common/pipeline.ts';
import { envelope } from '../../../http/envelope.ts';
import { id, idQuery } from '../../../http/ids.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const option = {
  type: 'object',
  required: ['value', 'display'],
  properties: { value: int, display: str },
  additionalProperties: false,
} as const;

export const previewSchema = {
  tags: ['InterviewAssessments'],
  summary:
    'The offer letter as a PDF (A4): of a sent offer (`offerId`), or of application `id` from the offer dialog’s fields before it is sent',
  body: {
    type: 'object',
    properties: { id, offerId: id, ...TRANSITIONS.SendOffer.input.properties },
    additionalProperties: false,
  },
} as const;

export const tenementInfoSchema = {
  tags: ['InterviewAssessments'],
  summary:
    'The offer dialog’s data for application `id`: the company, its office places, the departments in the caller’s scope, the templates, defaults',
  querystring: idQuery,
  response: {
    200: envelope({
      type: 'object',
      required: [
        'companyName',
        'candidateName',
        'positionName',
        'deptId',
        'officePlaceId',
        'lang',
        'today',
        'entryDate',
        'validUntil',
        'officePlaces',
        'depts',
        'templates',
      ],
      properties: {
        companyName: str,
        candidateName: str,
        positionName: str,
        deptId: { type: ['integer', 'null'] },
        officePlaceId: { type: ['integer', 'null'] },
        lang: str,
        today: str,
        entryDate: str,
        validUntil: str,
        officePlaces: {
          type: 'array',
          items: {
            type: 'object',
            required: ['value', 'display', 'address'],
            properties: { value: int, display: str, address: str },
            additionalProperties: false,
          },
        },
        depts: { type: 'array', items: option },
        templates: {
          type: 'array',
          items: {
            type: 'object',
            required: ['value', 'display', 'lang', 'isDefault'],
            properties: { value: int, display: str, lang: str, isDefault: { type: 'boolean' } },
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    }),
  },
} as const;

const answered = {
  type: 'object',
  required: ['id', 'offerId', 'state', 'answeredAt'],
  properties: { id: int, offerId: int, state: int, answeredAt: str },
  additionalProperties: false,
} as const;

export const answerSchema = (what: string) =>
  ({
    tags: ['ResumeDeliveryRecord'],
    summary: `The seeker ${what} the offer on their application \`id\` (sent and inside its validity)`,
    body: { type: 'object', required: ['id'], properties: { id }, additionalProperties: false },
    response: { 200: envelope(answered) },
  }) as const;

export const seekerPdfSchema = {
  tags: ['ResumeDeliveryRecord'],
  summary: 'The offer letter (PDF) on the caller’s own application `id`',
  querystring: idQuery,
} as const;
