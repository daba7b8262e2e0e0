/**
 * What the hire-side tests (numbers, cards) share: employee number rules with a known counter, and
 * the counter as it stands.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { deliveryRecords, users } from '../../../src/server/db/schema/index.ts';
import { insertPosition } from '../../support/resume-fixtures.ts';
import { employeeNumberSettingTable as settings } from '../../../generated/server/tables.ts';

let rules = 0;

/** A new employee number rule of the company (of a personnel type of its own unless one is given: a company has one rule per type). */
export async function numberRule(
  app: FastifyInstance,
  tenementId: number,
  v: { prefix: string; numberLength?: number; currentValue: number; personnelType?: string },
) {
  rules += 1;
  const [r] = await app.database.db
    .insert(settings)
    .values({
      tenementId,
      name: `测试工号${rules}`,
      personnelType: v.personnelType ?? `type${rules}`,
      prefix: v.prefix,
      numberLength: v.numberLength ?? 6,
      currentValue: v.currentValue,
    })
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
  const seekers = await db
    .insert(users)
    .values(names.map((account) => ({ account, passwordHash: '!no-login', name: account })))
    .returning({ id: users.id });
  const rows = await db
    .insert(deliveryRecords)
    .values(
      seekers.map((s, i) => ({
        tenementId,
        positionId,
        userId: s.id,
        resumeType: 1,
        resumeSnapshot: { basic: { name: `批量${bulk}-${i}` } },
        stage,
        source: '招聘网站',
        lang: 'zh-CN',
      })),
    )
    .returning({ id: deliveryRecords.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
