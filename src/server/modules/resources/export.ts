import ExcelJS from 'exceljs';
import type { Lang } from '../../../common/states.ts';
import type { Deps } from '../../deps.ts';
import type { Manager } from '../../http/manager.ts';
import { definitions, type ResourceName } from '../../../../generated/definitions.ts';
import type { ResourceDefinition } from './definitions.ts';
import { listRecords, type ListInput } from './service.ts';
import { fieldLabel, resourceLabel } from '../../i18n/resource-labels.ts';
import { companyWallClock } from '../../../common/company-time.ts';
import { SYSTEM_FIELDS } from '../../../common/system-fields.ts';
import type { Overlay } from '../config/overlay.ts';
import { overlayOf } from '../config/service.ts';

/** Rows in one export; past this the user narrows the filters (an xlsx is not a backup). */
export const EXPORT_MAX_ROWS = 10_000;
const PAGE = 100;

const ENABLED_TEXT: Record<Lang, [string, string]> = { 'zh-CN': ['启用', '禁用'], 'zh-TW': ['啟用', '停用'], en: ['Enabled', 'Disabled'] };

/** How a column's values are written: a date or a moment on the company's clock, a flag in words, or as given. */
type Kind = 'date' | 'datetime' | 'enabled' | 'plain';

function kindOf(def: ResourceDefinition, prop: string, formatter: string | undefined): Kind {
  if (formatter === 'enabled') return 'enabled';
  if (formatter === 'date' || formatter === 'datetime') return formatter;
  const field = def.fields[prop] as { type?: string; format?: string } | undefined;
  if (field?.type === 'datetime' || field?.format === 'date-time') return 'datetime';
  if (field?.type === 'date' || field?.format === 'date') return 'date';
  // createdAt and updatedAt are moments wherever a definition lists them.
  if (!field && (SYSTEM_FIELDS as readonly string[]).includes(prop) && /At$/.test(prop)) return 'datetime';
  return 'plain';
}

const NUMBER_FORMATS: Partial<Record<Kind, string>> = { date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss' };

function cellValue(value: unknown, kind: Kind, lang: Lang): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'enabled' || typeof value === 'boolean') return ENABLED_TEXT[lang][value ? 0 : 1];
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  if ((kind === 'datetime' || kind === 'date') && (typeof value === 'string' || value instanceof Date)) {
    const d = new Date(value);
    // Excel keeps no zone: the cell holds the company's wall clock, as the screen shows the reader's.
    if (!Number.isNaN(d.getTime())) return companyWallClock(d);
  }
  return typeof value === 'number' ? value : String(value);
}

/** The columns as the company's screen configuration (界面配置) shows them: its order, visibility and labels. */
export function exportColumns(def: ResourceDefinition, overlay: Overlay | undefined) {
  const base = def.list.columns;
  const order = overlay?.columns?.length ? overlay.columns : base.map((c) => ({ prop: c.prop, visible: !c.hidden }));
  return order
    .map((o) => ({ column: base.find((c) => c.prop === o.prop), visible: o.visible }))
    .filter((c): c is { column: (typeof base)[number]; visible: boolean | undefined } => c.column !== undefined)
    .filter((c) => c.visible ?? !c.column.hidden)
    .map((c) => c.column);
}

/** Excel refuses * ? : \ / [ ] in a sheet's name and more than 31 characters (已报到/试用期 → 已报到、试用期). */
export function sheetName(title: string): string {
  return title.replace(/[*?:\\/[\]]/g, '、').slice(0, 31) || 'Sheet1';
}

/** One page of a list as the wire shows it; fewer rows than asked means the last page. */
export type PageFetcher = (page: number, perPage: number) => Promise<Array<Record<string, unknown>>>;

/**
 * A resource's visible list columns over rows fetched page by page (at most EXPORT_MAX_ROWS), as an
 * xlsx workbook: the company's screen configuration (`overlay`: its column order, visibility and
 * labels) over the definition, dates and moments as Excel dates on the company's clock.
 */
export async function exportWorkbook(
  name: ResourceName,
  lang: Lang,
  fetchPage: PageFetcher,
  pageSize: number,
  // Required, so that no export forgets the company's configuration (undefined: none saved).
  overlay: Overlay | undefined,
) {
  const def = definitions[name] as ResourceDefinition;
  const columns = exportColumns(def, overlay);
  const title = resourceLabel(name, lang, def.menu.title);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(title));
  const width = (prop: string, fallback: number | undefined) => overlay?.columns?.find((c) => c.prop === prop)?.width ?? fallback ?? 120;
  const kinds = new Map(columns.map((c) => [c.prop, kindOf(def, c.prop, c.formatter)]));
  sheet.columns = columns.map((c) => ({
    header: overlay?.labels?.[c.prop]?.[lang] || fieldLabel(name, c.prop, lang),
    key: c.prop,
    width: Math.round(width(c.prop, c.width) / 7),
    ...(NUMBER_FORMATS[kinds.get(c.prop)!] ? { style: { numFmt: NUMBER_FORMATS[kinds.get(c.prop)!] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (let page = 1; (page - 1) * pageSize < EXPORT_MAX_ROWS; page++) {
    const list = await fetchPage(page, pageSize);
    for (const r of list) sheet.addRow(Object.fromEntries(columns.map((c) => [c.prop, cellValue(r[c.prop], kinds.get(c.prop)!, lang)])));
    if (list.length < pageSize) break;
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { buffer, fileName: `${title}.xlsx` };
}

/** The list as the caller sees it (same filters and sort, visible columns), as an xlsx workbook. */
export async function exportRecords(deps: Deps, caller: Manager, name: ResourceName, input: ListInput, lang: Lang) {
  const overlay = await overlayOf(deps, caller.tenementId, name);
  return exportWorkbook(
    name,
    lang,
    async (page, perPage) => (await listRecords(deps, caller, name, { ...input, page, perPage })).list,
    PAGE,
    overlay,
  );
}
