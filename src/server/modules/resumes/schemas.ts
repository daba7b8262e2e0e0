import { envelope, nullData } from '../../http/envelope.ts';
import * as sec from './section-schemas.ts';
import { id } from '../../http/ids.ts';

const tags = ['Resume'];
const answer = { 200: envelope(sec.resumeAnswer) } as const;
const body = <const P extends Record<string, unknown>, const R extends readonly string[]>(properties: P, required: R) =>
  ({ type: 'object', required, properties, additionalProperties: false }) as const;

export const getMine = {
  tags,
  summary: 'The caller’s online resume, or null',
  response: { 200: envelope({ anyOf: [sec.resumeAnswer, nullData] }) },
} as const;
export const add = {
  tags,
  summary: 'Create the online resume from its basic info (1150 when it exists)',
  body: body({ basic: sec.basicInput }, ['basic']),
  response: answer,
} as const;
export const editOnline = {
  tags,
  summary: 'Create or update the whole online resume: sections sent are replaced, sections left out stay',
  body: body(
    {
      basic: sec.basicInput,
      ...sec.statusInput.properties,
      expect: { ...sec.expectInput, type: ['object', 'null'] },
      jobs: sec.jobsInput,
      projects: sec.projectsInput,
      educations: sec.educationsInput,
      photoIds: sec.photoIdsInput,
    },
    ['basic'],
  ),
  response: answer,
} as const;
export const addSpecial = {
  tags,
  summary: 'The general worker’s short resume (kind 2): name, sex, birthday, phone, education',
  body: sec.quickInput,
  response: answer,
} as const;
export const editBasic = {
  tags,
  summary: 'Replace the basic info',
  body: body({ basic: sec.basicInput }, ['basic']),
  response: answer,
} as const;
export const editStatus = {
  tags,
  summary: 'Job status; self-evaluation and skills when sent',
  body: sec.statusInput,
  response: answer,
} as const;
export const editExpect = {
  tags,
  summary: 'Replace the job expectation',
  body: body({ expect: sec.expectInput }, ['expect']),
  response: answer,
} as const;
export const editJobs = {
  tags,
  summary: 'Replace the work experiences',
  body: body({ jobs: sec.jobsInput }, ['jobs']),
  response: answer,
} as const;
export const editProjects = {
  tags,
  summary: 'Replace the project experiences',
  body: body({ projects: sec.projectsInput }, ['projects']),
  response: answer,
} as const;
export const editEducations = {
  tags,
  summary: 'Replace the education experiences',
  body: body({ educations: sec.educationsInput }, ['educations']),
  response: answer,
} as const;
export const editPhotos = {
  tags,
  summary: 'Replace the photos (files the caller uploaded with fromType resumePhoto; the first is the ID photo)',
  body: body({ photoIds: sec.photoIdsInput }, ['photoIds']),
  response: answer,
} as const;

const attachment = {
  type: 'object',
  required: ['id', 'name', 'size', 'fullPath', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    size: { type: 'integer' },
    fullPath: { type: 'string' },
    createdAt: { type: 'string' },
  },
  additionalProperties: false,
} as const;
const completeness = sec.resumeAnswer.properties.completeness;

export const myAttachments = {
  tags,
  summary: 'The caller’s attachment resumes, newest first',
  response: { 200: envelope({ type: 'array', items: attachment }) },
} as const;
export const uploadAttachment = {
  tags,
  summary: 'Upload one PDF attachment resume (multipart field `file` or `files`), judged by content',
  consumes: ['multipart/form-data'],
  response: { 200: envelope(attachment) },
} as const;
export const deleteAttachment = {
  tags,
  summary: 'Delete one of the caller’s attachment resumes',
  querystring: body({ id }, ['id']),
  response: { 200: envelope(nullData) },
} as const;
export const forDelivery = {
  tags,
  summary: 'What the caller may apply with: the online resume’s completeness and the attachments',
  response: {
    200: envelope({
      type: 'object',
      required: ['online', 'attachments'],
      properties: {
        online: {
          anyOf: [
            {
              type: 'object',
              required: ['id', 'completeness', 'updatedAt'],
              properties: { id: { type: 'integer' }, completeness, updatedAt: { type: 'string' } },
              additionalProperties: false,
            },
            nullData,
          ],
        },
        attachments: { type: 'array', items: attachment },
      },
      additionalProperties: false,
    }),
  },
} as const;
export const skillsTags = {
  tags,
  summary: 'Skill suggestions in the caller’s language',
  response: {
    200: envelope({
      type: 'array',
      items: {
        type: 'object',
        required: ['value', 'display'],
        properties: { value: { type: 'string' }, display: { type: 'string' } },
        additionalProperties: false,
      },
    }),
  },
} as const;
