import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

type Read = () => PromiseLike<unknown>;
type Results<R extends readonly Read[]> = { -readonly [K in keyof R]: R[K] extends () => PromiseLike<infer T> ? T : never };

/** Whether `db` is a transaction (one connection) rather than the database (a pool on PostgreSQL). */
export function isTransaction(db: Queryable): boolean {
  return is(db, PgTransaction);
}

/**
 * Independent reads: side by side on the database, where the pool gives each its own connection, and
 * one after another inside a transaction, which is one connection: node-postgres deprecates sending a
 * statement on a client that is still running one ("already executing a query"), and queuing them
 * gains nothing there anyway. Each read is a function, so nothing starts before its turn.
 */
export async function readTogether<const R extends readonly Read[]>(db: Queryable, reads: R): Promise<Results<R>> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as Results<R>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<R>;
}
