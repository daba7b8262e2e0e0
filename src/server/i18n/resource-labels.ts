/**
 * The screens' names in a language, from locales/: a resource's name and field labels here, menu titles in
 * menu-titles.ts. Below every module: menus, access, the operation log, resources and people all name screens.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../../common/states.ts';

type Catalog = {
  resources: Record<string, { name: string; fields: Record<string, string>; options?: Record<string, Record<string, string>> }>;
};
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const catalogs = new Map<Lang, Catalog>();

function catalog(lang: Lang): Catalog {
  let c = catalogs.get(lang);
  if (!c) {
    c = JSON.parse(readFileSync(path.join(localesDir, lang, 'resources.json'), 'utf8')) as Catalog;
    catalogs.set(lang, c);
  }
  return c;
}

/** A resource's name and field labels as the screens show them (locales/<lng>/resources.json). */
export const resourceLabel = (name: string, lang: Lang, fallback: string) => catalog(lang).resources[name]?.name ?? fallback;
export const fieldLabel = (name: string, prop: string, lang: Lang) => catalog(lang).resources[name]?.fields[prop] ?? prop;
/** A declared option's label (resources.<Name>.options.<prop>.<value>), undefined for a value the field does not declare. */
export const optionLabel = (name: string, prop: string, value: string | number | boolean, lang: Lang): string | undefined =>
  catalog(lang).resources[name]?.options?.[prop]?.[String(value)];
