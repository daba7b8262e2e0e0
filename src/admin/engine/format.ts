/**
 * Cell texts of the list formatters (text, enum, boolean, enabled, date, datetime, tooltip, file, fileSize), pure
 * so tests cover them. Dates arrive as ISO strings and show in the browser's time zone.
 */
import type { FieldDef, Formatter, ListColumn, Option } from './types.ts';

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // A bare date is a calendar day, not UTC midnight: keep it on the same day everywhere.
  const d = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatDate(value: unknown): string {
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
}

export function formatDateTime(value: unknown): string {
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}` : '';
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as people read it: 532 B, 1.2 MB (binary steps, one decimal below 10). */
export function formatFileSize(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return '';
  let size = n;
  let unit = 0;
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${n} B`;
  const shown = size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  // 1023.6 KB rounds to 1024: say 1 MB instead.
  if (shown >= 1024 && unit < SIZE_UNITS.length - 1) return `1 ${SIZE_UNITS[unit + 1]}`;
  return `${shown} ${SIZE_UNITS[unit]}`;
}

/** The server's own columns have fixed formatters; others follow the field's type. */
export function formatterOf(column: ListColumn, field: FieldDef | undefined): Formatter {
  if (column.formatter) return column.formatter;
  if (column.prop === 'enabled') return 'enabled';
  if (column.prop === 'createdAt' || column.prop === 'updatedAt') return 'datetime';
  if (!field) return 'text';
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'date') return 'date';
  if (field.type === 'datetime') return 'datetime';
  if (field.enum || field.options?.static) return 'enum';
  return 'text';
}

/** Static choices of a field: its options, else its enum values shown as they are. */
export function staticOptions(field: FieldDef | undefined): Option[] | null {
  if (field?.options?.static) return field.options.static.map((o) => ({ value: o.value, display: o.display, tone: o.tone }));
  if (field?.enum) return field.enum.map((v) => ({ value: v, display: String(v) }));
  return null;
}

export function enumText(value: unknown, options: readonly Option[] | null): string {
  if (value === null || value === undefined || value === '') return '';
  // Loose match: query strings and JSON may carry "1" for 1.
  const hit = options?.find((o) => String(o.value) === String(value));
  return hit ? hit.display : String(value);
}

export interface BooleanTexts {
  yes: string;
  no: string;
}

/** Text of a cell for every formatter but `enabled`, which renders a chip. */
export function cellText(value: unknown, formatter: Formatter, field: FieldDef | undefined, texts: BooleanTexts): string {
  switch (formatter) {
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'boolean':
    case 'enabled':
      return value === null || value === undefined ? '' : value ? texts.yes : texts.no;
    case 'enum':
      return enumText(value, staticOptions(field));
    case 'fileSize':
      return formatFileSize(value);
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}
