import { envelope, listData, listQuery } from '../../http/envelope.ts';

const date = { type: 'string', format: 'date' } as const;

const row = {
  type: 'object',
  required: ['id', 'createdAt', 'account', 'name', 'method', 'loginSource', 'success', 'reason', 'ip', 'userAgent', 'agreementVersion'],
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string' },
    account: { type: ['string', 'null'] },
    name: { type: ['string', 'null'] },
    method: { type: 'string' },
    loginSource: { type: 'integer' },
    success: { type: 'boolean' },
    reason: { type: ['string', 'null'] },
    ip: { type: ['string', 'null'] },
    userAgent: { type: ['string', 'null'] },
    agreementVersion: { type: ['string', 'null'] },
  },
  additionalProperties: false,
} as const;

export const loginLogList = {
  tags: ['LoginLog'],
  summary:
    'Logins of the company’s members, newest first: sessions acting for the company and failed attempts on its members’ accounts, within the reader’s data scope on people',
  querystring: {
    type: 'object',
    properties: {
      page: listQuery.page,
      perPage: listQuery.perPage,
      /** The login as typed, or the member's name. */
      account_like: { type: 'string', maxLength: 254 },
      success: { type: 'boolean' },
      ip_like: { type: 'string', maxLength: 64 },
      createdAt_gte: date,
      createdAt_lte: date,
    },
  },
  response: { 200: envelope(listData(row)) },
} as const;
