import type { ResourceDefinition } from '../../generated/resource-definition.ts';
import { PATTERNS } from '../../src/common/validators.ts';
import { filterKey } from '../../src/common/list-filters.ts';

export type ActionName = keyof ResourceDefinition['api']['actions'];
type Field = ResourceDefinition['fields'][string];
type JsonSchema = Record<string, unknown>;

export { SYSTEM_FIELDS } from '../../src/common/system-fields.ts';

const DEFAULT_METHOD: Record<ActionName, 'GET' | 'POST' | 'PUT' | 'DELETE'> = {
  list: 'GET',
  detail: 'GET',
  create: 'POST',
  update: 'PUT',
  delete: 'DELETE',
  enable: 'POST',
  export: 'GET',
  import: 'POST',
  template: 'GET',
  dropdown: 'GET',
};

/** The function key an action needs; reads (list, detail, dropdown) need only the menu. */
const ACTION_KEY: Partial<Record<ActionName, string>> = {
  create: 'add',
  update: 'edit',
  delete: 'delete',
  enable: 'enable',
  export: 'export',
  import: 'import',
  template: 'template',
};

export interface Endpoint {
  action: ActionName;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  functionKey: string | null;
}

export function endpointsOf(def: ResourceDefinition): Endpoint[] {
  return (Object.entries(def.api.actions) as Array<[ActionName, NonNullable<ResourceDefinition['api']['actions'][ActionName]>]>).map(
    ([action, spec]) => {
      const path = typeof spec === 'string' ? spec : spec.path;
      const method = typeof spec === 'string' ? DEFAULT_METHOD[action] : (spec.method ?? DEFAULT_METHOD[action]);
      const key = ACTION_KEY[action];
      return { action, method, url: `${def.api.controller}/${path}`, functionKey: key ? `${def.menu.key}:${key}` : null };
    },
  );
}

/** Every function key of a resource: its buttons' and its actions', sorted for stable output. */
export function functionKeysOf(def: ResourceDefinition): string[] {
  const buttons = [...(def.list.toolbar ?? []), ...(def.list.actions ?? []), ...(def.list.bulkActions ?? [])];
  const keys = new Set<string>(buttons.map((b) => b.functionKey ?? `${def.menu.key}:${b.name}`));
  for (const e of endpointsOf(def)) if (e.functionKey) keys.add(e.functionKey);
  return [...keys].sort();
}

const FORMAT_PATTERN: Record<NonNullable<Field['format']>, string> = {
  phone: PATTERNS.phone,
  email: PATTERNS.email,
  url: '^https?://\\S+$',
  idNumber: '^[0-9A-Za-z]{10,18}$',
  teamCode: PATTERNS.teamCode,
};

export function fieldSchema(f: Field): JsonSchema {
  const s: JsonSchema = {};
  if (f.type === 'date') Object.assign(s, { type: 'string', format: 'date' });
  else if (f.type === 'datetime') Object.assign(s, { type: 'string', format: 'date-time' });
  else s.type = f.type;
  if (f.type === 'string') {
    s.maxLength = f.maxLength ?? 255;
    if (f.minLength !== undefined) s.minLength = f.minLength;
    const pattern = f.pattern ?? (f.format ? FORMAT_PATTERN[f.format] : undefined);
    if (pattern) s.pattern = pattern;
  }
  if (f.minimum !== undefined) s.minimum = f.minimum;
  if (f.maximum !== undefined) s.maximum = f.maximum;
  if (f.enum) s.enum = f.enum;
  return s;
}

const writable = (def: ResourceDefinition) => Object.entries(def.fields).filter(([, f]) => !f.readOnly);

/**
 * Create and update bodies. An update may send only what changed (just `id` is required), and an
 * optional field may be sent as null to clear it; a required field can be changed, never cleared.
 */
export function bodySchema(def: ResourceDefinition, withId: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  if (withId) properties.id = { type: 'integer', minimum: 1 };
  const mandatory = new Set(def.required ?? []);
  for (const [prop, f] of writable(def)) {
    const s = fieldSchema(f);
    // Strings arrive trimmed; a required one must not be blank (nor null, which ajv coerces to '').
    if (mandatory.has(prop) && f.type === 'string') s.minLength = Math.max(1, f.minLength ?? 1);
    properties[prop] = withId && !mandatory.has(prop) ? { anyOf: [s, { type: 'null' }] } : s;
  }
  const required = withId ? ['id'] : (def.required ?? []).filter((r) => r in properties);
  return { type: 'object', required, properties };
}

const JSON_TYPE: Record<Field['type'], string> = {
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  date: 'string',
  datetime: 'string',
};

/** What a record looks like on the wire; the serializer drops anything else. */
export function recordSchema(def: ResourceDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  for (const [prop, f] of Object.entries(def.fields)) properties[prop] = { type: [JSON_TYPE[f.type], 'null'] };
  if (def.storage?.enabledColumn) properties.enabled = { type: 'boolean' };
  properties.createdAt = { type: 'string' };
  properties.updatedAt = { type: 'string' };
  return { type: 'object', required: Object.keys(properties), properties, additionalProperties: false };
}

/** Query keys of the list call: paging, sort over sortable columns, and one key per filter. */
export function listQuerySchema(def: ResourceDefinition): JsonSchema {
  const sortable = def.list.columns.filter((c) => c.sortable).map((c) => c.prop);
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 1, default: 1 },
    perPage: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sort: { type: 'string', enum: [...new Set([...sortable, 'id'])].flatMap((p) => [p, `-${p}`]) },
  };
  for (const f of def.list.filters ?? []) {
    const field = def.fields[f.prop];
    const type = f.prop === 'enabled' ? 'boolean' : JSON_TYPE[field?.type ?? 'string'];
    properties[filterKey(f.prop, f.op)] =
      f.op === 'contains' ? { type: 'string', maxLength: 100 } : { type, ...(field?.enum ? { enum: field.enum } : {}) };
  }
  return { type: 'object', properties };
}
