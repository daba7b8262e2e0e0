/**
 * `recruit db copy-files`: a deployment that switches to FILE_STORE=database copies the bytes of its
 * older uploads from FILES_DIR into the database once, so every instance reads them, not only the
 * machine whose disk holds them (until then the database store reads them through from FILES_DIR).
 */
import type { Queryable } from '../../../db/client.ts';
import { filesWithoutBlob, putIfAbsent } from './database-repository.ts';
import { diskStore } from './disk.ts';

export interface CopyReport {
  /** Files whose bytes were copied in by this run. */
  copied: number;
  /** Bytes copied. */
  bytes: number;
  /** Storage keys with a row but no bytes under FILES_DIR (left as they were). */
  missing: string[];
}

/** Rows looked at per query; the bytes go one file at a time, so memory holds one file. */
const BATCH = 100;

export async function copyDiskFilesToDatabase(db: Queryable, filesDir: string): Promise<CopyReport> {
  const disk = diskStore(filesDir);
  const report: CopyReport = { copied: 0, bytes: 0, missing: [] };
  for (let afterId = 0; ; ) {
    const batch = await filesWithoutBlob(db, afterId, BATCH);
    if (!batch.length) return report;
    for (const { id, storageKey } of batch) {
      afterId = id;
      const stored = await disk.get(storageKey);
      if (!stored) {
        report.missing.push(storageKey);
        continue;
      }
      const data = Buffer.concat(await stored.stream.toArray());
      if (await putIfAbsent(db, storageKey, data)) {
        report.copied += 1;
        report.bytes += data.length;
      }
    }
  }
}
