/** Route schemas of the stage lists and their exports (one query shape, one row shape for all). */
import { envelope, listData, listQuery } from '../../../http/envelope.ts';
import { PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { LIST_SORTS } from './repository.ts';
import type { StageList } from './catalog.ts';

const int4 = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const day = { type: 'string', format: 'date' } as const;
/** The engine's range filters send a day or a moment. */
const dayOrMoment = { type: 'string', maxLength: 40, anyOf: [{ format: 'date' }, { format: 'date-time' }] } as const;
const nInt = { type: ['integer', 'null'] } as const;
const nStr = { type: ['string', 'null'] } as const;
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

/** The sort values: each key ascending or, with a leading minus, descending. */
const SORT_VALUES = LIST_SORTS.flatMap((k) => [k, `-${k}`]);

const filters = {
  positionId: int4,
  deptId: int4,
  source: { type: 'string', maxLength: 50 },
  dateField: { type: 'string', enum: ['createdAt', 'stageChangedAt'], default: 'createdAt' },
  beginDate: day,
  endDate: day,
  createdAt_gte: dayOrMoment,
  createdAt_lte: dayOrMoment,
  stageChangedAt_gte: dayOrMoment,
  stageChangedAt_lte: dayOrMoment,
  movedAt_gte: dayOrMoment,
  movedAt_lte: dayOrMoment,
  keyword: { type: 'string', maxLength: 50 },
  education: { type: 'integer', minimum: 0, maximum: 20 },
  personnelType: { type: 'string', maxLength: 20 },
  sort: { type: 'string', enum: SORT_VALUES, default: '-createdAt' },
} as const;

/** 不合适 (all stages): which stage it left (1 new delivery, 2 screened, 3 interview, 4 hire ...). */
const fromStage = { type: 'integer', minimum: 1, maximum: 12 } as const;

const pageParams = { page: { ...listQuery.page, maximum: 2147483647 }, perPage: listQuery.perPage } as const;

/** The general 不合适 list filters by the stage left (the per-stage ones have it fixed); a list of several stages by stage. */
const extra = (list: StageList) => ({
  ...(list.stages.includes(PIPELINE_STAGE.inappropriate) && list.leftStage === undefined ? { fromStage } : {}),
  ...(list.stages.length > 1 ? { stage: { type: 'integer', enum: [...list.stages] } } : {}),
});

const row = {
  type: 'object',
  properties: {
    id: int,
    userId: int,
    name: str,
    phone: nStr,
    gender: nInt,
    age: nInt,
    education: nInt,
    idNumber: nStr,
    expectedSalary: nStr,
    positionId: int,
    positionName: str,
    recruitmentType: int,
    deptId: nInt,
    deptName: nStr,
    source: nStr,
    stage: int,
    step: int,
    stageName: str,
    createdAt: str,
    stageChangedAt: str,
    viewedAt: nStr,
    employeeNo: nStr,
    entryDeptName: nStr,
    entryDate: nStr,
    dimissionDate: nStr,
    personnelType: nStr,
    fromStage: nInt,
    fromStageName: nStr,
    movedAt: nStr,
    tag: nStr,
    remark: nStr,
    message: nStr,
    invitationId: nInt,
    interviewAt: nStr,
    invitationState: { type: ['string', 'null'], enum: ['pending', 'accepted', 'declined', 'expired', null] },
    invitationExpiresAt: nStr,
    invitationAnsweredAt: nStr,
    stepName: nStr,
    offerId: nInt,
    offerState: { type: ['string', 'null'], enum: ['sent', 'accepted', 'declined', 'withdrawn', 'expired', null] },
    offerValidUntil: nStr,
  },
  additionalProperties: false,
} as const;

export function listSchema(list: StageList) {
  return {
    tags: [list.path.split('/')[0]!],
    summary: `The ${list.screen} screen's applications: filters, sort, pages${list.leftStage ? ` (those that left stage ${list.leftStage})` : ''}`,
    querystring: { type: 'object', properties: { ...pageParams, ...filters, ...extra(list) }, additionalProperties: false },
    response: { 200: envelope(listData(row)) },
  };
}

export function exportSchema(list: StageList) {
  return {
    tags: [list.path.split('/')[0]!],
    summary: `The ${list.screen} list as an Excel workbook (same filters, sort and masking as the list)`,
    querystring: { type: 'object', properties: { ...filters, ...extra(list) }, additionalProperties: false },
  };
}

/** A stage list's filters and sort; the list adds its page (PageQuery), the export walks every page. */
export interface ListQuery {
  positionId?: number;
  deptId?: number;
  source?: string;
  dateField?: 'createdAt' | 'stageChangedAt';
  beginDate?: string;
  endDate?: string;
  createdAt_gte?: string;
  createdAt_lte?: string;
  stageChangedAt_gte?: string;
  stageChangedAt_lte?: string;
  movedAt_gte?: string;
  movedAt_lte?: string;
  stage?: number;
  keyword?: string;
  education?: number;
  personnelType?: string;
  sort?: string;
  fromStage?: number;
}

/** The interview screen's tab counts: the same filters as its lists, no page. */
export function stepCountsSchema() {
  return {
    tags: ['ResumeDeliveryRecord'],
    summary:
      'The interview screen’s tabs: applications per sub-step (not invited, invited, written exam, interviewing, ' +
      'awaiting hire) in the caller’s data scope, under the lists’ filters',
    querystring: { type: 'object', properties: { ...filters }, additionalProperties: false },
    response: {
      200: envelope({
        type: 'object',
        required: ['list', 'total'],
        properties: {
          list: {
            type: 'array',
            items: {
              type: 'object',
              required: ['step', 'call', 'count'],
              properties: { step: int, call: str, count: int },
              additionalProperties: false,
            },
          },
          total: int,
        },
        additionalProperties: false,
      }),
    },
  };
}
