/** Route schemas of interview schedules (InterviewSchedule/*). */
import { envelope, listData } from '../../../http/envelope.ts';
import { id } from '../../../http/ids.ts';
import { INTERVIEWERS_MAX, INTERVIEW_MINUTES_MAX, INTERVIEW_MINUTES_MIN } from '../../../../common/interviews.ts';

const tags = ['InterviewSchedule'];
const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const moment = { type: 'string', format: 'date-time', maxLength: 40 } as const;
const day = { type: 'string', format: 'date', maxLength: 10 } as const;
/** `YYYY-MM`, months 01-12. */
const month = { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7 } as const;
/** Minutes east of UTC the days are read in (the browser's offset; China's +480 when left out). */
const tz = { type: 'integer', minimum: -720, maximum: 840, default: 480 } as const;

/** What a booking names beside its record: time, length, interviewers, place. */
const booking = {
  interviewAt: moment,
  minutes: { type: 'integer', minimum: INTERVIEW_MINUTES_MIN, maximum: INTERVIEW_MINUTES_MAX },
  interviewerIds: { type: 'array', minItems: 1, maxItems: INTERVIEWERS_MAX, uniqueItems: true, items: id },
  place: { type: 'string', maxLength: 200 },
  officePlaceId: id,
  room: { type: 'string', maxLength: 50 },
  remark: { type: 'string', maxLength: 200 },
} as const;

const person = { type: 'object', required: ['id', 'name'], properties: { id: int, name: str }, additionalProperties: false } as const;

export const scheduleItem = {
  type: 'object',
  required: [
    'id',
    'deliveryRecordId',
    'round',
    'startsAt',
    'endsAt',
    'minutes',
    'place',
    'room',
    'placeText',
    'officePlaceId',
    'candidateName',
    'positionId',
    'positionName',
    'interviewers',
    'invitationState',
    'canOpen',
  ],
  properties: {
    id: int,
    deliveryRecordId: int,
    round: int,
    startsAt: str,
    endsAt: str,
    minutes: int,
    /** The place as the candidate reads it: office place and address, the free text, the room. */
    place: str,
    room: nullableStr,
    /** What the booking itself says (for a reschedule form): the free text and the office place. */
    placeText: nullableStr,
    officePlaceId: { type: ['integer', 'null'] },
    candidateName: str,
    positionId: int,
    positionName: str,
    interviewers: { type: 'array', items: person },
    /**
     * pending, accepted, declined or expired (InvitationState); null when the interview has no live
     * invitation. No `enum` here: a nullable enum makes the serializer test each value against a schema.
     */
    invitationState: nullableStr,
    /** The record lies in the caller's data scope (the candidate drawer opens); an interviewer-only view says false. */
    canOpen: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;

const written = {
  type: 'object',
  required: ['id', 'deliveryRecordId', 'startsAt', 'endsAt', 'replaced'],
  properties: { id: int, deliveryRecordId: int, startsAt: str, endsAt: str, replaced: { type: ['integer', 'null'] } },
  additionalProperties: false,
} as const;

export const addSchema = {
  tags,
  summary:
    'Put an invited record’s interview (its live invitation’s round) on the calendar; an interviewer or room booked at an overlapping time is refused (1250, 1251)',
  body: {
    type: 'object',
    required: ['deliveryRecordId', 'interviewAt', 'interviewerIds'],
    properties: { deliveryRecordId: id, ...booking },
    additionalProperties: false,
  },
  response: { 200: envelope(written) },
} as const;

export const editSchema = {
  tags,
  summary:
    'Reschedule an interview (time, length, interviewers, place, room) with the clash check; the candidate is told and gets an updated calendar entry',
  body: {
    type: 'object',
    required: ['id', 'interviewAt', 'interviewerIds'],
    properties: { id, ...booking },
    additionalProperties: false,
  },
  response: { 200: envelope(written) },
} as const;

const filters = {
  interviewerId: id,
  positionId: id,
  keyword: { type: 'string', maxLength: 50 },
} as const;

export const listSchema = {
  tags,
  summary: 'Interviews in a date range (beginDate..endDate, days read at `tz`), earliest first, as the caller may see them',
  querystring: {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      perPage: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
      beginDate: day,
      endDate: day,
      tz,
      ...filters,
    },
    additionalProperties: false,
  },
  response: { 200: envelope(listData(scheduleItem)) },
} as const;

export const monthSchema = {
  tags,
  summary: 'The interviews of one month (`month=YYYY-MM`, days read at `tz`) for the calendar, earliest first, as the caller may see them',
  querystring: {
    type: 'object',
    required: ['month'],
    properties: {
      month,
      tz,
      page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
      perPage: { type: 'integer', minimum: 1, maximum: 500, default: 200 },
      ...filters,
    },
    additionalProperties: false,
  },
  response: { 200: envelope(listData(scheduleItem)) },
} as const;

export const countSchema = {
  tags,
  summary: 'How many interviews each day of a month has (`month=YYYY-MM`, days read at `tz`); days without any left out',
  querystring: { type: 'object', required: ['month'], properties: { month, tz, ...filters }, additionalProperties: false },
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['date', 'count'],
        properties: { date: str, count: int },
        additionalProperties: false,
      },
    }),
  },
} as const;

export const isInterviewSchema = {
  tags,
  summary: 'Whether the record has a live scheduled interview, and when (its latest round)',
  querystring: { type: 'object', required: ['deliveryRecordId'], properties: { deliveryRecordId: id }, additionalProperties: false },
  response: {
    200: envelope({
      type: 'object',
      required: ['isInterview', 'upcoming', 'id', 'round', 'startsAt', 'endsAt'],
      properties: {
        isInterview: { type: 'boolean' },
        /** It has not started yet (on the server's clock). */
        upcoming: { type: 'boolean' },
        id: { type: ['integer', 'null'] },
        round: { type: ['integer', 'null'] },
        startsAt: nullableStr,
        endsAt: nullableStr,
      },
      additionalProperties: false,
    }),
  },
} as const;
