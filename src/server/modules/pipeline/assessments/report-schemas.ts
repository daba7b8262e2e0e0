/** Route schemas of the interview report (面试报表): its filters, its rows and its export. */
import { ASSESSMENT_RESULT } from '../../../../common/assessments.ts';
import { envelope, listData, pageQuery } from '../../../http/envelope.ts';
import { id } from '../../../http/ids.ts';

const tags = ['InterviewAssessments'];
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableNum = { type: ['number', 'null'] } as const;

const dayOrMoment = { type: 'string', maxLength: 40, anyOf: [{ format: 'date' }, { format: 'date-time' }] } as const;

const reportFilters = {
  beginDate: { type: 'string', format: 'date' },
  endDate: { type: 'string', format: 'date' },
  createdAt_gte: dayOrMoment,
  createdAt_lte: dayOrMoment,
  positionId: id,
  deptId: id,
  interviewerId: id,
  result: { type: 'integer', enum: Object.values(ASSESSMENT_RESULT) },
} as const;

const reportRow = {
  type: 'object',
  required: [
    'id',
    'deliveryRecordId',
    'name',
    'positionId',
    'positionName',
    'deptName',
    'round',
    'interviewerId',
    'interviewerName',
    'total',
    'result',
    'resultName',
    'createdAt',
  ],
  properties: {
    id: int,
    deliveryRecordId: int,
    name: str,
    positionId: int,
    positionName: str,
    deptName: nullableStr,
    round: int,
    interviewerId: int,
    interviewerName: str,
    total: nullableNum,
    result: { type: ['integer', 'null'] },
    resultName: nullableStr,
    generalWorker: { type: 'boolean' },
    createdAt: str,
  },
  additionalProperties: false,
} as const;

export const report = {
  tags,
  summary: 'The interview report: assessments in the caller’s data scope, newest first (dates: days in UTC+8, the end day included)',
  querystring: {
    type: 'object',
    properties: { ...pageQuery, sort: { type: 'string', maxLength: 64 }, ...reportFilters },
    additionalProperties: false,
  },
  response: { 200: envelope(listData(reportRow)) },
} as const;

export const reportExport = {
  tags,
  summary: 'The interview report as an Excel workbook (at most 10 000 rows, 1279)',
  querystring: { type: 'object', properties: { sort: { type: 'string', maxLength: 64 }, ...reportFilters }, additionalProperties: false },
} as const;
