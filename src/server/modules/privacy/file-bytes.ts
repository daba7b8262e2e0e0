/**
 * The bytes of files whose rows erasure or expiry deleted. In the database store they went with the row
 * (file_blobs cascades); on disk (FILE_STORE=disk, or older files a database deployment still reads from
 * FILES_DIR) they are unlinked once the transaction has committed. The demo's shipped assets (`seed/…`)
 * are part of the code, not anyone's upload, and stay.
 */
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** Answers how many files were removed from disk. */
export async function removeFileBytes(config: Pick<Config, 'filesDir'>, storageKeys: readonly string[]): Promise<number> {
  let removed = 0;
  for (const key of storageKeys) {
    // The server's own keys are plain names; anything else (a shipped asset, a path) is not ours to unlink.
    if (path.basename(key) !== key || key.startsWith('.')) continue;
    try {
      await unlink(path.join(config.filesDir, key));
      removed++;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}
