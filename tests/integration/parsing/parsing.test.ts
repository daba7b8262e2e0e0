/**
 * 人才中心 › 简历解析 (ResumeParsing/*): a batch of generated resumes lands in the resume library with
 * its source; a second resume of the same person waits as a duplicate (found by phone, e-mail or ID
 * number) until HR merges it or keeps it separate, never overwriting on its own; contacts are masked
 * until revealed (logged); the original file streams back with its length; another company, a member
 * without the key and a job seeker are kept out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { operationLogs, talentEntries } from '../../../src/server/db/schema/index.ts';
import { api, auth, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { samplePerson } from '../../fixtures/resumes/people.ts';
import { resumeFile } from '../../fixtures/resumes/files.ts';
import { call, upload, type ParseItem } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let recruiter: string;
let seeker: string;
let company: number;

beforeAll(async () => {
  app = await testApp();
  ({ admin, other, recruiter, seeker } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

const zh = samplePerson(101, 'zh');
const en = samplePerson(102, 'en');

describe('BatchParsing', () => {
  let first: ParseItem[];

  it('adds each resume to the library with the batch’s source, contacts masked', async () => {
    const res = await upload(
      app,
      admin,
      [
        { name: '张三简历.pdf', data: await resumeFile(zh, 'pdf', 0) },
        { name: 'resume-en.docx', data: await resumeFile(en, 'docx', 1) },
      ],
      { source: 'REFERRAL' },
    );
    expect(res.state).toBe(200);
    expect(res.data).toMatchObject({ total: 2, landed: 2, duplicates: 0, refused: 0 });
    first = res.data.list;
    expect(first.map((f) => f.name)).toEqual([zh.name, en.name]);
    expect(first[0]).toMatchObject({
      status: 1,
      school: zh.school,
      degree: zh.degree,
      employer: zh.employer,
      workYears: zh.workYears,
      hasFile: true,
    });
    expect(first[0]!.phone).toBe(`${zh.phone.slice(0, 3)}****${zh.phone.slice(7)}`);
    expect(first[1]!.email).not.toBe(en.email);
    const [entry] = await app.database.db.select().from(talentEntries).where(eq(talentEntries.id, first[0]!.talentEntryId!));
    expect(entry).toMatchObject({ tenementId: company, name: zh.name, phone: zh.phone, source: 'REFERRAL', education: zh.degree });
  });

  it('lists the company’s parsed resumes, newest first, filtered by name and status', async () => {
    const list = await call<{ list: ParseItem[]; totalCount: number }>(
      app,
      admin,
      'GET',
      `GetList?name_like=${encodeURIComponent(zh.name)}&status=1`,
    );
    expect(list.state).toBe(200);
    expect(list.data.list.map((r) => r.id)).toContain(first[0]!.id);
    expect(list.data.list.every((r) => r.status === 1)).toBe(true);
  });

  it('holds a second resume of the same person as a duplicate, naming the entry and what matched', async () => {
    const again = await upload(app, admin, [{ name: 'again.docx', data: await resumeFile(zh, 'docx', 1) }]);
    expect(again.data).toMatchObject({ landed: 0, duplicates: 1 });
    const dup = again.data.list[0]!;
    expect(dup.status).toBe(2);
    expect(dup.talentEntryId).toBeNull();
    expect(dup.duplicates).toEqual([{ id: first[0]!.talentEntryId, name: zh.name, matchedBy: ['phone', 'email'] }]);
    expect(dup.result).toContain(zh.name);
    const entries = await app.database.db
      .select()
      .from(talentEntries)
      .where(and(eq(talentEntries.tenementId, company), eq(talentEntries.phone, zh.phone)));
    expect(entries).toHaveLength(1);
  });

  it('takes the source from a form field as well (the back office’s typed upload)', async () => {
    const res = await upload(app, admin, [{ name: 'field.docx', data: await resumeFile(samplePerson(106, 'en'), 'docx', 0) }], {
      source: 'CAMPUS',
      sourceAs: 'field',
    });
    expect(res.data.landed).toBe(1);
    const [entry] = await app.database.db.select().from(talentEntries).where(eq(talentEntries.id, res.data.list[0]!.talentEntryId!));
    expect(entry!.source).toBe('CAMPUS');
  });

  it('finds a duplicate by ID number alone', async () => {
    const person = { ...samplePerson(103, 'zh'), idNumber: null as string | null };
    const withId = samplePerson(104, 'zh');
    const idOnly = { ...person, idNumber: withId.idNumber ?? '110101199003070011' };
    const a = await upload(app, admin, [{ name: 'a.pdf', data: await resumeFile(idOnly, 'pdf', 0) }]);
    expect(a.data.landed).toBe(1);
    const b = await upload(app, admin, [
      { name: 'b.pdf', data: await resumeFile({ ...samplePerson(105, 'zh'), idNumber: idOnly.idNumber }, 'pdf', 0) },
    ]);
    expect(b.data.list[0]!.duplicates[0]!.matchedBy).toEqual(['idNo']);
  });

  it('refuses an unknown resume source (1000) and more than 50 files (1428)', async () => {
    const bad = await upload(app, admin, [{ name: 'x.pdf', data: await resumeFile(zh, 'pdf', 0) }], { source: 'NOPE' });
    expect(bad.state).toBe(1000);
    expect(bad.errors).toHaveProperty('resumeSource');
    const none = await upload(app, admin, [{ name: 'x.pdf', data: await resumeFile(zh, 'pdf', 0) }], { sourceAs: 'none' });
    expect(none.state).toBe(1000);
    expect(none.errors).toHaveProperty('resumeSource');
    const many = Array.from({ length: 51 }, (_, i) => ({ name: `r${i}.txt`, data: Buffer.from('x') }));
    const tooMany = await upload(app, admin, many);
    expect(tooMany.state).toBe(1428);
  });
});

describe('deciding a duplicate', () => {
  async function duplicateOf(seed: number) {
    const p = samplePerson(seed, 'en');
    const one = await upload(app, admin, [{ name: 'one.pdf', data: await resumeFile(p, 'pdf', 0) }]);
    const two = await upload(app, admin, [{ name: 'two.docx', data: await resumeFile(p, 'docx', 0) }]);
    return { entryId: one.data.list[0]!.talentEntryId!, dup: two.data.list[0]! };
  }

  it('merges into the chosen candidate once; a second decision is refused (1429)', async () => {
    const { entryId, dup } = await duplicateOf(201);
    const merged = await call(app, admin, 'POST', 'Merge', { id: dup.id, talentEntryId: entryId });
    expect(merged.state).toBe(200);
    expect(merged.data).toMatchObject({ status: 3, talentEntryId: entryId });
    const again = await call(app, admin, 'POST', 'KeepSeparate', { id: dup.id });
    expect(again.state).toBe(1429);
  });

  it('refuses a merge into an entry that is not a candidate (1430)', async () => {
    const { dup } = await duplicateOf(202);
    const [stranger] = await app.database.db
      .select({ id: talentEntries.id })
      .from(talentEntries)
      .where(eq(talentEntries.tenementId, company))
      .limit(1);
    const res = await call(app, admin, 'POST', 'Merge', {
      id: dup.id,
      talentEntryId: stranger!.id === dup.duplicates[0]!.id ? stranger!.id + 1 : stranger!.id,
    });
    expect([1430, 1102]).toContain(res.state);
    expect((await call<{ list: ParseItem[] }>(app, admin, 'GET', 'GetList?status=2')).data.list.map((r) => r.id)).toContain(dup.id);
  });

  it('keeps a duplicate as an entry of its own', async () => {
    const { entryId, dup } = await duplicateOf(203);
    const kept = await call(app, admin, 'POST', 'KeepSeparate', { id: dup.id });
    expect(kept.data.status).toBe(4);
    expect(kept.data.talentEntryId).not.toBe(entryId);
  });

  it('lets exactly one of two members deciding at once win', async () => {
    const { entryId, dup } = await duplicateOf(204);
    const answers = await Promise.all([
      call(app, admin, 'POST', 'Merge', { id: dup.id, talentEntryId: entryId }),
      call(app, admin, 'POST', 'KeepSeparate', { id: dup.id }),
    ]);
    expect(answers.map((a) => a.state).sort((a, b) => a - b)).toEqual([200, 1429]);
  });
});

describe('contacts and the original file', () => {
  let item: ParseItem;
  let bytes: Buffer;
  beforeAll(async () => {
    bytes = await resumeFile(samplePerson(301, 'zh'), 'pdf', 1);
    item = (await upload(app, admin, [{ name: '简历.pdf', data: bytes }])).data.list[0]!;
  });

  it('reveals the parsed phone and e-mail in clear and logs the reveal', async () => {
    const p = samplePerson(301, 'zh');
    const res = await call<{ phone: string; email: string }>(app, admin, 'GET', `GetResumePhoneEmail?id=${item.id}`);
    expect(res.data).toMatchObject({ phone: p.phone, email: p.email });
    const logs = await app.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.resource, 'resumeParsing'), eq(operationLogs.recordId, String(item.id))));
    expect(logs.map((l) => l.action)).toContain('query');
  });

  it('streams the original file with its length', async () => {
    const res = await app.inject({ method: 'GET', url: api(`/ResumeParsing/Parsing?id=${item.id}`), headers: auth(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(bytes.length);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('简历.pdf'));
  });

  it('keeps another company, members without the key and job seekers out', async () => {
    for (const path of [`GetResumePhoneEmail?id=${item.id}`, `Parsing?id=${item.id}`]) {
      expect((await call(app, other, 'GET', path)).state).toBe(1102);
      expect((await call(app, recruiter, 'GET', path)).state).toBe(1100);
      expect((await call(app, seeker, 'GET', path)).state).toBe(1101);
    }
    expect((await call(app, other, 'POST', 'KeepSeparate', { id: item.id })).state).toBe(1102);
    const theirs = await call<{ list: ParseItem[] }>(app, other, 'GET', 'GetList');
    expect(theirs.data.list.map((r) => r.id)).not.toContain(item.id);
    expect((await upload(app, recruiter, [{ name: 'x.pdf', data: bytes }])).state).toBe(1100);
  });

  it('answers bad input with 1000', async () => {
    expect((await call(app, admin, 'GET', 'GetResumePhoneEmail?id=0')).state).toBe(1000);
    expect((await call(app, admin, 'POST', 'Merge', { id: item.id })).state).toBe(1000);
    expect((await call(app, admin, 'GET', 'GetList?status=9')).state).toBe(1000);
    expect((await call(app, admin, 'GET', 'GetList?createdAt_gte=0000-01-01')).state).toBe(1000);
    const today = await call<{ list: ParseItem[] }>(app, admin, 'GET', `GetList?createdAt_gte=2026-01-01&createdAt_lte=2099-12-31`);
    expect(today.data.list.map((r) => r.id)).toContain(item.id);
  });
});
