import { envelope, listData, listQuery, nullData } from '../../http/envelope.ts';
import { PATTERNS } from '../../../common/validators.ts';
import { CATALOG } from '../dropdown/catalog.ts';
import { id } from '../../http/ids.ts';

const tags = ['TenementCompanyInfo'];
/** The DropDown lists these fields take their values from. */
const INDUSTRIES = (CATALOG.Public?.Industry ?? []).map((o) => String(o[0]));
const SIZE_TYPES = (CATALOG.Public?.TenementSizeType ?? []).map((o) => Number(o[0]));

const nullable = <const S extends object>(s: S) => ({ anyOf: [s, { type: 'null' }] }) as const;
const tenementIdQuery = { type: 'object', properties: { tenementId: id } } as const;

const place = {
  type: 'object',
  required: ['id', 'name', 'address', 'sort'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, address: { type: 'string' }, sort: { type: 'integer' } },
  additionalProperties: false,
} as const;

const text = { type: ['string', 'null'] } as const;
const companyData = {
  type: 'object',
  required: [
    'tenementId',
    'tenementNo',
    'name',
    'shortName',
    'logo',
    'industry',
    'sizeType',
    'address',
    'website',
    'contactPhone',
    'contactEmail',
    'intro',
    'published',
    'officePlaces',
  ],
  properties: {
    tenementId: { type: 'integer' },
    tenementNo: { type: 'string' },
    name: { type: 'string' },
    shortName: text,
    logo: text,
    industry: text,
    sizeType: { type: ['integer', 'null'] },
    address: text,
    website: text,
    contactPhone: text,
    contactEmail: text,
    intro: text,
    published: { type: 'boolean' },
    officePlaces: { type: 'array', items: place },
  },
  additionalProperties: false,
} as const;

export const companyDetail = {
  tags,
  summary: 'Company info: the caller’s company without tenementId (menu 106); a published company with it (public)',
  querystring: tenementIdQuery,
  response: { 200: envelope(companyData) },
} as const;

export const companyList = {
  tags,
  summary: 'Published companies (public)',
  querystring: {
    type: 'object',
    properties: {
      page: listQuery.page,
      perPage: listQuery.perPage,
      name_like: { type: 'string', maxLength: 100 },
      industry: { type: 'string', enum: INDUSTRIES },
    },
  },
  response: {
    200: envelope(
      listData({
        type: 'object',
        required: ['tenementId', 'name', 'shortName', 'logo', 'industry', 'sizeType', 'address', 'positionCount'],
        properties: {
          tenementId: { type: 'integer' },
          name: { type: 'string' },
          shortName: text,
          logo: text,
          industry: text,
          sizeType: { type: ['integer', 'null'] },
          address: text,
          positionCount: { type: 'integer' },
        },
        additionalProperties: false,
      }),
    ),
  },
} as const;

export const officePlaces = {
  tags: ['SysTenement'],
  summary: 'Office places: the caller’s company’s without tenementId; a published company’s with it (public)',
  querystring: tenementIdQuery,
  response: { 200: envelope({ type: 'array', items: place }) },
} as const;

const placeInput = {
  type: 'object',
  required: ['name', 'address'],
  properties: {
    id,
    name: { type: 'string', minLength: 1, maxLength: 50 },
    address: { type: 'string', minLength: 1, maxLength: 200 },
    sort: { type: 'integer', minimum: 0, maximum: 99999 },
  },
} as const;

export const updateCompany = {
  tags,
  summary: 'Edit the caller’s company info; officePlaces (at most 10) replaces the set, kept by id',
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 100 },
      shortName: nullable({ type: 'string', maxLength: 50 }),
      logo: nullable({ type: 'string', maxLength: 500, pattern: '^(https?://|/recruit/)' }),
      industry: nullable({ type: 'string', enum: INDUSTRIES }),
      sizeType: nullable({ type: 'integer', enum: SIZE_TYPES }),
      address: nullable({ type: 'string', maxLength: 200 }),
      website: nullable({ type: 'string', maxLength: 200, pattern: '^https?://[^\\s]+$' }),
      contactPhone: nullable({ type: 'string', maxLength: 20, pattern: PATTERNS.contactPhone }),
      contactEmail: nullable({ type: 'string', maxLength: 254, pattern: PATTERNS.email }),
      intro: nullable({ type: 'string', maxLength: 100_000 }),
      published: { type: 'boolean' },
      // Past 10 the answer is 1123 (the service's rule); this bound only keeps the body small.
      officePlaces: { type: 'array', maxItems: 100, items: placeInput },
    },
  },
  response: { 200: envelope(nullData) },
} as const;
