import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { TEST_PASSWORD_HASH_LOG_N } from './hash-cost.ts';
import { startPostgres } from './postgres.ts';

/** The integration suite's PostgreSQL run: one cluster, one migrated and seeded template database. */
export default async function setup(project: TestProject) {
  const { base, stop } = await startPostgres();
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE recruit_template');
  await admin.end();
  const database = await openDatabase({ databaseUrl: `${base}/recruit_template`, dataDir: 'memory://' });
  await seed(database.db, { demo: true, passwordHashLogN: TEST_PASSWORD_HASH_LOG_N });
  await database.close();
  project.provide('postgresUrl', base);
  return stop;
}
