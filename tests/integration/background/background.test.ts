/**
 * Background checks (ThirdInterface/FindByIdNoEncrypt, GetMeritsInfo): the built-in provider finds a
 * former employee of the caller's company by the ID number (checksum checked first), says when they
 * entered and left and why, whether they may be rehired and their merits; another company's former
 * employees are never found, a member sees only those of positions in their scope; the number is kept
 * only as a keyed hash and logged masked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { depts, formerEmployeeIds, operationLogs, resumeUserInfos, tenementUsers } from '../../../src/server/db/schema/index.ts';
import { ValueType } from '../../../src/server/modules/access/scope-repository.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { positionRole } from '../positions/helpers.ts';
import { applications } from '../pipeline/fixture.ts';
import { badChecksum, formerEmployee, freshIdNumber } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
let otherCompany: number;
let scoped: string;
let inside: number;
let outside: number;

interface Found {
  found: boolean;
  rehireEligible: boolean;
  idNo: string;
  list: Array<{
    deliveryRecordId: number;
    reason: string | null;
    entryDate: string;
    dimissionDate: string;
    rehireEligible: boolean;
    rewards: number;
    penalties: number;
  }>;
}
interface Merits {
  rewards: number;
  penalties: number;
  list: Array<{ kind: number; kindName: string; title: string; blocksRehire: boolean }>;
}

const get = async <T>(token: string, path: string, lang?: string) =>
  body<T>(await app.inject({ method: 'GET', url: api(path), headers: { ...auth(token), ...(lang ? { 'accept-language': lang } : {}) } }));
const find = (token: string, q: string) => get<Found>(token, `/ThirdInterface/FindByIdNoEncrypt?${q}`);

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  // The second company (actors made it): the only other one with a top administrator.
  const heads = await app.database.db.select({ t: tenementUsers.tenementId }).from(tenementUsers).where(eq(tenementUsers.isTopAdmin, true));
  otherCompany = heads.map((r) => r.t).find((t) => t !== company)!;
  const two = await app.database.db
    .select({ id: depts.id })
    .from(depts)
    .where(eq(depts.tenementId, company))
    .orderBy(asc(depts.id))
    .limit(2);
  [inside, outside] = [two[0]!.id, two[1]!.id];
  const role = await positionRole(app, company, {
    name: '单部门背调',
    menus: [201, 415],
    keys: ['backgroundCheck:query'],
    scope: { valueType: ValueType.DEPTS, deptIds: [inside] },
  });
  await staff(app, company, { account: 'bgscope', name: '范围背调', phone: '13500008801', deptId: null, roleIds: [role] });
  scoped = await loginAs(app, 'bgscope', STAFF_PASSWORD);
});
afterAll(async () => app.close());

describe('FindByIdNoEncrypt', () => {
  it('finds a former employee: dates, why they left, rehire eligibility, merit counts', async () => {
    const idNo = freshIdNumber();
    const f = await formerEmployee(app, company, idNo, {
      reason: '家庭原因离职',
      merits: [
        { kind: 1, title: '年度优秀员工' },
        { kind: 2, title: '迟到警告' },
      ],
    });
    const res = await find(admin, `idNo=${idNo}`);
    expect(res.state).toBe(200);
    expect(res.data).toMatchObject({ found: true, rehireEligible: true, idNo: `${idNo.slice(0, 2)}**************${idNo.slice(-2)}` });
    expect(res.data.list).toEqual([
      expect.objectContaining({
        deliveryRecordId: f.id,
        entryDate: '2023-03-01',
        dimissionDate: '2025-06-30',
        reason: '家庭原因离职',
        rehireEligible: true,
        rewards: 1,
        penalties: 1,
      }),
    ]);
    // A lower-case x is the same number.
    const x = freshIdNumber();
    if (x.endsWith('X')) {
      await formerEmployee(app, company, x);
      expect((await find(admin, `idNo=${x.toLowerCase()}`)).data.found).toBe(true);
    }
  });

  it('a penalty that rules out a rehire says so; an unknown number is not found', async () => {
    const idNo = freshIdNumber();
    await formerEmployee(app, company, idNo, { merits: [{ kind: 2, title: '严重违纪', blocksRehire: true }] });
    expect((await find(admin, `idNo=${idNo}`)).data).toMatchObject({ found: true, rehireEligible: false });
    expect((await find(admin, `idNo=${freshIdNumber()}`)).data).toMatchObject({ found: false, list: [] });
  });

  it('refuses a bad checksum, a wrong length, letters and a missing number', async () => {
    const idNo = freshIdNumber();
    for (const q of [
      `idNo=${badChecksum(idNo)}`,
      `idNo=${idNo.slice(0, 17)}`,
      `idNo=${idNo}1`,
      'idNo=ABCDEFGHIJKLMNOPQR',
      '',
      'deliveryRecordId=0',
    ]) {
      const res = await find(admin, q);
      expect(res.state, q).toBe(1000);
    }
    const bad = await find(admin, `idNo=${badChecksum(idNo)}`);
    expect((bad as unknown as { errors: Record<string, string> }).errors).toHaveProperty('idNo');
  });

  it('never finds another company’s former employees', async () => {
    const idNo = freshIdNumber();
    await formerEmployee(app, company, idNo);
    expect((await find(other, `idNo=${idNo}`)).data).toMatchObject({ found: false, list: [] });
    await formerEmployee(app, otherCompany, idNo);
    const own = await find(other, `idNo=${idNo}`);
    expect(own.data.list).toHaveLength(1);
    expect((await find(admin, `idNo=${idNo}`)).data.list).toHaveLength(1);
  });

  it('shows a member only former employees of positions inside their scope', async () => {
    const idNo = freshIdNumber();
    await formerEmployee(app, company, idNo, { positionId: await insertPosition(app.database.db, company, { deptId: outside }) });
    expect((await find(scoped, `idNo=${idNo}`)).data.found).toBe(false);
    await formerEmployee(app, company, idNo, { positionId: await insertPosition(app.database.db, company, { deptId: inside }) });
    expect((await find(scoped, `idNo=${idNo}`)).data.list).toHaveLength(1);
    expect((await find(admin, `idNo=${idNo}`)).data.list).toHaveLength(2);
  });

  it('checks a hire-stage application by the ID number it carries, inside the caller’s company and scope', async () => {
    const idNo = freshIdNumber();
    await formerEmployee(app, company, idNo);
    const { ids, userIds } = await applications(app, company, 1, { stage: S.hire });
    expect((await find(admin, `deliveryRecordId=${ids[0]}`)).state).toBe(1450);
    await app.database.db.insert(resumeUserInfos).values({ userId: userIds[0]!, data: { idNumber: idNo } });
    expect((await find(admin, `deliveryRecordId=${ids[0]}`)).data).toMatchObject({ found: true });
    expect((await find(other, `deliveryRecordId=${ids[0]}`)).state).toBe(1102);
    const out = await applications(app, company, 1, {
      stage: S.hire,
      positionId: await insertPosition(app.database.db, company, { deptId: outside }),
    });
    expect((await find(scoped, `deliveryRecordId=${out.ids[0]}`)).state).toBe(1102);
  });

  it('lets 录用’s button key check an application, not a typed number', async () => {
    const role = await positionRole(app, company, {
      name: '录用背调',
      menus: [201, 304],
      keys: ['hire:backgroundCheck'],
      scope: { valueType: ValueType.ALL },
    });
    await staff(app, company, { account: 'bghire', name: '录用背调', phone: '13500008802', deptId: null, roleIds: [role] });
    const hr = await loginAs(app, 'bghire', STAFF_PASSWORD);
    const idNo = freshIdNumber();
    await formerEmployee(app, company, idNo);
    const { ids, userIds } = await applications(app, company, 1, { stage: S.hire });
    await app.database.db.insert(resumeUserInfos).values({ userId: userIds[0]!, data: { idNumber: idNo } });
    expect((await find(hr, `deliveryRecordId=${ids[0]}`)).data).toMatchObject({ found: true });
    expect((await find(hr, `idNo=${idNo}`)).state).toBe(1100);
  });

  it('keeps the number only as a keyed hash and logs it masked', async () => {
    const idNo = freshIdNumber();
    const f = await formerEmployee(app, company, idNo);
    await find(admin, `idNo=${idNo}`);
    const [indexed] = await app.database.db.select().from(formerEmployeeIds).where(eq(formerEmployeeIds.deliveryRecordId, f.id));
    expect(indexed!.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(indexed!.idHash).not.toContain(idNo);
    const logs = await app.database.db.select().from(operationLogs).where(eq(operationLogs.resource, 'backgroundCheck'));
    expect(logs.length).toBeGreaterThan(0);
    for (const l of logs) expect(JSON.stringify(l)).not.toMatch(/\d{17}[\dX]/);
  });
});

describe('GetMeritsInfo', () => {
  it('lists the rewards and penalties in the caller’s language, and refuses a bad number', async () => {
    const idNo = freshIdNumber();
    await formerEmployee(app, company, idNo, {
      merits: [
        { kind: 1, title: '技能比武一等奖' },
        { kind: 2, title: '安全违规', blocksRehire: true },
      ],
    });
    const res = await get<Merits>(admin, `/ThirdInterface/GetMeritsInfo?idNo=${idNo}`, 'en');
    expect(res.data).toMatchObject({ rewards: 1, penalties: 1 });
    expect(res.data.list.map((m) => [m.kindName, m.title, m.blocksRehire])).toEqual([
      ['Reward', '技能比武一等奖', false],
      ['Penalty', '安全违规', true],
    ]);
    expect((await get(admin, `/ThirdInterface/GetMeritsInfo?idNo=${badChecksum(idNo)}`)).state).toBe(1000);
    expect((await get<Merits>(other, `/ThirdInterface/GetMeritsInfo?idNo=${idNo}`)).data.list).toEqual([]);
  });
});
