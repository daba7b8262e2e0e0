import ExcelJS from 'exceljs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Lang } from '../../../common/states.ts';
import { LANGS } from '../../../common/states.ts';
import { fieldText, isFieldRule, type FieldIssue } from '../../../common/field-messages.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { boundDateFormats } from '../../http/schema-bounds.ts';
import type { Caller } from '../identity/sessions.ts';
import type { Manager } from '../../http/manager.ts';
import { definitions, type ResourceName } from '../../../../generated/definitions.ts';
import { genericRoutes } from '../../../../generated/server/routes.ts';
import type { ResourceDefinition } from './definitions.ts';
import { fieldLabel } from '../../i18n/resource-labels.ts';
import { sniff } from '../files/sniff.ts';
import { storeGenerated } from '../files/service.ts';
import { insertMany } from './service.ts';
import { assertXlsxUnpackedSize } from './xlsx-bound.ts';

/** Rows one import may carry; bigger lists are split by the user. */
export const IMPORT_MAX_ROWS = 5000;

const ajv = new Ajv({ allErrors: true, coerceTypes: true, removeAdditional: 'all', strict: false });
addFormats.default(ajv);
// Imported rows go into the same columns as requests: the same days and moments.
boundDateFormats(ajv);
const validators = new Map<ResourceName, ValidateFunction>();
function validatorOf(name: ResourceName): ValidateFunction {
  let v = validators.get(name);
  if (!v) {
    const create = genericRoutes.find((r) => r.resource === name && r.action === 'create');
    if (!create?.body) throw new Error(`${name} has no create action to import through`);
    v = rowValidator(create.body);
    validators.set(name, v);
  }
  return v;
}

const importable = (def: ResourceDefinition) => def.form.items.map((i) => i.prop).filter((p) => def.fields[p] && !def.fields[p]!.readOnly);

/** An import template: one bold header row (and example rows when given), named `<title>-导入模板.xlsx`. */
export async function templateWorkbook(title: string, headers: string[], examples: unknown[][] = []) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(title);
  sheet.columns = headers.map((header) => ({ header, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of examples) sheet.addRow(row);
  return { buffer: Buffer.from(await book.xlsx.writeBuffer()), fileName: `${title}-导入模板.xlsx` };
}

/** The import template: one header per form field, in the caller's language. */
export async function importTemplate(name: ResourceName, lang: Lang) {
  const def = definitions[name] as ResourceDefinition;
  return templateWorkbook(
    def.menu.title,
    importable(def).map((p) => fieldLabel(name, p, lang)),
  );
}

/** Header text → prop, accepting the label in any language or the prop itself. */
function headerMap(name: ResourceName, def: ResourceDefinition): Map<string, string> {
  const m = new Map<string, string>();
  for (const p of importable(def)) {
    m.set(p, p);
    for (const l of LANGS) m.set(fieldLabel(name, p, l), p);
  }
  return m;
}

/** A cell as import text: trimmed strings (blank = absent), dates as YYYY-MM-DD, formulas by their result. */
export function cellText(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return undefined;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object' && 'text' in v) return String(v.text).trim();
  if (typeof v === 'object' && 'result' in v) return v.result;
  return typeof v === 'string' ? v.trim() || undefined : v;
}

/** One data row of an import: its line in the sheet, its values by prop, and what is wrong with them. */
export interface SheetRow {
  line: number;
  values: Record<string, unknown>;
  issues: Record<string, FieldIssue>;
}

function parseRows(sheet: ExcelJS.Worksheet, map: ReadonlyMap<string, string>): SheetRow[] {
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((h) => map.get(String(cellText(h) ?? '')));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values: Record<string, unknown> = {};
    (row.values as ExcelJS.CellValue[]).forEach((v, i) => {
      const prop = headers[i];
      const text = cellText(v);
      if (prop && text !== undefined) values[prop] = text;
    });
    if (Object.keys(values).length) rows.push({ line, values, issues: {} });
  });
  return rows;
}

/**
 * The data rows of an uploaded workbook's first sheet, keyed through `headers` (header text → prop).
 * Refuses a file that is not xlsx by content (1106), one without rows (1108) and one with too many (1109).
 */
export async function readSheetRows(data: Buffer, headers: ReadonlyMap<string, string>): Promise<SheetRow[]> {
  if (sniff(data) !== 'xlsx') throw new AppError('FILE_TYPE', { types: 'xlsx' });
  assertXlsxUnpackedSize(data);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows = sheet ? parseRows(sheet, headers) : [];
  if (!rows.length) throw new AppError('IMPORT_EMPTY');
  if (rows.length > IMPORT_MAX_ROWS) throw new AppError('IMPORT_TOO_MANY', { max: IMPORT_MAX_ROWS });
  return rows;
}

/** A validator for one row's values, with the import's coercion (numbers typed as text and back). */
export const rowValidator = (schema: object): ValidateFunction => ajv.compile(schema);

/** Put each schema error on its row as a field issue (the first per field). */
export function checkRows(validate: ValidateFunction, rows: SheetRow[]) {
  for (const r of rows) {
    if (validate(r.values)) continue;
    for (const e of validate.errors ?? []) {
      const prop = typeof e.params.missingProperty === 'string' ? e.params.missingProperty : e.instancePath.slice(1);
      const limit = typeof e.params.limit === 'number' ? { params: { limit: e.params.limit } } : {};
      r.issues[prop] ??=
        e.keyword === 'minLength' && e.params.limit === 1
          ? { rule: 'required' }
          : { rule: isFieldRule(e.keyword) ? e.keyword : 'format', ...limit };
    }
  }
}

/** A value of `prop` seen on an earlier row of the same file is an issue of the later row. */
export function markRepeats(rows: SheetRow[], prop: string) {
  const seen = new Map<string, number>();
  for (const r of rows) {
    if (r.values[prop] === undefined) continue;
    const key = String(r.values[prop]);
    if (seen.has(key)) r.issues[prop] ??= { rule: 'duplicateInFile', params: { line: seen.get(key)! } };
    else seen.set(key, r.line);
  }
}

export const rowsWithIssues = (rows: SheetRow[]) => rows.filter((r) => Object.keys(r.issues).length);

/** Columns of an error report: the prop each row value sits under and its header in the caller's language. */
export interface ReportColumn {
  key: string;
  header: string;
}

/**
 * The error report of a failed import: the bad rows with their line and what is wrong, stored as a
 * private file of the caller's company. Answers the import's result.
 */
export async function failedImport(deps: Deps, caller: Caller, title: string, columns: ReportColumn[], rows: SheetRow[], lang: Lang) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('errors');
  sheet.columns = [
    { header: '行号', key: '_line', width: 8 },
    ...columns.map((c) => ({ header: c.header, key: c.key, width: 20 })),
    { header: '错误信息', key: '_error', width: 60 },
  ];
  const headerOf = new Map(columns.map((c) => [c.key, c.header]));
  const bad = rowsWithIssues(rows);
  for (const r of bad) {
    const error = Object.entries(r.issues)
      .map(([p, i]) => `${headerOf.get(p) ?? p}${fieldText(i, lang)}`)
      .join('；');
    sheet.addRow({ _line: r.line, ...r.values, _error: error });
  }
  const file = await storeGenerated(
    deps,
    caller,
    `${title}-导入失败.xlsx`,
    Buffer.from(await book.xlsx.writeBuffer()),
    'xlsx',
    'importError',
  );
  return { errorCount: bad.length, successCount: 0, url: file.fullPath };
}

const reportColumns = (name: ResourceName, def: ResourceDefinition, lang: Lang): ReportColumn[] =>
  importable(def).map((p) => ({ key: p, header: fieldLabel(name, p, lang) }));

/** Import a sheet: every row valid, or nothing written and a file that says what is wrong where. */
export async function importRecords(deps: Deps, caller: Manager, name: ResourceName, data: Buffer, lang: Lang) {
  const def = definitions[name] as ResourceDefinition;
  const rows = await readSheetRows(data, headerMap(name, def));
  checkRows(validatorOf(name), rows);
  for (const [prop, f] of Object.entries(def.fields)) if (f.unique) markRepeats(rows, prop);
  if (rowsWithIssues(rows).length) return failedImport(deps, caller, def.menu.title, reportColumns(name, def, lang), rows, lang);
  const clashes = await insertMany(
    deps,
    caller,
    name,
    rows.map((r) => r.values),
  );
  if (clashes.length) {
    for (const c of clashes) rows[c.index]!.issues[c.prop] = c.issue;
    return failedImport(deps, caller, def.menu.title, reportColumns(name, def, lang), rows, lang);
  }
  return { errorCount: 0, successCount: rows.length, url: null };
}
