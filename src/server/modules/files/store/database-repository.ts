/**
 * File bytes in the database (FILE_STORE=database): a file_blobs row written in the transaction of
 * the file's row, so no instance ever sees a file without its bytes. Read in slices, so a reader
 * holds one slice, not the whole file, and no connection is kept while a slow client drains it.
 */
import { Readable } from 'node:stream';
import { and, asc, eq, gt, isNull, notLike, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { fileBlobs, files } from '../../../db/schema/index.ts';
import { SEED_PREFIX } from './seed-assets.ts';
import type { FileStore, StoredBytes } from './store.ts';

/** Bytes fetched per query (a slice of a bytea stored uncompressed costs only its own pages: migration 0013). */
export const SLICE_BYTES = 512 * 1024;

const slice = (from: number) => sql`substring(${fileBlobs.data} from ${from + 1} for ${SLICE_BYTES})`.mapWith(fileBlobs.data);

async function* slices(db: Queryable, storageKey: string, first: Buffer, size: number): AsyncGenerator<Buffer> {
  yield first;
  for (let offset = first.length; offset < size; offset += SLICE_BYTES) {
    const [row] = await db
      .select({ part: slice(offset) })
      .from(fileBlobs)
      .where(eq(fileBlobs.storageKey, storageKey));
    // Blobs are never rewritten, only deleted with their file: one gone mid-read is a fault.
    if (!row) throw new Error(`file blob ${storageKey} went away while it was read`);
    yield row.part;
  }
}

async function read(db: Queryable, storageKey: string): Promise<StoredBytes | null> {
  const [head] = await db
    .select({ size: sql`octet_length(${fileBlobs.data})`.mapWith(Number), first: slice(0) })
    .from(fileBlobs)
    .where(eq(fileBlobs.storageKey, storageKey));
  if (!head) return null;
  return { size: head.size, stream: Readable.from(slices(db, storageKey, head.first, head.size), { objectMode: false }) };
}

export function databaseStore(db: Queryable): FileStore {
  return {
    put: async (storageKey, data) => void (await db.insert(fileBlobs).values({ storageKey, data })),
    get: (storageKey) => read(db, storageKey),
  };
}

/** Files whose bytes are not in the database (shipped demo assets aside), by id after `afterId`: what a copy from disk still has to do. */
export async function filesWithoutBlob(db: Queryable, afterId: number, limit: number): Promise<Array<{ id: number; storageKey: string }>> {
  return db
    .select({ id: files.id, storageKey: files.storageKey })
    .from(files)
    .leftJoin(fileBlobs, eq(fileBlobs.storageKey, files.storageKey))
    .where(and(gt(files.id, afterId), isNull(fileBlobs.storageKey), notLike(files.storageKey, `${SEED_PREFIX}%`)))
    .orderBy(asc(files.id))
    .limit(limit);
}

/** Store bytes unless they are there already (a copy run twice at once writes each file once). */
export async function putIfAbsent(db: Queryable, storageKey: string, data: Buffer): Promise<boolean> {
  const rows = await db
    .insert(fileBlobs)
    .values({ storageKey, data })
    .onConflictDoNothing()
    .returning({ storageKey: fileBlobs.storageKey });
  return rows.length > 0;
}
