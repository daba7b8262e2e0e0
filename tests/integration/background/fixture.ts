/** Former employees for the background-check tests: an application that reached 离职, its ID number, why it ended, its merits. */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { deliveryRecords, deliveryStageHistory, employeeMerits, resumeUserInfos } from '../../../src/server/db/schema/index.ts';
import { applications } from '../pipeline/fixture.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** A mainland ID number with its GB 11643 check character, from 17 digits. */
export function idNumber(first17: string): string {
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11];
}

let serial = 0;
/** A fresh valid ID number (born 1990, a serial of its own). */
export function freshIdNumber(): string {
  serial += 1;
  return idNumber(`3205821990${String(serial).padStart(3, '0')}${String(1000 + serial).slice(-4)}`.slice(0, 17));
}

/** The same number with a wrong check character. */
export function badChecksum(id: string): string {
  const last = id.slice(-1);
  return id.slice(0, 17) + (last === '1' ? '2' : '1');
}

export async function formerEmployee(
  app: FastifyInstance,
  tenementId: number,
  idNo: string,
  opts: { positionId?: number; reason?: string; merits?: Array<{ kind: 1 | 2; title: string; blocksRehire?: boolean }> } = {},
) {
  const db = app.database.db;
  const { ids, userIds } = await applications(app, tenementId, 1, {
    stage: S.dimission,
    ...(opts.positionId ? { positionId: opts.positionId } : {}),
  });
  const id = ids[0]!;
  await db
    .update(deliveryRecords)
    .set({ entryDate: '2023-03-01', dimissionDate: '2025-06-30', employeeNo: `BG${id}` })
    .where(eq(deliveryRecords.id, id));
  await db
    .insert(resumeUserInfos)
    .values({ userId: userIds[0]!, data: { idNumber: idNo } })
    .onConflictDoUpdate({ target: resumeUserInfos.userId, set: { data: { idNumber: idNo } } });
  await db.insert(deliveryStageHistory).values({
    tenementId,
    deliveryRecordId: id,
    call: 'Dimission',
    fromStage: S.trialOver,
    toStage: S.dimission,
    remark: opts.reason ?? '个人原因',
    data: { dimissionDate: '2025-06-30' },
  });
  for (const m of opts.merits ?? [])
    await db.insert(employeeMerits).values({
      tenementId,
      deliveryRecordId: id,
      kind: m.kind,
      title: m.title,
      occurredOn: '2024-05-01',
      blocksRehire: m.blocksRehire ?? false,
    });
  return { id, userId: userIds[0]! };
}
