/**
 * What the hire-side tests (numbers, cards) share: the keys of the hire-side steps, employee number
 * rules with a known counter, and the counter as it stands.
 */
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { TRANSITIONS, transitionKeys } from '../../../src/common/pipeline.ts';
import { deliveryRecords, functions, menus, users } from '../../../src/server/db/schema/index.ts';
import { insertPosition } from '../../support/resume-fixtures.ts';
import { employeeNumberSettingTable as settings } from '../../../generated/server/tables.ts';

const SCREEN_MENU: Record<string, number> = { hire: 304, hired: 305, reported: 306 };

/**
 * The stage screens (录用, 待报到, 已报到) declare a button per transition row starting from their
 * stages, and so seed its key. Until they declare the hire-side steps, these tests stand the keys
 * up in their own database, as the seed will; a key already seeded is left as it is.
 */
export async function hireSideKeys(app: FastifyInstance) {
  const db = app.database.db;
  const keys = [TRANSITIONS.SetEmployeeNo, TRANSITIONS.ReallocateEmployeeNo, TRANSITIONS.SetTemporyEmployeeNo].flatMap((row) => transitionKeys(row));
  const present = await db.select({ key: functions.functionKey }).from(functions).where(inArray(functions.functionKey, keys));
  const missing = keys.filter((k) => !present.some((p) => p.key === k));
  const seeded = await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, Object.values(SCREEN_MENU)));
  if (seeded.length !== 3) throw new Error('the stage screens 304-306 are not seeded');
  if (missing.length) await db.insert(functions).values(missing.map((functionKey, i) => ({ id: 2_100_304_000 + i, menuId: SCREEN_MENU[functionKey.split(':')[0]!]!, functionKey, name: functionKey })));
}

let rules = 0;

/** A new employee number rule of the company (of a personnel type of its own unless one is given: a company has one rule per type). */
export async function numberRule(app: FastifyInstance, tenementId: number, v: { prefix: string; numberLength?: number; currentValue: number; personnelType?: string }) {
  rules += 1;
  const [r] = await app.database.db
    .insert(settings)
    .values({ tenementId, name: `测试工号${rules}`, personnelType: v.personnelType ?? `type${rules}`, prefix: v.prefix, numberLength: v.numberLength ?? 6, currentValue: v.currentValue })
    .returning({ id: settings.id });
  return r!.id;
}

export async function counterOf(app: FastifyInstance, ruleId: number) {
  const [r] = await app.database.db.select({ value: settings.currentValue }).from(settings).where(eq(settings.id, ruleId));
  return r!.value;
}

let bulk = 0;

/**
 * `count` applications of new seekers (who never log in) to one new position, at `stage`, written in
 * two statements: the race tests need many records, not many logins.
 */
export async function manyApplications(app: FastifyInstance, tenementId: number, count: number, stage: number): Promise<number[]> {
  const db = app.database.db;
  bulk += 1;
  const positionId = await insertPosition(db, tenementId);
  const names = Array.from({ length: count }, (_, i) => `bulk${bulk}x${i}`);
  const seekers = await db.insert(users).values(names.map((account) => ({ account, passwordHash: '!no-login', name: account }))).returning({ id: users.id });
  const rows = await db
    .insert(deliveryRecords)
    .values(seekers.map((s, i) => ({ tenementId, positionId, userId: s.id, resumeType: 1, resumeSnapshot: { basic: { name: `批量${bulk}-${i}` } }, stage, source: '招聘网站', lang: 'zh-CN' })))
    .returning({ id: deliveryRecords.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
