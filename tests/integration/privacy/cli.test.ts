/**
 * `recruit retention [--dry-run]` on an embedded database (DATA_DIR): the dry run names what would go
 * and removes nothing, the run removes it; both leave an audit row of counts marked `cli`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.ts';
import { privacyAudit, resumes, users } from '../../../src/server/db/schema/index.ts';

const run = (dataDir: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'retention', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  });

async function withDb<T>(dataDir: string, fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe('recruit retention', () => {
  it('counts in a dry run, removes in a run, audits both', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-retention-cli-'));
    const longAgo = new Date(Date.now() - 3 * 365 * 24 * 3600 * 1000);
    const userId = await withDb(dataDir, async (db) => {
      const [u] = await db
        .insert(users)
        .values({ account: 'oldseeker', passwordHash: '!', name: '三年前', createdAt: longAgo })
        .returning({ id: users.id });
      await db.insert(resumes).values({ userId: u!.id, basic: { name: '三年前' }, updatedAt: longAgo });
      return u!.id;
    });
    expect((await run(dataDir, '--dry-run')).stdout).toContain("dry run: would remove: 1 people's recruitment data");
    expect(await withDb(dataDir, (db) => db.select().from(resumes).where(eq(resumes.userId, userId)))).toHaveLength(1);
    expect((await run(dataDir)).stdout).toContain("removed: 1 people's recruitment data");
    const [left, audits] = await withDb(dataDir, async (db) => [
      await db.select().from(resumes).where(eq(resumes.userId, userId)),
      await db.select().from(privacyAudit).orderBy(privacyAudit.id),
    ]);
    expect(left).toEqual([]);
    expect(audits.map((a) => [a.trigger, a.dryRun, (a.counts as { people: number }).people])).toEqual([
      ['cli', true, 1],
      ['cli', false, 1],
    ]);
  }, 120_000);
});
