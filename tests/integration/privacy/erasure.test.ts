/**
 * Erasure requests: the seeker asks from 设置账号, HR of a company they applied to sees the request on
 * 个人数据请求 and runs it; a hire under legal retention is refused with the reason the seeker reads;
 * erasure blanks or removes the person's data in every holder and leaves other people's alone.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, privacyAudit, users } from '../../../src/server/db/schema/index.ts';
import { HOLDERS } from '../../../src/server/modules/privacy/holders.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { demoCompanyId, freshSeeker } from '../../support/resume-fixtures.ts';
import { secondTenement } from '../../support/tenants.ts';
import { leftOf, onDisk, otherHolders, otherLeft, seekerWithData, type SeekerData } from './fixture.ts';

interface Req {
  id: number;
  state: number;
  reason: string | null;
  retainUntil: string | null;
  name?: string | null;
  phone?: string | null;
}

let app: FastifyInstance;
let filesDir: string;
let admin: string;
let other: string;
let company: number;

const call = async <T = unknown>(method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  body<T>(await app.inject({ method, url: api(url), headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) }));
const ask = (token: string) => call<Req>('POST', '/Privacy/RequestErasure', token);
const companyList = (token: string) => call<{ list: Req[]; totalCount: number }>('GET', '/PrivacyRequest/GetList?perPage=100', token);
const processIds = (token: string, ids: number[]) => call<Req[]>('POST', '/PrivacyRequest/Process', token, { ids });

beforeAll(async () => {
  filesDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-privacy-'));
  app = await testApp({ fileStore: 'disk', filesDir });
  company = await demoCompanyId(app.database.db);
  admin = await loginAs(app, 'admin', 'Admin@2026');
  const second = await secondTenement(app);
  other = await loginAs(app, second.account, second.password);
});
afterAll(async () => app.close());

describe('an erasure request', () => {
  let a: SeekerData;
  let b: SeekerData;
  let request: Req;

  beforeAll(async () => {
    a = await seekerWithData(app, company);
    b = await seekerWithData(app, company);
  });

  it('is recorded pending for the companies the seeker applied to, once at a time (1490)', async () => {
    const asked = await ask(a.token);
    expect(asked.state).toBe(200);
    expect(asked.data).toMatchObject({ state: 0, reason: null });
    request = asked.data;
    expect((await ask(a.token)).state).toBe(1490);
    const mine = await call<Req[]>('GET', '/Privacy/GetMyRequests', a.token);
    expect(mine.data.map((r) => r.id)).toEqual([request.id]);
  });

  it('is seen by HR of that company with the seeker’s name, never by another company (list or run: 1102)', async () => {
    const seen = (await companyList(admin)).data.list.find((r) => r.id === request.id);
    expect(seen).toMatchObject({ state: 0, name: expect.stringContaining('隐私测试') });
    expect((await companyList(other)).data.list.some((r) => r.id === request.id)).toBe(false);
    expect((await processIds(other, [request.id])).state).toBe(1102);
    expect((await leftOf(app, a)).resumes).toBe(1);
  });

  it('runs: the person’s data blanked or removed everywhere, history rows kept, the file gone from disk', async () => {
    expect(onDisk(filesDir, a.storageKey)).toBe(true);
    const done = await processIds(admin, [request.id]);
    expect(done.state).toBe(200);
    expect(done.data).toEqual([{ id: request.id, state: 1, reason: null, retainUntil: null }]);
    const left = await leftOf(app, a);
    expect(left.user).toMatchObject({ name: null, phone: null, email: null, enabled: false, account: `#${a.userId}` });
    expect(left.record.resumeSnapshot).toEqual({});
    expect(left.record.attachmentId).toBeNull();
    expect({ resumes: left.resumes, attachments: left.attachments, files: left.files, talentPool: left.talentPool }).toEqual({
      resumes: 0,
      attachments: 0,
      files: 0,
      talentPool: 0,
    });
    expect(left.history).toHaveLength(1);
    expect(left.history[0]).toMatchObject({ remark: null, data: {}, call: 'PassInitialScreening' });
    expect(left.notes.map((n) => n.content)).toEqual(['—']);
    expect(onDisk(filesDir, a.storageKey)).toBe(false);
    const logins = await app.database.db.select().from(loginLogs).where(eq(loginLogs.userId, a.userId));
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((l) => l.account === '' && l.ip === null && l.userAgent === null)).toBe(true);
    // The erased session is over.
    expect((await call('GET', '/Privacy/GetMyRequests', a.token)).state).not.toBe(200);
  });

  it('leaves nothing of the person in any holder’s export (every holder of holders.ts, whoever added it)', async () => {
    for (const holder of HOLDERS) {
      if (!holder.export) continue;
      const part = await holder.export(app.database.db, a.userId);
      expect(JSON.stringify(part.data ?? null), holder.name).not.toMatch(/隐私测试|1390000/);
      expect(part.files ?? []).toEqual([]);
    }
  });

  it('leaves another seeker’s data whole', async () => {
    const left = await leftOf(app, b);
    expect(left.user.name).toMatch(/隐私测试/);
    expect(left.record.resumeSnapshot).not.toEqual({});
    expect({ resumes: left.resumes, attachments: left.attachments, files: left.files, talentPool: left.talentPool }).toEqual({
      resumes: 1,
      attachments: 1,
      files: 1,
      talentPool: 1,
    });
    expect(onDisk(filesDir, b.storageKey)).toBe(true);
  });

  it('writes an audit row of counts only, and HR sees the answered request without the person', async () => {
    const [audit] = await app.database.db.select().from(privacyAudit).where(eq(privacyAudit.kind, 'erasure'));
    expect(audit).toMatchObject({ trigger: 'hr', dryRun: false });
    const text = JSON.stringify(audit!.counts);
    expect(Object.values(audit!.counts as Record<string, unknown>).every((v) => typeof v === 'number')).toBe(true);
    expect(text).not.toMatch(/隐私测试|1390000|priv/);
    const seen = (await companyList(admin)).data.list.find((r) => r.id === request.id);
    expect(seen).toMatchObject({ state: 1, name: null, phone: null });
  });

  it('is answered once: running it again is 1491', async () => {
    expect((await processIds(admin, [request.id])).state).toBe(1491);
  });
});

describe('legal retention', () => {
  it('refuses the request of a hire still employed, and the seeker reads why', async () => {
    const hire = await seekerWithData(app, company, { stage: 6 });
    const asked = (await ask(hire.token)).data;
    const done = await processIds(admin, [asked.id]);
    expect(done.data).toEqual([{ id: asked.id, state: 2, reason: 'legalRetention', retainUntil: null }]);
    const mine = await call<Req[]>('GET', '/Privacy/GetMyRequests', hire.token);
    expect(mine.data[0]).toMatchObject({ state: 2, reason: 'legalRetention' });
    expect((await leftOf(app, hire)).resumes).toBe(1);
  });

  it('refuses a former employee who left less than 10 years ago, naming the day retention ends', async () => {
    const left = await seekerWithData(app, company, { stage: 9, dimissionDate: '2022-03-31' });
    const asked = (await ask(left.token)).data;
    const done = await processIds(admin, [asked.id]);
    expect(done.data[0]).toMatchObject({ state: 2, reason: 'legalRetention', retainUntil: '2032-03-31' });
  });

  it('erases a former employee who left more than 10 years ago, in the other modules’ tables too', async () => {
    const long = await seekerWithData(app, company, { stage: 9, dimissionDate: '2014-06-30' });
    const actor = (await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'admin')))[0]!.id;
    const other = await otherHolders(app, long, company, actor, filesDir);
    expect(onDisk(filesDir, other.parseKey)).toBe(true);
    const asked = (await ask(long.token)).data;
    expect((await processIds(admin, [asked.id])).data[0]).toMatchObject({ state: 1 });
    expect((await leftOf(app, long)).record.employeeNo).toBeNull();
    const left = await otherLeft(app, long, other);
    // The resume library: both entries (linked, and parsed with the same phone) kept but blanked, their history and parse too.
    expect(left.entries).toHaveLength(2);
    for (const e of left.entries) expect(e).toMatchObject({ name: '—', phone: null, email: null, resume: {}, fileId: null });
    expect(left.logs[0]).toMatchObject({ before: null, after: null });
    expect(left.parses[0]).toMatchObject({ fields: {}, idNumber: null, storageKey: null, fileName: '—' });
    expect(onDisk(filesDir, other.parseKey)).toBe(false);
    // Salary: the approval kept without its note; the ID hash and the merits gone.
    expect(left.processes).toHaveLength(1);
    expect(left.processes[0]!.note).toBeNull();
    expect(left.ids).toEqual([]);
    expect(left.merits).toEqual([]);
  });
});

describe('racing', () => {
  it('asks once of two requests sent together (1490), and answers once of two runs together (1491)', async () => {
    const s = await seekerWithData(app, company);
    const asked = await Promise.all([ask(s.token), ask(s.token)]);
    expect(asked.map((r) => r.state).sort((x, y) => x - y)).toEqual([200, 1490]);
    const id = asked.find((r) => r.state === 200)!.data.id;
    const runs = await Promise.all([processIds(admin, [id]), processIds(admin, [id])]);
    expect(runs.map((r) => r.state).sort((x, y) => x - y)).toEqual([200, 1491]);
    expect((await leftOf(app, s)).user.name).toBeNull();
  });
});

describe('a seeker who applied nowhere', () => {
  it('has no company to ask: the request runs at once', async () => {
    const s = await seekerWithData(app, company);
    const lone = await freshSeeker(app, 'lone');
    const asked = await ask(lone.token);
    expect(asked.data).toMatchObject({ state: 1 });
    expect((await leftOf(app, s)).resumes).toBe(1);
  });
});

describe('bad input', () => {
  it('refuses ids out of range or too many, and anonymous callers', async () => {
    expect((await processIds(admin, [0])).state).toBe(1000);
    expect(
      (
        await processIds(
          admin,
          Array.from({ length: 21 }, (_, i) => i + 1),
        )
      ).state,
    ).toBe(1000);
    expect((await call('GET', '/PrivacyRequest/GetList?state=7', admin)).state).toBe(1000);
    const anon = await app.inject({ method: 'POST', url: api('/Privacy/RequestErasure') });
    expect(anon.statusCode).toBe(401);
  });
});
