import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { RECRUITING_LIMITS, SEEKER_STAGE } from '../../../common/recruiting.ts';
import { educationsInput, resumeSnapshot } from '../resumes/section-schemas.ts';
import { id } from '../../http/ids.ts';

const tags = ['ResumeDeliveryRecord'];
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
/** A closed object whose every property is always sent. */
const sealed = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, required: Object.keys(properties) as Array<keyof P & string>, additionalProperties: false }) as const;
/** A special-form item's prop (SpecialForm items). */
const FORM_PROP = '^[a-zA-Z][a-zA-Z0-9]{0,29}$';
const stageNames = { seekerStage: int, seekerStageName: str } as const;

export const deliver = {
  tags,
  summary: 'Apply to a published position with the online resume (1) or an attachment (2); special-form answers in formData',
  body: {
    type: 'object',
    required: ['positionId', 'resumeType'],
    properties: {
      positionId: id,
      resumeType: { type: 'integer', enum: [1, 2] },
      attachmentId: id,
      // patternProperties, not additionalProperties: the app strips every key no schema names.
      formData: {
        type: 'object',
        maxProperties: 30,
        patternProperties: { [FORM_PROP]: { type: ['string', 'number', 'null'], maxLength: RECRUITING_LIMITS.descriptionMax } },
      },
    },
  },
  response: { 200: envelope(sealed({ id: int })) },
} as const;

export const qualification = {
  tags: ['PositionInfo'],
  summary: 'What the caller’s resume lacks for a position: missing sections, unmet requirements, and whether applying would pass',
  querystring: { type: 'object', required: ['id'], properties: { id } },
  response: {
    200: envelope({
      type: 'object',
      required: ['qualified', 'missing', 'unmet', 'canDeliver'],
      properties: {
        qualified: bool,
        missing: { type: 'array', items: str },
        unmet: { type: 'array', items: str },
        canDeliver: bool,
        reason: str,
      },
      additionalProperties: false,
    }),
  },
} as const;

/** The live interview invitation on an application (邀请面试): what, where, whom to call, until when, the answer. */
const invitationShape = sealed({
  id: int,
  interviewAt: str,
  place: nullableStr,
  officePlaceName: nullableStr,
  officePlaceAddress: nullableStr,
  contactName: nullableStr,
  contactPhone: nullableStr,
  message: nullableStr,
  sentAt: str,
  expiresAt: str,
  answer: int,
  answeredAt: nullableStr,
  state: { type: 'string', enum: ['pending', 'accepted', 'declined', 'expired'] },
});

/** The live offer on an application at the hire stage (录用): what, where, from when, how much, until when, the answer. */
const offerShape = sealed({
  id: int,
  positionName: str,
  deptName: nullableStr,
  salary: { type: 'number' },
  salaryUnit: int,
  entryDate: nullableStr,
  place: nullableStr,
  validUntil: str,
  sentAt: str,
  answeredAt: nullableStr,
  state: { type: 'string', enum: ['sent', 'accepted', 'declined', 'withdrawn', 'expired'] },
});

const seekerRecord = sealed({
  id: int,
  positionId: int,
  positionName: str,
  tenementName: str,
  salaryMin: int,
  salaryMax: int,
  salaryUnit: int,
  officePlaceName: nullableStr,
  resumeType: int,
  attachmentName: nullableStr,
  stage: int,
  ...stageNames,
  message: nullableStr,
  createdAt: str,
  viewedAt: nullableStr,
  stageChangedAt: str,
  positionState: int,
  invitation: { anyOf: [{ type: 'null' }, invitationShape] },
  offer: { anyOf: [{ type: 'null' }, offerShape] },
});

export const seekerList = {
  tags,
  summary: 'The caller’s applications, newest first; stage filters by the stage the seeker sees (ResumeLib/DeliveryStage)',
  querystring: {
    type: 'object',
    properties: { page: listQuery.page, perPage: listQuery.perPage, stage: { type: 'integer', enum: Object.values(SEEKER_STAGE) } },
  },
  response: { 200: envelope(listData(seekerRecord)) },
} as const;

export const byPosition = {
  tags,
  summary: 'The caller’s open application to a position, or null',
  querystring: { type: 'object', required: ['positionId'], properties: { positionId: id } },
  response: { 200: envelope({ anyOf: [nullData, sealed({ id: int, ...stageNames, createdAt: str })] }) },
} as const;

export const arrivalTime = {
  tags,
  summary: 'The hired seeker’s arrival time (a date, or a date-time with its zone)',
  body: {
    type: 'object',
    required: ['id', 'arrivalTime'],
    properties: {
      id,
      arrivalTime: {
        type: 'string',
        anyOf: [
          { type: 'string', format: 'date' },
          { type: 'string', format: 'date-time' },
        ],
      },
    },
  },
  response: { 200: envelope(nullData) },
} as const;

export const resumeEducation = {
  tags,
  summary: 'Replace the educations an application carries, until HR first opens it',
  body: { type: 'object', required: ['id', 'educations'], properties: { id, educations: educationsInput } },
  response: { 200: envelope(nullData) },
} as const;

const formItem = {
  type: 'object',
  properties: { prop: str, label: str, el: str, required: bool, options: { type: 'array', items: str }, maxLength: int },
  required: ['prop', 'label', 'el', 'required'],
  additionalProperties: false,
} as const;

export const hrDetail = {
  tags,
  summary: 'One application to the caller’s company as HR opens it (the first opening marks it viewed)',
  querystring: { type: 'object', required: ['id'], properties: { id } },
  response: {
    200: envelope(
      sealed({
        record: sealed({
          id: int,
          positionId: int,
          userId: int,
          resumeType: int,
          stage: int,
          ...stageNames,
          active: bool,
          source: nullableStr,
          createdAt: str,
          viewedAt: nullableStr,
          arrivalTime: nullableStr,
          stageChangedAt: str,
        }),
        position: sealed({
          id: int,
          name: str,
          recruitmentType: int,
          positionTypeName: nullableStr,
          state: int,
          deptId: { type: ['integer', 'null'] },
        }),
        applicant: sealed({ account: str, name: nullableStr, phone: nullableStr, email: nullableStr }),
        // The online resume as it was sent; {} for an attachment sent without one.
        resume: resumeSnapshot,
        attachment: { anyOf: [nullData, sealed({ id: int, name: str, fullPath: str })] },
        formData: {
          anyOf: [
            nullData,
            sealed({
              formId: int,
              name: str,
              items: { type: 'array', items: formItem },
              data: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
            }),
          ],
        },
      }),
    ),
  },
} as const;
