import { envelope, listData, listQuery } from '../../http/envelope.ts';

const tags = ['SysTenement'];
const companyName = { type: 'string', minLength: 1, maxLength: 100 } as const;
const created = envelope({
  type: 'object',
  required: ['id', 'tenementNo'],
  properties: { id: { type: 'integer' }, tenementNo: { type: 'string' } },
  additionalProperties: false,
});

export const getTenement = {
  tags,
  summary: 'The caller’s company (never its team code)',
  response: {
    200: envelope({
      type: 'object',
      required: ['id', 'tenementNo', 'name', 'creatorName', 'userCount', 'deptCount', 'createdAt'],
      properties: {
        id: { type: 'integer' },
        tenementNo: { type: 'string' },
        name: { type: 'string' },
        creatorName: { type: ['string', 'null'] },
        userCount: { type: 'integer' },
        deptCount: { type: 'integer' },
        createdAt: { type: 'string' },
      },
      additionalProperties: false,
    }),
  },
} as const;

export const tenementInfo = {
  tags,
  summary: 'What a join screen shows of a company, by its number',
  querystring: { type: 'object', required: ['tenementNo'], properties: { tenementNo: { type: 'string', minLength: 1, maxLength: 32 } } },
  response: {
    200: envelope({
      type: 'object',
      required: ['tenementNo', 'name', 'shortName', 'logo'],
      properties: {
        tenementNo: { type: 'string' },
        name: { type: 'string' },
        shortName: { type: ['string', 'null'] },
        logo: { type: ['string', 'null'] },
      },
      additionalProperties: false,
    }),
  },
} as const;

const sorts = ['id', 'tenementNo', 'name', 'createdAt'].flatMap((s) => [s, `-${s}`]);
export const tenementList = {
  tags,
  summary: 'Companies: every one for the platform administrator, the caller’s own for anyone else',
  querystring: {
    type: 'object',
    properties: {
      page: listQuery.page,
      perPage: listQuery.perPage,
      sort: { type: 'string', enum: sorts },
      name_like: { type: 'string', maxLength: 100 },
    },
  },
  response: {
    200: envelope(
      listData({
        type: 'object',
        required: ['id', 'tenementNo', 'name', 'enabled', 'userCount', 'creatorAccount', 'createdAt'],
        properties: {
          id: { type: 'integer' },
          tenementNo: { type: 'string' },
          name: { type: 'string' },
          enabled: { type: 'boolean' },
          userCount: { type: 'integer' },
          creatorAccount: { type: ['string', 'null'] },
          createdAt: { type: 'string' },
        },
        additionalProperties: false,
      }),
    ),
  },
} as const;

export const register = {
  tags,
  summary: 'Start a company: the caller becomes its top administrator',
  body: { type: 'object', required: ['name'], properties: { name: companyName, shortName: { type: 'string', maxLength: 50 } } },
  response: { 200: created },
} as const;

export const addTenement = {
  tags,
  summary: 'Open a company for an existing account, its top administrator (platform)',
  body: {
    type: 'object',
    required: ['name', 'adminAccount'],
    properties: { name: companyName, adminAccount: { type: 'string', minLength: 1, maxLength: 16 } },
  },
  response: { 200: created },
} as const;
