import { existsSync, readFileSync } from 'node:fs';
import type { DefinitionProblem, LoadedDefinition } from '../../src/server/modules/resources/definitions.ts';
import { LANGS } from '../../src/common/states.ts';
import { stateTableHas, stepCall, transitionRow } from '../../src/common/state-tables.ts';
import { transitionKeys } from '../../src/common/pipeline.ts';
import { SYSTEM_FIELDS, endpointsOf, functionKeysOf } from './derive.ts';
import { readMenuFile, MENU_FILE, type MenuFile } from './menu-file.ts';
import { baseOf, pageFile, sharesBaseTable } from './render.ts';
import { localeFile, menuLocaleFile } from './locales.ts';

type Report = (file: string, pointer: string, message: string) => void;

function checkFieldRefs(l: LoadedDefinition, report: Report) {
  const d = l.definition;
  const fields = new Set(Object.keys(d.fields));
  const known = new Set([...fields, ...SYSTEM_FIELDS]);
  for (const [i, c] of d.list.columns.entries())
    if (!known.has(c.prop)) report(l.file, `/list/columns/${i}/prop`, `names no field "${c.prop}"`);
  for (const [i, f] of (d.list.filters ?? []).entries())
    if (!known.has(f.prop)) report(l.file, `/list/filters/${i}/prop`, `names no field "${f.prop}"`);
  d.form.items.forEach((item, i) => {
    if (!fields.has(item.prop)) report(l.file, `/form/items/${i}/prop`, `names no field "${item.prop}"`);
    if (item.parentKey && !fields.has(item.parentKey)) report(l.file, `/form/items/${i}/parentKey`, `names no field "${item.parentKey}"`);
  });
  for (const [i, r] of (d.required ?? []).entries()) if (!fields.has(r)) report(l.file, `/required/${i}`, `names no field "${r}"`);
  if (d.list.columns.filter((c) => !c.hidden).length < 3) report(l.file, '/list/columns', 'must keep at least 3 visible columns');
  // Buttons that call an action of their own need that action in the API.
  const needs: Record<string, keyof typeof d.api.actions> = {
    add: 'create',
    edit: 'update',
    delete: 'delete',
    enable: 'enable',
    export: 'export',
    import: 'import',
    template: 'template',
  };
  const buttons = [
    ...(d.list.toolbar ?? []).map((b, i) => [b, `/list/toolbar/${i}`] as const),
    ...(d.list.actions ?? []).map((b, i) => [b, `/list/actions/${i}`] as const),
    ...(d.list.bulkActions ?? []).map((b, i) => [b, `/list/bulkActions/${i}`] as const),
  ];
  for (const [b, pointer] of buttons) {
    const action = needs[b.name];
    if (action && !d.api.actions[action]) report(l.file, pointer, `button "${b.name}" needs api.actions.${action}`);
  }
  for (const [b, pointer] of buttons) checkDeclarative(d, b, pointer, (at, message) => report(l.file, at, message));
  if (d.storage?.enabledColumn === false && endpointsOf(d).some((e) => e.action === 'enable'))
    report(l.file, '/api/actions/enable', 'needs storage.enabledColumn');
}

type Button = NonNullable<LoadedDefinition['definition']['list']['actions']>[number];

/** A declarative button names a real row of a state table, under a key that row accepts. */
function checkDeclarative(
  d: LoadedDefinition['definition'],
  b: Button,
  pointer: string,
  report: (pointer: string, message: string) => void,
) {
  if (b.transition !== undefined) {
    const row = transitionRow(b.transition);
    const key = b.functionKey ?? `${d.menu.key}:${b.name}`;
    if (!row) report(`${pointer}/transition`, `names no row of the transition table (src/common/pipeline.ts): ${b.transition}`);
    else if (!transitionKeys(row).includes(key))
      report(
        pointer,
        `key ${key} is none of those ${b.transition} needs (${transitionKeys(row).join(', ')}): name the button after the row's action on a screen listing one of its stages`,
      );
    if (b.api !== undefined) report(`${pointer}/api`, 'a transition button calls its row; leave "api" out');
    if (row?.single && pointer.startsWith('/list/bulkActions/'))
      report(pointer, `${b.transition} takes one record at a time: a row button, not a bulk one`);
  }
  const when = b.enabledWhen;
  if (!when) return;
  if (!stateTableHas(when.table, when.call))
    report(`${pointer}/enabledWhen/call`, `names no step "${when.call}" of the ${when.table} table`);
  // The gate must be the step the button makes, else it offers one step where another is allowed.
  const made = stepCall(when.table, when.call);
  if (made && b.api !== undefined && b.api !== made)
    report(`${pointer}/api`, `is ${b.api}, but the ${when.table} table's step "${when.call}" is made by ${made}`);
}

function checkUnique(loaded: LoadedDefinition[], menu: MenuFile, report: Report) {
  const seen = new Map<string, string>();
  const claim = (kind: string, value: string | number, file: string, pointer: string) => {
    const key = `${kind}:${value}`;
    const other = seen.get(key);
    if (other) report(file, pointer, `${kind} ${value} is already used by ${other}`);
    else seen.set(key, file);
  };
  menu.groups.forEach((g, i) => {
    claim('menu id', g.id, MENU_FILE, `/groups/${i}/id`);
    claim('menu path', g.path, MENU_FILE, `/groups/${i}/path`);
    claim('menu key', g.key, MENU_FILE, `/groups/${i}/key`);
  });
  menu.pages.forEach((p, i) => {
    claim('menu id', p.id, MENU_FILE, `/pages/${i}/id`);
    claim('menu path', p.path, MENU_FILE, `/pages/${i}/path`);
    claim('menu key', p.key, MENU_FILE, `/pages/${i}/key`);
  });
  for (const l of loaded) {
    const d = l.definition;
    claim('resource name', d.name, l.file, '/name');
    claim('menu id', d.menu.id, l.file, '/menu/id');
    claim('menu path', d.menu.path, l.file, '/menu/path');
    claim('menu key', d.menu.key, l.file, '/menu/key');
    const base = baseOf(l, loaded);
    const sharing = sharesBaseTable(l, loaded);
    if (d.storage && !sharing) claim('table', d.storage.table, l.file, '/storage/table');
    if (sharing && JSON.stringify(d.fields) !== JSON.stringify(sharing.definition.fields))
      report(l.file, '/fields', `shares the table of ${sharing.file}, so its fields must be the base's (add a field there)`);
    // A screen served by a module (no storage) shares its base's calls (the candidate's detail, say);
    // a generically served one registers its routes, so they must be its own.
    const inherited = new Set(base && !d.storage ? endpointsOf(base.definition).map((e) => `${e.method} ${e.url}`) : []);
    for (const e of endpointsOf(d))
      if (!inherited.has(`${e.method} ${e.url}`)) claim('route', `${e.method} ${e.url}`, l.file, `/api/actions/${e.action}`);
    for (const k of functionKeysOf(d))
      if (!k.startsWith(`${d.menu.key}:`)) report(l.file, '/list', `function key ${k} belongs to another menu node`);
  }
}

const MENU_KEY = /^[a-z][A-Za-z0-9]*$/;

function checkMenuTree(loaded: LoadedDefinition[], menu: MenuFile, report: Report) {
  const groups = new Set(menu.groups.map((g) => g.id));
  const parentOk = (id: number | null) => id === null || groups.has(id);
  // The key names the node's title in locales/<lng>/menus.json (pages: also its component).
  for (const [i, g] of menu.groups.entries())
    if (!MENU_KEY.test(g.key ?? '')) report(MENU_FILE, `/groups/${i}/key`, 'must be a camelCase key');
  for (const [i, p] of menu.pages.entries())
    if (!MENU_KEY.test(p.key ?? '')) report(MENU_FILE, `/pages/${i}/key`, 'must be a camelCase key');
  menu.pages.forEach((p, i) => {
    if (!parentOk(p.parentId)) report(MENU_FILE, `/pages/${i}/parentId`, `no menu group ${p.parentId}`);
    if (!existsSync(pageFile(p.key))) report(MENU_FILE, `/pages/${i}/key`, `no hand-written page ${pageFile(p.key)}`);
  });
  for (const l of loaded)
    if (!parentOk(l.definition.menu.parentId)) report(l.file, '/menu/parentId', `no menu group ${l.definition.menu.parentId}`);
}

function checkLocales(loaded: LoadedDefinition[], report: Report) {
  for (const lang of LANGS) {
    const file = localeFile(lang);
    const catalog = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as {
          resources?: Record<string, { name?: string; fields?: Record<string, string>; options?: Record<string, Record<string, string>> }>;
        })
      : {};
    for (const l of loaded) {
      const entry = catalog.resources?.[l.definition.name];
      if (!entry?.name) report(file, `/resources/${l.definition.name}/name`, 'is missing (run recruit generate)');
      for (const prop of [...Object.keys(l.definition.fields), ...SYSTEM_FIELDS]) {
        if (!entry?.fields?.[prop]) report(file, `/resources/${l.definition.name}/fields/${prop}`, 'is missing (run recruit generate)');
      }
      for (const [prop, f] of Object.entries(l.definition.fields)) {
        for (const o of f.options?.static ?? []) {
          if (!entry?.options?.[prop]?.[String(o.value)])
            report(file, `/resources/${l.definition.name}/options/${prop}/${String(o.value)}`, 'is missing (run recruit generate)');
        }
      }
    }
  }
}

/** Every menu group and hand-written page has its title in every locale (resource screens use their name). */
function checkMenuLocales(menu: MenuFile, report: Report) {
  for (const lang of LANGS) {
    const file = menuLocaleFile(lang);
    const catalog = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { menus?: Record<string, string> }) : {};
    for (const n of [...menu.groups, ...menu.pages]) {
      if (n.key && !catalog.menus?.[n.key]) report(file, `/menus/${n.key}`, 'is missing (run recruit generate)');
    }
  }
}

/** Rules that span files: references, uniqueness, the menu tree, translations. */
export function crossCheck(loaded: LoadedDefinition[], menu = readMenuFile()): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const report: Report = (file, pointer, message) => problems.push({ file, pointer, message });
  for (const l of loaded) checkFieldRefs(l, report);
  checkUnique(loaded, menu, report);
  checkMenuTree(loaded, menu, report);
  checkLocales(loaded, report);
  checkMenuLocales(menu, report);
  return problems;
}
