/**
 * The names of the records a page of log entries refers to: one query per kind of record for all the
 * page's ids of that kind (refs.ts collects them), the company's own rows only; menus and functions are
 * shared and read in the reader's language as the grant tree shows them; a system parameter's codes read
 * as its lines' names (参数设置: the company's own words, one text for every language, as its dropdowns show them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../common/states.ts';
import type { Queryable } from '../../db/client.ts';
import {
  deliveryRecords,
  depts,
  files,
  functions,
  menus,
  offerTemplates,
  officePlaces,
  positions,
  roles,
  specialForms,
  taskRecruitInfos,
  taskRecruitLines,
  temporaryCards,
  tenementUsers,
  users,
  userTypes,
} from '../../db/schema/index.ts';
import {
  factoryTable,
  positionExamTable,
  positionTagsTable,
  positionTypeTable,
  sysParamLineTable,
} from '../../../../generated/server/tables.ts';
import { menuTitle, seededTitle } from '../../i18n/menu-titles.ts';
import { type NameLookup, type ParamKind, paramHead, type RefId, type RefKind, type Wanted } from './refs.ts';

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

type Row = { id: RefId; name: string };

/** A company's table by the column that keys a reference to it and the column that names a row. */
interface Named {
  table: PgTable;
  tenementId: PgColumn;
  id: PgColumn;
  name: PgColumn;
}
const byName = (t: PgTable & { tenementId: PgColumn; id: PgColumn; name: PgColumn }): Named => ({
  table: t,
  tenementId: t.tenementId,
  id: t.id,
  name: t.name,
});

/** The kinds read from one table of the company's each (the others are shared, joined or a parameter's lines). */
type CompanyKind = Exclude<RefKind, 'menu' | 'function' | 'taskLine' | 'application' | ParamKind>;

/** The company's tables a log entry refers to by id, by the kind refs.ts gives. */
const COMPANY_TABLES: Readonly<Record<CompanyKind, Named>> = {
  dept: byName(depts),
  position: byName(positions),
  role: byName(roles),
  member: byName(tenementUsers),
  userType: byName(userTypes),
  offerTemplate: byName(offerTemplates),
  specialForm: byName(specialForms),
  officePlace: byName(officePlaces),
  positionType: byName(positionTypeTable),
  positionTag: byName(positionTagsTable),
  factory: byName(factoryTable),
  positionExam: byName(positionExamTable),
  task: { table: taskRecruitInfos, tenementId: taskRecruitInfos.tenementId, id: taskRecruitInfos.id, name: taskRecruitInfos.title },
  card: { table: temporaryCards, tenementId: temporaryCards.tenementId, id: temporaryCards.id, name: temporaryCards.cardNo },
  // The company's uploads (an exam's papers are its private files), by the name they came with.
  file: byName(files),
  // A person by their account: the name their membership of the company carries.
  user: { table: tenementUsers, tenementId: tenementUsers.tenementId, id: tenementUsers.userId, name: tenementUsers.name },
};

/** The named rows of one company's table among these ids. */
async function companyRows(db: Queryable, t: Named, tenementId: number, ids: RefId[]): Promise<Row[]> {
  const rows = await db
    .select({ id: t.id, name: t.name })
    .from(t.table)
    .where(and(eq(t.tenementId, tenementId), inArray(t.id, ids)));
  return rows as Row[];
}

/** A task's line as the lines' dropdown names it: the task and the position (tasks/lines.ts lineOptions). */
async function taskLineRows(db: Queryable, tenementId: number, ids: RefId[]): Promise<Row[]> {
  const rows = await db
    .select({ id: taskRecruitLines.id, task: taskRecruitInfos.title, position: positions.name })
    .from(taskRecruitLines)
    .innerJoin(taskRecruitInfos, eq(taskRecruitInfos.id, taskRecruitLines.taskId))
    .innerJoin(positions, eq(positions.id, taskRecruitLines.positionId))
    .where(and(eq(taskRecruitLines.tenementId, tenementId), inArray(taskRecruitLines.id, ids as number[])));
  return rows.map((r) => ({ id: r.id, name: `${r.task} · ${r.position}` }));
}

const d = deliveryRecords;
/**
 * The candidate as the stage lists name them (the resume as sent, else the account's name); an application
 * whose resume erasure or expiry blanked (nothing sent left) reads as —, as its moves in the log do then
 * (privacy/log-names.ts), so the log never names again whom privacy took out of it.
 */
const candidate = sql<string>`case when ${d.resumeSnapshot} = '{}'::jsonb and ${d.attachmentId} is null then '—'
  else coalesce(nullif(${d.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account}) end`;

/** An application as the pipeline's pickers show it: the candidate and the position (陈嘉（工艺工程师）). */
async function applicationRows(db: Queryable, tenementId: number, ids: RefId[], lang: Lang): Promise<Row[]> {
  const rows = await db
    .select({ id: d.id, name: candidate, position: positions.name })
    .from(d)
    .innerJoin(users, eq(users.id, d.userId))
    .innerJoin(positions, eq(positions.id, d.positionId))
    .where(and(eq(d.tenementId, tenementId), inArray(d.id, ids as number[])));
  return rows.map((r) => ({ id: r.id, name: lang === 'en' ? `${r.name} (${r.position})` : `${r.name}（${r.position}）` }));
}

/** A parameter's lines among these codes, enabled ones first where a code repeats (a disabled line still has its name). */
async function paramRows(db: Queryable, tenementId: number, headKey: string, codes: RefId[]): Promise<Row[]> {
  const l = sysParamLineTable;
  return db
    .select({ id: l.value, name: l.name })
    .from(l)
    .where(and(eq(l.tenementId, tenementId), eq(l.headKey, headKey), inArray(l.value, codes.map(String))))
    .orderBy(desc(l.enabled), asc(l.sort), asc(l.id));
}

async function menuRows(db: Queryable, ids: RefId[], lang: Lang): Promise<Row[]> {
  const rows = await db
    .select({ id: menus.id, title: menus.title, custom: menus.custom, customized: menus.customized })
    .from(menus)
    .where(inArray(menus.id, ids as number[]));
  return rows.map((m) => ({ id: m.id, name: menuTitle(m, lang) }));
}

/** A function by its screen and action (职位信息·发布), or by the name the menu administrators gave it. */
async function functionRows(db: Queryable, ids: RefId[], lang: Lang): Promise<Row[]> {
  const rows = await db
    .select({ id: functions.id, key: functions.functionKey, name: functions.name, menuId: functions.menuId, menuTitle: menus.title })
    .from(functions)
    .innerJoin(menus, eq(menus.id, functions.menuId))
    .where(inArray(functions.id, ids as number[]));
  return rows.map((f) => {
    if (f.name && f.name !== f.key) return { id: f.id, name: f.name };
    const screen = seededTitle(f.menuId, lang) ?? f.menuTitle;
    return { id: f.id, name: `${screen}·${actionWord(f.key, lang)}` };
  });
}

function rowsOf(db: Queryable, kind: RefKind, tenementId: number, ids: RefId[], lang: Lang): Promise<Row[]> {
  const head = paramHead(kind);
  if (head !== undefined) return paramRows(db, tenementId, head, ids);
  if (kind === 'menu') return menuRows(db, ids, lang);
  if (kind === 'function') return functionRows(db, ids, lang);
  if (kind === 'taskLine') return taskLineRows(db, tenementId, ids);
  if (kind === 'application') return applicationRows(db, tenementId, ids, lang);
  return companyRows(db, COMPANY_TABLES[kind as CompanyKind], tenementId, ids);
}

/** Looks up every wanted id, one query per kind; an id the lookup lacks is a record since deleted. */
export async function namesFor(db: Queryable, tenementId: number, wanted: Wanted, lang: Lang): Promise<NameLookup> {
  const found = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, ids]) => {
      for (const row of await rowsOf(db, kind, tenementId, [...ids], lang)) {
        const key = `${kind}:${row.id}`;
        if (!found.has(key)) found.set(key, row.name);
      }
    }),
  );
  return (kind, id) => found.get(`${kind}:${id}`);
}
