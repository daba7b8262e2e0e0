import { INT4_MAX } from './schema-bounds.ts';
import { envelope } from './envelope.ts';

/**
 * The id schemas every route shares. An id names a row of an int4 identity column: one beyond that range
 * is a validation error (1001), never a query the database refuses with a 500. Route registration bounds
 * every request integer anyway (schema-bounds.ts); the bound is written here so the shared schema says so.
 */
export const id = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;

/** The most rows one batch call names. */
export const BATCH_MAX = 100;

/** A batch of ids: at least one, at most `maxItems` (BATCH_MAX unless the module's own limit says). */
export const idList = <const N extends number>(maxItems: N) => ({ type: 'array', minItems: 1, maxItems, items: id }) as const;
export const ids = idList(BATCH_MAX);

/** `?id=` of a detail read, or `{id}` of a body naming one row. */
export const idQuery = { type: 'object', required: ['id'], properties: { id }, additionalProperties: false } as const;

/** `{ids}` of a batch call. */
export const idsBody = { type: 'object', required: ['ids'], properties: { ids }, additionalProperties: false } as const;

/** The answer of a call that creates one row: its id. */
export const idAnswer = envelope({
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' } },
  additionalProperties: false,
});
