import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { dataPermissions, depts, roles, tenementUsers, userRoles, users } from '../../../src/server/db/schema/index.ts';
import { controlledFieldTable } from '../../../generated/server/tables.ts';
import { dataScope } from '../../../src/server/modules/access/data-scope.ts';
import { insertDept } from '../../../src/server/modules/org/repository.ts';
import type { Caller } from '../../../src/server/modules/identity/sessions.ts';
import { testApp } from '../../support/test-app.ts';
import { tenementIdOf, userIdOf } from './helpers.ts';

/**
 * dataScope on tenement_users, straight against the database: departments A (with A1 below it) and
 * B under the company's root, one person in each, and a manager in A whose role's rule changes.
 */
let app: FastifyInstance;
let tenementId: number;
let roleId: number;
let deptA: number;
let deptB: number;
let people: Record<'boss' | 'a' | 'a1' | 'b', number>;
let others: number[];

async function person(account: string, name: string, phone: string, deptId: number) {
  const db = app.database.db;
  const [u] = await db
    .insert(users)
    .values({ account, passwordHash: 'x', phone, email: `${account}@example.com`, isSeeker: false })
    .returning({ id: users.id });
  await db.insert(tenementUsers).values({ tenementId, userId: u!.id, deptId, name, jobNo: account.toUpperCase() });
  return u!.id;
}

beforeAll(async () => {
  app = await testApp();
  const db = app.database.db;
  tenementId = await tenementIdOf(app, 'T0001');
  const [root] = await db
    .select()
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), eq(depts.deptNo, 'D00')));
  deptA = (await insertDept(db, { tenementId, parentId: root!.id, deptNo: 'A', name: '甲部' })).id;
  const deptA1 = (await insertDept(db, { tenementId, parentId: deptA, deptNo: 'A1', name: '甲一组' })).id;
  deptB = (await insertDept(db, { tenementId, parentId: root!.id, deptNo: 'B', name: '乙部' })).id;
  people = {
    boss: await person('boss', '甲部主管', '13600000001', deptA),
    a: await person('amember', '甲部员工', '13600000002', deptA),
    a1: await person('a1member', '甲一员工', '13600000003', deptA1),
    b: await person('bmember', '乙部员工', '13600000004', deptB),
  };
  // The demo company's own people: its administrator, the recruiter and the demo calendar's two interviewers.
  others = [
    await userIdOf(app, 'admin'),
    await userIdOf(app, 'recruiter'),
    await userIdOf(app, 'demo_iv_zhou'),
    await userIdOf(app, 'demo_iv_chen'),
  ];
  const [r] = await db.insert(roles).values({ tenementId, name: '部门主管' }).returning({ id: roles.id });
  roleId = r!.id;
  await db.insert(userRoles).values({ userId: people.boss, roleId });
});
afterAll(async () => app.close());

const callerFor = (userId: number, account = 'boss'): Caller => ({
  sessionId: 0,
  userId,
  account,
  identity: 'manage',
  tenementId,
  loginSource: 1,
  ip: null,
  mustChangePassword: false,
});

async function rule(valueType: number | null, deptIds: number[] = [], visibleFields: string[] = []) {
  const db = app.database.db;
  await db.delete(dataPermissions).where(eq(dataPermissions.roleId, roleId));
  if (valueType !== null)
    await db
      .insert(dataPermissions)
      .values({ tenementId, roleId, menuId: 102, tableName: 'tenement_users', valueType, deptIds, visibleFields });
}

/** The user ids the caller sees, and the rows as the caller sees them. */
async function seen(who: Caller = callerFor(people.boss)) {
  const db = app.database.db;
  const scope = await dataScope(db, who, 'tenement_users', { dept: tenementUsers.deptId, owner: tenementUsers.userId });
  const rows = await db
    .select({ userId: tenementUsers.userId, name: tenementUsers.name, phone: users.phone, email: users.email, jobNo: tenementUsers.jobNo })
    .from(tenementUsers)
    .innerJoin(users, eq(users.id, tenementUsers.userId))
    .where(and(eq(tenementUsers.tenementId, tenementId), scope.where))
    .orderBy(asc(tenementUsers.userId));
  return { ids: rows.map((r) => r.userId).sort((x, y) => x - y), rows: rows.map(scope.mask) };
}
const sorted = (...ids: number[]) => [...ids].sort((x, y) => x - y);

describe('dataScope on tenement_users', () => {
  it('1 all data: every member of the company', async () => {
    await rule(1);
    expect((await seen()).ids).toEqual(sorted(...Object.values(people), ...others));
  });

  it('2 chosen departments: only people in them, not below them', async () => {
    await rule(2, [deptB]);
    expect((await seen()).ids).toEqual([people.b]);
    await rule(2, [deptA, deptB]);
    expect((await seen()).ids).toEqual(sorted(people.boss, people.a, people.b));
  });

  it('3 own department: the caller’s department only', async () => {
    await rule(3);
    expect((await seen()).ids).toEqual(sorted(people.boss, people.a));
  });

  it('4 own department and below: the caller’s department and its sub-departments', async () => {
    await rule(4);
    expect((await seen()).ids).toEqual(sorted(people.boss, people.a, people.a1));
  });

  it('5 only self', async () => {
    await rule(5);
    expect((await seen()).ids).toEqual([people.boss]);
  });

  it('adds up several roles, and a role without a rule on the table sees only its own row', async () => {
    await rule(5);
    const db = app.database.db;
    const [extra] = await db.insert(roles).values({ tenementId, name: '乙部查看' }).returning({ id: roles.id });
    await db
      .insert(dataPermissions)
      .values({ tenementId, roleId: extra!.id, menuId: 102, tableName: 'tenement_users', valueType: 2, deptIds: [deptB] });
    await db.insert(userRoles).values({ userId: people.boss, roleId: extra!.id });
    expect((await seen()).ids).toEqual(sorted(people.boss, people.b));
    // A disabled role's rule no longer counts.
    await db.update(roles).set({ enabled: false }).where(eq(roles.id, extra!.id));
    expect((await seen()).ids).toEqual([people.boss]);
    await db.delete(userRoles).where(eq(userRoles.roleId, extra!.id));
    // Deny by default (issue 26): no rule is own rows only, not the whole table.
    await rule(null);
    expect((await seen()).ids).toEqual([people.boss]);
    // Beside a role with a rule, the unruled role still adds only the caller's own row.
    await db.update(roles).set({ enabled: true }).where(eq(roles.id, extra!.id));
    await db.insert(userRoles).values({ userId: people.boss, roleId: extra!.id });
    expect((await seen()).ids).toEqual(sorted(people.boss, people.b));
    await db.delete(userRoles).where(eq(userRoles.roleId, extra!.id));
  });

  it('follows a department moved or a caller moved on the very next call (scopes are kept per process)', async () => {
    const db = app.database.db;
    await rule(4);
    expect((await seen()).ids).toEqual(sorted(people.boss, people.a, people.a1));
    // 甲部 (with 甲一组) moves under 乙部: the kept path of the caller's department is stale at once.
    const [a] = await db.select({ path: depts.path }).from(depts).where(eq(depts.id, deptA));
    const [b] = await db.select({ path: depts.path }).from(depts).where(eq(depts.id, deptB));
    const moved = `${b!.path}${deptA}/`;
    await app.database.query(
      `update depts set path = $1 || substr(path, $2), parent_id = case when id = $3 then $4 else parent_id end where path like $5`,
      [moved, a!.path.length + 1, deptA, deptB, `${a!.path}%`],
    );
    expect((await seen()).ids).toEqual(sorted(people.boss, people.a, people.a1));
    // The caller moves to 乙部 itself (own department only): 乙部 is what it sees.
    await rule(3);
    expect((await seen()).ids).toEqual(sorted(people.boss, people.a));
    await db.update(tenementUsers).set({ deptId: deptB }).where(eq(tenementUsers.userId, people.boss));
    expect((await seen()).ids).toEqual(sorted(people.boss, people.b));
    await db.update(tenementUsers).set({ deptId: deptA }).where(eq(tenementUsers.userId, people.boss));
  });

  it('lets the top administrator see everything, and nobody outside management', async () => {
    await rule(5);
    expect((await seen(callerFor(others[0]!, 'admin'))).ids).toEqual(sorted(...Object.values(people), ...others));
    expect((await seen({ ...callerFor(people.boss), identity: 'seeker' })).ids).toEqual([]);
  });

  it('masks or hides controlled fields unless the caller’s rule makes them visible', async () => {
    const db = app.database.db;
    await db.insert(controlledFieldTable).values([
      { tenementId, tableName: 'tenement_users', fieldName: 'phone', fieldLabel: '手机号', controlType: 'mask' },
      { tenementId, tableName: 'tenement_users', fieldName: 'email', fieldLabel: '邮箱', controlType: 'hide' },
    ]);
    await rule(5);
    expect((await seen()).rows).toEqual([{ userId: people.boss, name: '甲部主管', phone: '136****0001', jobNo: 'BOSS' }]);
    await rule(5, [], ['phone', 'email']);
    expect((await seen()).rows).toEqual([
      { userId: people.boss, name: '甲部主管', phone: '13600000001', email: 'boss@example.com', jobNo: 'BOSS' },
    ]);
    // The administrator sees every field as it is.
    const adminRows = (await seen(callerFor(others[0]!, 'admin'))).rows;
    expect(adminRows.find((r) => r.userId === people.b)).toMatchObject({ phone: '13600000004', email: 'bmember@example.com' });
  });
});
