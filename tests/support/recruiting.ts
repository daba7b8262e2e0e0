/**
 * Fixtures of positions and of what job seekers do with them, written straight into the tables:
 * the portal and delivery tests stand on rows they control, not on the HR position calls.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client.ts';
import {
  companyInfos,
  dataPermissions,
  deliveryRecords,
  files,
  officePlaces,
  positions,
  resumeAttachments,
  resumes,
  roleMenus,
  roles,
  specialForms,
  tenementUsers,
  tenements,
  userRoles,
  users,
} from '../../src/server/db/schema/index.ts';
import { factoryTable, positionTagsTable, positionTypeTable } from '../../generated/server/tables.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import type { SpecialFormItem } from '../../src/server/modules/positions/special-form-data.ts';
import { loginAs } from './test-app.ts';
import { TEST_PASSWORD_HASH_LOG_N } from './hash-cost.ts';

export type PositionInsert = typeof positions.$inferInsert;

/** Every position and what hangs on it goes, so a file starts from none (the demo company's included). */
export async function clearPositions(db: Db) {
  for (const table of [
    'delivery_notes',
    'salary_processes',
    'salary_proposals',
    'employee_merits',
    'former_employee_ids',
    'task_recruit_lines',
    'interview_invitation_interviewers',
    'interview_schedule_interviewers',
    'interview_assessments',
    'interview_schedules',
    'interview_invitations',
    'offers',
    'temporary_card_bindings',
    'talent_pool',
    'delivery_stage_history',
    'special_form_data',
    'user_exam_details',
    'entry_infos',
    'delivery_records',
    'position_collects',
    'positions',
  ])
    await db.execute(sql.raw(`delete from ${table}`));
}

export async function demoTenementId(db: Db): Promise<number> {
  const [t] = await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
  return t!.id;
}

let serial = 0;
const next = () => (serial += 1);

/** A company seekers can see (or not: `published: false` hides it from the site). */
export async function insertCompany(
  db: Db,
  name: string,
  opts: { published?: boolean; enabled?: boolean; logo?: string } = {},
): Promise<number> {
  const n = next();
  const [t] = await db
    .insert(tenements)
    .values({
      tenementNo: `F${n}${Date.now() % 100000}`,
      name,
      teamCode: `FX${String(n).padStart(4, '0')}${String(Date.now()).slice(-9)}`,
      enabled: opts.enabled ?? true,
    })
    .returning({ id: tenements.id });
  await db.insert(companyInfos).values({ tenementId: t!.id, published: opts.published ?? true, logo: opts.logo ?? null });
  return t!.id;
}

export async function insertType(db: Db, tenementId: number, name: string, enabled = true): Promise<number> {
  const [r] = await db.insert(positionTypeTable).values({ tenementId, name, enabled }).returning({ id: positionTypeTable.id });
  return r!.id;
}

export async function insertTag(
  db: Db,
  tenementId: number,
  name: string,
  color: string | null = '#409eff',
  enabled = true,
): Promise<number> {
  const [r] = await db.insert(positionTagsTable).values({ tenementId, name, color, enabled }).returning({ id: positionTagsTable.id });
  return r!.id;
}

export async function insertPlace(db: Db, tenementId: number, name: string): Promise<number> {
  const [r] = await db
    .insert(officePlaces)
    .values({ tenementId, name, address: `${name}路1号` })
    .returning({ id: officePlaces.id });
  return r!.id;
}

export async function insertFactory(db: Db, tenementId: number, name: string): Promise<number> {
  const [r] = await db
    .insert(factoryTable)
    .values({ tenementId, name, address: `${name}大道8号` })
    .returning({ id: factoryTable.id });
  return r!.id;
}

/** A published position unless told otherwise; publishedAt defaults to now minus `ageMinutes`. */
export async function insertPosition(
  db: Db,
  values: Partial<PositionInsert> & { tenementId: number; name: string; ageMinutes?: number },
): Promise<number> {
  const { ageMinutes = 0, ...rest } = values;
  const state = rest.state ?? 2;
  const publishedAt = rest.publishedAt ?? (state === 0 || state === 1 ? null : new Date(Date.now() - ageMinutes * 60_000));
  const [r] = await db
    .insert(positions)
    .values({ recruitmentType: 1, salaryMin: 5000, salaryMax: 5400, description: '负责生产线上的日常工作', ...rest, state, publishedAt })
    .returning({ id: positions.id });
  return r!.id;
}

export async function insertSpecialForm(db: Db, tenementId: number, name: string, items: SpecialFormItem[]): Promise<number> {
  const [r] = await db.insert(specialForms).values({ tenementId, name, items }).returning({ id: specialForms.id });
  return r!.id;
}

/** A new job seeker, logged in. */
export async function newSeeker(
  app: FastifyInstance,
  account: string,
  password = 'Seek@2026x',
): Promise<{ token: string; userId: number }> {
  const [u] = await app.database.db
    .insert(users)
    .values({ account, passwordHash: await hashPassword(password, TEST_PASSWORD_HASH_LOG_N), name: account })
    .returning({ id: users.id });
  return { token: await loginAs(app, account, password), userId: u!.id };
}

export async function userIdOf(db: Db, account: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return u!.id;
}

/** A file row owned by the user (the bytes are never read by these tests). */
export async function insertFile(db: Db, userId: number, name: string, mime = 'application/pdf'): Promise<number> {
  const [f] = await db
    .insert(files)
    .values({ userId, tenementId: null, name, mime, size: 1234, storageKey: `${randomUUID()}.bin`, fromType: 'resumeAttachment' })
    .returning({ id: files.id });
  return f!.id;
}

export async function insertAttachment(db: Db, userId: number, name = '我的简历.pdf', deleted = false): Promise<number> {
  const fileId = await insertFile(db, userId, name);
  const [a] = await db
    .insert(resumeAttachments)
    .values({ userId, fileId, name, size: 1234, deletedAt: deleted ? new Date() : null })
    .returning({ id: resumeAttachments.id });
  return a!.id;
}

export const COMPLETE_RESUME = {
  basic: { name: '李明', sex: 1, birthday: '1996-05-20', phone: '13912345678', education: 5, email: 'liming@example.cn', city: '上海' },
  jobStatus: 1,
  expect: { positionTypes: ['机械工程师'], cities: ['上海'], salaryMin: 8000, salaryMax: 12000 },
  educations: [{ school: '同济大学', major: '机械工程', education: 5, startDate: '2014-09', endDate: '2018-06', fullTime: true }],
  jobs: [{ company: '某机械厂', position: '技术员', startDate: '2018-07', endDate: null, description: '设备维护' }],
};

/** The user's online resume: complete unless parts are overridden (photoIds get an uploaded photo). */
export async function insertResume(db: Db, userId: number, overrides: Partial<typeof resumes.$inferInsert> = {}): Promise<number> {
  const photo = await insertFile(db, userId, 'photo.png', 'image/png');
  const [r] = await db
    .insert(resumes)
    .values({ userId, ...COMPLETE_RESUME, photoIds: [photo], ...overrides })
    .returning({ id: resumes.id });
  return r!.id;
}

export async function setRecordStage(db: Db, id: number, stage: number) {
  await db.update(deliveryRecords).set({ stage }).where(eq(deliveryRecords.id, id));
}

/**
 * An HR member holding the 职位信息 screen (201) through a role whose data permission on positions
 * is `valueType` (5: only the positions they created), logged in as management.
 */
export async function scopedHr(
  app: FastifyInstance,
  tenementId: number,
  account: string,
  valueType: number,
): Promise<{ token: string; userId: number }> {
  const db = app.database.db;
  const password = 'Scope@2026x';
  const [r] = await db
    .insert(roles)
    .values({ tenementId, name: `范围${account}` })
    .returning({ id: roles.id });
  await db.insert(roleMenus).values({ roleId: r!.id, menuId: 201 });
  await db.insert(dataPermissions).values({ tenementId, roleId: r!.id, menuId: 201, tableName: 'positions', valueType, deptIds: [] });
  const [u] = await db
    .insert(users)
    .values({ account, passwordHash: await hashPassword(password, TEST_PASSWORD_HASH_LOG_N), name: account, isSeeker: false })
    .returning({ id: users.id });
  await db.insert(tenementUsers).values({ tenementId, userId: u!.id, name: account, deptId: null });
  await db.insert(userRoles).values({ userId: u!.id, roleId: r!.id });
  return { token: await loginAs(app, account, password), userId: u!.id };
}
