import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { id } from '../../http/ids.ts';

const tags = ['TenementUser'];
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const status = { type: 'integer', description: '0 waiting, 1 accepted, 2 declined, 3 cancelled, 4 expired' } as const;

const companyInvitation = {
  type: 'object',
  required: ['id', 'name', 'phone', 'deptId', 'post', 'status', 'inviterName', 'createdAt', 'expiresAt', 'decidedAt'],
  properties: {
    id: { type: 'integer' },
    name: str,
    phone: { ...nullableStr, description: 'masked' },
    deptId: nullableInt,
    post: nullableStr,
    status,
    inviterName: nullableStr,
    createdAt: str,
    expiresAt: str,
    decidedAt: nullableStr,
  },
  additionalProperties: false,
} as const;

const ownInvitation = {
  type: 'object',
  required: ['id', 'tenementName', 'name', 'post', 'inviterName', 'createdAt', 'expiresAt'],
  properties: {
    id: { type: 'integer' },
    tenementName: str,
    name: str,
    post: nullableStr,
    inviterName: nullableStr,
    createdAt: str,
    expiresAt: str,
  },
  additionalProperties: false,
} as const;

export const invitationList = {
  tags,
  summary: 'The company’s invitations to existing accounts (the invitee’s phone masked, no other contact), newest first',
  querystring: {
    type: 'object',
    properties: { page: listQuery.page, perPage: listQuery.perPage, status: { type: 'integer', enum: [0, 1, 2, 3] } },
  },
  response: { 200: envelope(listData(companyInvitation)) },
} as const;

export const myInvitations = {
  tags,
  summary: 'Invitations to join a company waiting for the caller’s answer',
  response: { 200: envelope({ type: 'array', items: ownInvitation }) },
} as const;

const answer = (summary: string) =>
  ({ tags, summary, body: { type: 'object', required: ['id'], properties: { id } }, response: { 200: envelope(nullData) } }) as const;
export const accept = answer('Accept an invitation addressed to the caller: the membership is made as HR filled it in');
export const decline = answer('Decline an invitation addressed to the caller');
export const cancel = answer('Withdraw one of the company’s invitations still waiting');
