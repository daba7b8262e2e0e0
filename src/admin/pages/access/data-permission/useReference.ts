/**
 * Reference lists of the data-permission screen, asked once per session and page life: the tables under data
 * permissions, the scopes, and per table its columns and which of them are controlled fields.
 */
import { useEffect, useState } from 'react';
import { getToken } from '../../../../shell/session.ts';
import type { Option } from '../../../engine/types.ts';
import { accessApi, type TableOption } from '../api.ts';

const memo = new Map<string, Promise<unknown>>();

/** Keyed by the session too: the page may outlive a logout, and the next account may be of another company. */
function once<T>(name: string, load: () => Promise<T>): Promise<T> {
  const key = `${getToken() ?? ''}|${name}`;
  let hit = memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    memo.set(key, hit);
    // A failure must not stick.
    hit.catch(() => memo.delete(key));
  }
  return hit;
}

/** `load` must be determined by `key`: only a new key loads again. */
function useLoaded<T>(key: string | null, load: () => Promise<T>): T | null {
  const [value, setValue] = useState<{ key: string; data: T } | null>(null);
  const [loader] = useState(() => ({ current: load }));
  loader.current = load;
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    once(key, loader.current).then((data) => live && setValue({ key, data }), () => undefined);
    return () => {
      live = false;
    };
  }, [key, loader]);
  return value && value.key === key ? value.data : null;
}

export const useTables = () => useLoaded<TableOption[]>('tables', accessApi.tables);
export const useScopes = () => useLoaded<Option[]>('scopes', accessApi.scopes);

export interface TableColumns {
  /** The columns a rule may make visible: the table's controlled fields. */
  options: Option[];
  /** False when the controlled-field list could not be read (no 受控字段 menu): every column is offered. */
  filtered: boolean;
}

async function loadColumns(tableName: string): Promise<TableColumns> {
  const [columns, controlled] = await Promise.all([
    accessApi.columns(tableName),
    accessApi.controlledFields(tableName).then((p) => p.list, () => null),
  ]);
  if (!controlled) return { options: columns, filtered: false };
  const names = new Set(controlled.filter((c) => c.tableName === tableName).map((c) => c.fieldName));
  return { options: columns.filter((c) => names.has(String(c.value))), filtered: true };
}

export const useTableColumns = (tableName: string | null) => useLoaded<TableColumns>(tableName ? `columns:${tableName}` : null, () => loadColumns(tableName ?? ''));

/** The column labels of a table as far as they are known (for the rule list). */
export const useColumnLabels = (tableName: string) => useLoaded<Option[]>(`labels:${tableName}`, () => accessApi.columns(tableName));
