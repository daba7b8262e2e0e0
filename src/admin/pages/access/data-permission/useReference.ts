/**
 * Reference lists of the data-permission screen, asked once per session: the tables under data
 * permissions, the scopes, and per table its columns and which of them are controlled fields.
 */
import { useApiQuery } from '../../../../shell/query.ts';
import type { Option } from '../../../engine/types.ts';

// Kept for the session (the data layer drops every answer when the session changes).
const ONCE = { staleTime: Infinity };

export const useTables = () => useApiQuery('/DataPermission/GetTableSimpleByMenu', undefined, ONCE).data ?? null;
export const useScopes = () => useApiQuery('/DropDown/Permission/FieldValueType', undefined, ONCE).data ?? null;

export interface TableColumns {
  /** The columns a rule may make visible: the table's controlled fields. */
  options: Option[];
  /** False when the controlled-field list could not be read (no 受控字段 menu): every column is offered. */
  filtered: boolean;
}

export function useTableColumns(tableName: string | null): TableColumns | null {
  const columns = useApiQuery('/DataPermission/GetAllColumnSimple', tableName ? { tableName } : null, ONCE);
  // Read silently: a caller without the 受控字段 menu gets every column instead.
  const controlled = useApiQuery('/ControlledField/GetControlledField', tableName ? { tableName, page: 1, perPage: 100 } : null, {
    silent: true,
    ...ONCE,
  });
  if (!tableName || !columns.data) return null;
  if (controlled.isError) return { options: columns.data, filtered: false };
  if (!controlled.data) return null;
  const names = new Set(controlled.data.list.filter((c) => c.tableName === tableName).map((c) => c.fieldName));
  return { options: columns.data.filter((c) => names.has(String(c.value))), filtered: true };
}

/** The column labels of a table as far as they are known (for the rule list). */
export const useColumnLabels = (tableName: string) => useApiQuery('/DataPermission/GetAllColumnSimple', { tableName }, ONCE).data ?? null;
