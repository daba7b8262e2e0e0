import { envelope, listData, listQuery } from '../../http/envelope.ts';
import { POSITION_LIMITS } from './constants.ts';
import { id } from '../../http/ids.ts';

const tags = ['PositionInfo'];
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;
const nullableStr = { type: ['string', 'null'] } as const;

const attachment = {
  type: 'object',
  required: ['id', 'name', 'fullPath'],
  properties: { id: int, name: str, fullPath: str },
  additionalProperties: false,
} as const;

const result = {
  type: 'object',
  required: [
    'id',
    'deliveryRecordId',
    'positionId',
    'positionName',
    'examId',
    'examName',
    'fullScore',
    'passScore',
    'score',
    'passed',
    'attachments',
    'remark',
    'examAt',
    'userName',
  ],
  properties: {
    id: int,
    deliveryRecordId: int,
    positionId: int,
    positionName: str,
    examId: int,
    examName: nullableStr,
    /** 1 笔试, 2 线上测评 (marked from its report: the attachment exam), 3 实操. */
    examType: nullableInt,
    fullScore: nullableInt,
    passScore: nullableInt,
    score: nullableInt,
    passed: { type: ['boolean', 'null'] },
    attachments: { type: 'array', items: attachment },
    remark: nullableStr,
    examAt: nullableStr,
    /** PublishExamination set the exam to the candidate; ExamineUserInfo reviewed the result. */
    publishedAt: nullableStr,
    reviewedAt: nullableStr,
    userName: str,
  },
  additionalProperties: false,
} as const;

export const examResult = result;

export const resultList = {
  tags,
  summary: 'Exam results of one application (deliveryRecordId) or of a position’s applications (positionId)',
  querystring: { type: 'object', properties: { deliveryRecordId: id, positionId: id } },
  response: { 200: envelope({ type: 'array', items: result }) },
} as const;

export const resultPage = {
  tags,
  summary: 'Exam results of the company’s applications, newest first',
  querystring: {
    type: 'object',
    properties: { page: listQuery.page, perPage: listQuery.perPage, positionId: id, examId: id, passed: { type: 'boolean' } },
  },
  response: { 200: envelope(listData(result)) },
} as const;

export const bind = {
  tags,
  summary: 'Bind the exam paper or report (company files), the score and a remark to an application’s result in its position’s exam',
  body: {
    type: 'object',
    required: ['deliveryRecordId', 'fileIds'],
    properties: {
      deliveryRecordId: id,
      fileIds: { type: 'array', maxItems: POSITION_LIMITS.examFilesMax, items: id },
      score: { type: ['integer', 'null'], minimum: 0 },
      remark: { type: ['string', 'null'], maxLength: 200 },
      examAt: { type: ['string', 'null'], format: 'date-time' },
    },
  },
  response: { 200: envelope(result) },
} as const;
