/** Route schemas of the pipeline board. */
import { envelope, listData } from '../../../http/envelope.ts';
import { BOARD_STAGES } from './service.ts';

const tags = ['ResumeDeliveryRecord'];
const positionId = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;

const card = {
  type: 'object',
  required: ['id', 'stage', 'step', 'name', 'source', 'employeeNo', 'createdAt', 'stageChangedAt'],
  properties: {
    id: int,
    stage: int,
    step: int,
    name: str,
    source: nullableStr,
    employeeNo: nullableStr,
    createdAt: str,
    stageChangedAt: str,
  },
  additionalProperties: false,
} as const;

const column = {
  type: 'object',
  required: ['stage', 'name', 'totalCount', 'cards'],
  properties: { stage: { type: 'integer', enum: [...BOARD_STAGES] }, name: str, totalCount: int, cards: { type: 'array', items: card } },
  additionalProperties: false,
} as const;

export const getBoard = {
  tags,
  summary: 'The pipeline board of one position: per stage its count and first cards (position in the caller’s data scope, else 1102)',
  querystring: { type: 'object', required: ['positionId'], properties: { positionId }, additionalProperties: false },
  response: {
    200: envelope({
      type: 'object',
      required: ['position', 'perPage', 'columns'],
      properties: {
        position: {
          type: 'object',
          required: ['id', 'name', 'recruitmentType'],
          properties: { id: int, name: str, recruitmentType: int },
          additionalProperties: false,
        },
        perPage: int,
        columns: { type: 'array', items: column },
      },
      additionalProperties: false,
    }),
  },
} as const;

export const getBoardColumn = {
  tags,
  summary: 'One column of the pipeline board: a page of the position’s applications in one stage',
  querystring: {
    type: 'object',
    required: ['positionId', 'stage'],
    properties: {
      positionId,
      stage: { type: 'integer', enum: [...BOARD_STAGES] },
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      perPage: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    },
    additionalProperties: false,
  },
  response: { 200: envelope(listData(card)) },
} as const;
