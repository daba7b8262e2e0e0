/**
 * Every integer a request carries ends up in an int4 column or a page number: one beyond PostgreSQL's
 * integer range made the database throw (HTTP 500) instead of answering a validation error. Rather than
 * restate the bound on each of several hundred schemas, route registration gives every request integer
 * without a bound of its own the int4 range (ids, counts, pages, sorts alike).
 */
export const INT4_MAX = 2_147_483_647;
export const INT4_MIN = -2_147_483_648;

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

function bound(node: Node) {
  const types = [node.type].flat();
  if (!types.includes('integer')) return;
  if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = INT4_MAX;
  if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = INT4_MIN;
}

/** Adds the int4 bounds in place, through properties, items and combinators; returns the schema. */
export function boundIntegers<T>(schema: T, seen = new WeakSet<object>()): T {
  if (!isNode(schema) || seen.has(schema)) return schema;
  seen.add(schema);
  bound(schema);
  for (const key of ['properties', 'patternProperties', 'definitions', '$defs'] as const) {
    const map = schema[key];
    if (isNode(map)) for (const child of Object.values(map)) boundIntegers(child, seen);
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else'] as const) boundIntegers(schema[key], seen);
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const list = schema[key];
    if (Array.isArray(list)) for (const child of list) boundIntegers(child, seen);
  }
  const items = schema.items;
  if (Array.isArray(items)) for (const child of items) boundIntegers(child, seen);
  return schema;
}

/** The request parts of a route schema (responses are ours to send and need no bound). */
export function boundRequestSchema(schema: Node | undefined) {
  if (!schema) return;
  for (const part of ['querystring', 'params', 'body', 'headers'] as const) boundIntegers(schema[part]);
}
