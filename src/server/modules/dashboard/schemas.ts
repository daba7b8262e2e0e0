/** Route schemas of the home dashboard. */
import { envelope } from '../../http/envelope.ts';
import { FIGURE_KEYS } from './service.ts';

const tags = ['Page'];
const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const tally = { type: 'integer', minimum: 0 } as const;

export const getHomePageData = {
  tags,
  summary:
    'The home dashboard’s figures in the caller’s company and data scope: new applications today, interviews today and ' +
    'this week, offers awaiting an answer, people to report, join requests to review (for whoever reviews them), open ' +
    'recruitment tasks behind plan (for whoever opens 招聘任务), each ' +
    'with the screen it links into (null when the caller cannot open it)',
  querystring: { type: 'object', properties: {}, additionalProperties: false },
  response: {
    200: envelope({
      type: 'object',
      required: ['today', 'weekStart', 'figures'],
      properties: {
        today: day,
        weekStart: day,
        figures: {
          type: 'array',
          maxItems: FIGURE_KEYS.length,
          items: {
            type: 'object',
            required: ['key', 'count', 'path'],
            properties: {
              key: { type: 'string', enum: [...FIGURE_KEYS] },
              count: tally,
              path: { type: ['string', 'null'] },
            },
            additionalProperties: false,
          },
        },
      },
      additionalProperties: false,
    }),
  },
} as const;

const point = {
  type: 'object',
  required: ['date', 'applications', 'interviews', 'hires', 'entries'],
  properties: { date: day, applications: tally, interviews: tally, hires: tally, entries: tally },
  additionalProperties: false,
} as const;

export const getHomePageRecruitData = {
  tags,
  summary:
    'The recruiting trend of the last `days` company days (default 30, today included) in the caller’s company and data ' +
    'scope: applications received, interviews held, hires (moved into 录用) and entries (moved into 已报到) per day',
  querystring: {
    type: 'object',
    properties: { days: { type: 'integer', minimum: 7, maximum: 90, default: 30 } },
    additionalProperties: false,
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['beginDate', 'endDate', 'list', 'totals'],
      properties: {
        beginDate: day,
        endDate: day,
        list: { type: 'array', maxItems: 90, items: point },
        totals: {
          type: 'object',
          required: ['applications', 'interviews', 'hires', 'entries'],
          properties: { applications: tally, interviews: tally, hires: tally, entries: tally },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    }),
  },
} as const;
