/**
 * Which columns a user hides. The seeds keep at least 3 visible, so hiding refuses below that
 * (a table with fewer columns than that shows them all and hides nothing).
 */
import type { ListColumn } from '../types.ts';

export const MIN_VISIBLE_COLUMNS = 3;

/** Column widths are capped at 300 px whatever a definition or an admin override says. */
export const MAX_COLUMN_WIDTH = 300;

export function defaultHidden(columns: readonly ListColumn[]): string[] {
  return columns.filter((c) => c.hidden).map((c) => c.prop);
}

export function visibleColumns(columns: readonly ListColumn[], hidden: readonly string[]): ListColumn[] {
  const shown = columns.filter((c) => !hidden.includes(c.prop));
  // Stale preferences (columns renamed since) must not leave the table below the minimum.
  return shown.length >= Math.min(MIN_VISIBLE_COLUMNS, columns.length) ? shown : columns.slice();
}

export function canHide(columns: readonly ListColumn[], hidden: readonly string[], prop: string): boolean {
  if (hidden.includes(prop)) return true;
  return visibleColumns(columns, hidden).length > MIN_VISIBLE_COLUMNS;
}

/** Toggle one column; a hide that would go below the minimum is refused (same list back). */
export function toggleColumn(columns: readonly ListColumn[], hidden: readonly string[], prop: string): readonly string[] {
  if (hidden.includes(prop)) return hidden.filter((p) => p !== prop);
  return canHide(columns, hidden, prop) ? [...hidden, prop] : hidden;
}

export function columnWidth(column: ListColumn): number | undefined {
  return column.width === undefined ? undefined : Math.min(column.width, MAX_COLUMN_WIDTH);
}
