/**
 * 个人数据请求 inside a member's data scope: a member whose role reads the positions of one department
 * sees and runs the requests of seekers who applied there, and neither sees nor runs (1102) a request
 * whose applications are all outside it; without the key, 处理 is refused (1100) and the data stays.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depts } from '../../../src/server/db/schema/index.ts';
import { ValueType } from '../../../src/server/modules/access/scope-repository.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { positionRole } from '../positions/helpers.ts';
import { leftOf, seekerWithData, type SeekerData } from './fixture.ts';

let app: FastifyInstance;
let member: string;
let viewer: string;
let inside: SeekerData;
let outside: SeekerData;
const requestOf: Record<string, number> = {};

const call = async <T = unknown>(token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  body<T>(await app.inject({ method, url: api(url), headers: auth(token), ...(payload ? { payload } : {}) }));

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  const company = await demoCompanyId(app.database.db);
  const two = await app.database.db
    .select({ id: depts.id })
    .from(depts)
    .where(eq(depts.tenementId, company))
    .orderBy(asc(depts.id))
    .limit(2);
  const scope = { valueType: ValueType.DEPTS, deptIds: [two[0]!.id] };
  const runner = await positionRole(app, company, { name: '隐私处理', menus: [201, 913], keys: ['privacyRequest:process'], scope });
  const reader = await positionRole(app, company, { name: '隐私查看', menus: [201, 913], scope });
  await staff(app, company, { account: 'privscope', name: '范围处理', phone: '13500009911', deptId: null, roleIds: [runner] });
  await staff(app, company, { account: 'privview', name: '范围查看', phone: '13500009912', deptId: null, roleIds: [reader] });
  member = await loginAs(app, 'privscope', STAFF_PASSWORD);
  viewer = await loginAs(app, 'privview', STAFF_PASSWORD);
  inside = await seekerWithData(app, company, { positionId: await insertPosition(app.database.db, company, { deptId: two[0]!.id }) });
  outside = await seekerWithData(app, company, { positionId: await insertPosition(app.database.db, company, { deptId: two[1]!.id }) });
  for (const [name, s] of Object.entries({ inside, outside }))
    requestOf[name] = (await call<{ id: number }>(s.token, 'POST', '/Privacy/RequestErasure')).data.id;
});
afterAll(async () => app.close());

describe('erasure requests in the data scope', () => {
  it('lists the requests of applications inside the scope only', async () => {
    const list = await call<{ list: Array<{ id: number }> }>(member, 'GET', '/PrivacyRequest/GetList?perPage=100');
    const ids = list.data.list.map((r) => r.id);
    expect(ids).toContain(requestOf.inside);
    expect(ids).not.toContain(requestOf.outside);
  });

  it('refuses the key-less reader (1100) and runs nothing', async () => {
    expect((await call(viewer, 'POST', '/PrivacyRequest/Process', { ids: [requestOf.inside!] })).state).toBe(1100);
    expect((await leftOf(app, inside)).resumes).toBe(1);
  });

  it('refuses a request outside the scope (1102), the seeker’s data untouched, and runs one inside', async () => {
    expect((await call(member, 'POST', '/PrivacyRequest/Process', { ids: [requestOf.outside!] })).state).toBe(1102);
    expect((await leftOf(app, outside)).resumes).toBe(1);
    // A batch naming one outside refuses whole.
    expect((await call(member, 'POST', '/PrivacyRequest/Process', { ids: [requestOf.inside!, requestOf.outside!] })).state).toBe(1102);
    expect((await leftOf(app, inside)).resumes).toBe(1);
    expect((await call(member, 'POST', '/PrivacyRequest/Process', { ids: [requestOf.inside!] })).state).toBe(200);
    expect((await leftOf(app, inside)).resumes).toBe(0);
  });
});
