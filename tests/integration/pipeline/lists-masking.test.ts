import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { apply, controlApplications, idsOf, list, member } from './lists-fixture.ts';

let app: FastifyInstance;
let admin: string;
let company: number;
let positionId: number;
let record: { id: number; account: string; userId: number };
/** Holds the screens without any controlled field visible; `seesAll` with all three. */
let masked: string;
let seesAll: string;

const NEW = 'ResumeDeliveryRecord/NewDelivery/GetResumeList';
const BASIC = { name: '屏蔽测试', phone: '13912345678', idNumber: '110105199001151234' };

beforeAll(async () => {
  app = await testApp();
  admin = await loginAs(app, 'admin', 'Admin@2026');
  company = await demoCompanyId(app.database.db);
  positionId = await insertPosition(app.database.db, company, { name: '屏蔽岗位' });
  record = await apply(app, company, positionId, {
    basic: BASIC,
    expect: { salaryMin: 8000, salaryMax: 9000, positionTypes: [], cities: [] },
  });
  await app.database.db.update(users).set({ phone: '13700001234' }).where(eq(users.id, record.userId));
  await controlApplications(app, company, [
    ['phone', 'mask'],
    ['idNumber', 'mask'],
    ['expectedSalary', 'hide'],
  ]);
  const menus = [301, 201];
  masked = (await member(app, company, { menus, deptId: null, applications: { valueType: 1 } })).token;
  seesAll = (
    await member(app, company, {
      menus,
      deptId: null,
      applications: { valueType: 1, visibleFields: ['phone', 'idNumber', 'expectedSalary'] },
    })
  ).token;
});
afterAll(async () => app.close());

describe('controlled fields of applications', () => {
  it('masks the phone and ID number and leaves out the expected salary in lists, unless a role shows them', async () => {
    const [row] = (await list(app, masked, NEW, { positionId })).data.list;
    expect(row).toMatchObject({ id: record.id, name: '屏蔽测试', phone: '139****5678', idNumber: '1101**********1234' });
    expect(row).not.toHaveProperty('expectedSalary');
    for (const token of [seesAll, admin]) {
      const [plain] = (await list(app, token, NEW, { positionId })).data.list;
      expect(plain).toMatchObject({ phone: '13912345678', idNumber: '110105199001151234', expectedSalary: '8000-9000' });
    }
  });

  it('does not let a masked phone be found by its digits (the keyword reads the name and account only)', async () => {
    expect(idsOf(await list(app, masked, NEW, { positionId, keyword: '12345678' }))).toEqual([]);
    expect(idsOf(await list(app, masked, NEW, { positionId, keyword: '屏蔽' }))).toEqual([record.id]);
    expect(idsOf(await list(app, seesAll, NEW, { positionId, keyword: '12345678' }))).toEqual([record.id]);
  });

  it('masks the same fields in the application’s detail (resume as sent and the account’s phone)', async () => {
    const read = async (token: string) =>
      body<{ resume: { basic: Record<string, unknown>; expect: Record<string, unknown> }; applicant: { phone: string | null } }>(
        await app.inject({ method: 'GET', url: api(`/ResumeDeliveryRecord/GetDetail?id=${record.id}`), headers: auth(token) }),
      );
    const hidden = await read(masked);
    expect(hidden.state).toBe(200);
    expect(hidden.data.resume.basic).toMatchObject({ phone: '139****5678', idNumber: '1101**********1234' });
    expect(hidden.data.resume.expect).toEqual({ positionTypes: [], cities: [] });
    expect(hidden.data.applicant.phone).toBe('137****1234');
    const shown = await read(seesAll);
    expect(shown.data.resume.basic).toMatchObject({ phone: '13912345678', idNumber: '110105199001151234' });
    expect(shown.data.resume.expect).toEqual({ positionTypes: [], cities: [], salaryMin: 8000, salaryMax: 9000 });
    expect(shown.data.applicant.phone).toBe('13700001234');
  });
});
