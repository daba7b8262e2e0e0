/** Route schemas of the candidate drawer's calls (history, notes, entry data, the inappropriate dialog's choices). */
import { envelope, listData } from '../../../http/envelope.ts';
import { id, idQuery } from '../../../http/ids.ts';

const tags = ['ResumeDeliveryRecord'];
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nStr = { type: ['string', 'null'] } as const;
const closed = <const R extends readonly string[], const P extends Record<string, unknown>>(required: R, properties: P) =>
  ({ type: 'object', required, properties, additionalProperties: false }) as const;

/** What HR reads of a step's own fields: a label and a value, both in the caller's language. */
const detail = closed(['label', 'value'], { label: str, value: str });
const historyItem = closed(
  ['id', 'call', 'action', 'fromStage', 'fromStageName', 'toStage', 'toStageName', 'actorName', 'createdAt', 'remark', 'details'],
  {
    id: int,
    call: str,
    action: str,
    fromStage: int,
    fromStageName: str,
    toStage: int,
    toStageName: str,
    actorName: nStr,
    createdAt: str,
    remark: nStr,
    details: { type: 'array', items: detail },
  },
);

export const stageHistory = {
  tags,
  summary:
    'An application’s stage timeline, oldest first: who moved it when, from and to which stage, the remark and the step’s own fields',
  querystring: idQuery,
  response: { 200: envelope({ type: 'array', items: historyItem }) },
} as const;

const note = closed(['id', 'content', 'authorName', 'createdAt'], { id: int, content: str, authorName: nStr, createdAt: str });

export const noteList = {
  tags,
  summary: 'HR’s notes on an application, newest first',
  querystring: {
    type: 'object',
    required: ['id'],
    properties: {
      id,
      page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
      perPage: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    },
    additionalProperties: false,
  },
  response: { 200: envelope(listData(note)) },
} as const;

export const NOTE_MAX = 500;

export const noteAdd = {
  tags,
  summary: 'Add a note to an application (notes are kept: none is edited or removed)',
  // `\S`: a note of spaces only says nothing.
  body: closed(['id', 'content'], { id, content: { type: 'string', minLength: 1, maxLength: NOTE_MAX, pattern: '\\S' } }),
  response: { 200: envelope(note) },
} as const;

const file = closed(['kind', 'name', 'fullPath'], { kind: str, name: str, fullPath: str });

export const entryData = {
  tags,
  summary:
    'The hire side of an application: employee number, department, personnel type, report-in and leaving dates, and the entry papers the seeker gave',
  querystring: idQuery,
  response: {
    200: envelope(
      closed(
        [
          'employeeNo',
          'entryDeptName',
          'personnelType',
          'personnelTypeName',
          'entryDate',
          'dimissionDate',
          'arrivalTime',
          'papersRemark',
          'files',
        ],
        {
          employeeNo: nStr,
          entryDeptName: nStr,
          personnelType: nStr,
          personnelTypeName: nStr,
          entryDate: nStr,
          dimissionDate: nStr,
          arrivalTime: nStr,
          papersRemark: nStr,
          files: { type: 'array', items: file },
        },
      ),
    ),
  },
} as const;

const option = closed(['value', 'display'], { value: str, display: str });

export const inappropriateTags = {
  tags: ['SysParam'],
  summary: '不合适标签: the enabled lines of the company’s InappropriateTag parameter',
  response: { 200: envelope({ type: 'array', items: option }) },
} as const;

export const inappropriateMessages = {
  tags: ['CommonMessage'],
  summary: 'The company’s replies of type 不合适 (the inappropriate dialog preselects the default)',
  response: {
    200: envelope({
      type: 'array',
      items: closed(['id', 'messageContent', 'isDefault'], { id: int, messageContent: str, isDefault: { type: 'boolean' } }),
    }),
  },
} as const;
