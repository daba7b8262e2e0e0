/** Route schemas of recruitment tasks (TaskRecruitInfo). */
import { envelope, listData, listQuery } from '../../http/envelope.ts';
import { id, ids } from '../../http/ids.ts';
import { TASK_LIMITS, TASK_PROGRESS, TASK_STATUS } from '../../../common/tasks.ts';

const tags = ['TaskRecruitInfo'];
const day = { type: 'string', format: 'date' } as const;
const text = { type: ['string', 'null'] } as const;
const tally = { type: 'integer', minimum: 0 } as const;
const pageParams = { page: { ...listQuery.page, maximum: 2147483647 }, perPage: listQuery.perPage } as const;
const progressState = { type: 'integer', enum: Object.values(TASK_PROGRESS) } as const;
const figures = { planned: tally, hired: tally, entered: tally, progress: tally, progressState } as const;
const options = envelope({
  type: 'array',
  items: {
    type: 'object',
    required: ['value', 'display'],
    properties: { value: id, display: { type: 'string' } },
    additionalProperties: false,
  },
});
const count = (key: string) =>
  envelope({ type: 'object', required: [key], properties: { [key]: { type: 'integer' } }, additionalProperties: false });

const task = {
  type: 'object',
  properties: {
    id,
    title: { type: 'string' },
    beginDate: day,
    endDate: day,
    deadline: day,
    ownerId: { type: ['integer', 'null'] },
    ownerName: text,
    status: { type: 'integer' },
    remark: text,
    cancelledAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: { type: 'string', format: 'date-time' },
  },
  additionalProperties: false,
} as const;

const taskWithFigures = { ...task, properties: { ...task.properties, ...figures, lines: tally } } as const;

export const summary = {
  tags,
  summary:
    'Recruitment tasks the caller sees, each with planned, hired and entered headcount over the lines in their data scope, ' +
    'progress (hired within plan, %) and whether it is on plan, behind plan, finished or cancelled',
  querystring: {
    type: 'object',
    properties: {
      ...pageParams,
      keyword: { type: 'string', maxLength: 50 },
      status: { type: 'integer', enum: Object.values(TASK_STATUS) },
      progressState,
      beginDate: day,
      endDate: day,
      sort: { type: 'string', enum: ['id', '-id', 'beginDate', '-beginDate', 'deadline', '-deadline', 'progress', '-progress'] },
    },
    additionalProperties: false,
  },
  response: { 200: envelope(listData(taskWithFigures)) },
} as const;

export const detail = {
  tags,
  summary: 'One recruitment task (the edit form)',
  querystring: { type: 'object', required: ['id'], properties: { id }, additionalProperties: false },
  response: { 200: envelope(task) },
} as const;

export const dropDown = {
  tags,
  summary: 'The tasks the caller sees, as options (newest period first); `open`: only those not cancelled',
  querystring: { type: 'object', properties: { open: { type: 'boolean' } }, additionalProperties: false },
  response: { 200: options },
} as const;

const taskBody = {
  title: { type: 'string', minLength: 1, maxLength: TASK_LIMITS.titleMax, pattern: '\\S' },
  beginDate: day,
  endDate: day,
  deadline: day,
  ownerId: { anyOf: [id, { type: 'null' }] },
  remark: { type: ['string', 'null'], maxLength: TASK_LIMITS.remarkMax },
} as const;
const taskRequired = ['title', 'beginDate', 'endDate', 'deadline'] as const;

export const add = {
  tags,
  summary: 'Add a recruitment task (its lines are added in 任务明细)',
  body: { type: 'object', required: taskRequired, properties: taskBody, additionalProperties: false },
  response: { 200: envelope(task) },
} as const;

export const edit = {
  tags,
  summary: 'Change a recruitment task that is not cancelled',
  body: { type: 'object', required: ['id', ...taskRequired], properties: { id, ...taskBody }, additionalProperties: false },
  response: { 200: envelope(task) },
} as const;

export const cancel = {
  tags,
  summary: 'Cancel recruitment tasks (kept as history; all named or none)',
  body: { type: 'object', required: ['ids'], properties: { ids }, additionalProperties: false },
  response: { 200: count('updated') },
} as const;

const line = {
  type: 'object',
  properties: {
    id,
    taskId: id,
    taskTitle: { type: 'string' },
    taskStatus: { type: 'integer' },
    beginDate: day,
    endDate: day,
    deadline: day,
    positionId: id,
    positionName: { type: 'string' },
    deptId: { type: ['integer', 'null'] },
    deptName: text,
    remark: text,
    ...figures,
  },
  additionalProperties: false,
} as const;

export const lineList = {
  tags,
  summary: 'The lines of recruitment tasks in the caller’s data scope, each with planned, hired and entered headcount and progress',
  querystring: {
    type: 'object',
    properties: {
      ...pageParams,
      taskId: id,
      positionId: id,
      deptId: id,
      progressState,
      sort: { type: 'string', enum: ['id', '-id', 'planned', '-planned', 'progress', '-progress'] },
    },
    additionalProperties: false,
  },
  response: { 200: envelope(listData(line)) },
} as const;

export const lineDetail = {
  tags,
  summary: 'One line of a recruitment task, with its figures',
  querystring: { type: 'object', required: ['id'], properties: { id }, additionalProperties: false },
  response: { 200: envelope(line) },
} as const;

export const lineDropDown = {
  tags,
  summary: 'The lines the caller sees (of one task when `taskId` is given), as options',
  querystring: { type: 'object', properties: { taskId: id }, additionalProperties: false },
  response: { 200: options },
} as const;

const lineBody = {
  positionId: id,
  planned: { type: 'integer', minimum: 1, maximum: TASK_LIMITS.plannedMax },
  remark: { type: ['string', 'null'], maxLength: TASK_LIMITS.lineRemarkMax },
} as const;

export const lineAdd = {
  tags,
  summary: 'Add a line (a position and its planned headcount) to a task that is not cancelled',
  body: {
    type: 'object',
    required: ['taskId', 'positionId', 'planned'],
    properties: { taskId: id, ...lineBody },
    additionalProperties: false,
  },
  response: { 200: envelope({ type: 'object', required: ['id'], properties: { id }, additionalProperties: false }) },
} as const;

export const lineEdit = {
  tags,
  summary: 'Change a line of a task that is not cancelled',
  body: { type: 'object', required: ['id', 'positionId', 'planned'], properties: { id, ...lineBody }, additionalProperties: false },
  response: { 200: envelope(line) },
} as const;

export const lineDelete = {
  tags,
  summary: 'Delete lines of tasks that are not cancelled (all named or none)',
  querystring: { type: 'object', required: ['ids'], properties: { ids }, additionalProperties: false },
  response: { 200: count('deleted') },
} as const;

export const counted = {
  tags,
  summary:
    'The applications the lines count (of one task or one line): each with when it was first hired and first entered inside ' +
    'the task’s period, newest first',
  querystring: {
    type: 'object',
    // The rows come newest first; `sort` is taken (the list screen sends its default) and not used.
    properties: { ...pageParams, taskId: id, lineId: id, sort: { type: 'string', enum: ['id', '-id'] } },
    additionalProperties: false,
  },
  response: {
    200: envelope(
      listData({
        type: 'object',
        properties: {
          id: { type: 'string' },
          applicationId: id,
          lineId: id,
          taskTitle: { type: 'string' },
          name: { type: 'string' },
          positionName: { type: 'string' },
          deptName: text,
          stageName: { type: 'string' },
          hiredAt: { type: ['string', 'null'], format: 'date-time' },
          enteredAt: { type: ['string', 'null'], format: 'date-time' },
        },
        additionalProperties: false,
      }),
    ),
  },
} as const;
