import type { Ajv, FormatDefinition } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';

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

/** The first and last instants both PostgreSQL and JavaScript's `toISOString` write as a four-digit year. */
const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');
const ZONE = /([+-])(\d\d):?(\d\d)?$/;

function rfc3339(name: 'date' | 'date-time'): (text: string) => boolean {
  const format = fullFormats[name] as FormatDefinition<string>;
  return format.validate as (text: string) => boolean;
}
const isDay = rfc3339('date');
const isMoment = rfc3339('date-time');

/**
 * RFC 3339 (ajv-formats) allows days and moments PostgreSQL refuses, each of which answered 500: year 0,
 * a zone offset past ±15:59 (`-23:59`), and, for services that read a moment into a JavaScript Date
 * first, forms Date cannot parse (a leap second, `+08` without minutes) or instants whose UTC year has
 * five digits or is 0. A request day is a calendar day of years 1 to 9999; a request moment one Date
 * reads, in those years in UTC, with an offset PostgreSQL takes.
 */
export function withinDatabaseDay(text: string): boolean {
  return isDay(text) && !text.startsWith('0000');
}
export function withinDatabaseMoment(text: string): boolean {
  if (!isMoment(text)) return false;
  const instant = Date.parse(text);
  const hours = Number(ZONE.exec(text)?.[2] ?? 0);
  return instant >= FIRST_INSTANT && instant <= LAST_INSTANT && hours <= 15;
}

/** Replaces ajv-formats' `date` and `date-time` on an ajv instance with the bounded ones. */
export function boundDateFormats(ajv: Ajv) {
  ajv.addFormat('date', { type: 'string', validate: withinDatabaseDay });
  ajv.addFormat('date-time', { type: 'string', validate: withinDatabaseMoment });
}
