/**
 * The names of the records a page of log entries refers to: one query per kind of record for all the
 * page's ids of that kind (refs.ts collects them), the company's own rows only; menus and functions are
 * shared and read in the reader's language as the grant tree shows them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../../common/states.ts';
import type { Queryable } from '../../db/client.ts';
import {
  depts,
  functions,
  menus,
  offerTemplates,
  officePlaces,
  positions,
  roles,
  specialForms,
  tenementUsers,
  userTypes,
} from '../../db/schema/index.ts';
import { factoryTable, positionExamTable, positionTagsTable, positionTypeTable } from '../../../../generated/server/tables.ts';
import { menuTitle, seededTitle } from '../../i18n/menu-titles.ts';
import type { NameLookup, RefKind, Wanted } from './refs.ts';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../locales');
const actionWords = new Map<Lang, Record<string, string>>();

/** A function key's action (`positionInfo:publish` → 发布) as the grant tree words it (locales/<lng>/access.json). */
function actionWord(functionKey: string, lang: Lang): string {
  let words = actionWords.get(lang);
  if (!words) {
    const file = JSON.parse(readFileSync(path.join(localesDir, lang, 'access.json'), 'utf8')) as { functions?: Record<string, string> };
    actionWords.set(lang, (words = file.functions ?? {}));
  }
  const action = functionKey.slice(functionKey.indexOf(':') + 1);
  return words[action] ?? action;
}

type Row = { id: number; name: string };

/** The company's tables a log entry refers to by id, each with a `name`, by the kind refs.ts gives. */
const COMPANY_TABLES = {
  dept: depts,
  position: positions,
  role: roles,
  member: tenementUsers,
  userType: userTypes,
  offerTemplate: offerTemplates,
  specialForm: specialForms,
  officePlace: officePlaces,
  positionType: positionTypeTable,
  positionTag: positionTagsTable,
  factory: factoryTable,
  positionExam: positionExamTable,
} as const;

/** The named rows of one company's table among these ids. */
async function companyRows(db: Queryable, kind: keyof typeof COMPANY_TABLES, tenementId: number, ids: number[]): Promise<Row[]> {
  const table = COMPANY_TABLES[kind];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenementId, tenementId), inArray(table.id, ids)));
}

async function menuRows(db: Queryable, ids: number[], lang: Lang): Promise<Row[]> {
  const rows = await db
    .select({ id: menus.id, title: menus.title, custom: menus.custom, customized: menus.customized })
    .from(menus)
    .where(inArray(menus.id, ids));
  return rows.map((m) => ({ id: m.id, name: menuTitle(m, lang) }));
}

/** A function by its screen and action (职位信息·发布), or by the name the menu administrators gave it. */
async function functionRows(db: Queryable, ids: number[], lang: Lang): Promise<Row[]> {
  const rows = await db
    .select({ id: functions.id, key: functions.functionKey, name: functions.name, menuId: functions.menuId, menuTitle: menus.title })
    .from(functions)
    .innerJoin(menus, eq(menus.id, functions.menuId))
    .where(inArray(functions.id, ids));
  return rows.map((f) => {
    if (f.name && f.name !== f.key) return { id: f.id, name: f.name };
    const screen = seededTitle(f.menuId, lang) ?? f.menuTitle;
    return { id: f.id, name: `${screen}·${actionWord(f.key, lang)}` };
  });
}

function rowsOf(db: Queryable, kind: RefKind, tenementId: number, ids: number[], lang: Lang): Promise<Row[]> {
  if (kind === 'menu') return menuRows(db, ids, lang);
  if (kind === 'function') return functionRows(db, ids, lang);
  return companyRows(db, kind, tenementId, ids);
}

/** Looks up every wanted id, one query per kind; an id the lookup lacks is a record since deleted. */
export async function namesFor(db: Queryable, tenementId: number, wanted: Wanted, lang: Lang): Promise<NameLookup> {
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      for (const row of await rowsOf(db, kind, tenementId, [...ids], lang)) found.set(`${kind}:${row.id}`, row.name);
    }),
  );
  return (kind, id) => found.get(`${kind}:${id}`);
}
