import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ResourceDefinition } from '../../src/server/modules/resources/definitions.ts';
import { LANGS, type Lang } from '../../src/common/states.ts';
import type { MenuFile } from './menu-file.ts';

const SYSTEM_LABELS: Record<string, Record<Lang, string>> = {
  id: { 'zh-CN': '编号', 'zh-TW': '編號', en: 'ID' },
  enabled: { 'zh-CN': '状态', 'zh-TW': '狀態', en: 'Status' },
  createdAt: { 'zh-CN': '创建时间', 'zh-TW': '建立時間', en: 'Created' },
  updatedAt: { 'zh-CN': '更新时间', 'zh-TW': '更新時間', en: 'Updated' },
};

export const localeFile = (lang: Lang) => `locales/${lang}/resources.json`;
type Catalog = {
  resources: Record<
    string,
    {
      name: string;
      record?: string;
      fields: Record<string, string>;
      options?: Record<string, Record<string, string>>;
      tabs?: Record<string, string>;
    }
  >;
};

/**
 * Every definition's label keys (`resources.<Name>.name`, `resources.<Name>.fields.<prop>`, and
 * `resources.<Name>.options.<prop>.<value>` for static choices, `resources.<Name>.tabs.<name>` for list tabs) in every locale. Missing keys are added with the definition's zh-CN title as a first draft; existing
 * translations are never touched. Returns the locale files whose content would change.
 */
export function syncLocales(defs: ResourceDefinition[], write: boolean): string[] {
  const changed: string[] = [];
  for (const lang of LANGS) {
    const file = localeFile(lang);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '{"resources":{}}';
    const catalog = JSON.parse(text) as Catalog;
    catalog.resources ??= {};
    for (const d of [...defs].sort((a, b) => a.name.localeCompare(b.name))) {
      const entry = (catalog.resources[d.name] ??= { name: d.menu.title, fields: {} });
      if (d.recordName) entry.record ??= d.recordName;
      entry.fields ??= {};
      for (const [prop, f] of Object.entries(d.fields)) entry.fields[prop] ??= f.title;
      for (const [prop, labels] of Object.entries(SYSTEM_LABELS)) entry.fields[prop] ??= labels[lang];
      for (const [prop, f] of Object.entries(d.fields)) {
        if (!f.options?.static) continue;
        const choices = ((entry.options ??= {})[prop] ??= {});
        for (const o of f.options.static) choices[String(o.value)] ??= o.display;
      }
      for (const tab of d.list.tabs?.items ?? []) (entry.tabs ??= {})[tab.name] ??= tab.label;
    }
    const next = `${JSON.stringify(catalog, null, 2)}\n`;
    if (next !== text) {
      changed.push(file);
      if (write) writeFileSync(file, next);
    }
  }
  return changed;
}

export const menuLocaleFile = (lang: Lang) => `locales/${lang}/menus.json`;
type MenuCatalog = { menus: Record<string, string> };

/**
 * The title of every menu group and hand-written page (`menus.<key>`) in every locale, the way
 * syncLocales keeps resource names: a missing key gets the zh-CN title of resources/_menu.json as a
 * first draft, existing translations are never touched. Returns the files whose content would change.
 */
export function syncMenuLocales(menu: MenuFile, write: boolean): string[] {
  const changed: string[] = [];
  const nodes = [...menu.groups, ...menu.pages];
  for (const lang of LANGS) {
    const file = menuLocaleFile(lang);
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '{"menus":{}}';
    const catalog = JSON.parse(text) as MenuCatalog;
    catalog.menus ??= {};
    for (const n of nodes) if (n.key) catalog.menus[n.key] ??= n.title;
    const next = `${JSON.stringify(catalog, null, 2)}\n`;
    if (next !== text) {
      changed.push(file);
      if (write) writeFileSync(file, next);
    }
  }
  return changed;
}
