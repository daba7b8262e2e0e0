import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/**
 * Response schemas. Every JSON answer is `{state, message, data}`; a route declares only the shape
 * of `data`, and the serializer then whitelists exactly those properties onto the wire.
 */
type Schema = Exclude<JSONSchema, boolean>;

export const envelope = <const D extends Schema>(data: D) =>
  ({
    type: 'object',
    required: ['state', 'message', 'data'],
    properties: { state: { type: 'integer' }, message: { type: 'string' }, data },
    additionalProperties: false,
  }) as const;

export const nullData = { type: 'null' } as const;

/** What every Excel import answers: rows written, rows refused, and the error report's address (or null). */
export const importResultData = {
  type: 'object',
  required: ['errorCount', 'successCount', 'url'],
  properties: { errorCount: { type: 'integer' }, successCount: { type: 'integer' }, url: { type: ['string', 'null'] } },
  additionalProperties: false,
} as const;

/** The list shape of DESIGN.md: `{list, totalCount, page, perPage}`. */
export const listData = <const I extends Schema>(item: I) =>
  ({
    type: 'object',
    required: ['list', 'totalCount', 'page', 'perPage'],
    properties: {
      list: { type: 'array', items: item },
      totalCount: { type: 'integer' },
      page: { type: 'integer' },
      perPage: { type: 'integer' },
    },
    additionalProperties: false,
  }) as const;

/** Query keys every list accepts. */
export const listQuery = {
  page: { type: 'integer', minimum: 1, default: 1 },
  perPage: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  sort: { type: 'string', maxLength: 64, pattern: '^-?[A-Za-z][A-Za-z0-9_]*$' },
} as const;

/** A list's query without a sort (lists in one fixed order). */
export const pageQuery = { page: listQuery.page, perPage: listQuery.perPage } as const;

/**
 * A list's query as a handler reads it: ajv has applied the schema's defaults, so `page` and `perPage`
 * are always there (the route's own `req.query` type says so too). Services take this, never their own
 * optional paging, so nobody restates the defaults.
 */
export type ListQuery = FromSchema<{ type: 'object'; properties: typeof listQuery }>;
export type PageQuery = FromSchema<{ type: 'object'; properties: typeof pageQuery }>;
