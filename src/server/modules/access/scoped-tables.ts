/**
 * Tables under data permissions: a module that lists people, resumes or delivery records adds its
 * table here and calls `dataScope` in its lists, details and exports. Column labels come from the
 * resource's locale entries, so the permission screens speak the caller's language.
 */
import type { ResourceName } from '../../../../generated/definitions.ts';
import type { Lang } from '../../../common/states.ts';
import { fieldLabel, resourceLabel } from '../../i18n/resource-labels.ts';

export interface ScopedTable {
  /** The back-office screen (menu node) that shows the table. */
  menuId: number;
  /** The resource whose labels name the table and its columns. */
  resource: ResourceName;
  /** Columns that may be made controlled fields (masked or hidden). */
  columns: readonly string[];
  /** The table's own name where its screen's name would mislead (several screens share the table). */
  title?: Readonly<Record<Lang, string>>;
}

export const SCOPED_TABLES = {
  tenement_users: { menuId: 102, resource: 'TenementUser', columns: ['name', 'account', 'phone', 'email', 'jobNo', 'post', 'remark'] },
  positions: { menuId: 201, resource: 'PositionInfo', columns: ['salaryMin', 'salaryMax', 'headcount'] },
  // Applications: rows through their position (application-scope.ts); the fields are the resume's as sent.
  // Every stage screen shows it, so it is named for what it holds, not for 新投递.
  delivery_records: {
    menuId: 301,
    resource: 'NewDelivery',
    columns: ['phone', 'idNumber', 'expectedSalary'],
    title: { 'zh-CN': '投递记录', 'zh-TW': '投遞記錄', en: 'Applications' },
  },
} as const satisfies Record<string, ScopedTable>;

export type ScopedTableName = keyof typeof SCOPED_TABLES;

export const isScopedTable = (name: string): name is ScopedTableName => Object.hasOwn(SCOPED_TABLES, name);

/** The table's name as its screen shows it, in the caller's language. */
export function scopedTableLabel(name: ScopedTableName, lang: Lang): string {
  const table: ScopedTable = SCOPED_TABLES[name];
  return table.title?.[lang] ?? resourceLabel(table.resource, lang, name);
}

/** The table's controllable columns as options, labelled as its screen labels them. */
export const scopedColumnOptions = (name: ScopedTableName, lang: Lang) =>
  SCOPED_TABLES[name].columns.map((column) => ({ value: column, display: fieldLabel(SCOPED_TABLES[name].resource, column, lang) }));
