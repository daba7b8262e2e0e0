import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/support/sequencer.ts';

/**
 * Tiers run one after another (groupOrder). Vitest's default is one worker per core less one, which on
 * this 2-core machine is a single worker: the database tiers wait on I/O often enough that two workers
 * finish them in about 60% of the time. Tiers: unit (pure), integration (app.inject on a fresh embedded database per file, then the same
 * files against a throwaway PostgreSQL cluster), e2e (the real app in Debian's Chromium).
 */
export default defineConfig({
  test: {
    reporters: ['default'],
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // Several server processes on one database, node-postgres's own clients: PostgreSQL only.
          exclude: ['tests/integration/instances/**', 'tests/integration/platform/transaction-reads.test.ts'],
          globalSetup: ['tests/support/pglite-template.ts'],
          sequence: { groupOrder: 1 },
          // Files share their worker's modules (each still builds its own app and database): importing
          // the server afresh for each of ~130 files cost about 1.5 s a file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-pg',
          include: ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // The CLI and the hub protocol touch no database: once is enough.
          exclude: ['tests/integration/cli/**', 'tests/integration/hub.test.ts'],
          globalSetup: ['tests/support/postgres-cluster.ts'],
          env: { TEST_DATABASE: 'postgres' },
          sequence: { groupOrder: 2 },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-setup.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Two files at a time (each its own server, database and Chromium): a browser test waits on
          // animations and answers often enough that two fit on two cores, about 6.5 min instead of 8.5.
          // Under that load a UI change may take longer than expect.poll's default second to show, so
          // polls wait as long as Playwright's own expect does; what they wait for is unchanged.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
