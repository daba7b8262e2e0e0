import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { attachFeed, ChangeFeed, CHANGES_CHANNEL, parseChange } from './changes.ts';
import { listenOnPostgres } from './listen.ts';

export type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository function takes either the database or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where it is (another pool, in tests, plays another process). */
  readonly url?: string;
  /** Raw SQL with positional parameters, for benchmarks and maintenance only. */
  query(sql: string, params?: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data dir (test templates). */
  dump?(): Promise<Blob>;
  /** What changed in the cached tables (db/changes.ts). */
  readonly changes: ChangeFeed;
  /** Notifications on a channel from every process on this database, this one's included. */
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  /** Sends a notification on a channel (delivered at commit when inside a transaction). */
  notify(channel: string, payload: string): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files; `memory://` keeps it in memory. */
  dataDir: string;
  /** PGlite only: start from a dumped data dir instead of an empty one. */
  loadDataDir?: Blob;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const changes = new ChangeFeed();
    const listener = listenOnPostgres(opts.databaseUrl, changes);
    // pg-pool awaits onConnect before it hands a new connection out.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, onConnect: listener.onConnect });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    attachFeed(db, changes);
    await migratePg(db as never, { migrationsFolder });
    await listener.ready;
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      changes,
      listen: listener.listen,
      notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const dir = opts.dataDir === 'memory://' ? opts.dataDir : path.join(opts.dataDir, 'pgdata');
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const changes = new ChangeFeed();
  attachFeed(db, changes);
  await migratePglite(db as never, { migrationsFolder });
  // One connection: a notice is handled before the statement that caused it returns.
  await client.listen(CHANGES_CHANNEL, (payload) => changes.publish(parseChange(payload)));
  return {
    db,
    kind: 'pglite',
    changes,
    listen: async (channel, fn) => void (await client.listen(channel, fn)),
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    query: async (sql, params) => (await client.query(sql, params)).rows,
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none') as Promise<Blob>,
  };
}
