/** Route schemas of the resume library (ResumeLib/*) and the talent centre (TalentCenter/*). */
import type { FromSchema } from 'json-schema-to-ts';
import { envelope, listData, nullData } from '../../http/envelope.ts';
import { id, idQuery } from '../../http/ids.ts';
import { PATTERNS } from '../../../common/validators.ts';
import { entryAnswer, logItem } from './answer-schemas.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nStr = { type: ['string', 'null'] } as const;
const nInt = { type: ['integer', 'null'] } as const;
const closed = <const R extends readonly string[], const P extends Record<string, unknown>>(required: R, properties: P) =>
  ({ type: 'object', required, properties, additionalProperties: false }) as const;
const between = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum }) as const;

/** The search's filters (also what a saved search keeps); ranges as the engine sends them (`_gte`, `_lte`). */
export const searchProperties = {
  keyword: { type: 'string', maxLength: 50 },
  education_gte: between(1, 7),
  education_lte: between(1, 7),
  workYears_gte: between(0, 60),
  workYears_lte: between(0, 60),
  age_gte: between(14, 100),
  age_lte: between(14, 100),
  salary_gte: between(1, 99999),
  salary_lte: between(1, 99999),
  city: { type: 'string', maxLength: 50 },
  tag: { type: 'string', maxLength: 20 },
  source: { type: 'string', maxLength: 50 },
  lastStage: between(1, 12),
} as const;
export type SearchQuery = FromSchema<{ type: 'object'; properties: typeof searchProperties }>;

const listQuery = {
  type: 'object',
  properties: {
    ...searchProperties,
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    perPage: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sort: { type: 'string', enum: ['updatedAt', '-updatedAt', 'createdAt', '-createdAt'] },
  },
  additionalProperties: false,
} as const;
export type ListQueryIn = FromSchema<typeof listQuery> & { page: number; perPage: number };

const listRow = closed(
  [
    'id',
    'name',
    'phone',
    'email',
    'sex',
    'age',
    'education',
    'workYears',
    'city',
    'expectedSalary',
    'tags',
    'source',
    'lastStage',
    'lastStageName',
    'lastPositionName',
    'lastAppliedAt',
    'hasAccount',
    'updatedAt',
  ],
  {
    id: int,
    name: str,
    phone: nStr,
    email: nStr,
    sex: nInt,
    age: nInt,
    education: nInt,
    workYears: nInt,
    city: nStr,
    expectedSalary: nStr,
    tags: { type: 'array', items: str },
    source: str,
    lastStage: nInt,
    lastStageName: nStr,
    lastPositionName: nStr,
    lastAppliedAt: nStr,
    hasAccount: { type: 'boolean' },
    updatedAt: str,
  },
);
const listAnswer = {
  ...listData(listRow),
  properties: { ...listData(listRow).properties, totalCapped: { type: 'boolean' } },
  required: [...listData(listRow).required, 'totalCapped'],
} as const;

export const resumeLibList = {
  tags: ['ResumeLib'],
  summary: 'The resume library: one entry per person (applications, talent pool, parsed resumes), newest first, in the member’s data scope',
  querystring: listQuery,
  response: { 200: envelope(listAnswer) },
} as const;

export const talentCenterList = {
  tags: ['TalentCenter'],
  summary:
    'The talent centre’s search over the library: keyword (Chinese or latin: name, skills, schools, majors, companies), education, experience, age, expected salary, place, tag, source, last stage',
  querystring: listQuery,
  response: { 200: envelope(listAnswer) },
} as const;

export const detail = {
  tags: ['ResumeLib'],
  summary: 'One library entry: HR’s copy of the resume, the person’s applications the member sees, the parsed file',
  querystring: idQuery,
  response: { 200: envelope(entryAnswer) },
} as const;

const edit = <const P extends Record<string, unknown>, const R extends readonly string[]>(summary: string, required: R, properties: P) =>
  ({
    tags: ['ResumeLib'],
    summary,
    body: { type: 'object', required: ['id', ...required], properties: { id, ...properties }, additionalProperties: false },
    response: { 200: envelope(nullData) },
  }) as const;

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S' }) as const;
const optText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';
/** A person's birthday: a day of the last or this century (the database has no year 0). */
const BIRTHDAY = '^(19|20)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
const month = { type: 'string', pattern: MONTH } as const;
const endMonth = { type: ['string', 'null'], pattern: MONTH } as const;

export const editBasic = edit('Edit the basic information of HR’s copy (the seeker’s own resume is not changed)', ['name'], {
  name: text(50),
  sex: { type: ['integer', 'null'], enum: [1, 2, null] },
  birthday: { type: ['string', 'null'], pattern: BIRTHDAY },
  phone: { type: ['string', 'null'], pattern: PATTERNS.phone },
  email: { type: ['string', 'null'], maxLength: 254, pattern: PATTERNS.email },
  education: { type: ['integer', 'null'], minimum: 1, maximum: 7 },
  workYears: { type: ['integer', 'null'], minimum: 0, maximum: 60 },
  city: optText(50),
  // 15 or 18 digits (the last may be X), or the masked form the drawer shows sent back unchanged.
  idNumber: { type: ['string', 'null'], maxLength: 18, pattern: '^[0-9Xx*]{15,18}$' },
});
export const editJobStatus = edit('Edit the job status, self-evaluation and skills of HR’s copy', ['jobStatus'], {
  jobStatus: { type: ['integer', 'null'], minimum: 1, maximum: 4 },
  selfEvaluation: optText(1000),
  skills: { type: 'array', maxItems: 30, uniqueItems: true, items: text(20) },
});
export const editExpectation = edit('Edit the job expectation of HR’s copy', ['positionTypes', 'cities', 'salaryMin', 'salaryMax'], {
  positionTypes: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: text(50) },
  cities: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: text(50) },
  salaryMin: between(1, 99999),
  salaryMax: between(1, 99999),
  jobNature: { type: ['integer', 'null'], minimum: 1, maximum: 3 },
});
const job = closed(['company', 'position', 'startDate', 'endDate', 'description'], {
  company: text(50),
  position: text(50),
  startDate: month,
  endDate: endMonth,
  description: text(1000),
});
const project = closed(['name', 'role', 'startDate', 'endDate', 'description'], {
  name: text(50),
  role: text(50),
  startDate: month,
  endDate: endMonth,
  url: { type: ['string', 'null'], maxLength: 200 },
  description: text(1000),
});
const education = closed(['school', 'major', 'education', 'startDate', 'endDate', 'fullTime'], {
  school: text(50),
  major: text(50),
  education: between(1, 7),
  startDate: month,
  endDate: endMonth,
  fullTime: { type: 'boolean' },
});
export const editJobs = edit('Replace the work experience of HR’s copy', ['jobs'], { jobs: { type: 'array', maxItems: 20, items: job } });
export const editProject = edit('Replace the projects of HR’s copy', ['projects'], {
  projects: { type: 'array', maxItems: 20, items: project },
});
export const editEducation = edit('Replace the education of HR’s copy', ['educations'], {
  educations: { type: 'array', maxItems: 20, items: education },
});
export const editTags = edit('Set the tags of a library entry', ['tags'], {
  tags: { type: 'array', maxItems: 10, uniqueItems: true, items: text(20) },
});

export const forward = {
  tags: ['ResumeLib'],
  summary: 'Forward an entry’s resume (and its attachments) by e-mail; logged',
  body: closed(['id', 'emails'], {
    id,
    emails: {
      type: 'array',
      minItems: 1,
      maxItems: 5,
      uniqueItems: true,
      items: { type: 'string', maxLength: 254, pattern: PATTERNS.email },
    },
    subject: { type: 'string', maxLength: 100 },
    message: { type: 'string', maxLength: 500 },
    withAttachments: { type: 'boolean', default: true },
  }),
  response: { 200: envelope(closed(['sent', 'attachments'], { sent: int, attachments: int })) },
} as const;

const logQuery = {
  type: 'object',
  required: ['id'],
  properties: {
    id,
    page: { type: 'integer', minimum: 1, maximum: 1000, default: 1 },
    perPage: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  },
  additionalProperties: false,
} as const;
export const logList = {
  tags: ['ResumeLib'],
  summary: 'An entry’s log: who changed which section of HR’s copy (before and after), merges and forwards, newest first',
  querystring: logQuery,
  response: { 200: envelope(listData(logItem)) },
} as const;
export const forwardLogList = {
  tags: ['ResumeLib'],
  summary: 'An entry’s forwards by e-mail: who sent it to whom and when, newest first',
  querystring: logQuery,
  response: { 200: envelope(listData(logItem)) },
} as const;

const savedSearch = closed(['id', 'name', 'query', 'createdAt'], {
  id: int,
  name: str,
  query: { type: 'object', properties: searchProperties, additionalProperties: false },
  createdAt: str,
});
export const savedSearchList = {
  tags: ['TalentCenter'],
  summary: 'The member’s saved talent-centre searches, by name',
  response: { 200: envelope({ type: 'array', items: savedSearch }) },
} as const;
export const saveSearch = {
  tags: ['TalentCenter'],
  summary: 'Save the current search under a name (a name already used by the member is refused)',
  body: closed(['name', 'query'], {
    name: text(30),
    query: { type: 'object', properties: searchProperties, additionalProperties: false, minProperties: 1 },
  }),
  response: { 200: envelope(savedSearch) },
} as const;
export const deleteSavedSearch = {
  tags: ['TalentCenter'],
  summary: 'Delete one of the member’s saved searches',
  body: closed(['id'], { id }),
  response: { 200: envelope(nullData) },
} as const;

export const bringIn = {
  tags: ['TalentCenter'],
  summary:
    'Bring library entries into a published position’s pipeline (新投递): all or nothing; a parsed entry without an account gets a seeker account (no password) on its phone',
  body: closed(['ids', 'positionId'], { ids: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: id }, positionId: id }),
  response: { 200: envelope({ type: 'array', items: closed(['id', 'deliveryRecordId'], { id: int, deliveryRecordId: int }) }) },
} as const;
