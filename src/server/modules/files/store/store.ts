/**
 * Where the bytes of uploaded files live (FILE_STORE): the database, so every instance on one
 * PostgreSQL reads every file, or the local disk under FILES_DIR, the embedded default's one process.
 * The files row (who, what, access) is the same either way; only the bytes move.
 */
import type { Readable } from 'node:stream';
import type { Config } from '../../../config.ts';
import type { Queryable } from '../../../db/client.ts';
import { databaseStore } from './database-repository.ts';
import { diskStore } from './disk.ts';
import { withSeedAssets } from './seed-assets.ts';

export interface StoredBytes {
  /** Byte count, sent as Content-Length before the first byte. */
  size: number;
  /** Read lazily, so a large file never sits whole in memory. */
  stream: Readable;
}

export interface FileStore {
  /** Keep the bytes under the key; a database store writes through `db`, the file row's transaction. */
  put(storageKey: string, data: Buffer): Promise<void>;
  /** The bytes under the key, or null when this store holds none. */
  get(storageKey: string): Promise<StoredBytes | null>;
}

/**
 * A deployment switched from disk to the database keeps its older files readable: a key without a
 * blob is looked for under FILES_DIR (`recruit db copy-files` moves them in for good).
 */
function readThrough(primary: FileStore, older: FileStore): FileStore {
  return { put: (key, data) => primary.put(key, data), get: async (key) => (await primary.get(key)) ?? older.get(key) };
}

/** The configured store, writing and reading through `db` (pass the transaction that writes the file's row). */
export function fileStore(config: Pick<Config, 'fileStore' | 'filesDir'>, db: Queryable): FileStore {
  const disk = diskStore(config.filesDir);
  return withSeedAssets(config.fileStore === 'database' ? readThrough(databaseStore(db), disk) : disk);
}
