import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../identity/sessions.ts';
import * as repo from './repository.ts';
import type { LogResource } from './resources.ts';

/** `query`: a read worth an audit trail (account lookups), not a write. */
export type OpAction = 'add' | 'edit' | 'delete' | 'enable' | 'import' | 'config' | 'grant' | 'query';

const SECRET = /password|token|secret|hash|captcha/i;

/** A copy safe to keep: secrets dropped, long texts cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET.test(k))
        .map(([k, v]) => [k, redact(v, depth + 1)]),
    );
  }
  return typeof value === 'string' && value.length > 500 ? `${value.slice(0, 500)}…` : value;
}

/** The fields that differ between two versions of a record. */
export function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((k) => k !== 'updatedAt' && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

/** Record a write; call it inside the write's transaction so both land or neither does. */
export async function logOperation(
  db: Queryable,
  caller: Caller,
  entry: { action: OpAction; resource: LogResource; recordId?: string | number | null; summary: unknown },
) {
  await repo.insert(db, {
    tenementId: caller.tenementId,
    userId: caller.userId,
    account: caller.account,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId === undefined || entry.recordId === null ? null : String(entry.recordId).slice(0, 200),
    summary: redact(entry.summary) ?? {},
    ip: caller.ip,
  });
}
