/** File bytes as files in one folder (FILE_STORE=disk): one process, or a folder every instance mounts. */
import { mkdir, open, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore, StoredBytes } from './store.ts';

/** Keys are the server's own (`<uuid>.<kind>`); one that names another folder is a fault, never a path to follow. */
function pathOf(dir: string, storageKey: string): string {
  if (path.basename(storageKey) !== storageKey || storageKey.startsWith('.'))
    throw new Error(`not a storage key: ${JSON.stringify(storageKey)}`);
  return path.join(dir, storageKey);
}

async function read(file: string): Promise<StoredBytes | null> {
  try {
    const handle = await open(file, 'r');
    // The size from the same open handle: the bytes sent are the bytes counted.
    const { size } = await handle.stat();
    return { size, stream: handle.createReadStream() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function diskStore(dir: string): FileStore {
  return {
    async put(storageKey, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(dir, storageKey), data);
    },
    get: (storageKey) => read(pathOf(dir, storageKey)),
  };
}
