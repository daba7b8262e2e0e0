import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../../common/states.ts';
import { menuLabels, menuSeed } from '../../../generated/server/menu-seed.ts';
import { resourceLabel } from './resource-labels.ts';

type Catalog = { menus: Record<string, string> };
const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../locales');
const catalogs = new Map<Lang, Catalog>();
const seededTitles = new Map(menuSeed.map((m) => [m.id, m.title]));

function catalog(lang: Lang): Catalog {
  let c = catalogs.get(lang);
  if (!c) {
    c = JSON.parse(readFileSync(path.join(localesDir, lang, 'menus.json'), 'utf8')) as Catalog;
    catalogs.set(lang, c);
  }
  return c;
}

/**
 * A seeded node's title in a language: a resource screen's name (locales/<lng>/resources.json),
 * a group's or hand-written page's entry in locales/<lng>/menus.json. Undefined for other ids.
 */
export function seededTitle(id: number, lang: Lang): string | undefined {
  const label = menuLabels[id];
  const zh = seededTitles.get(id);
  if (!label || zh === undefined) return undefined;
  return 'resource' in label ? resourceLabel(label.resource, lang, zh) : (catalog(lang).menus[label.menu] ?? zh);
}

export interface TitledMenu {
  id: number;
  title: string;
  custom: boolean;
  customized: boolean;
}

/**
 * The title a node shows in the caller's language. A title an operator wrote (their own node, or
 * a renamed built-in one) is theirs in every language; a built-in node edited in some other way
 * still carries the seeded title, so it is translated like an untouched one.
 */
export function menuTitle(row: TitledMenu, lang: Lang): string {
  if (row.custom || (row.customized && row.title !== seededTitles.get(row.id))) return row.title;
  return seededTitle(row.id, lang) ?? row.title;
}
