/**
 * Inputs of the fuzz test (fuzz.test.ts), derived from an operation of the OpenAPI document: a plausible
 * request (every required field with a value its schema accepts, so a probe of one field gets past the
 * others), then probes that each put one hostile value into one field, and whole-request shapes (no
 * input at all, a body that is not an object). Deterministic: the long text and the pick of common values
 * per field come from a generator seeded by the route's name.
 */

export interface Schema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}
export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export type Query = Record<string, string | string[]>;
export interface Probe {
  /** What the probe changed, for the failure message. */
  label: string;
  query: Query;
  /** JSON text of the body; undefined sends none. */
  body?: string;
}
interface Hostile {
  label: string;
  value: unknown;
}

/** mulberry32 seeded by the FNV-1a hash of a text (a route's name): every run sends the same inputs. */
export function seeded(seed: string): () => number {
  let a = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) a = Math.imul(a ^ seed.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixed-script text the database cannot compress away (a repeated letter would hide an index-size limit). */
function randomText(next: () => number, length: number): string {
  const pools = ['abcdefghijklmnopqrstuvwxyz0123456789', '招聘职位简历面试录用部门员工', '😀🎉𠮷👩‍💻'];
  let out = '';
  for (let i = 0; i < length; i++) {
    const pool = [...pools[Math.floor(next() * pools.length)]!];
    out += pool[Math.floor(next() * pool.length)];
  }
  return out;
}

const LONG_TEXT = randomText(seeded('long text'), 6000);

const typesOf = (s: Schema | undefined): string[] => [
  ...[s?.type ?? []].flat(),
  ...[...(s?.anyOf ?? []), ...(s?.oneOf ?? [])].flatMap((b) => typesOf(b)),
];
const formatsOf = (s: Schema | undefined): string[] => [
  ...(s?.format ? [s.format] : []),
  ...[...(s?.anyOf ?? []), ...(s?.oneOf ?? [])].flatMap((b) => formatsOf(b)),
];

/** Strings that satisfy the patterns request schemas use; the first one a pattern accepts is used. */
const PATTERN_SAMPLES = [
  'abcd1234',
  'Abcd',
  '13800138000',
  'fuzz@example.com',
  '123456',
  'https://example.com/a',
  '/recruit/a',
  '#12ab34',
  '2026-01-15',
  '2026-01',
  '6222020200112233445',
  'ABCDEFGHIJ12345',
  'abc:def',
  '0123456789abcdef0123456789abcdef',
  '010-1234567',
];

function plausibleString(s: Schema): string {
  const formats = formatsOf(s);
  if (formats.includes('date')) return '2026-01-15';
  if (formats.includes('date-time')) return '2026-01-15T08:00:00Z';
  const min = s.minLength ?? 0;
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const fit = PATTERN_SAMPLES.find((x) => re.test(x) && x.length >= min && x.length <= (s.maxLength ?? Infinity));
    if (fit) return fit;
  }
  return 'fuzz'.padEnd(min, 'z').slice(0, Math.max(min, Math.min(4, s.maxLength ?? 4)));
}

/** A value the schema accepts: its default, its first choice, or one built from its type. */
export function plausible(s: Schema | undefined): unknown {
  if (!s) return 'fuzz';
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum.find((v) => v !== null) ?? null;
  const branch = s.anyOf?.[0] ?? s.oneOf?.[0];
  const type = typesOf(s)[0];
  if (branch && !s.type) return plausible(branch);
  if (type === 'integer' || type === 'number') return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Infinity);
  if (type === 'boolean') return true;
  if (type === 'array') return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => plausible(s.items));
  if (type === 'object') {
    return Object.fromEntries((s.required ?? []).map((k) => [k, plausibleField(k, s.properties?.[k])]));
  }
  return plausibleString(s);
}

/** Passwords are checked by the service (8 characters or more), not by the schema's length. */
function plausibleField(name: string, s: Schema | undefined): unknown {
  return /password/i.test(name) && typesOf(s).includes('string') ? 'Fuzz@2026pw' : plausible(s);
}

/**
 * The brief's list for every field whatever its type; a field gets a seeded few of these (most die in
 * validation, each the same way), so the run stays bounded.
 */
function commonHostile(wantsNumber: boolean): Hostile[] {
  return [
    { label: 'negative', value: -1 },
    { label: 'zero', value: 0 },
    { label: 'float', value: 1.5 },
    wantsNumber ? { label: 'text for a number', value: 'abc' } : { label: 'number for text', value: 12345 },
    { label: 'long text', value: LONG_TEXT },
    { label: 'empty', value: '' },
    { label: 'unicode', value: '😀𠮷\u202eé\u200b' },
    // Two items: ajv's array coercion turns a one-item array into its item, which tests nothing new.
    { label: 'array', value: ['a', 'b'] },
    { label: 'object', value: { a: 1 } },
    { label: 'null', value: null },
    // Not `true`: it coerces to 1, which may name a real record (the administrator) and act on it.
    { label: 'false', value: false },
  ];
}

/** Every field gets these: past the integer ranges, and values its schema may accept at the edges where the database can still fail. */
function edgeHostile(s: Schema): Hostile[] {
  const types = typesOf(s);
  const formats = formatsOf(s);
  const out: Hostile[] = [
    { label: 'past int4', value: 2_147_483_648 },
    // 1e20 is written out in full, as JSON number and as query digits alike.
    { label: 'past int8', value: 1e20 },
  ];
  if (types.includes('integer')) out.push({ label: 'int4 max', value: 2_147_483_647 }, { label: 'int4 min', value: -2_147_483_648 });
  if (types.includes('number')) out.push({ label: 'huge number', value: 1e308 }, { label: 'tiny number', value: 1e-300 });
  out.push(...dateEdges(s, formats));
  if (types.includes('string') || types.length === 0) {
    // LIKE's wildcards, a quote, and a trailing backslash (an unfinished escape in a LIKE pattern).
    out.push({ label: 'pattern chars', value: '%_\'"\\' });
  }
  if (types.includes('string') && s.maxLength && s.maxLength > 4) {
    // Each character four bytes in UTF-8: at the length limit, the largest text the schema lets through.
    out.push({ label: `${s.maxLength} astral chars`, value: '𠮷'.repeat(s.maxLength) });
  }
  if (types.includes('array')) {
    out.push({ label: 'empty array', value: [] });
    // Past PostgreSQL's 65535 bind parameters, where the schema sets no limit of its own.
    if (!s.maxItems) out.push({ label: '70000 items', value: Array.from({ length: 70_000 }, () => plausible(s.items)) });
  }
  return out;
}

/**
 * Days and moments at the ends of what PostgreSQL takes: year 0 (RFC 3339 has it, PostgreSQL does not),
 * year 9999, a moment past 9999 in UTC, a zone offset past PostgreSQL's ±15:59, and a day no calendar has.
 */
function dateEdges(s: Schema, formats: string[]): Hostile[] {
  const out: Hostile[] = [];
  if (formats.includes('date')) {
    out.push(
      { label: 'year 0', value: '0000-01-01' },
      { label: 'year 9999', value: '9999-12-31' },
      { label: 'Feb 30', value: '2026-02-30' },
    );
  }
  if (formats.includes('date-time')) {
    out.push(
      { label: 'year 0 moment', value: '0000-01-01T00:00:00Z' },
      { label: 'past 9999 in UTC', value: '9999-12-31T23:00:00-05:00' },
      { label: 'zone -23:59', value: '2026-01-15T08:00:00-23:59' },
      { label: 'zone +08', value: '2026-01-15T08:00:00+08' },
      { label: 'leap second', value: '2026-06-30T23:59:60Z' },
    );
  }
  // A day-like pattern without a format (a month, a birthday): its plausible value in year 0.
  const sample = !formats.length && s.pattern ? plausibleString(s) : '';
  if (/^\d{4}-/.test(sample) && new RegExp(s.pattern!).test(`0000${sample.slice(4)}`))
    out.push({ label: 'year 0 text', value: `0000${sample.slice(4)}` });
  return out;
}

/** Of the common values, how many each field gets. */
const COMMON_PER_FIELD = 3;

/** The hostile values of one field: every edge, and a seeded pick of the common ones. */
export function hostileValues(s: Schema | undefined, next: () => number): Hostile[] {
  const types = typesOf(s);
  const common = commonHostile(types.includes('integer') || types.includes('number'));
  const picked: Hostile[] = [];
  for (let i = 0; i < COMMON_PER_FIELD; i++) picked.push(...common.splice(Math.floor(next() * common.length), 1));
  return [...edgeHostile(s ?? {}), ...picked];
}

/** A query value as the wire carries it: arrays as repeated keys, objects as JSON text. */
function toQueryValue(v: unknown): string | string[] | undefined {
  if (v === undefined) return undefined;
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x)));
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function toQuery(values: Record<string, unknown>): Query {
  const out: Query = {};
  for (const [k, v] of Object.entries(values)) if (toQueryValue(v) !== undefined) out[k] = toQueryValue(v)!;
  return out;
}

/** Every field of a body to probe: top-level properties and, three levels down, nested ones (`a.b`, `a.0.c`). */
function bodyPaths(s: Schema | undefined, prefix: string[] = [], depth = 0): Array<{ path: string[]; schema: Schema }> {
  if (!s || depth > 2) return [];
  const out: Array<{ path: string[]; schema: Schema }> = [];
  for (const [name, child] of Object.entries(s.properties ?? {})) {
    const path = [...prefix, name];
    out.push({ path, schema: child });
    out.push(...bodyPaths(child, path, depth + 1));
    if (typesOf(child).includes('array') && child.items) out.push(...bodyPaths(child.items, [...path, '0'], depth + 1));
  }
  return out;
}

/** A copy of `base` with `value` at `path`, making the objects and arrays on the way. */
function setAt(base: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string, ...string[]];
  const isIndex = /^\d+$/.test(head);
  const copy: Record<string, unknown> | unknown[] = Array.isArray(base)
    ? [...base]
    : base && typeof base === 'object'
      ? { ...base }
      : isIndex
        ? []
        : {};
  const current = (copy as Record<string, unknown>)[head];
  (copy as Record<string, unknown>)[head] = setAt(current, rest, value);
  return copy;
}

const withoutKey = (base: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key));

export interface Baseline {
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

/** The plausible request of an operation; `overrides` replace fields a route must not get (see fuzz.test.ts). */
export function baselineOf(op: Operation, overrides: Record<string, unknown> = {}): Baseline {
  const query: Record<string, unknown> = {};
  for (const p of op.parameters ?? [])
    if (p.in === 'query' && p.required) query[p.name] = overrides[p.name] ?? plausibleField(p.name, p.schema);
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? { ...(plausible(bodySchema) as Record<string, unknown>), ...overrides } : undefined;
  if (body) for (const k of Object.keys(overrides)) if (!bodySchema?.properties?.[k]) delete body[k];
  return { query, body };
}

const json = (v: unknown) => (v === undefined ? undefined : JSON.stringify(v));

/** Requests as a whole: nothing sent, the plausible one, bodies that are no object, each required field left out. */
export function shapeProbes(base: Baseline): Probe[] {
  const q = toQuery(base.query);
  const out: Probe[] = [
    { label: 'no input', query: {} },
    { label: 'plausible', query: q, body: json(base.body) },
  ];
  if (base.body) {
    for (const [label, body] of [
      ['body array', '[{}]'],
      ['body string', '"fuzz"'],
      ['body null', 'null'],
      ['body number', '1'],
    ] as const)
      out.push({ label, query: q, body });
    for (const k of Object.keys(base.body)) out.push({ label: `without ${k}`, query: q, body: json(withoutKey(base.body, k)) });
  }
  for (const k of Object.keys(base.query))
    out.push({ label: `without ${k}`, query: toQuery(withoutKey(base.query, k)), body: json(base.body) });
  return out;
}

/** Every probe of an operation: the shapes, then each hostile value in each query parameter and body field. */
export function probesOf(op: Operation, base: Baseline, next: () => number): Probe[] {
  const out = shapeProbes(base);
  const body = json(base.body);
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query') continue;
    for (const h of hostileValues(p.schema, next)) {
      out.push({ label: `${p.name}=${h.label}`, query: toQuery({ ...base.query, [p.name]: h.value }), body });
    }
  }
  const q = toQuery(base.query);
  for (const { path, schema } of bodyPaths(op.requestBody?.content?.['application/json']?.schema)) {
    for (const h of hostileValues(schema, next))
      out.push({ label: `body.${path.join('.')}=${h.label}`, query: q, body: json(setAt(base.body, path, h.value)) });
  }
  return out;
}
