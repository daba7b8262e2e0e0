import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { outbox, tenements, userTypes } from '../../../src/server/db/schema/index.ts';
import { call, deptIdByNo, lastLog, staff, tenementIdOf } from './fixture.ts';

let app: FastifyInstance;
let t: Awaited<ReturnType<typeof actors>>;
let demo: number;

beforeAll(async () => {
  app = await testApp();
  t = await actors(app);
  demo = await tenementIdOf(app, 'T0001');
  // This file builds the types up from none: the demo company's are taken away first.
  await app.database.db.delete(userTypes);
});
afterAll(async () => app.close());

type Option = { value: number; display: string };
const typeRow = async (id: number) => (await app.database.db.select().from(userTypes).where(eq(userTypes.id, id)))[0];

describe('TenementUser/UserType/*', () => {
  it('refuses without a token, with bad input, without the key (the dropdown needs management only)', async () => {
    expect((await app.inject({ method: 'GET', url: '/recruit/api/TenementUser/UserType/GetDropDownList' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/recruit/api/TenementUser/UserType/Operate', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/recruit/api/TenementUser/UserType/Delete?id=1' })).statusCode).toBe(401);
    expect((await call(app, t.seeker, 'GET', '/TenementUser/UserType/GetDropDownList')).state).toBe(1101);
    expect((await call(app, t.recruiter, 'GET', '/TenementUser/UserType/GetDropDownList')).state).toBe(200);
    expect((await call(app, t.admin, 'POST', '/TenementUser/UserType/Operate', { name: '', sort: -1 })).errors).toEqual({
      name: '不能为空',
      sort: '不能小于0',
    });
    expect((await call(app, t.admin, 'DELETE', '/TenementUser/UserType/Delete')).errors).toEqual({ id: '不能为空' });
    expect((await call(app, t.recruiter, 'POST', '/TenementUser/UserType/Operate', { name: '临时工' })).state).toBe(1100);
    expect((await call(app, t.recruiter, 'DELETE', '/TenementUser/UserType/Delete?id=1')).state).toBe(1100);
  });

  it('adds, renames and lists types per company; a name twice is 1103', async () => {
    const a = await call<{ id: number }>(app, t.admin, 'POST', '/TenementUser/UserType/Operate', { name: '正式工', sort: 2 });
    const b = await call<{ id: number }>(app, t.admin, 'POST', '/TenementUser/UserType/Operate', { name: '实习生', sort: 1 });
    expect(await lastLog(app, 'userType', 'add')).toMatchObject({ account: 'admin', recordId: String(b.data.id) });
    expect((await call(app, t.admin, 'POST', '/TenementUser/UserType/Operate', { name: '正式工' })).state).toBe(1103);
    expect((await call(app, t.admin, 'POST', '/TenementUser/UserType/Operate', { id: b.data.id, name: '正式工' })).state).toBe(1103);
    expect((await call(app, t.admin, 'POST', '/TenementUser/UserType/Operate', { id: b.data.id, name: '实习', sort: 3 })).data).toEqual({
      id: b.data.id,
    });
    expect((await lastLog(app, 'userType', 'edit'))!.summary).toEqual({
      before: { name: '实习生', sort: 1 },
      after: { name: '实习', sort: 3 },
    });
    expect((await call<Option[]>(app, t.admin, 'GET', '/TenementUser/UserType/GetDropDownList')).data).toEqual([
      { value: a.data.id, display: '正式工' },
      { value: b.data.id, display: '实习' },
    ]);
    // The same name in another company is that company's own.
    expect((await call(app, t.other, 'POST', '/TenementUser/UserType/Operate', { name: '正式工' })).state).toBe(200);
    expect((await call<Option[]>(app, t.other, 'GET', '/TenementUser/UserType/GetDropDownList')).data.map((o) => o.display)).toEqual([
      '正式工',
    ]);
  });

  it('leaves another company’s type alone (1102) and refuses to delete a type in use (1132)', async () => {
    const [mine] = await app.database.db.insert(userTypes).values({ tenementId: demo, name: '外包' }).returning();
    expect((await call(app, t.other, 'POST', '/TenementUser/UserType/Operate', { id: mine!.id, name: '改名' })).state).toBe(1102);
    expect((await call(app, t.other, 'DELETE', `/TenementUser/UserType/Delete?id=${mine!.id}`)).state).toBe(1102);
    expect(await typeRow(mine!.id)).toMatchObject({ name: '外包' });
    const person = await staff(app, demo, {
      account: 'contractor',
      name: '外包甲',
      phone: '13822220001',
      deptId: await deptIdByNo(app, 'D02'),
    });
    await call(app, t.admin, 'PUT', '/TenementUser/Edit', { id: person.memberId, userTypeId: mine!.id });
    expect((await call(app, t.admin, 'DELETE', `/TenementUser/UserType/Delete?id=${mine!.id}`)).state).toBe(1132);
    await call(app, t.admin, 'PUT', '/TenementUser/Edit', { id: person.memberId, userTypeId: null });
    expect((await call(app, t.admin, 'DELETE', `/TenementUser/UserType/Delete?id=${mine!.id}`)).state).toBe(200);
    expect(await typeRow(mine!.id)).toBeUndefined();
    expect(await lastLog(app, 'userType', 'delete')).toMatchObject({ recordId: String(mine!.id) });
  });
});

describe('TenementUser/InviteUsersToJoin', () => {
  it('refuses without a token, with bad input, without the key', async () => {
    expect((await app.inject({ method: 'POST', url: '/recruit/api/TenementUser/InviteUsersToJoin', payload: {} })).statusCode).toBe(401);
    expect((await call(app, t.admin, 'POST', '/TenementUser/InviteUsersToJoin', {})).errors).toEqual({
      phones: '手机号和邮箱至少填写一项',
    });
    expect((await call(app, t.admin, 'POST', '/TenementUser/InviteUsersToJoin', { phones: ['123'], emails: ['nope'] })).errors).toEqual({
      'phones.0': '格式不正确',
      'emails.0': '格式不正确',
    });
    expect((await call(app, t.recruiter, 'POST', '/TenementUser/InviteUsersToJoin', { phones: ['13833330001'] })).state).toBe(1100);
  });

  it('sends the company’s team code to each phone and mailbox once, and logs it', async () => {
    const res = await call<{ sent: number }>(app, t.admin, 'POST', '/TenementUser/InviteUsersToJoin', {
      phones: ['13833330001', '13833330001'],
      emails: ['New@X.cn'],
    });
    expect(res.data).toEqual({ sent: 2 });
    const [{ teamCode }] = (await app.database.db
      .select({ teamCode: tenements.teamCode })
      .from(tenements)
      .where(eq(tenements.id, demo))) as [{ teamCode: string }];
    const sms = await app.database.db.select().from(outbox).where(eq(outbox.target, '13833330001'));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', subject: '加入团队邀请' });
    expect(sms[0]!.body).toContain(teamCode);
    expect(sms[0]!.body).toContain('华东精密制造有限公司');
    expect(await app.database.db.select().from(outbox).where(eq(outbox.target, 'new@x.cn'))).toHaveLength(1);
    expect((await lastLog(app, 'tenementUserInvite'))!.summary).toEqual({ phones: ['13833330001'], emails: ['new@x.cn'] });
  });
});
