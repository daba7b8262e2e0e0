/** Route schemas of interview assessments, the rounds, the general-worker form and the exam's marks (the report's: report-schemas.ts). */
import {
  ASSESSMENT_COMMENT_MAX,
  ASSESSMENT_RESULT,
  GRADE_MAX,
  GRADE_MIN,
  generalWorkerSchema,
  SCORE_GROUPS,
} from '../../../../common/assessments.ts';
import { envelope } from '../../../http/envelope.ts';
import { id, idQuery } from '../../../http/ids.ts';
import { examResult } from '../../positions/exam-schemas.ts';

const tags = ['InterviewAssessments'];
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableNum = { type: ['number', 'null'] } as const;
const grade = { type: 'integer', minimum: GRADE_MIN, maximum: GRADE_MAX } as const;

const scores = {
  type: 'object',
  properties: Object.fromEntries(SCORE_GROUPS.map((g) => [g.key, grade])),
  additionalProperties: false,
} as const;

const formData = generalWorkerSchema();

const assessment = {
  type: 'object',
  required: [
    'id',
    'deliveryRecordId',
    'round',
    'interviewerId',
    'interviewerName',
    'scores',
    'fractionType',
    'total',
    'result',
    'comment',
    'formData',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    id: int,
    deliveryRecordId: int,
    round: int,
    interviewerId: int,
    interviewerName: str,
    scores: { type: 'object', additionalProperties: int },
    fractionType: { type: ['integer', 'null'] },
    total: nullableNum,
    result: { type: ['integer', 'null'] },
    comment: nullableStr,
    formData: { type: ['object', 'null'], additionalProperties: true },
    createdAt: str,
    updatedAt: str,
    roundComplete: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

const assessmentFields = {
  scores,
  fractionType: { type: 'integer', minimum: 1, maximum: 2 },
  result: { type: 'integer', enum: Object.values(ASSESSMENT_RESULT) },
  comment: { type: 'string', maxLength: ASSESSMENT_COMMENT_MAX },
} as const;

export const add = {
  tags,
  summary:
    'An interviewer’s assessment of the current round (their own; HR holding interview:assess names `interviewerId`); the last of the round moves the candidate to 待录用',
  body: {
    type: 'object',
    required: ['deliveryRecordId', 'scores', 'fractionType', 'result'],
    properties: { deliveryRecordId: id, interviewerId: id, ...assessmentFields },
    additionalProperties: false,
  },
  response: { 200: envelope(assessment) },
} as const;

export const edit = {
  tags,
  summary:
    'Change an assessment (its author, or HR holding interview:assess) while the candidate is in the interview stage; `updatedAt` as read',
  body: {
    type: 'object',
    required: ['id', 'updatedAt', 'scores', 'fractionType', 'result'],
    properties: { id, updatedAt: { type: 'string', format: 'date-time', maxLength: 40 }, ...assessmentFields },
    additionalProperties: false,
  },
  response: { 200: envelope(assessment) },
} as const;

export const byId = {
  tags,
  summary: 'One assessment',
  querystring: idQuery,
  response: { 200: envelope(assessment) },
} as const;

const person = {
  type: 'object',
  required: ['userId', 'name'],
  properties: { userId: int, name: str, handedIn: { type: 'boolean' } },
  additionalProperties: false,
} as const;

const round = {
  type: 'object',
  required: ['round', 'invitation', 'interviewers', 'assessments'],
  properties: {
    round: int,
    invitation: {
      type: ['object', 'null'],
      required: ['id', 'interviewAt', 'place', 'state'],
      properties: { id: int, interviewAt: str, place: nullableStr, state: str },
      additionalProperties: false,
    },
    interviewers: { type: 'array', items: person },
    assessments: { type: 'array', items: assessment },
  },
  additionalProperties: false,
} as const;

export const retestInfo = {
  tags,
  summary: 'The application’s interview rounds with their invitations, interviewers and assessments (id: the application)',
  querystring: idQuery,
  response: {
    200: envelope({
      type: 'object',
      required: [
        'id',
        'name',
        'positionName',
        'recruitmentType',
        'stage',
        'step',
        'currentRound',
        'rounds',
        'me',
        'interviewsCurrentRound',
        'mayAssessOthers',
      ],
      properties: {
        id: int,
        name: str,
        positionName: str,
        recruitmentType: int,
        stage: int,
        step: int,
        currentRound: int,
        rounds: { type: 'array', items: round },
        me: int,
        interviewsCurrentRound: { type: 'boolean' },
        mayAssessOthers: { type: 'boolean' },
      },
      additionalProperties: false,
    }),
  },
} as const;

const item = {
  type: 'object',
  required: ['prop', 'label', 'el', 'required', 'min', 'max', 'maxLength', 'unit', 'options'],
  properties: {
    prop: str,
    label: str,
    el: str,
    required: { type: 'boolean' },
    min: { type: ['integer', 'null'] },
    max: { type: ['integer', 'null'] },
    maxLength: { type: ['integer', 'null'] },
    unit: nullableStr,
    options: {
      type: 'array',
      items: { type: 'object', required: ['value', 'label'], properties: { value: int, label: str }, additionalProperties: false },
    },
  },
  additionalProperties: false,
} as const;

export const generalWorker = {
  tags: ['SpecialForm'],
  summary: 'The general-worker assessment form of an application to a short-term position (id: the application) and what was written',
  querystring: idQuery,
  response: {
    200: envelope({
      type: 'object',
      required: ['deliveryRecordId', 'name', 'positionName', 'items', 'assessment'],
      properties: {
        deliveryRecordId: int,
        name: str,
        positionName: str,
        items: { type: 'array', items: item },
        assessment: { anyOf: [assessment, { type: 'null' }] },
      },
      additionalProperties: false,
    }),
  },
} as const;

export const editGeneralWorker = {
  tags: ['SpecialForm'],
  summary: 'Write or change the general-worker assessment of an application (its form answers, validated by the form’s schema)',
  body: {
    type: 'object',
    required: ['deliveryRecordId', 'formData'],
    properties: { deliveryRecordId: id, interviewerId: id, updatedAt: { type: 'string', format: 'date-time', maxLength: 40 }, formData },
    additionalProperties: false,
  },
  response: { 200: envelope(assessment) },
} as const;

export const examData = {
  tags,
  summary:
    'Mark the written exam of an application at 笔试中: score (within the exam’s full score), papers (company files), exam time, remark',
  body: {
    type: 'object',
    required: ['deliveryRecordId'],
    properties: {
      deliveryRecordId: id,
      score: { type: ['integer', 'null'], minimum: 0, maximum: 1000 },
      fileIds: { type: 'array', maxItems: 10, items: id },
      examAt: { type: ['string', 'null'], format: 'date-time', maxLength: 40 },
      remark: { type: ['string', 'null'], maxLength: 200 },
    },
    additionalProperties: false,
  },
  response: { 200: envelope(examResult) },
} as const;

export const attachmentExam = {
  tags,
  summary: 'The exam set to an application and its result (null before PublishExamination; id: the application)',
  querystring: idQuery,
  response: { 200: envelope({ anyOf: [examResult, { type: 'null' }] }) },
} as const;
