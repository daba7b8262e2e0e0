/**
 * Offers inside a member's data scope: a recruiter whose scope on positions is one department reads
 * that department only in the offer dialog, sends an offer with it and is refused another (1192), and
 * cannot reach an application to a position outside the scope (1102 on the dialog's data, 1201 on
 * SendOffer).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { depts } from '../../../src/server/db/schema/index.ts';
import { ValueType } from '../../../src/server/modules/access/scope-repository.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { offerInput } from '../../support/offer-fixtures.ts';
import { staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { positionRole } from '../positions/helpers.ts';
import { applications } from './fixture.ts';

let app: FastifyInstance;
let member: string;
let company: number;
let inside: number;
let outside: number;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  company = await demoCompanyId(app.database.db);
  const two = await app.database.db
    .select({ id: depts.id })
    .from(depts)
    .where(eq(depts.tenementId, company))
    .orderBy(asc(depts.id))
    .limit(2);
  [inside, outside] = [two[0]!.id, two[1]!.id];
  const roleId = await positionRole(app, company, {
    name: '单部门录用',
    menus: [201, 304],
    keys: ['hire:sendOffer'],
    scope: { valueType: ValueType.DEPTS, deptIds: [inside] },
  });
  await staff(app, company, { account: 'offerscope', name: '范围招聘', phone: '13500009901', deptId: null, roleIds: [roleId] });
  member = await loginAs(app, 'offerscope', STAFF_PASSWORD);
});
afterAll(async () => app.close());

const info = (id: number) =>
  app.inject({ method: 'GET', url: api(`/InterviewAssessments/GetOfferTenementInfo?id=${id}`), headers: auth(member) });
const send = async (payload: object) =>
  body(await app.inject({ method: 'POST', url: api('/InterviewAssessments/SendOffer'), headers: auth(member), payload }));

describe('offers inside the data scope', () => {
  it('offers the departments in scope only and refuses another', async () => {
    const { ids } = await applications(app, company, 1, {
      stage: S.hire,
      positionId: await insertPosition(app.database.db, company, { deptId: inside }),
    });
    const dialog = body<{ depts: Array<{ value: number }> }>(await info(ids[0]!));
    expect(dialog.state).toBe(200);
    expect(dialog.data.depts.map((d) => d.value)).toEqual([inside]);
    const input = await offerInput(app.database.db, company);
    expect((await send({ ids, ...input, deptId: outside })).state).toBe(1192);
    expect((await send({ ids, ...input, deptId: inside })).state).toBe(200);
  });

  it('cannot reach an application to a position outside the scope', async () => {
    const { ids } = await applications(app, company, 1, {
      stage: S.hire,
      positionId: await insertPosition(app.database.db, company, { deptId: outside }),
    });
    expect(body(await info(ids[0]!)).state).toBe(1102);
    expect((await send({ ids, ...(await offerInput(app.database.db, company)), deptId: inside })).state).toBe(1201);
  });
});
