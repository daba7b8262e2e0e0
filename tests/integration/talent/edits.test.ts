/**
 * HR's edits of its copy (ResumeLib/Edit*), the log of who changed what (GetLogList), and the library's
 * entry points for resume parsing (findDuplicates, createEntry, mergeInto): the seeker's own online
 * resume and the application's snapshot are never written; masked fields cannot be changed by a member
 * who cannot read them; a later application no longer refreshes a copy HR edited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { deliveryRecords, resumes, talentEntries, talentEntryLogs } from '../../../src/server/db/schema/index.ts';
import { createEntry, findDuplicates, mergeInto } from '../../../src/server/modules/talent/library.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { controlApplications } from '../pipeline/lists-fixture.ts';
import { CENTRE, KEYS, LIB, applyWith, entryOf, get, resume, send, talentMember } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
let positionId: number;
let editor: string;
let viewer: string;

interface Log {
  kind: string;
  section: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  actorName: string | null;
}

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  positionId = await insertPosition(app.database.db, company, { name: '编辑岗位' });
  await controlApplications(app, company, [['phone', 'mask']]);
  editor = (await talentMember(app, company, { menus: [LIB, CENTRE, 301], keys: [KEYS.edit], applications: { valueType: 1 } })).token;
  viewer = (await talentMember(app, company, { menus: [LIB, 301], applications: { valueType: 1 } })).token;
});
afterAll(async () => app.close());

const logs = async (token: string, id: number) => (await get<{ list: Log[] }>(app, token, '/ResumeLib/GetLogList', { id })).data.list;

describe('ResumeLib/Edit*', () => {
  it('changes HR’s copy only: the seeker’s resume and the application’s snapshot stay as they were', async () => {
    const r = resume('改甲', { phone: '13922220001' });
    const a = await applyWith(app, company, positionId, r);
    await app.database.db.insert(resumes).values({ userId: a.userId, basic: r.basic, skills: r.skills });
    const { id } = await entryOf(app, admin, '改甲');
    const edited = await send(app, admin, 'PUT', '/ResumeLib/EditJobStatus', { id, jobStatus: 2, skills: ['数控编程', 'PLC'] });
    expect(edited.state).toBe(200);
    const jobs = [{ company: '昆山模具厂', position: '钳工', startDate: '2015-03', endDate: '2019-06', description: '模具装配' }];
    expect((await send(app, admin, 'PUT', '/ResumeLib/EditJobs', { id, jobs })).state).toBe(200);
    const detail = await get<{ resume: { skills: string[]; jobs: unknown[] } }>(app, admin, '/ResumeLib/GetResumeLibInfo', { id });
    expect(detail.data.resume.skills).toEqual(['数控编程', 'PLC']);
    expect(detail.data.resume.jobs).toEqual(jobs);
    const [own] = await app.database.db.select().from(resumes).where(eq(resumes.userId, a.userId));
    expect(own!.skills).toEqual(['数控编程']);
    const [sent] = await app.database.db.select().from(deliveryRecords).where(eq(deliveryRecords.id, a.id));
    expect((sent!.resumeSnapshot as { skills: string[] }).skills).toEqual(['数控编程']);
    // The talent centre finds the new skill at once.
    expect(
      (await get<{ list: Array<{ id: number }> }>(app, admin, '/TalentCenter/GetList', { keyword: 'plc' })).data.list.map((x) => x.id),
    ).toContain(id);
  });

  it('logs who changed which section, before and after, and keeps the copy on the seeker’s next application', async () => {
    const a = await applyWith(app, company, positionId, resume('改乙'));
    const { id } = await entryOf(app, admin, '改乙');
    expect(
      (await send(app, editor, 'PUT', '/ResumeLib/EditBasicInfo', { id, name: '改乙', city: '无锡', idNumber: '110105199001151234' }))
        .state,
    ).toBe(200);
    const [log] = await logs(admin, id);
    expect(log).toMatchObject({ kind: 'edit', section: 'basic', actorName: expect.stringMatching(/^名单专员/) });
    expect(log!.before).toMatchObject({ city: '苏州' });
    expect(log!.after).toMatchObject({ city: '无锡' });
    expect(String(log!.after!.idNumber)).not.toContain('19900115');
    await app.database.db.insert(deliveryRecords).values({
      tenementId: company,
      positionId: await insertPosition(app.database.db, company),
      userId: a.userId,
      resumeType: 1,
      resumeSnapshot: resume('改乙', { city: '上海' }),
      source: '招聘网站',
    });
    const d = await get<{ resume: { basic: { city: string } } }>(app, admin, '/ResumeLib/GetResumeLibInfo', { id });
    expect(d.data.resume.basic.city).toBe('无锡');
  });

  it('writes no log when nothing changed', async () => {
    await applyWith(app, company, positionId, resume('改丙'));
    const { id } = await entryOf(app, admin, '改丙');
    expect((await send(app, admin, 'PUT', '/ResumeLib/EditEducation', { id, educations: [] })).state).toBe(200);
    expect((await send(app, admin, 'PUT', '/ResumeLib/EditEducation', { id, educations: [] })).state).toBe(200);
    expect((await logs(admin, id)).filter((l) => l.section === 'educations')).toHaveLength(1);
  });

  it('refuses changing a masked phone, but takes the rest of the section from a member who cannot read it', async () => {
    await applyWith(app, company, positionId, resume('改丁', { phone: '13922220004' }));
    const { id } = await entryOf(app, admin, '改丁');
    const refused = await send(app, editor, 'PUT', '/ResumeLib/EditBasicInfo', { id, name: '改丁', phone: '13922229999' });
    expect(refused.state).toBe(1000);
    expect(Object.keys(refused.errors ?? {})).toEqual(['phone']);
    expect((await send(app, editor, 'PUT', '/ResumeLib/EditBasicInfo', { id, name: '改丁', city: '常州' })).state).toBe(200);
    const [row] = await app.database.db.select().from(talentEntries).where(eq(talentEntries.id, id));
    expect(row).toMatchObject({ phone: '13922220004', city: '常州' });
  });

  it('refuses bad input: a missing name, an end before its start, a salary range upside down, too many tags', async () => {
    await applyWith(app, company, positionId, resume('改戊'));
    const { id } = await entryOf(app, admin, '改戊');
    const job = { company: 'A', position: 'B', startDate: '2020-05', endDate: '2019-01', description: 'C' };
    const cases: Array<[string, object, string]> = [
      ['/ResumeLib/EditBasicInfo', { id, city: '苏州' }, 'name'],
      ['/ResumeLib/EditJobs', { id, jobs: [job] }, 'jobs.0.endDate'],
      ['/ResumeLib/EditExpectation', { id, positionTypes: ['A'], cities: ['B'], salaryMin: 9000, salaryMax: 8000 }, 'salaryMax'],
      ['/ResumeLib/EditTags', { id, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    ];
    for (const [path, payload, field] of cases) {
      const res = await send(app, admin, 'PUT', path, payload);
      expect(res.state, path).toBe(1000);
      expect(Object.keys(res.errors ?? {}), path).toContain(field);
    }
  });

  it('refuses a member without the key (1100) and another company’s entry (1102)', async () => {
    await applyWith(app, company, positionId, resume('改己'));
    const { id } = await entryOf(app, admin, '改己');
    expect((await send(app, viewer, 'PUT', '/ResumeLib/EditTags', { id, tags: ['优秀'] })).state).toBe(1100);
    expect((await send(app, other, 'PUT', '/ResumeLib/EditTags', { id, tags: ['优秀'] })).state).toBe(1102);
    expect((await send(app, admin, 'PUT', '/ResumeLib/EditTags', { id, tags: ['优秀', '复试待定'] })).state).toBe(200);
    const page = await get<{ list: Array<{ id: number }> }>(app, admin, '/TalentCenter/GetList', { tag: '复试待定' });
    expect(page.data.list.map((r) => r.id)).toEqual([id]);
  });
});

describe('the library’s entry points for resume parsing', () => {
  it('finds duplicates by phone, e-mail or ID number, and a merge fills HR’s copy with a log row', async () => {
    const id = await app.database.db.transaction((tx) =>
      createEntry(
        tx,
        company,
        { basic: { name: '解析甲', phone: '13933330001', email: 'Jia@Example.com', idNumber: '11010519900115123x' } },
        '邮件',
      ),
    );
    const dup = await findDuplicates(app.database.db, company, { idNo: '11010519900115123X' });
    expect(dup.map((d) => [d.id, d.matchedBy])).toEqual([[id, ['idNo']]]);
    expect((await findDuplicates(app.database.db, company, { email: 'jia@example.com', phone: '13933330001' }))[0]!.matchedBy).toEqual([
      'phone',
      'email',
    ]);
    expect(await findDuplicates(app.database.db, company + 1000, { phone: '13933330001' })).toEqual([]);
    await app.database.db.transaction((tx) => mergeInto(tx, id, { basic: { city: '南通' }, skills: ['焊接'] }, null));
    const [row] = await app.database.db.select().from(talentEntries).where(eq(talentEntries.id, id));
    expect(row).toMatchObject({ name: '解析甲', city: '南通', source: '邮件', userId: null });
    const kinds = await app.database.db.select().from(talentEntryLogs).where(eq(talentEntryLogs.entryId, id));
    expect(kinds.map((k) => [k.kind, k.section])).toEqual([
      ['create', null],
      ['merge', 'basic'],
      ['merge', 'skills'],
    ]);
    expect(JSON.stringify(kinds)).not.toContain('19900115');
  });

  it('gives the parsed entry to the seeker whose phone it carries when they apply, instead of a second entry', async () => {
    const id = await app.database.db.transaction((tx) =>
      createEntry(tx, company, { basic: { name: '解析乙', phone: '13933330002' } }, '纸质简历'),
    );
    const a = await applyWith(app, company, positionId, resume('解析乙', { phone: '13933330002' }));
    const { users } = await import('../../../src/server/db/schema/index.ts');
    await app.database.db.update(users).set({ phone: '13933330002' }).where(eq(users.id, a.userId));
    expect((await get(app, admin, '/ResumeLib/GetList', { keyword: '解析乙' })).state).toBe(200);
    const rows = await app.database.db.select().from(talentEntries).where(eq(talentEntries.phone, '13933330002'));
    expect(rows.map((r) => [r.id, r.userId])).toEqual([[id, a.userId]]);
  });
});
