import { TERMS_VERSION_PATTERN } from '../../../common/terms.ts';
import { envelope, listData, listQuery } from '../../http/envelope.ts';
import { idList } from '../../http/ids.ts';

const nullableString = { type: ['string', 'null'] } as const;

const ownRequest = {
  type: 'object',
  required: ['id', 'state', 'reason', 'retainUntil', 'createdAt', 'answeredAt'],
  properties: {
    id: { type: 'integer' },
    /** 0 pending, 1 done (erased), 2 refused. */
    state: { type: 'integer' },
    /** Why refused: legalRetention (a hire's retention), member (a company's staff account). */
    reason: nullableString,
    /** Under legal retention, the day it ends; null while a hire has not left. */
    retainUntil: nullableString,
    createdAt: { type: 'string' },
    answeredAt: nullableString,
  },
  additionalProperties: false,
} as const;

const companyRequest = {
  ...ownRequest,
  required: [...ownRequest.required, 'name', 'phone', 'erased'],
  properties: { ...ownRequest.properties, name: nullableString, phone: nullableString, erased: { type: 'boolean' } },
} as const;

const consent = {
  type: 'object',
  required: ['currentVersion', 'needsConsent', 'accepted'],
  properties: {
    currentVersion: { type: 'string' },
    needsConsent: { type: 'boolean' },
    accepted: {
      type: 'array',
      items: {
        type: 'object',
        required: ['version', 'acceptedAt'],
        properties: { version: { type: 'string' }, acceptedAt: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export const exportSchema = {
  tags: ['Privacy'],
  summary: 'All the caller’s personal data as one zip: data.json (every holder) and files/ (their uploaded papers)',
} as const;

export const myRequestsSchema = {
  tags: ['Privacy'],
  summary: 'The caller’s erasure requests, newest first (state, and why a refused one was refused)',
  response: { 200: envelope({ type: 'array', items: ownRequest }) },
} as const;

export const requestErasureSchema = {
  tags: ['Privacy'],
  summary:
    'Ask for the caller’s personal data to be erased: the companies they applied to see the request and run it; with none, it runs at once (1490 while one is pending)',
  response: { 200: envelope(ownRequest) },
} as const;

export const consentSchema = {
  tags: ['Privacy'],
  summary: 'The terms versions the caller accepted, and whether the current one still needs their consent',
  response: { 200: envelope(consent) },
} as const;

export const acceptTermsSchema = {
  tags: ['Privacy'],
  summary: 'Record the caller’s consent to the current terms version (1492 for another version)',
  body: {
    type: 'object',
    required: ['agreementVersion'],
    properties: { agreementVersion: { type: 'string', pattern: TERMS_VERSION_PATTERN } },
    additionalProperties: false,
  },
  response: { 200: envelope(consent) },
} as const;

export const companyListSchema = {
  tags: ['PrivacyRequest'],
  summary: 'Erasure requests of seekers who applied to the company, inside the reader’s data scope on applications, newest first',
  querystring: {
    type: 'object',
    properties: { page: listQuery.page, perPage: listQuery.perPage, sort: listQuery.sort, state: { type: 'integer', enum: [0, 1, 2] } },
  },
  response: { 200: envelope(listData(companyRequest)) },
} as const;

export const processSchema = {
  tags: ['PrivacyRequest'],
  summary:
    'Run pending erasure requests, all or nothing: each erased, or refused under a hire’s legal retention or a membership (the seeker reads why); 1491 when one was already answered',
  body: { type: 'object', required: ['ids'], properties: { ids: idList(20) }, additionalProperties: false },
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'state', 'reason', 'retainUntil'],
        properties: { id: { type: 'integer' }, state: { type: 'integer' }, reason: nullableString, retainUntil: nullableString },
        additionalProperties: false,
      },
    }),
  },
} as const;
