import { writeFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { TEST_PASSWORD_HASH_LOG_N } from './hash-cost.ts';

/**
 * One migrated and seeded PGlite per run, dumped to a tarball; each test file loads it
 * (~0.4 s) instead of migrating and seeding again (~3 s). The file is the run's and the project's
 * own: two runs on one checkout (or two projects of one run) never overwrite each other's.
 */
export default async function setup(project: TestProject) {
  const dir = path.resolve('tests/.artifacts');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}-${project.name}.tar`);
  const database = await openDatabase({ dataDir: 'memory://' });
  await seed(database.db, { demo: true, passwordHashLogN: TEST_PASSWORD_HASH_LOG_N });
  const blob = await database.dump!();
  await writeFile(file, Buffer.from(await blob.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresUrl: string;
    /** The browser tier's copy of the built web app (tests/support/e2e-setup.ts). */
    webDist: string;
  }
}
