import type { Db, Tx } from './client.ts';

/** Register work (pushes, mails) to run only once the transaction has committed. */
export type AfterCommit = (fn: () => void | Promise<void>) => void;

export async function inTransaction<T>(db: Db, fn: (tx: Tx, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const pending: Array<() => void | Promise<void>> = [];
  const result = await db.transaction((tx) => fn(tx, (cb) => pending.push(cb)));
  for (const cb of pending) await cb();
  return result;
}
