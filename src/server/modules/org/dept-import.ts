import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { LANGS, type Lang } from '../../../common/states.ts';
import type { Manager } from '../../http/manager.ts';
import { logOperation } from '../oplog/service.ts';
import {
  checkRows,
  failedImport,
  markRepeats,
  readSheetRows,
  rowValidator,
  rowsWithIssues,
  templateWorkbook,
  type SheetRow,
} from '../resources/import.ts';
import { MAX_DEPT_DEPTH, depthOf } from './depts.ts';
import { DEPT_NO_PATTERN } from './schemas.ts';
import * as repo from './repository.ts';

const TITLE = '部门管理';
const COLUMNS = ['deptNo', 'name', 'parentDeptNo', 'sort', 'remark'] as const;
type Column = (typeof COLUMNS)[number];

const HEADERS: Record<Lang, Record<Column, string>> = {
  'zh-CN': { deptNo: '部门编号', name: '部门名称', parentDeptNo: '上级部门编号', sort: '排序', remark: '备注' },
  'zh-TW': { deptNo: '部門編號', name: '部門名稱', parentDeptNo: '上級部門編號', sort: '排序', remark: '備註' },
  en: { deptNo: 'Department No.', name: 'Department name', parentDeptNo: 'Parent department No.', sort: 'Sort', remark: 'Remark' },
};
const EXAMPLE: Record<Lang, { name: string; remark: string }> = {
  'zh-CN': { name: '采购部', remark: '示例行：上级部门编号填已有部门或本文件中的部门' },
  'zh-TW': { name: '採購部', remark: '範例列：上級部門編號填已有部門或本檔案中的部門' },
  en: { name: 'Purchasing', remark: 'Example: the parent is an existing department or one in this file' },
};

const rowSchema = {
  type: 'object',
  required: ['deptNo', 'name'],
  properties: {
    deptNo: { type: 'string', minLength: 1, maxLength: 32, pattern: DEPT_NO_PATTERN },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    parentDeptNo: { type: 'string', maxLength: 32, pattern: DEPT_NO_PATTERN },
    sort: { type: 'integer', minimum: 0, maximum: 99999 },
    remark: { type: 'string', maxLength: 200 },
  },
} as const;
let validator: ReturnType<typeof rowValidator> | undefined;

/** Header text in any language (or the prop itself) → prop. */
const headerMap = new Map<string, string>(
  COLUMNS.flatMap((c) => [[c, c] as [string, string], ...LANGS.map((l) => [HEADERS[l][c], c] as [string, string])]),
);

/** The template: the five columns and one example row under the company's root department. */
export async function deptTemplate(deps: Deps, caller: Manager, lang: Lang) {
  const root = await repo.rootOf(deps.db, caller.tenementId);
  const example = [`${root?.deptNo ?? 'D00'}-01`.slice(0, 32), EXAMPLE[lang].name, root?.deptNo ?? '', 1, EXAMPLE[lang].remark];
  return templateWorkbook(
    TITLE,
    COLUMNS.map((c) => HEADERS[lang][c]),
    [example],
  );
}

const parentNo = (r: SheetRow) => r.values.parentDeptNo as string | undefined;

/** Numbers taken by the company, parents that exist nowhere, and the one-root rule. */
function checkPlaces(rows: SheetRow[], existing: Map<string, repo.DeptRow>, byNo: Map<string, SheetRow>, hasRoot: boolean) {
  let rootTaken = hasRoot;
  for (const r of rows) {
    if (existing.has(r.values.deptNo as string)) r.issues.deptNo ??= { rule: 'existsAlready' };
    const p = parentNo(r);
    if (p === undefined) {
      if (rootTaken) r.issues.parentDeptNo ??= { rule: 'required' };
      rootTaken = true;
    } else if (!existing.has(p) && !byNo.has(p)) r.issues.parentDeptNo ??= { rule: 'notFound' };
  }
}

/**
 * Each row's level, walking up through the file's rows to an existing department or the top. Rows
 * on a loop of parents get the cycle issue; rows below a loop or a missing parent stay unlevelled.
 */
function levelRows(rows: SheetRow[], existing: Map<string, repo.DeptRow>, byNo: Map<string, SheetRow>) {
  const level = new Map<SheetRow, number | null>();
  for (const start of rows) {
    const chain: SheetRow[] = [];
    const at = new Map<SheetRow, number>();
    let base: number | null = null;
    for (let r: SheetRow | undefined = start; r; ) {
      if (level.has(r)) {
        base = level.get(r)!;
        break;
      }
      const loop = at.get(r);
      if (loop !== undefined) {
        for (const x of chain.slice(loop)) x.issues.parentDeptNo ??= { rule: 'cycle' };
        break;
      }
      at.set(r, chain.push(r) - 1);
      const p = parentNo(r);
      const known = p === undefined ? undefined : existing.get(p);
      if (p === undefined || known) {
        base = known ? depthOf(known.path) : 0;
        break;
      }
      r = byNo.get(p);
    }
    for (const r of chain.reverse()) level.set(r, (base = base === null ? null : base + 1));
  }
  for (const [r, l] of level)
    if (l !== null && l > MAX_DEPT_DEPTH) r.issues.parentDeptNo ??= { rule: 'tooDeep', params: { limit: MAX_DEPT_DEPTH } };
  return level;
}

async function insertAll(
  deps: Deps,
  caller: Manager,
  tenementId: number,
  rows: SheetRow[],
  level: Map<SheetRow, number | null>,
  existing: Map<string, repo.DeptRow>,
) {
  const ordered = [...rows].sort((a, b) => level.get(a)! - level.get(b)!);
  await inTransaction(deps.db, async (tx) => {
    const made = new Map<string, number>();
    for (const r of ordered) {
      const v = r.values as { deptNo: string; name: string; parentDeptNo?: string; sort?: number; remark?: string };
      const parentId = v.parentDeptNo === undefined ? null : (existing.get(v.parentDeptNo)?.id ?? made.get(v.parentDeptNo)!);
      const row = await repo.insertDept(tx, {
        tenementId,
        parentId,
        deptNo: v.deptNo,
        name: v.name,
        sort: v.sort ?? 0,
        remark: v.remark ?? null,
      });
      made.set(v.deptNo, row.id);
    }
    await logOperation(tx, caller, {
      action: 'import',
      resource: 'dept',
      summary: { count: rows.length, deptNos: ordered.map((r) => r.values.deptNo) },
    });
  });
}

/** Departments from a sheet, parents before children whatever the order: every row good, or nothing written. */
export async function importDepts(deps: Deps, caller: Manager, data: Buffer, lang: Lang) {
  const tenementId = caller.tenementId;
  const rows = await readSheetRows(data, headerMap);
  checkRows((validator ??= rowValidator(rowSchema)), rows);
  markRepeats(rows, 'deptNo');
  const all = await repo.deptsOf(deps.db, tenementId);
  const existing = new Map(all.map((d) => [d.deptNo, d]));
  const byNo = new Map<string, SheetRow>();
  for (const r of rows) if (typeof r.values.deptNo === 'string' && !byNo.has(r.values.deptNo)) byNo.set(r.values.deptNo, r);
  checkPlaces(
    rows,
    existing,
    byNo,
    all.some((d) => d.parentId === null),
  );
  const level = levelRows(rows, existing, byNo);
  if (rowsWithIssues(rows).length)
    return failedImport(
      deps,
      caller,
      TITLE,
      COLUMNS.map((c) => ({ key: c, header: HEADERS[lang][c] })),
      rows,
      lang,
    );
  await insertAll(deps, caller, tenementId, rows, level, existing);
  return { errorCount: 0, successCount: rows.length, url: null };
}
