/** Route schemas of the reports (ResumeDeliveryRecord/Report/*). Dates are company days (UTC+8), both ends included. */
import { RETENTION_DAYS } from '../../../common/reports.ts';
import { envelope, pageQuery } from '../../http/envelope.ts';
import { id } from '../../http/ids.ts';
import { DAILY_FIGURES } from './daily.ts';

const tags = ['Report'];
const day = { type: 'string', format: 'date', maxLength: 10 } as const;
const tally = { type: 'integer', minimum: 0 } as const;
const rate = { type: ['number', 'null'] } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const int = { type: 'integer' } as const;

/** Every report's filters: the range, the position's department (and below), the position, its type. */
const range = {
  beginDate: day,
  endDate: day,
  deptId: id,
  positionId: id,
  positionTypeId: id,
} as const;
/** One row of a summary by department: its id, 0 for positions without a department. */
const rowDeptId = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;

const query = <const P extends object>(properties: P) => ({ type: 'object', properties, additionalProperties: false }) as const;

const obj = <const P extends Record<string, object>>(properties: P) =>
  ({ type: 'object', required: Object.keys(properties) as Array<keyof P & string>, properties, additionalProperties: false }) as const;

const table = <const I extends object, const T extends object>(item: I, totals: T) =>
  envelope({
    type: 'object',
    required: ['beginDate', 'endDate', 'list', 'totalCount', 'page', 'perPage', 'totals'],
    properties: { beginDate: str, endDate: str, list: { type: 'array', items: item }, totalCount: int, page: int, perPage: int, totals },
    additionalProperties: false,
  });

const page = <const I extends object>(item: I) =>
  envelope({
    type: 'object',
    required: ['list', 'totalCount', 'page', 'perPage'],
    properties: { list: { type: 'array', items: item }, totalCount: int, page: int, perPage: int },
    additionalProperties: false,
  });

const funnelCounts = {
  applications: tally,
  screened: tally,
  interviewed: tally,
  hired: tally,
  entered: tally,
  hireRate: rate,
  entryRate: rate,
} as const;

export const funnelSummary = {
  tags,
  summary:
    'The funnel by resume source: applications received in the range and how many reached 初筛通过, 面试, 录用 (or a general ' +
    'worker’s 待报到) and 已报到 by now; rates in percent of the applications',
  querystring: query(range),
  response: {
    200: table(
      obj({ source: str, sourceName: str, ...funnelCounts }),
      obj({ source: { type: 'null' }, sourceName: { type: 'null' }, ...funnelCounts }),
    ),
  },
} as const;

export const funnelDetail = {
  tags,
  summary: 'The funnel’s applications (received in the range), newest first: by source (empty: none given) and the stage reached',
  querystring: query({
    ...range,
    ...pageQuery,
    source: { type: 'string', maxLength: 50 },
    reached: { type: 'integer', enum: [2, 3, 4, 6] },
  }),
  response: {
    200: page(
      obj({
        id: int,
        name: str,
        positionId: int,
        positionName: str,
        deptName: str,
        source: str,
        sourceName: str,
        createdAt: str,
        stage: int,
        stageName: str,
        furthest: int,
        furthestName: str,
      }),
    ),
  },
} as const;

const option = <const V extends object>(value: V) =>
  ({ type: 'object', required: ['value', 'display'], properties: { value, display: str }, additionalProperties: false }) as const;

export const sourceDropDown = {
  tags,
  summary: 'Resume sources to filter the funnel by: the company’s parameter lines, then other sources its applications carry',
  querystring: query({}),
  response: { 200: envelope({ type: 'array', maxItems: 400, items: option(str) }) },
} as const;

export const postType = {
  tags,
  summary: 'The company’s enabled position types (职位类型), to filter the reports by',
  querystring: query({}),
  response: { 200: envelope({ type: 'array', items: option(int) }) },
} as const;

const reachCounts = { hired: tally, reported: tally, waiting: tally, dropped: tally, rate } as const;

export const reachByDept = {
  tags,
  summary:
    'Reach rate (到岗率) per department of the position: applications hired in the range (first move into 录用, a general ' +
    'worker’s into 待报到) and how many reached 已报到 by now (rate in percent), wait (录用, 待报到) or dropped out',
  querystring: query(range),
  response: { 200: table(obj({ deptId: { type: ['integer', 'null'] }, deptName: str, ...reachCounts }), obj(reachCounts)) },
} as const;

const reachDetailQuery = { ...range, rowDeptId } as const;
export const reachDetail = {
  tags,
  summary: 'The hires behind the reach rate, latest first (rowDeptId: one department of the summary, 0 for none)',
  querystring: query({ ...reachDetailQuery, ...pageQuery }),
  response: {
    200: page(
      obj({
        id: int,
        name: str,
        positionName: str,
        deptName: str,
        source: nullableStr,
        hiredAt: str,
        reportedAt: nullableStr,
        stage: int,
        stageName: str,
        reported: { type: 'boolean' },
        reportedName: str,
      }),
    ),
  },
} as const;

export const reachExport = {
  tags,
  summary: 'The reach rate’s hires as an Excel workbook (the screen’s columns; at most 10 000 rows, 1480)',
  querystring: query(reachDetailQuery),
} as const;

const retentionCounts = Object.fromEntries(
  RETENTION_DAYS.flatMap((d) => [
    [`base${d}`, tally],
    [`retained${d}`, tally],
    [`rate${d}`, rate],
  ]),
) as Record<`base${30 | 90 | 180}` | `retained${30 | 90 | 180}`, typeof tally> & Record<`rate${30 | 90 | 180}`, typeof rate>;
const retentionTotals = { entered: tally, left: tally, staying: tally, ...retentionCounts };

export const retentionSummary = {
  tags,
  summary:
    'Employee retention per department: people who entered (已报到) in the range, who left (离职) since, and per N of 30, 90, ' +
    '180 days the base (entered at least N days ago), those still there N days after entering, and the rate in percent',
  querystring: query({ ...range, ...pageQuery }),
  response: {
    200: table(
      {
        type: 'object',
        required: ['deptId', 'deptName', ...Object.keys(retentionTotals)],
        properties: { deptId: { type: ['integer', 'null'] }, deptName: str, ...retentionTotals },
        additionalProperties: false,
      },
      { type: 'object', required: Object.keys(retentionTotals), properties: retentionTotals, additionalProperties: false },
    ),
  },
} as const;

export const retentionSummaryExport = {
  tags,
  summary: 'Employee retention per department as an Excel workbook (the screen’s columns)',
  querystring: query(range),
} as const;

const retentionDetailQuery = { ...range, rowDeptId, left: { type: 'boolean' } } as const;
const retained = { type: ['boolean', 'null'] } as const;
export const retentionDetail = {
  tags,
  summary:
    'The people behind the retention, latest entry first: entered, left, days stayed, and whether still there after 30, 90, ' +
    '180 days (null: not that long ago yet)',
  querystring: query({ ...retentionDetailQuery, ...pageQuery }),
  response: {
    200: page({
      type: 'object',
      required: ['id', 'name', 'employeeNo', 'positionName', 'deptName', 'enteredAt', 'leftAt', 'daysStayed', 'stage', 'stageName'],
      properties: {
        id: int,
        name: str,
        employeeNo: nullableStr,
        positionName: str,
        deptName: str,
        enteredAt: str,
        leftAt: nullableStr,
        daysStayed: tally,
        stage: int,
        stageName: str,
        retained30: retained,
        retained90: retained,
        retained180: retained,
      },
      additionalProperties: false,
    }),
  },
} as const;

export const retentionDetailExport = {
  tags,
  summary: 'The people behind the retention as an Excel workbook (the screen’s columns; at most 10 000 rows, 1480)',
  querystring: query(retentionDetailQuery),
} as const;

const dailyCounts = Object.fromEntries(DAILY_FIGURES.map((f) => [f, tally])) as Record<(typeof DAILY_FIGURES)[number], typeof tally>;
export const dailyIndex = {
  tags,
  summary:
    'The daily index: per company day of the range, applications received and applications that arrived at 初筛通过, 面试, ' +
    '录用 (hires), 已报到 (entries), 离职 and 不合适',
  querystring: query(range),
  response: {
    200: table(
      { type: 'object', required: ['date', ...DAILY_FIGURES], properties: { date: str, ...dailyCounts }, additionalProperties: false },
      { type: 'object', required: [...DAILY_FIGURES], properties: dailyCounts, additionalProperties: false },
    ),
  },
} as const;
