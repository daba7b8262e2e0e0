import type { FromSchema } from 'json-schema-to-ts';
import { PATTERNS } from '../../../common/validators.ts';
import { RECRUITING_LIMITS } from '../../../common/recruiting.ts';
import { envelope } from '../../http/envelope.ts';
import { id, idQuery } from '../../http/ids.ts';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const str = { type: 'string' } as const;
const nStr = { type: ['string', 'null'] } as const;
const nInt = { type: ['integer', 'null'] } as const;

/** The seeker's personal details for onboarding, given once and reused for every hire. */
export const userInfoData = {
  type: 'object',
  properties: {
    idNumber: { type: 'string', maxLength: 18 },
    nation: text(20),
    nativePlace: text(50),
    address: text(200),
    emergencyContact: text(20),
    emergencyRelation: text(20),
    emergencyPhone: { type: 'string', pattern: PATTERNS.phone },
    bankName: text(50),
    bankCard: { type: 'string', pattern: '^\\d{12,19}$' },
  },
  additionalProperties: false,
} as const;
export type UserInfoData = FromSchema<typeof userInfoData>;

/** Papers of one hired application: file ids of the seeker's own uploads (fromType entryDocument or resumePhoto). */
const fileId = { type: ['integer', 'null'], minimum: 1 } as const;
export const entryData = {
  type: 'object',
  properties: {
    idCardFrontId: fileId,
    idCardBackId: fileId,
    diplomaId: fileId,
    healthCertId: fileId,
    bankCardId: fileId,
    photoIds: { type: 'array', maxItems: RECRUITING_LIMITS.photosMax, uniqueItems: true, items: id },
    remark: { type: ['string', 'null'], maxLength: 200 },
  },
  additionalProperties: false,
} as const;
export type EntryData = FromSchema<typeof entryData>;

const tags = ['ResumeUserInfo'];
const userInfoAnswer = { type: 'object', required: ['data'], properties: { data: userInfoData }, additionalProperties: false } as const;

export const getUserInfo = { tags, summary: 'The caller’s onboarding details', response: { 200: envelope(userInfoAnswer) } } as const;
export const editUserInfo = {
  tags,
  summary: 'Replace the caller’s onboarding details',
  body: { type: 'object', required: ['data'], properties: { data: userInfoData }, additionalProperties: false },
  response: { 200: envelope(userInfoAnswer) },
} as const;

const entryAnswer = {
  type: 'object',
  required: ['deliveryRecordId', 'stage', 'seekerStage', 'editable', 'arrivalTime', 'data', 'files'],
  properties: {
    deliveryRecordId: { type: 'integer' },
    stage: { type: 'integer' },
    seekerStage: { type: 'integer' },
    /** The seeker may still change the papers (stage hire or waiting to report). */
    editable: { type: 'boolean' },
    /** Set through ResumeDeliveryRecord/updateArrivaTime. */
    arrivalTime: nStr,
    /** Every key present: a paper not given is null (presentEntry). */
    data: {
      type: 'object',
      required: ['idCardFrontId', 'idCardBackId', 'diplomaId', 'healthCertId', 'bankCardId', 'photoIds', 'remark'],
      properties: {
        idCardFrontId: nInt,
        idCardBackId: nInt,
        diplomaId: nInt,
        healthCertId: nInt,
        bankCardId: nInt,
        photoIds: { type: 'array', items: { type: 'integer' } },
        remark: nStr,
      },
      additionalProperties: false,
    },
    /** Every file the data names, to show them. */
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'fullPath'],
        properties: { id: { type: 'integer' }, name: str, fullPath: str },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export const getEntry = {
  tags,
  summary: 'Entry papers of an application (its seeker, or HR of its company)',
  querystring: idQuery,
  response: { 200: envelope(entryAnswer) },
} as const;
export const editEntry = {
  tags,
  summary: 'Replace the entry papers of the caller’s application (stage hire or waiting to report, else 1149)',
  body: { type: 'object', required: ['id', 'data'], properties: { id, data: entryData }, additionalProperties: false },
  response: { 200: envelope(entryAnswer) },
} as const;
export const jobByRecord = {
  tags,
  summary: 'Where and when the caller starts for a hired application',
  querystring: idQuery,
  response: {
    200: envelope({
      type: 'object',
      required: [
        'deliveryRecordId',
        'positionName',
        'tenementName',
        'deptName',
        'factoryName',
        'officePlaceName',
        'officePlaceAddress',
        'arrivalTime',
        'stage',
        'seekerStage',
      ],
      properties: {
        deliveryRecordId: { type: 'integer' },
        positionName: str,
        tenementName: str,
        deptName: nStr,
        factoryName: nStr,
        officePlaceName: nStr,
        officePlaceAddress: nStr,
        arrivalTime: nStr,
        stage: { type: 'integer' },
        seekerStage: { type: 'integer' },
      },
      additionalProperties: false,
    }),
  },
} as const;
