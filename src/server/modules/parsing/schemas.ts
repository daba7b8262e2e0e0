/** Route schemas of ResumeParsing/*: inputs bounded, answers whitelisted. */
import { envelope, listData, listQuery } from '../../http/envelope.ts';
import { id, idQuery } from '../../http/ids.ts';

const tags = ['ResumeParsing'];
const str = { type: 'string' } as const;
const strOrNull = { type: ['string', 'null'] } as const;
const intOrNull = { type: ['integer', 'null'] } as const;

const candidate = {
  type: 'object',
  required: ['id', 'name', 'matchedBy'],
  properties: { id: { type: 'integer' }, name: str, matchedBy: { type: 'array', items: str } },
  additionalProperties: false,
} as const;

export const parseRecord = {
  type: 'object',
  required: ['id', 'batchNo', 'fileName', 'status', 'statusName', 'result', 'duplicates', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    batchNo: str,
    fileName: str,
    fileKind: strOrNull,
    fileSize: { type: 'integer' },
    source: str,
    status: { type: 'integer' },
    statusName: str,
    refusal: strOrNull,
    result: str,
    name: strOrNull,
    phone: strOrNull,
    email: strOrNull,
    hasIdNumber: { type: 'boolean' },
    gender: intOrNull,
    birthDate: strOrNull,
    age: intOrNull,
    degree: intOrNull,
    school: strOrNull,
    workYears: intOrNull,
    employer: strOrNull,
    duplicates: { type: 'array', items: candidate },
    talentEntryId: intOrNull,
    hasFile: { type: 'boolean' },
    uploader: strOrNull,
    createdAt: str,
    decidedAt: strOrNull,
  },
  additionalProperties: false,
} as const;

/** A day of the company's calendar, in the years a resume could have been uploaded. */
const day = { type: 'string', format: 'date', pattern: '^(?:19|20)\\d{2}-' } as const;

export const s = {
  batch: {
    tags,
    summary:
      'Upload up to 50 resumes (multipart, field `files`; PDF or DOCX, judged by content, ≤ 5 MB each) under a resume source ' +
      '(query `resumeSource`, or a form field of that name): each is refused (why), added to the resume library, ' +
      'or held as a duplicate of entries with the same phone, e-mail or ID number',
    consumes: ['multipart/form-data'],
    querystring: {
      type: 'object',
      properties: { resumeSource: { type: 'string', minLength: 1, maxLength: 50 } },
      additionalProperties: false,
    },
    response: {
      200: envelope({
        type: 'object',
        required: ['batchNo', 'total', 'landed', 'duplicates', 'refused', 'list'],
        properties: {
          batchNo: str,
          total: { type: 'integer' },
          landed: { type: 'integer' },
          duplicates: { type: 'integer' },
          refused: { type: 'integer' },
          list: { type: 'array', items: parseRecord },
        },
        additionalProperties: false,
      }),
    },
  },
  list: {
    tags,
    summary: 'Parsed resumes of the company, newest first (contacts masked)',
    querystring: {
      type: 'object',
      properties: {
        ...listQuery,
        name_like: { type: 'string', maxLength: 50 },
        status: { type: 'integer', minimum: 1, maximum: 5 },
        source: { type: 'string', maxLength: 50 },
        batchNo: { type: 'string', format: 'uuid' },
        createdAt_gte: day,
        createdAt_lte: day,
      },
      additionalProperties: false,
    },
    response: { 200: envelope(listData(parseRecord)) },
  },
  original: {
    tags,
    summary:
      'The original file of a parsed resume, streamed with Content-Length (the client shows the download’s progress); a refused file is not kept (1431)',
    querystring: idQuery,
  },
  contacts: {
    tags,
    summary: 'The parsed phone and e-mail in clear (logged)',
    querystring: idQuery,
    response: {
      200: envelope({
        type: 'object',
        required: ['id', 'name', 'phone', 'email'],
        properties: { id: { type: 'integer' }, name: strOrNull, phone: strOrNull, email: strOrNull },
        additionalProperties: false,
      }),
    },
  },
  merge: {
    tags,
    summary: 'Merge a waiting duplicate into one of its candidate library entries (basic fields filled in); 1429 once decided',
    body: { type: 'object', required: ['id', 'talentEntryId'], properties: { id, talentEntryId: id }, additionalProperties: false },
    response: { 200: envelope(parseRecord) },
  },
  keepSeparate: {
    tags,
    summary: 'Add a waiting duplicate to the library as an entry of its own; 1429 once decided',
    body: { type: 'object', required: ['id'], properties: { id }, additionalProperties: false },
    response: { 200: envelope(parseRecord) },
  },
} as const;
