/**
 * The operation log is kept whole (who did what when), but a pipeline move names its candidates in its
 * summary (`moves: [{id, name, from, to}]`): erasure and expiry blank those names, leaving the move.
 */
import type { Queryable } from '../../db/client.ts';
import { logRowsOn, setLogSummary } from './repositories/applications.ts';

const ERASED = '—';

function blankMoves(summary: unknown, ids: ReadonlySet<number>): unknown | null {
  if (!summary || typeof summary !== 'object' || !('moves' in summary) || !Array.isArray(summary.moves)) return null;
  let changed = false;
  const moves = summary.moves.map((m: unknown) => {
    if (!m || typeof m !== 'object' || !('id' in m) || !ids.has(Number(m.id)) || !('name' in m) || m.name === ERASED) return m;
    changed = true;
    return { ...m, name: ERASED };
  });
  return changed ? { ...summary, moves } : null;
}

/** Answers how many log rows were rewritten. */
export async function anonymiseLogNames(tx: Queryable, userIds: number[]): Promise<number> {
  const { recordIds, rows } = await logRowsOn(tx, userIds);
  const ids = new Set(recordIds);
  let n = 0;
  for (const row of rows) {
    const next = blankMoves(row.summary, ids);
    if (next === null) continue;
    await setLogSummary(tx, row.id, next);
    n++;
  }
  return n;
}
