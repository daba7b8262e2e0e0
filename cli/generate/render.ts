import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { LoadedDefinition, ResourceDefinition } from '../../src/server/modules/resources/definitions.ts';
import { SCHEMA_FILE } from '../../src/server/modules/resources/definitions.ts';
import { bodySchema, endpointsOf, functionKeysOf, listQuerySchema, recordSchema } from './derive.ts';
import { camel, kebab, snake, stableId } from './naming.ts';
import { readMenuFile, type MenuFile } from './menu-file.ts';

const TEMPLATES = path.resolve(import.meta.dirname, '../templates');
const hb = Handlebars.create();
hb.registerHelper('json', (v: unknown) => JSON.stringify(v, null, 2));
hb.registerPartial('banner', readFileSync(path.join(TEMPLATES, 'banner.hbs'), 'utf8'));
const template = (name: string) => hb.compile(readFileSync(path.join(TEMPLATES, name), 'utf8'), { noEscape: true, strict: true });

type Field = ResourceDefinition['fields'][string];
function columnExpr(prop: string, f: Field, required: boolean): string {
  const col = `'${snake(prop)}'`;
  const base = {
    string: (f.maxLength ?? 255) > 2000 ? `text(${col})` : `varchar(${col}, { length: ${f.maxLength ?? 255} })`,
    integer: `integer(${col})`,
    number: `doublePrecision(${col})`,
    boolean: `boolean(${col})`,
    date: `date(${col}, { mode: 'string' })`,
    datetime: `timestamp(${col}, { withTimezone: true, mode: 'string' })`,
  }[f.type];
  const notNull = required ? '.notNull()' : '';
  return f.default !== undefined ? `${base}${notNull}.default(${JSON.stringify(f.default)})` : `${base}${notNull}`;
}

/** The definition `l` extends, if any. */
export function baseOf(l: LoadedDefinition, loaded: readonly LoadedDefinition[]): LoadedDefinition | undefined {
  return l.extends ? loaded.find((b) => path.basename(b.file, '.json') === l.extends) : undefined;
}

/** A screen over its base's table (inherited storage): it gets no table of its own, only the base's under its name. */
export function sharesBaseTable(l: LoadedDefinition, loaded: readonly LoadedDefinition[]): LoadedDefinition | undefined {
  const base = baseOf(l, loaded);
  return base && l.definition.storage && base.definition.storage?.table === l.definition.storage.table ? base : undefined;
}

function tablesData(loaded: readonly LoadedDefinition[], files: Map<string, string>) {
  const shared = loaded.filter((l) => sharesBaseTable(l, loaded));
  const stored = loaded.filter((l) => l.definition.storage && !shared.includes(l)).map((l) => l.definition);
  const builders = new Set(['pgTable', 'integer', 'timestamp']);
  const tables = stored.map((d) => {
    const columns = Object.entries(d.fields).map(([prop, f]) => ({ prop, expr: columnExpr(prop, f, (d.required ?? []).includes(prop)) }));
    for (const c of columns) builders.add(c.expr.slice(0, c.expr.indexOf('(')));
    const unique = Object.entries(d.fields)
      .filter(([, f]) => f.unique)
      .map(([prop]) => ({ prop, column: snake(prop) }));
    if (d.storage!.enabledColumn) builders.add('boolean');
    if (d.storage!.tenantScoped !== false) builders.add('index');
    if (unique.length) builders.add('uniqueIndex');
    return {
      name: d.name,
      file: files.get(d.name),
      var: `${camel(d.name)}Table`,
      table: d.storage!.table,
      tenantScoped: d.storage!.tenantScoped !== false,
      enabledColumn: Boolean(d.storage!.enabledColumn),
      columns,
      unique,
    };
  });
  const aliases = shared.map((l) => ({ name: l.definition.name, var: `${camel(sharesBaseTable(l, loaded)!.definition.name)}Table` }));
  const entries = [...tables.map((t) => ({ name: t.name, var: t.var })), ...aliases];
  return { tables, entries, imports: [...builders].sort().join(', ') };
}

function routesData(defs: ResourceDefinition[]) {
  const stored = defs.filter((d) => d.storage);
  const schemas = stored.map((d) => ({
    name: d.name,
    record: recordSchema(d),
    query: listQuerySchema(d),
    create: bodySchema(d, false),
    update: bodySchema(d, true),
  }));
  const routes = stored.flatMap((d) =>
    endpointsOf(d).map((e) => ({
      resource: d.name,
      action: e.action,
      method: e.method,
      url: `/${e.url}`,
      functionKey: e.functionKey,
      menuId: d.menu.id,
      query: e.action === 'list' || e.action === 'export',
      body: e.action === 'create' ? 'create' : e.action === 'update' ? 'update' : null,
    })),
  );
  return { schemas, routes };
}

function menuData(defs: ResourceDefinition[], menu: MenuFile) {
  const groupIds = new Set(menu.groups.map((g) => g.id));
  const node = (
    id: number,
    parentId: number | null,
    path: string,
    title: string,
    icon: string | undefined,
    sort: number | undefined,
    component: string | null,
    keepAlive: boolean,
  ) => ({
    id,
    parentId,
    path,
    title,
    icon: icon ?? null,
    level: parentId === null ? 1 : 2,
    sort: sort ?? id,
    component,
    alwaysShow: groupIds.has(id),
    keepAlive,
    visible: true,
  });
  const menus = [
    ...menu.groups.map((g) => node(g.id, null, g.path, g.title, g.icon, g.sort, null, false)),
    ...menu.pages.map((p) => node(p.id, p.parentId, p.path, p.title, p.icon, p.sort, p.key, p.keepAlive ?? true)),
    ...defs.map((d) =>
      node(d.menu.id, d.menu.parentId, d.menu.path, d.menu.title, d.menu.icon, d.menu.sort, d.menu.key, d.menu.keepAlive ?? true),
    ),
  ].sort((a, b) => a.id - b.id);
  const fn = (menuId: number, functionKey: string) => ({ id: stableId(functionKey), menuId, functionKey, name: functionKey });
  const functions = [
    ...menu.pages.flatMap((p) => (p.actions ?? []).map((a) => fn(p.id, `${p.key}:${a}`))),
    ...defs.flatMap((d) => functionKeysOf(d).map((k) => fn(d.menu.id, k))),
  ].sort((a, b) => a.functionKey.localeCompare(b.functionKey));
  // Where each seeded node's title lives in the locales: a resource screen's name, else menus.json.
  const labels = [
    ...menu.groups.map((g) => ({ id: g.id, label: { menu: g.key } })),
    ...menu.pages.map((p) => ({ id: p.id, label: { menu: p.key } })),
    ...defs.map((d) => ({ id: d.menu.id, label: { resource: d.name } })),
  ].sort((a, b) => a.id - b.id);
  // A write declares a function key, so only screens with keys can appear in the operation log.
  const keyed = new Set(functions.map((f) => f.menuId));
  const screens = [...menu.pages.map((p) => [p.key, p.id] as const), ...defs.map((d) => [d.menu.key, d.menu.id] as const)]
    .filter(([, id]) => keyed.has(id))
    .sort((a, b) => a[1] - b[1]);
  return { menus, functions, labels: Object.fromEntries(labels.map((l) => [l.id, l.label])), screens: Object.fromEntries(screens) };
}

/** The page component of a hand-written menu page: src/admin/pages/<Key>.tsx. */
export const pageFile = (key: string) => `src/admin/pages/${key.charAt(0).toUpperCase()}${key.slice(1)}.tsx`;

function overrideFile(name: string): string | null {
  const dir = `src/admin/overrides/${kebab(name)}`;
  if (!existsSync(dir)) return null;
  const index = readdirSync(dir).find((f) => /^index\.tsx?$/.test(f));
  return index ? `${dir}/${index}` : null;
}

type JsonObject = Record<string, unknown>;

/**
 * The schema of a definition once the loader merged its `extends`: what the code reads. Every
 * required property is there and `extends` is gone, so the derived type is the plain shape.
 */
function mergedShape(schema: JsonObject): JsonObject {
  const required = (schema.then as { required: string[] }).required;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'if' || key === 'then') continue;
    if (key === 'required') out.required = required;
    else if (key === 'properties')
      out.properties = Object.fromEntries(Object.entries(value as JsonObject).filter(([p]) => p !== 'extends'));
    else out[key] = value;
  }
  return out;
}

/** A screen without overrides of its own takes its base's (the stage screens share new-delivery's). */
function inheritedOverride(l: LoadedDefinition, loaded: readonly LoadedDefinition[]): string | null {
  const own = overrideFile(l.definition.name);
  if (own || !l.extends) return own;
  const base = loaded.find((b) => path.basename(b.file, '.json') === l.extends);
  return base ? inheritedOverride(base, loaded) : null;
}

/** Every generated file, path → content: pure in its inputs, so two runs give the same bytes. */
export function renderAll(loaded: LoadedDefinition[], menuFile = readMenuFile()): Map<string, string> {
  const defs = loaded.map((l) => l.definition);
  const files = new Map(loaded.map((l) => [l.definition.name, l.file]));
  const out = new Map<string, string>();
  out.set(
    'generated/resource-definition.ts',
    template('resource-definition.ts.hbs')({ schema: mergedShape(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as JsonObject) }),
  );
  // One module per definition, so a screen's chunk carries its own definition only.
  for (const l of loaded)
    out.set(
      `generated/definitions/${l.definition.name}.ts`,
      template('definition.ts.hbs')({ name: l.definition.name, file: l.file, definition: l.definition }),
    );
  out.set('generated/definitions.ts', template('definitions.ts.hbs')({ resources: defs.map((d) => ({ name: d.name })) }));
  for (const l of loaded) {
    out.set(
      `generated/admin/resources/${l.definition.name}.ts`,
      template('admin-resource.ts.hbs')({ name: l.definition.name, override: inheritedOverride(l, loaded) }),
    );
  }
  const pages = menuFile.pages.map((p) => ({ key: p.key, file: pageFile(p.key) }));
  out.set(
    'generated/admin/registry.ts',
    template('admin-registry.ts.hbs')({ resources: defs.map((d) => ({ name: d.name, menuKey: d.menu.key })), pages }),
  );
  const endpoints = Object.fromEntries(
    defs.map((d) => [d.name, Object.fromEntries(endpointsOf(d).map((e) => [e.action, { method: e.method, url: e.url }]))]),
  );
  out.set('generated/admin/endpoints.ts', template('admin-endpoints.ts.hbs')({ endpoints }));
  out.set('generated/server/tables.ts', template('server-tables.ts.hbs')(tablesData(loaded, files)));
  out.set('generated/server/routes.ts', template('server-routes.ts.hbs')(routesData(defs)));
  out.set('generated/server/menu-seed.ts', template('menu-seed.ts.hbs')(menuData(defs, menuFile)));
  return out;
}
