/**
 * Demo files ship with the code (src/server/db/seed/assets/), so every instance of a build has them
 * whatever FILE_STORE says, and seeding writes no bytes anywhere: their storage keys are `seed/<name>`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { diskStore } from './disk.ts';
import type { FileStore } from './store.ts';

export const SEED_PREFIX = 'seed/';
const SEED_ASSETS = fileURLToPath(new URL('../../../db/seed/assets/', import.meta.url));

export function withSeedAssets(store: FileStore): FileStore {
  const assets = diskStore(SEED_ASSETS);
  return {
    put: (key, data) => store.put(key, data),
    get: (key) => (key.startsWith(SEED_PREFIX) ? assets.get(path.basename(key)) : store.get(key)),
  };
}
