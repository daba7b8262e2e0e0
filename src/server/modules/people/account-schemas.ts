import { LIMITS, PATTERNS } from '../../../common/validators.ts';
import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { id } from '../../http/ids.ts';

const tags = ['User'];
const nullableStr = { type: ['string', 'null'] } as const;

const account = {
  type: 'object',
  required: ['id', 'account', 'name', 'phone', 'email', 'enabled', 'isSeeker', 'mustChangePassword', 'tenementNames', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    account: { type: 'string' },
    name: nullableStr,
    phone: nullableStr,
    email: nullableStr,
    enabled: { type: 'boolean' },
    isSeeker: { type: 'boolean' },
    mustChangePassword: { type: 'boolean' },
    tenementNames: { type: 'string', description: 'company names joined with 、' },
    createdAt: { type: 'string' },
  },
  additionalProperties: false,
} as const;

export const pageList = {
  tags,
  summary: 'Every account of the platform (platform administrator)',
  querystring: {
    type: 'object',
    properties: {
      page: listQuery.page,
      perPage: listQuery.perPage,
      account_like: { type: 'string', maxLength: 16 },
      name_like: { type: 'string', maxLength: 50 },
      phone: { type: 'string', maxLength: 11 },
    },
  },
  response: { 200: envelope(listData(account)) },
} as const;

export const byCon = {
  tags,
  summary:
    'Find an account to add by ONE full account name, phone or e-mail (exact). No account and an account that cannot be added both answer 1323; no id is given. Limited per caller (10 a minute, 100 a day: 1004) and logged',
  querystring: {
    type: 'object',
    properties: {
      account: { type: 'string', pattern: PATTERNS.account },
      phone: { type: 'string', pattern: PATTERNS.phone },
      email: { type: 'string', maxLength: 254, pattern: PATTERNS.email },
    },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['name', 'phone', 'email'],
      properties: { name: nullableStr, phone: nullableStr, email: nullableStr },
      additionalProperties: false,
    }),
  },
} as const;

export const initializePassword = {
  tags,
  summary:
    'Give an account a random 12-character password it must change at next login, sent to its bound phone (else e-mail); answers where it went, masked, never the password. Its sessions end (4006)',
  body: { type: 'object', required: ['userId'], properties: { userId: id } },
  response: {
    200: envelope({
      type: 'object',
      required: ['channel', 'to'],
      properties: {
        channel: { type: 'string', enum: ['sms', 'mail'] },
        to: { type: 'string', description: 'the phone or e-mail, masked' },
      },
      additionalProperties: false,
    }),
  },
} as const;

const password = { type: 'string', minLength: 1, maxLength: LIMITS.passwordMax } as const;
export const changePassword = {
  tags,
  summary: 'Change the caller’s own password (clears the must-change flag; other sessions end)',
  body: { type: 'object', required: ['oldPassword', 'newPassword'], properties: { oldPassword: password, newPassword: password } },
  response: { 200: envelope(nullData) },
} as const;
