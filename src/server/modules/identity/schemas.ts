import { PATTERNS, LIMITS } from '../../../common/validators.ts';
import { TERMS_VERSION_PATTERN } from '../../../common/terms.ts';
import { envelope, nullData } from '../../http/envelope.ts';
import { id } from '../../http/ids.ts';

const loginSource = { type: 'integer', enum: [1, 3], default: 1 } as const;
const password = { type: 'string', minLength: 1, maxLength: LIMITS.passwordMax } as const;
const ticket = { type: 'string', minLength: 1, maxLength: 100 } as const;
const code = { type: 'string', pattern: PATTERNS.code6 } as const;
const identity = { type: 'string', enum: ['seeker', 'manage'] } as const;
/** The terms version the person ticked (src/common/terms.ts); register refuses without the current one (1333). */
const agreementVersion = { type: 'string', pattern: TERMS_VERSION_PATTERN } as const;

const loginData = {
  type: 'object',
  required: ['tokenType', 'accessToken', 'expiresIn', 'isHasManage', 'identity', 'mustChangePassword'],
  properties: {
    tokenType: { type: 'string', const: 'Bearer' },
    accessToken: { type: 'string' },
    expiresIn: { type: 'integer' },
    isHasManage: { type: 'boolean' },
    identity,
    mustChangePassword: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

export const sysLogin = {
  tags: ['Login'],
  summary: 'Log in with account, phone or e-mail and password',
  body: {
    type: 'object',
    required: ['account', 'password'],
    properties: {
      account: { type: 'string', minLength: 1, maxLength: 254 },
      password,
      loginSource,
      captchaTicket: ticket,
      agreementVersion,
    },
  },
  response: { 200: envelope(loginData) },
} as const;

export const registerUser = {
  tags: ['Login'],
  summary: 'Register a job seeker with a code sent to a phone or mailbox',
  body: {
    type: 'object',
    required: ['account', 'password', 'code', 'captchaTicket'],
    properties: {
      account: { type: 'string', pattern: PATTERNS.account },
      password,
      phone: { type: 'string', pattern: PATTERNS.phone },
      email: { type: 'string', maxLength: 254, pattern: PATTERNS.email },
      code,
      captchaTicket: ticket,
      loginSource,
      agreementVersion,
    },
  },
  response: { 200: envelope(loginData) },
} as const;

export const backPwd = {
  tags: ['Login'],
  summary: 'Reset a forgotten password with a code',
  body: {
    type: 'object',
    required: ['target', 'code', 'password', 'captchaTicket'],
    properties: { target: { type: 'string', minLength: 1, maxLength: 254 }, code, password, captchaTicket: ticket },
  },
  response: { 200: envelope(nullData) },
} as const;

export const verifyAccount = {
  tags: ['Login'],
  summary: 'Whether an account name is taken (needs a register captcha ticket, spent by the answer)',
  querystring: {
    type: 'object',
    required: ['account'],
    // The ticket is optional here so that a missing one answers 1302 like a spent one.
    properties: { account: { type: 'string', minLength: 1, maxLength: 16 }, captchaTicket: ticket },
  },
  response: {
    200: envelope({ type: 'object', required: ['exists'], properties: { exists: { type: 'boolean' } }, additionalProperties: false }),
  },
} as const;

export const logOut = { tags: ['Login'], summary: 'End the current session', response: { 200: envelope(nullData) } } as const;

export const checkLogin = {
  tags: ['Login'],
  summary: 'Whether the token is still valid',
  response: {
    200: envelope({
      type: 'object',
      required: ['valid', 'identity', 'isHasManage'],
      properties: { valid: { type: 'boolean' }, identity, isHasManage: { type: 'boolean' } },
      additionalProperties: false,
    }),
  },
} as const;

export const areaCheck = {
  tags: ['Login'],
  summary: 'Whether moving to an area needs an identity choice (/homeCheck)',
  querystring: { type: 'object', properties: { area: { type: 'string', enum: ['hr', 'web'], default: 'web' } } },
  response: {
    200: envelope({
      type: 'object',
      required: ['needChoose', 'identity', 'isHasManage'],
      properties: { needChoose: { type: 'boolean' }, identity, isHasManage: { type: 'boolean' } },
      additionalProperties: false,
    }),
  },
} as const;

export const changeLogin = {
  tags: ['Login'],
  summary: 'Switch the session between job seeker and management',
  body: { type: 'object', required: ['identity'], properties: { identity, tenementId: id } },
  response: {
    200: envelope({
      type: 'object',
      required: ['identity', 'tenementId'],
      properties: { identity, tenementId: { type: ['integer', 'null'] } },
      additionalProperties: false,
    }),
  },
} as const;

export const thirdPartyLogin = {
  tags: ['Login'],
  summary: 'Log in with a bound third-party identity (binds an unbound one when called with a token and the account’s password)',
  body: {
    type: 'object',
    required: ['unionId', 'thirdPartyType'],
    properties: {
      unionId: { type: 'string', minLength: 1, maxLength: 128 },
      thirdPartyType: { type: 'integer', minimum: 1, maximum: 99 },
      loginSource,
      password: { type: 'string', minLength: 1, maxLength: LIMITS.passwordMax },
    },
  },
  response: { 200: envelope(loginData) },
} as const;

export const createExchangeCode = {
  tags: ['Login'],
  summary: 'A single-use code (60 s) that opens the app logged in as the caller (WeChat mode: `?token=<code>`)',
  response: {
    200: envelope({
      type: 'object',
      required: ['code', 'expiresSeconds'],
      properties: { code: { type: 'string' }, expiresSeconds: { type: 'integer' } },
      additionalProperties: false,
    }),
  },
} as const;

export const exchangeCode = {
  tags: ['Login'],
  summary: 'Trade an exchange code for a session; 1332 when the caller is logged in to another account and did not confirm (`replace`)',
  body: {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'string', minLength: 1, maxLength: 100 }, loginSource, replace: { type: 'boolean', default: false } },
  },
  response: { 200: envelope(loginData) },
} as const;
