/**
 * The online resume's sections as JSON Schema: what a seeker may send (strict, bounded) and what the
 * server answers. Rules a schema cannot say (real dates, end after start, URLs, ID checksums) are in
 * sections.ts and answer with the same field-error shape.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PATTERNS } from '../../../common/validators.ts';
import { RECRUITING_LIMITS, RESUME_SECTIONS } from '../../../common/recruiting.ts';
import { id } from '../../http/ids.ts';

/** YYYY-MM (work and study periods) and YYYY-MM-DD (birthday): checked as real dates in sections.ts. */
export const MONTH = '^\\d{4}-(0[1-9]|1[0-2])$';
export const DAY = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;
const optText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;
const month = { type: 'string', pattern: MONTH } as const;
/** null: still there (work) or still studying. */
const endMonth = { type: ['string', 'null'], pattern: MONTH } as const;
const option = (max: number) => ({ type: 'integer', minimum: 1, maximum: max }) as const;
/** DropDown Position/Education values. */
const education = option(7);
const sex = { type: 'integer', enum: [1, 2] } as const;
const phone = { type: 'string', pattern: PATTERNS.phone } as const;
const birthday = { type: 'string', pattern: DAY } as const;
const maxExperiences = RECRUITING_LIMITS.experiencesMax;

export const basicInput = {
  type: 'object',
  required: ['name', 'sex', 'birthday', 'phone', 'education', 'workYears', 'city'],
  properties: {
    name: text(50),
    sex,
    birthday,
    phone,
    email: { type: ['string', 'null'], maxLength: 254, pattern: PATTERNS.email },
    education,
    workYears: { type: 'integer', minimum: 0, maximum: 60 },
    city: text(50),
    idNumber: { type: ['string', 'null'], maxLength: 18 },
    /** DropDown Resume/Marriage and Resume/Politics. */
    marriage: { type: ['integer', 'null'], minimum: 1, maximum: 3 },
    politics: { type: ['integer', 'null'], minimum: 1, maximum: 3 },
  },
  additionalProperties: false,
} as const;

/** AddSpecialResume: the general worker's short resume. */
export const quickInput = {
  type: 'object',
  required: ['name', 'sex', 'birthday', 'phone', 'education'],
  properties: { name: text(50), sex, birthday, phone, education },
  additionalProperties: false,
} as const;

export const statusInput = {
  type: 'object',
  required: ['jobStatus'],
  properties: {
    /** DropDown Resume/JobStatus. */
    jobStatus: option(4),
    selfEvaluation: optText(RECRUITING_LIMITS.descriptionMax),
    skills: { type: 'array', maxItems: RECRUITING_LIMITS.skillsMax, uniqueItems: true, items: text(20) },
  },
  additionalProperties: false,
} as const;

const salary = { type: 'integer', minimum: 1, maximum: RECRUITING_LIMITS.salaryMinExclusiveMax - 1 } as const;
export const expectInput = {
  type: 'object',
  required: ['positionTypes', 'cities', 'salaryMin', 'salaryMax'],
  properties: {
    positionTypes: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: text(50) },
    cities: { type: 'array', minItems: 1, maxItems: 5, uniqueItems: true, items: text(50) },
    salaryMin: salary,
    salaryMax: salary,
    /** 1 full time, 2 part time, 3 internship. */
    jobNature: { type: ['integer', 'null'], minimum: 1, maximum: 3 },
  },
  additionalProperties: false,
} as const;

export const jobInput = {
  type: 'object',
  required: ['company', 'position', 'startDate', 'endDate', 'description'],
  properties: {
    company: text(50),
    position: text(50),
    startDate: month,
    endDate: endMonth,
    description: text(RECRUITING_LIMITS.descriptionMax),
  },
  additionalProperties: false,
} as const;

export const projectInput = {
  type: 'object',
  required: ['name', 'role', 'startDate', 'endDate', 'description'],
  properties: {
    name: text(50),
    role: text(50),
    startDate: month,
    endDate: endMonth,
    url: { type: ['string', 'null'], maxLength: 200 },
    description: text(RECRUITING_LIMITS.descriptionMax),
  },
  additionalProperties: false,
} as const;

export const educationInput = {
  type: 'object',
  required: ['school', 'major', 'education', 'startDate', 'endDate', 'fullTime'],
  properties: { school: text(50), major: text(50), education, startDate: month, endDate: endMonth, fullTime: { type: 'boolean' } },
  additionalProperties: false,
} as const;

export const jobsInput = { type: 'array', maxItems: maxExperiences, items: jobInput } as const;
export const projectsInput = { type: 'array', maxItems: maxExperiences, items: projectInput } as const;
export const educationsInput = { type: 'array', maxItems: maxExperiences, items: educationInput } as const;
export const photoIdsInput = { type: 'array', maxItems: RECRUITING_LIMITS.photosMax, uniqueItems: true, items: id } as const;

export type BasicInput = FromSchema<typeof basicInput>;
export type QuickInput = FromSchema<typeof quickInput>;
export type StatusInput = FromSchema<typeof statusInput>;
export type ExpectInput = FromSchema<typeof expectInput>;
export type JobInput = FromSchema<typeof jobInput>;
export type ProjectInput = FromSchema<typeof projectInput>;
export type EducationInput = FromSchema<typeof educationInput>;

// ---- answers ----------------------------------------------------------------------------------

const str = { type: 'string' } as const;
const nStr = { type: ['string', 'null'] } as const;
const nInt = { type: ['integer', 'null'] } as const;
const strings = { type: 'array', items: str } as const;
const closed = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, additionalProperties: false }) as const;
/** A closed object whose every property the presenter always sends (presentResume fills each key, null when not given). */
const sealed = <const P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', properties, required: Object.keys(properties) as Array<keyof P & string>, additionalProperties: false }) as const;
type Shape = typeof closed | typeof sealed;

/** The resume's properties; `shape` says whether each part's keys are all sent (the live resume) or may lack some (a stored snapshot). */
const resumePropertiesOf = <const F extends Shape>(shape: F) =>
  ({
    id: { type: 'integer' },
    /** 1 full online resume, 2 the general worker's short one. */
    kind: { type: 'integer' },
    basic: shape({
      name: nStr,
      sex: nInt,
      birthday: nStr,
      phone: nStr,
      email: nStr,
      education: nInt,
      workYears: nInt,
      city: nStr,
      idNumber: nStr,
      marriage: nInt,
      politics: nInt,
    }),
    jobStatus: nInt,
    selfEvaluation: nStr,
    skills: strings,
    expect: {
      ...shape({
        positionTypes: strings,
        cities: strings,
        salaryMin: { type: 'integer' },
        salaryMax: { type: 'integer' },
        jobNature: nInt,
      }),
      type: ['object', 'null'],
    },
    jobs: { type: 'array', items: shape({ company: str, position: str, startDate: str, endDate: nStr, description: str }) },
    projects: { type: 'array', items: shape({ name: str, role: str, startDate: str, endDate: nStr, url: nStr, description: str }) },
    educations: {
      type: 'array',
      items: shape({
        school: str,
        major: str,
        education: { type: 'integer' },
        startDate: str,
        endDate: nStr,
        fullTime: { type: 'boolean' },
      }),
    },
    photos: { type: 'array', items: shape({ id: { type: 'integer' }, fullPath: str }) },
    completeness: shape({ percent: { type: 'integer' }, missing: { type: 'array', items: { type: 'string', enum: RESUME_SECTIONS } } }),
    updatedAt: str,
  }) as const;

export const resumeAnswer = {
  type: 'object',
  required: [
    'id',
    'kind',
    'basic',
    'jobStatus',
    'selfEvaluation',
    'skills',
    'expect',
    'jobs',
    'projects',
    'educations',
    'photos',
    'completeness',
    'updatedAt',
  ],
  properties: resumePropertiesOf(sealed),
  additionalProperties: false,
} as const;

/** The resume as an application carried it (what the seeker had then; may be empty for an attachment). */
export const resumeSnapshot = { type: 'object', properties: resumePropertiesOf(closed), additionalProperties: false } as const;
