import type { Db, Queryable } from '../client.ts';
import {
  companyInfos,
  officePlaces,
  roleFunctions,
  userTypes,
  roleMenus,
  roles,
  tenementUsers,
  tenements,
  userRoles,
  users,
} from '../schema/index.ts';
import { hashPassword } from '../../modules/identity/passwords.ts';
import { insertDept } from '../../modules/org/repository.ts';
import { newTeamCode } from '../../modules/org/team-code.ts';
import { functions } from '../schema/index.ts';
import { resourceTables } from '../../../../generated/server/tables.ts';
import { definitions } from '../../../../generated/definitions.ts';
import type { ResourceDefinition } from '../../modules/resources/definitions.ts';
import { and, inArray, ne } from 'drizzle-orm';
import { seedDemoResume } from './demo-resume.ts';
import { seedDemoPipeline } from './demo-pipeline.ts';
import { seedDemoInterviews } from './demo-interviews.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoSchedules } from './demo-schedules.ts';
import { seedDemoAssessments } from './demo-assessments.ts';
import { seedDemoPositions } from './demo-positions.ts';
import { seedDemoLogins } from './demo-logins.ts';
import { seedDemoPrivacy } from './demo-privacy.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoParsing } from './demo-parsing.ts';
import { seedDemoTalent } from './demo-talent.ts';
import { seedDemoTasks } from './demo-tasks.ts';
import { seedDemoSalary } from './demo-salary.ts';
import { seedDemoRecords } from './demo-records.ts';
import { dataPermissions } from '../schema/index.ts';
import { ValueType } from '../../modules/access/scope-repository.ts';
import { SCOPED_TABLES } from '../../modules/access/scoped-tables.ts';
import { inTransaction } from '../tx.ts';

/** Demo accounts; the README lists them. */
export const DEMO_ACCOUNTS = {
  admin: { account: 'admin', password: 'Admin@2026' },
  seeker: { account: 'seeker', password: 'Seeker@2026' },
  recruiter: { account: 'recruiter', password: 'Recruit@2026' },
} as const;

// Kept importable from here for code written before it moved to the organisation module.
export { newTeamCode };

async function insertDepts(db: Queryable, tenementId: number) {
  const dept = async (deptNo: string, name: string, parentId: number | null, sort: number) =>
    (await insertDept(db, { tenementId, deptNo, name, parentId, sort })).id;
  const root = await dept('D00', '华东精密制造有限公司', null, 1);
  const hr = await dept('D01', '人力资源部', root, 1);
  const production = await dept('D02', '生产部', root, 2);
  await dept('D0201', '冲压车间', production, 1);
  await dept('D0202', '装配车间', production, 2);
  await dept('D03', '质量部', root, 3);
  await dept('D04', '研发中心', root, 4);
  return { root, hr, production };
}

/** A recruiter role with the home and position-type menus only: shows menu filtering. */
async function recruiterRole(db: Queryable, tenementId: number) {
  const [role] = await db.insert(roles).values({ tenementId, name: '招聘专员' }).returning({ id: roles.id });
  const menuIds = [1, 202];
  await db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role!.id, menuId })));
  // Everything under those menus but deleting: the delete button stays hidden for this role.
  const fns = await db
    .select({ id: functions.id })
    .from(functions)
    .where(and(inArray(functions.menuId, menuIds), ne(functions.functionKey, 'positionType:delete')));
  if (fns.length) await db.insert(roleFunctions).values(fns.map((f) => ({ roleId: role!.id, functionId: f.id })));
  // Data scope denies by default (a role without a rule sees its own rows only): the demo role says what it sees.
  await db.insert(dataPermissions).values([
    { tenementId, roleId: role!.id, menuId: SCOPED_TABLES.positions.menuId, tableName: 'positions', valueType: ValueType.ALL },
    {
      tenementId,
      roleId: role!.id,
      menuId: SCOPED_TABLES.tenement_users.menuId,
      tableName: 'tenement_users',
      valueType: ValueType.OWN_DEPT_AND_BELOW,
    },
  ]);
  return role!.id;
}

/** What the job-seeker site shows of the demo company, its work places and kinds of staff. */
async function companyProfile(db: Queryable, tenementId: number) {
  await db.insert(companyInfos).values({
    tenementId,
    shortName: '华东精密',
    industry: 'machinery',
    sizeType: 3,
    address: '江苏省苏州市工业园区星湖街88号',
    website: 'https://www.example.com',
    contactPhone: '0512-66668888',
    contactEmail: 'hr@recruit.local',
    intro: '<p>华东精密制造有限公司专注于精密冲压件与汽车零部件制造，拥有冲压、装配两大车间和完善的质量体系。</p>',
  });
  await db.insert(officePlaces).values([
    { tenementId, name: '苏州总部', address: '江苏省苏州市工业园区星湖街88号', sort: 1 },
    { tenementId, name: '昆山工厂', address: '江苏省昆山市开发区前进东路1号', sort: 2 },
  ]);
  await db.insert(userTypes).values([
    { tenementId, name: '正式员工', sort: 1 },
    { tenementId, name: '劳务派遣', sort: 2 },
    { tenementId, name: '实习生', sort: 3 },
  ]);
}

/** The demo rows each generically stored definition carries (`demo`), into the demo company. */
async function insertResourceRows(db: Queryable, tenementId: number) {
  for (const [name, def] of Object.entries(definitions) as Array<[keyof typeof resourceTables, ResourceDefinition]>) {
    const table = resourceTables[name];
    if (!table || !def.demo?.length) continue;
    const scoped = def.storage?.tenantScoped !== false;
    await db.insert(table).values(def.demo.map((row) => (scoped ? { ...row, tenementId } : row)) as never);
  }
}

export async function seedDemo(db: Db, passwordHashLogN?: number) {
  await inTransaction(db, async (tx) => {
    const [tenement] = await tx
      .insert(tenements)
      // The demo company is the platform: its administrator shows the shared menu screens.
      .values({ tenementNo: 'T0001', name: '华东精密制造有限公司', teamCode: newTeamCode(), isPlatform: true })
      .returning({ id: tenements.id });
    const tenementId = tenement!.id;
    const d = await insertDepts(tx, tenementId);
    const [admin] = await tx
      .insert(users)
      .values({
        account: 'admin',
        passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password, passwordHashLogN),
        name: '系统管理员',
        phone: '13800000001',
        email: 'admin@recruit.local',
        isSeeker: false,
      })
      .returning({ id: users.id });
    await tx.insert(users).values({
      account: 'seeker',
      passwordHash: await hashPassword(DEMO_ACCOUNTS.seeker.password, passwordHashLogN),
      name: '张伟',
      phone: '13900000002',
      email: 'seeker@recruit.local',
    });
    // Both a job seeker and HR staff: the identity choice on /homeCheck.
    const [recruiter] = await tx
      .insert(users)
      .values({
        account: 'recruiter',
        passwordHash: await hashPassword(DEMO_ACCOUNTS.recruiter.password, passwordHashLogN),
        name: '李娜',
        phone: '13700000003',
      })
      .returning({ id: users.id });
    await tx.update(tenements).set({ creatorUserId: admin!.id });
    await tx.insert(tenementUsers).values([
      { tenementId, userId: admin!.id, deptId: d.hr, name: '系统管理员', jobNo: 'E0001', isTopAdmin: true },
      { tenementId, userId: recruiter!.id, deptId: d.hr, name: '李娜', jobNo: 'E0002' },
    ]);
    const [adminRole] = await tx.insert(roles).values({ tenementId, name: '超级管理员', isAdmin: true }).returning({ id: roles.id });
    const recruiterRoleId = await recruiterRole(tx, tenementId);
    await insertResourceRows(tx, tenementId);
    await companyProfile(tx, tenementId);
    await seedDemoResume(tx);
    await seedDemoPositions(tx, tenementId, admin!.id);
    await seedDemoInterviews(tx, tenementId, [admin!.id, recruiter!.id], await seedDemoPipeline(tx, tenementId, admin!.id));
    await seedDemoOffers(tx, tenementId, admin!.id);
    await seedDemoSchedules(tx, tenementId);
    await seedDemoAssessments(tx, tenementId, [admin!.id, recruiter!.id]);
    await seedDemoLogins(tx, tenementId);
    await seedDemoHistory(tx, tenementId, admin!.id);
    await seedDemoPrivacy(tx, tenementId, admin!.id);
    await seedDemoTasks(tx, tenementId, admin!.id);
    await seedDemoSalary(tx, tenementId, admin!.id, recruiter!.id);
    await seedDemoParsing(tx, tenementId, admin!.id);
    await seedDemoTalent(tx, tenementId, admin!.id);
    await seedDemoRecords(tx, tenementId, admin!.id, recruiter!.id);
    await tx.insert(userRoles).values([
      { userId: admin!.id, roleId: adminRole!.id },
      { userId: recruiter!.id, roleId: recruiterRoleId },
    ]);
  });
}
