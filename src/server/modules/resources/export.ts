import ExcelJS from 'exceljs';
import type { Lang } from '../../../common/states.ts';
import type { Deps } from '../../deps.ts';
import type { Manager } from '../../http/manager.ts';
import { definitions, type ResourceName } from '../../../../generated/definitions.ts';
import type { ResourceDefinition } from './definitions.ts';
import { listRecords, type ListInput } from './service.ts';
import { fieldLabel, resourceLabel } from '../../i18n/resource-labels.ts';

/** Rows in one export; past this the user narrows the filters (an xlsx is not a backup). */
export const EXPORT_MAX_ROWS = 10_000;
const PAGE = 100;

const ENABLED_TEXT: Record<Lang, [string, string]> = { 'zh-CN': ['启用', '禁用'], 'zh-TW': ['啟用', '停用'], en: ['Enabled', 'Disabled'] };

function cellValue(value: unknown, formatter: string | undefined, lang: Lang): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (formatter === 'enabled' || typeof value === 'boolean') return ENABLED_TEXT[lang][value ? 0 : 1];
  if ((formatter === 'datetime' || formatter === 'date') && typeof value === 'string') return new Date(value);
  return typeof value === 'number' ? value : String(value);
}

/** Excel refuses * ? : \ / [ ] in a sheet's name and more than 31 characters (已报到/试用期 → 已报到、试用期). */
export function sheetName(title: string): string {
  return title.replace(/[*?:\\/[\]]/g, '、').slice(0, 31) || 'Sheet1';
}

/** One page of a list as the wire shows it; fewer rows than asked means the last page. */
export type PageFetcher = (page: number, perPage: number) => Promise<Array<Record<string, unknown>>>;

/** A resource's visible list columns over rows fetched page by page (at most EXPORT_MAX_ROWS), as an xlsx workbook. */
export async function exportWorkbook(name: ResourceName, lang: Lang, fetchPage: PageFetcher, pageSize = PAGE) {
  const def = definitions[name] as ResourceDefinition;
  const columns = def.list.columns.filter((c) => !c.hidden);
  const title = resourceLabel(name, lang, def.menu.title);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName(title));
  sheet.columns = columns.map((c) => ({ header: fieldLabel(name, c.prop, lang), key: c.prop, width: Math.round((c.width ?? 120) / 7) }));
  sheet.getRow(1).font = { bold: true };
  for (let page = 1; (page - 1) * pageSize < EXPORT_MAX_ROWS; page++) {
    const list = await fetchPage(page, pageSize);
    for (const r of list) sheet.addRow(Object.fromEntries(columns.map((c) => [c.prop, cellValue(r[c.prop], c.formatter, lang)])));
    if (list.length < pageSize) break;
  }
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { buffer, fileName: `${title}.xlsx` };
}

/** The list as the caller sees it (same filters and sort, visible columns), as an xlsx workbook. */
export async function exportRecords(deps: Deps, caller: Manager, name: ResourceName, input: ListInput, lang: Lang) {
  return exportWorkbook(name, lang, async (page, perPage) => (await listRecords(deps, caller, name, { ...input, page, perPage })).list);
}
