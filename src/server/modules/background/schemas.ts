/** Route schemas of background checks (ThirdInterface/*). */
import { envelope } from '../../http/envelope.ts';
import { id } from '../../http/ids.ts';
import { ID_NO_PATTERN } from './id-number.ts';

const tags = ['ThirdInterface'];
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nStr = { type: ['string', 'null'] } as const;
const nInt = { type: ['integer', 'null'] } as const;
const bool = { type: 'boolean' } as const;

/** An ID number typed by HR (18 characters, GB 11643 checksum checked by the service), or an application whose number is used. */
const query = {
  type: 'object',
  properties: { idNo: { type: 'string', minLength: 18, maxLength: 18, pattern: ID_NO_PATTERN }, deliveryRecordId: id },
  additionalProperties: false,
} as const;

const employment = {
  type: 'object',
  required: [
    'deliveryRecordId',
    'name',
    'positionName',
    'deptName',
    'employeeNo',
    'entryDate',
    'dimissionDate',
    'reason',
    'rehireEligible',
    'rewards',
    'penalties',
  ],
  properties: {
    deliveryRecordId: nInt,
    name: str,
    positionName: str,
    deptName: nStr,
    employeeNo: nStr,
    entryDate: nStr,
    dimissionDate: nStr,
    reason: nStr,
    rehireEligible: bool,
    rewards: int,
    penalties: int,
  },
  additionalProperties: false,
} as const;

export const findSchema = {
  tags,
  summary:
    'Background check by ID number (`idNo`, checked by its checksum, masked in every log) or of application `deliveryRecordId`: the company’s former employments of that person the caller may see',
  querystring: query,
  response: {
    200: envelope({
      type: 'object',
      required: ['provider', 'idNo', 'found', 'rehireEligible', 'list'],
      properties: { provider: str, idNo: str, found: bool, rehireEligible: bool, list: { type: 'array', items: employment } },
      additionalProperties: false,
    }),
  },
} as const;

const merit = {
  type: 'object',
  required: ['deliveryRecordId', 'positionName', 'kind', 'kindName', 'title', 'detail', 'occurredOn', 'blocksRehire'],
  properties: {
    deliveryRecordId: nInt,
    positionName: str,
    kind: int,
    kindName: str,
    title: str,
    detail: nStr,
    occurredOn: str,
    blocksRehire: bool,
  },
  additionalProperties: false,
} as const;

export const meritsSchema = {
  tags,
  summary: 'Rewards and penalties of the former employments found for `idNo` (or application `deliveryRecordId`), oldest first',
  querystring: query,
  response: {
    200: envelope({
      type: 'object',
      required: ['provider', 'idNo', 'rewards', 'penalties', 'list'],
      properties: { provider: str, idNo: str, rewards: int, penalties: int, list: { type: 'array', items: merit } },
      additionalProperties: false,
    }),
  },
} as const;
