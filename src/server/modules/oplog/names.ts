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

/** The named rows of one company's table among these ids. */
async function companyRows(
  db: Queryable,
  table:
    | typeof depts
    | typeof positions
    | typeof roles
    | typeof tenementUsers
    | typeof userTypes
    | typeof offerTemplates
    | typeof specialForms,
  tenementId: number,
  ids: number[],
): Promise<Row[]> {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenementId, tenementId), inArray(table.id, ids)));
}

async function generatedRows(
  db: Queryable,
  table: typeof factoryTable | typeof positionTagsTable | typeof positionTypeTable | typeof positionExamTable,
  tenementId: number,
  ids: number[],
): Promise<Row[]> {
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(eq(table.tenementId, tenementId), inArray(table.id, ids)));
}

async function officePlaceRows(db: Queryable, tenementId: number, ids: number[]): Promise<Row[]> {
  return db
    .select({ id: officePlaces.id, name: officePlaces.name })
    .from(officePlaces)
    .where(and(eq(officePlaces.tenementId, tenementId), inArray(officePlaces.id, ids)));
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
  switch (kind) {
    case 'dept':
      return companyRows(db, depts, tenementId, ids);
    case 'position':
      return companyRows(db, positions, tenementId, ids);
    case 'role':
      return companyRows(db, roles, tenementId, ids);
    case 'member':
      return companyRows(db, tenementUsers, tenementId, ids);
    case 'userType':
      return companyRows(db, userTypes, tenementId, ids);
    case 'offerTemplate':
      return companyRows(db, offerTemplates, tenementId, ids);
    case 'positionType':
      return generatedRows(db, positionTypeTable, tenementId, ids);
    case 'positionTag':
      return generatedRows(db, positionTagsTable, tenementId, ids);
    case 'factory':
      return generatedRows(db, factoryTable, tenementId, ids);
    case 'positionExam':
      return generatedRows(db, positionExamTable, tenementId, ids);
    case 'specialForm':
      return companyRows(db, specialForms, tenementId, ids);
    case 'officePlace':
      return officePlaceRows(db, tenementId, ids);
    case 'menu':
      return menuRows(db, ids, lang);
    case 'function':
      return functionRows(db, ids, lang);
  }
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
