/**
 * The resume library (ResumeLib/GetList, GetResumeLibInfo): one entry per person per company gathered
 * from applications (a second application refreshes the same entry), seen through the pipeline's data
 * scope on applications, the controlled fields masked as the stage lists mask them; another company's
 * entries are not there; parsed entries (no application) only for the talent centre's holders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { depts, talentEntries } from '../../../src/server/db/schema/index.ts';
import { createEntry } from '../../../src/server/modules/talent/library.ts';
import { loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { controlApplications, deptTree } from '../pipeline/lists-fixture.ts';
import { CENTRE, LIB, applyWith, entryOf, get, ids, list, resume, talentMember, type Row } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
let inDept: number;
let outDept: number;
let scoped: string;
let libOnly: string;
let masked: string;
let parsedId: number;

interface Detail {
  id: number;
  name: string;
  hasAccount: boolean;
  phone: string | null;
  resume: { basic: Record<string, unknown>; skills: string[]; expect: Record<string, unknown> | null };
  applications: Array<{ id: number; positionName: string; stageName: string }>;
}

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  const [root] = await app.database.db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.tenementId, company), isNull(depts.parentId)));
  const tree = await deptTree(app, company, root!.id, 'TL');
  inDept = await insertPosition(app.database.db, company, { name: '库内岗位', deptId: tree.workshop });
  outDept = await insertPosition(app.database.db, company, { name: '库外岗位' });
  await applyWith(app, company, inDept, resume('库甲', { phone: '13911110001' }));
  await applyWith(app, company, outDept, resume('库乙', { phone: '13911110002' }));
  parsedId = await app.database.db.transaction((tx) =>
    createEntry(tx, company, { basic: { name: '纸质丙', phone: '13911110003' }, skills: ['焊接'] }, '纸质简历'),
  );
  scoped = (await talentMember(app, company, { menus: [LIB, CENTRE, 301], applications: { valueType: 2, deptIds: [tree.workshop] } }))
    .token;
  libOnly = (await talentMember(app, company, { menus: [LIB, 301], applications: { valueType: 1 } })).token;
  await controlApplications(app, company, [
    ['phone', 'mask'],
    ['expectedSalary', 'hide'],
  ]);
  masked = (await talentMember(app, company, { menus: [LIB, CENTRE, 301], applications: { valueType: 1 } })).token;
});
afterAll(async () => app.close());

const names = (rows: Row[]) => rows.map((r) => r.name);

describe('ResumeLib/GetList', () => {
  it('gathers every application of the company into one entry per person, newest first', async () => {
    const page = await list(app, admin, { keyword: '库' }, '/ResumeLib/GetList');
    expect(page.state).toBe(200);
    expect(names(page.data.list)).toEqual(expect.arrayContaining(['库甲', '库乙']));
    const row = page.data.list.find((r) => r.name === '库甲')!;
    expect(row).toMatchObject({ phone: '13911110001', education: 5, workYears: 6, city: '苏州', expectedSalary: '8000-12000' });
    expect(row).toMatchObject({
      source: '招聘网站',
      lastStage: 1,
      lastStageName: '新投递',
      lastPositionName: '库内岗位',
      hasAccount: true,
    });
    expect(page.data.totalCapped).toBe(false);
  });

  it('keeps one entry when the same seeker applies again, showing the latest application', async () => {
    const first = await applyWith(app, company, inDept, resume('再投丁'));
    const second = await insertPosition(app.database.db, company, { name: '第二岗位' });
    const { deliveryRecords } = await import('../../../src/server/db/schema/index.ts');
    await app.database.db.insert(deliveryRecords).values({
      tenementId: company,
      positionId: second,
      userId: first.userId,
      resumeType: 1,
      resumeSnapshot: resume('再投丁'),
      source: '招聘网站',
    });
    const page = await list(app, admin, { keyword: '再投丁' }, '/ResumeLib/GetList');
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({ lastPositionName: '第二岗位' });
    const rows = await app.database.db.select().from(talentEntries).where(eq(talentEntries.userId, first.userId));
    expect(rows).toHaveLength(1);
  });

  it('shows a scoped member only the people with an application in their scope, plus parsed entries with the talent screen', async () => {
    const seen = names((await list(app, scoped, { keyword: '库' }, '/ResumeLib/GetList')).data.list);
    expect(seen).toContain('库甲');
    expect(seen).not.toContain('库乙');
    expect(names((await list(app, scoped, { keyword: '纸质' }, '/ResumeLib/GetList')).data.list)).toEqual(['纸质丙']);
    // Without the talent centre's screen, an entry without any application is not there.
    expect(names((await list(app, libOnly, { keyword: '纸质' }, '/ResumeLib/GetList')).data.list)).toEqual([]);
    expect(names((await list(app, libOnly, { keyword: '库' }, '/ResumeLib/GetList')).data.list)).toEqual(
      expect.arrayContaining(['库甲', '库乙']),
    );
  });

  it('masks the controlled phone (and the e-mail with it) and hides the expected salary unless a role shows them', async () => {
    const row = (await list(app, masked, { keyword: '库甲' }, '/ResumeLib/GetList')).data.list[0]!;
    expect(row.phone).toBe('139****0001');
    expect(row.email).not.toMatch(/^cand\d+@example\.com$/);
    expect(row.expectedSalary).toBeNull();
    const plain = (await list(app, admin, { keyword: '库甲' }, '/ResumeLib/GetList')).data.list[0]!;
    expect(plain.phone).toBe('13911110001');
  });

  it('refuses a search by a masked phone, or a filter on a hidden salary, as a field error', async () => {
    const byPhone = await list(app, masked, { keyword: '13911110001' });
    expect(byPhone.state).toBe(1000);
    expect(Object.keys(byPhone.errors ?? {})).toEqual(['keyword']);
    expect((await list(app, masked, { salary_gte: 5000 })).state).toBe(1000);
    expect(ids(await list(app, admin, { keyword: '13911110001' }))).toHaveLength(1);
  });

  it('never shows another company’s entries', async () => {
    const page = await list(app, other, { keyword: '库' }, '/ResumeLib/GetList');
    expect(page.state).toBe(200);
    expect(page.data.list).toEqual([]);
  });

  it('refuses bad input: page beyond bounds, unknown sort, an over-long keyword, a reversed range', async () => {
    for (const q of [{ page: 0 }, { page: 1001 }, { sort: 'phone' }, { keyword: 'x'.repeat(51) }, { lastStage: 13 }]) {
      expect((await list(app, admin, q, '/ResumeLib/GetList')).state).toBe(1000);
    }
    const reversed = await list(app, admin, { age_gte: 40, age_lte: 30 });
    expect(reversed.state).toBe(1000);
    expect(Object.keys(reversed.errors ?? {})).toEqual(['age_lte']);
  });

  it('refuses a member without the screen, a seeker and anonymous callers', async () => {
    const none = (await talentMember(app, company, { menus: [301] })).token;
    expect((await list(app, none, {}, '/ResumeLib/GetList')).state).toBe(1100);
    expect((await list(app, libOnly, {}, '/TalentCenter/GetList')).state).toBe(1100);
    const seeker = await loginAs(app, 'seeker', 'Seeker@2026');
    expect((await list(app, seeker, {}, '/ResumeLib/GetList')).state).not.toBe(200);
    expect((await get(app, null, '/ResumeLib/GetList')).state).not.toBe(200);
  });
});

describe('ResumeLib/GetResumeLibInfo', () => {
  it('answers HR’s copy and the person’s applications in the member’s scope', async () => {
    const row = await entryOf(app, admin, '库甲');
    const d = await get<Detail>(app, admin, '/ResumeLib/GetResumeLibInfo', { id: row.id });
    expect(d.state).toBe(200);
    expect(d.data).toMatchObject({ name: '库甲', hasAccount: true, phone: '13911110001' });
    expect(d.data.resume.skills).toEqual(['数控编程']);
    expect(d.data.applications.map((a) => [a.positionName, a.stageName])).toEqual([['库内岗位', '新投递']]);
  });

  it('masks the controlled fields of HR’s copy for a member whose role does not show them', async () => {
    const row = await entryOf(app, admin, '库甲');
    const d = await get<Detail>(app, masked, '/ResumeLib/GetResumeLibInfo', { id: row.id });
    expect(d.data.resume.basic.phone).toBe('139****0001');
    expect(d.data.resume.expect).toMatchObject({ salaryMin: null, salaryMax: null });
  });

  it('answers 1102 for an entry out of the member’s scope, another company’s, a parsed one without the talent screen, or none', async () => {
    const outside = await entryOf(app, admin, '库乙');
    expect((await get(app, scoped, '/ResumeLib/GetResumeLibInfo', { id: outside.id })).state).toBe(1102);
    expect((await get(app, other, '/ResumeLib/GetResumeLibInfo', { id: outside.id })).state).toBe(1102);
    expect((await get(app, libOnly, '/ResumeLib/GetResumeLibInfo', { id: parsedId })).state).toBe(1102);
    expect((await get<Detail>(app, scoped, '/ResumeLib/GetResumeLibInfo', { id: parsedId })).data.hasAccount).toBe(false);
    expect((await get(app, admin, '/ResumeLib/GetResumeLibInfo', { id: 2147483647 })).state).toBe(1102);
    expect((await get(app, admin, '/ResumeLib/GetResumeLibInfo', { id: 0 })).state).toBe(1000);
  });
});
