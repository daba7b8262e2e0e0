import { PATTERNS } from '../../../common/validators.ts';
import { CAPTCHA_MAX_TRACK_POINTS, CAPTCHA_PURPOSES } from '../../../common/captcha.ts';
import { envelope } from '../../http/envelope.ts';

const purpose = { type: 'string', enum: ['register', 'reset', 'bind', 'login'] } as const;
const ticket = { type: 'string', minLength: 1, maxLength: 100 } as const;
const codeSent = envelope({
  type: 'object',
  required: ['resendSeconds', 'expiresSeconds'],
  properties: { resendSeconds: { type: 'integer' }, expiresSeconds: { type: 'integer' } },
  additionalProperties: false,
});

export const getCode = {
  tags: ['Code'],
  summary: 'Send a 6-digit code by SMS (needs a captcha ticket)',
  body: {
    type: 'object',
    required: ['phone', 'purpose', 'captchaTicket'],
    properties: { phone: { type: 'string', pattern: PATTERNS.phone }, purpose, captchaTicket: ticket },
  },
  response: { 200: codeSent },
} as const;

export const getMailCode = {
  tags: ['Code'],
  summary: 'Send a 6-digit code by e-mail (needs a captcha ticket)',
  body: {
    type: 'object',
    required: ['email', 'purpose', 'captchaTicket'],
    properties: { email: { type: 'string', maxLength: 254, pattern: PATTERNS.email }, purpose, captchaTicket: ticket },
  },
  response: { 200: codeSent },
} as const;

export const getCaptcha = {
  tags: ['Code'],
  summary: 'A new slide-puzzle challenge (340 x 212)',
  response: {
    200: envelope({
      type: 'object',
      required: ['id', 'backgroundImage', 'sliderImage', 'width', 'height', 'sliderWidth', 'sliderHeight', 'y', 'expiresSeconds'],
      properties: {
        id: { type: 'string' },
        backgroundImage: { type: 'string' },
        sliderImage: { type: 'string' },
        width: { type: 'integer' },
        height: { type: 'integer' },
        sliderWidth: { type: 'integer' },
        sliderHeight: { type: 'integer' },
        y: { type: 'integer' },
        expiresSeconds: { type: 'integer' },
      },
      additionalProperties: false,
    }),
  },
} as const;

const size = { type: 'number', minimum: 1, maximum: 4000 } as const;
export const checkCaptcha = {
  tags: ['Code'],
  summary: 'Check a slide; a pass answers a one-time ticket for the named purpose (login, register, reset, bind)',
  querystring: {
    type: 'object',
    required: ['id', 'purpose'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 36 }, purpose: { type: 'string', enum: CAPTCHA_PURPOSES } },
  },
  body: {
    type: 'object',
    required: ['bgImageWidth', 'bgImageHeight', 'sliderImageWidth', 'sliderImageHeight', 'startTime', 'endTime', 'trackList'],
    properties: {
      bgImageWidth: size,
      bgImageHeight: size,
      sliderImageWidth: size,
      sliderImageHeight: size,
      startTime: { type: 'number', minimum: 0 },
      endTime: { type: 'number', minimum: 0 },
      trackList: {
        type: 'array',
        maxItems: CAPTCHA_MAX_TRACK_POINTS,
        items: {
          type: 'object',
          required: ['x', 'y', 't'],
          properties: { x: { type: 'number' }, y: { type: 'number' }, t: { type: 'number' } },
        },
      },
    },
  },
  response: {
    200: envelope({ type: 'object', required: ['ticket'], properties: { ticket: { type: 'string' } }, additionalProperties: false }),
  },
} as const;
