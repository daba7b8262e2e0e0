/**
 * The retention job on an injected clock: recruitment data of people never hired goes 2 years after
 * their last activity, a former employee's 10 years after leaving, a hire's stays while employed; the
 * files' bytes leave the disk; a dry run removes nothing and counts the same; one audit row of counts
 * with no personal data; an erasure request left pending 30 days is run by the job.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyAudit, privacyRequests, users } from '../../../src/server/db/schema/index.ts';
import { runRetention } from '../../../src/server/modules/privacy/retention.ts';
import { api, auth, body, TestClock, testApp } from '../../support/test-app.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { leftOf, onDisk, otherHolders, otherLeft, seekerWithData, type SeekerData } from './fixture.ts';

const YEAR_HOURS = 365.25 * 24;

let app: FastifyInstance;
let filesDir: string;
const clock = new TestClock();
let applicant: SeekerData;
let employed: SeekerData;
let leftLongAgo: SeekerData;
let leftRecently: SeekerData;
let longAgoOther: Awaited<ReturnType<typeof otherHolders>>;
let employedOther: Awaited<ReturnType<typeof otherHolders>>;

const iso = (yearsAgo: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - yearsAgo);
  return d.toISOString().slice(0, 10);
};
const run = (dryRun = false) => runRetention(app.deps, { now: clock.now(), dryRun, trigger: 'test' });
const lastAudit = async () => (await app.database.db.select().from(privacyAudit).orderBy(desc(privacyAudit.id)).limit(1))[0]!;

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-retention-'));
  app = await testApp({ fileStore: 'disk', filesDir }, { clock });
  const company = await demoCompanyId(app.database.db);
  applicant = await seekerWithData(app, company);
  employed = await seekerWithData(app, company, { stage: 6 });
  // Left 9 years before today: 11 years by the time the clock reaches +2.5 years.
  leftLongAgo = await seekerWithData(app, company, { stage: 9, dimissionDate: iso(9) });
  leftRecently = await seekerWithData(app, company, { stage: 9, dimissionDate: iso(1) });
  const actor = (await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin')))[0]!.id;
  longAgoOther = await otherHolders(app, leftLongAgo, company, actor, filesDir);
  employedOther = await otherHolders(app, employed, company, actor, filesDir);
});
afterAll(async () => app.close());

describe('the retention job', () => {
  it('removes nothing of anyone active within 2 years', async () => {
    clock.advanceHours(YEAR_HOURS);
    const report = await run();
    expect(report.people).toBe(0);
    expect((await leftOf(app, applicant)).resumes).toBe(1);
  });

  it('counts in a dry run what would go, and removes nothing', async () => {
    clock.advanceHours(1.5 * YEAR_HOURS);
    const report = await run(true);
    expect(report.dryRun).toBe(true);
    expect(report.people).toBeGreaterThanOrEqual(2);
    expect(report.rows.resume).toBeGreaterThanOrEqual(2);
    expect((await leftOf(app, applicant)).resumes).toBe(1);
    expect(onDisk(filesDir, applicant.storageKey)).toBe(true);
    expect(await lastAudit()).toMatchObject({ kind: 'retention', dryRun: true, trigger: 'test' });
  });

  it('past 2 years removes the never-hired applicant’s data and a former employee’s past 10 years, files from disk too', async () => {
    const report = await run();
    expect(report.dryRun).toBe(false);
    for (const gone of [applicant, leftLongAgo]) {
      const left = await leftOf(app, gone);
      expect({ resumes: left.resumes, attachments: left.attachments, files: left.files, talentPool: left.talentPool }).toEqual({
        resumes: 0,
        attachments: 0,
        files: 0,
        talentPool: 0,
      });
      expect(left.record.resumeSnapshot).toEqual({});
      expect(left.history).toHaveLength(1);
      expect(left.history[0]!.remark).toBeNull();
      expect(onDisk(filesDir, gone.storageKey)).toBe(false);
      // The account itself is not recruitment data: the person may still log in.
      expect(left.user.enabled).toBe(true);
    }
    expect(report.fileBytes).toBeGreaterThanOrEqual(2);
    // The other modules' holders: the library entries and their parse blanked, the parsed file off the disk, ID hash and merits gone.
    const other = await otherLeft(app, leftLongAgo, longAgoOther);
    for (const e of other.entries) expect(e).toMatchObject({ name: '—', phone: null, resume: {} });
    expect(other.parses[0]).toMatchObject({ fields: {}, storageKey: null });
    expect(onDisk(filesDir, longAgoOther.parseKey)).toBe(false);
    expect({ ids: other.ids, merits: other.merits }).toEqual({ ids: [], merits: [] });
  });

  it('keeps a hire still employed and a former employee within 10 years', async () => {
    for (const kept of [employed, leftRecently]) {
      const left = await leftOf(app, kept);
      expect(left.resumes).toBe(1);
      expect(left.files).toBe(1);
      expect(left.record.resumeSnapshot).not.toEqual({});
      expect(onDisk(filesDir, kept.storageKey)).toBe(true);
    }
    const other = await otherLeft(app, employed, employedOther);
    // The library entry linked to the hire's account stays; a parsed one of no account has its own 2 years.
    const linked = other.entries.find((e) => e.id === employedOther.linkedEntryId)!;
    expect(linked).toMatchObject({ userId: employed.userId, resume: { basic: { name: expect.stringContaining('隐私测试') } } });
    expect(other.entries.find((e) => e.id === employedOther.parsedEntryId)).toMatchObject({ name: '—', resume: {} });
    expect(other.merits).toHaveLength(1);
    expect(other.ids).toHaveLength(1);
  });

  it('writes one audit row of counts, with no person in it', async () => {
    const audit = await lastAudit();
    expect(audit).toMatchObject({ kind: 'retention', dryRun: false, trigger: 'test' });
    const counts = audit.counts as Record<string, unknown>;
    expect(Object.values(counts).every((v) => typeof v === 'number')).toBe(true);
    expect(counts.people).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit)).not.toMatch(/隐私测试|1390000|priv|"userId"/);
  });

  it('takes nobody twice: the next run finds nothing more of them', async () => {
    const report = await run();
    expect(report.people).toBe(0);
  });

  it('runs an erasure request no company answered within 30 days', async () => {
    const company = await demoCompanyId(app.database.db);
    const waiting = await seekerWithData(app, company);
    const asked = body<{ id: number }>(
      await app.inject({ method: 'POST', url: api('/Privacy/RequestErasure'), headers: auth(waiting.token) }),
    );
    expect(asked.state).toBe(200);
    expect((await run()).requests).toBe(0);
    clock.advanceHours(31 * 24);
    const report = await run();
    expect(report.requests).toBe(1);
    const [request] = await app.database.db.select().from(privacyRequests).where(eq(privacyRequests.id, asked.data.id));
    expect(request).toMatchObject({ state: 1, answeredBy: null });
    expect((await leftOf(app, waiting)).user.name).toBeNull();
  });
});
