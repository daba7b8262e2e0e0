/**
 * SQL of background checks: the company's hash key, the former-employee index (applications that
 * reached 离职, by the keyed hash of the ID number they carried), what an employment says (dates, why
 * it ended, merits), and the ID number an application carries.
 */
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  backgroundKeys,
  deliveryRecords,
  deliveryStageHistory,
  depts,
  employeeMerits,
  formerEmployeeIds,
  positions,
  resumeUserInfos,
  users,
} from '../../db/schema/index.ts';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';

const entryDepts = alias(depts, 'entry_depts');
const snap = deliveryRecords.resumeSnapshot;
/** The ID number an application carries: the seeker's onboarding details first, else the resume as sent. */
const ID_NUMBER = sql<string | null>`coalesce(nullif(${resumeUserInfos.data}->>'idNumber', ''), nullif(${snap}->'basic'->>'idNumber', ''))`;
const NAME = sql<string>`coalesce(nullif(${snap}->'basic'->>'name', ''), ${users.name}, ${users.account})`;

/** The company's key, made once (two first uses at once: one insert lands, both read it). */
export async function companyKey(db: Queryable, tenementId: number, fresh: () => Buffer): Promise<Buffer> {
  await db.insert(backgroundKeys).values({ tenementId, key: fresh() }).onConflictDoNothing();
  const [row] = await db.select({ key: backgroundKeys.key }).from(backgroundKeys).where(eq(backgroundKeys.tenementId, tenementId));
  return row!.key;
}

/**
 * The company's applications that left (a dimission date, at 离职 or finished after it) whose index
 * entry is missing or older than the record or the seeker's details: what a lookup indexes first.
 */
export async function staleFormer(db: Queryable, tenementId: number) {
  return db
    .select({ id: deliveryRecords.id, idNumber: ID_NUMBER })
    .from(deliveryRecords)
    .leftJoin(resumeUserInfos, eq(resumeUserInfos.userId, deliveryRecords.userId))
    .leftJoin(formerEmployeeIds, eq(formerEmployeeIds.deliveryRecordId, deliveryRecords.id))
    .where(
      and(
        eq(deliveryRecords.tenementId, tenementId),
        inArray(deliveryRecords.stage, [PIPELINE_STAGE.dimission, PIPELINE_STAGE.finished]),
        isNotNull(deliveryRecords.dimissionDate),
        sql`(${formerEmployeeIds.deliveryRecordId} is null
          or ${formerEmployeeIds.indexedAt} < greatest(${deliveryRecords.updatedAt}, coalesce(${resumeUserInfos.updatedAt}, ${deliveryRecords.updatedAt})))`,
      ),
    )
    .limit(5000);
}

/** Index entries; an application without a valid ID number is indexed with an empty hash (never found). */
export async function saveIndex(db: Queryable, tenementId: number, rows: Array<{ id: number; hash: string }>, now: Date) {
  if (rows.length === 0) return;
  await db
    .insert(formerEmployeeIds)
    .values(rows.map((r) => ({ deliveryRecordId: r.id, tenementId, idHash: r.hash, indexedAt: now })))
    .onConflictDoUpdate({
      target: formerEmployeeIds.deliveryRecordId,
      set: { idHash: sql`excluded.id_hash`, indexedAt: sql`excluded.indexed_at` },
    });
}

export async function byHash(db: Queryable, tenementId: number, hash: string) {
  return db
    .select({
      id: deliveryRecords.id,
      tenementId: deliveryRecords.tenementId,
      positionId: deliveryRecords.positionId,
      name: NAME,
      positionName: positions.name,
      deptName: sql<string | null>`coalesce(${entryDepts.name}, ${depts.name})`,
      employeeNo: deliveryRecords.employeeNo,
      entryDate: deliveryRecords.entryDate,
      dimissionDate: deliveryRecords.dimissionDate,
      reason: sql<string | null>`(select h.remark from ${deliveryStageHistory} h where h.delivery_record_id = ${deliveryRecords.id}
        and h.to_stage = ${PIPELINE_STAGE.dimission} order by h.id desc limit 1)`,
      enteredAt: sql<
        string | null
      >`(select min(h.created_at) from ${deliveryStageHistory} h where h.delivery_record_id = ${deliveryRecords.id}
        and h.to_stage = ${PIPELINE_STAGE.reported})`,
    })
    .from(formerEmployeeIds)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, formerEmployeeIds.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .leftJoin(entryDepts, eq(entryDepts.id, deliveryRecords.entryDeptId))
    .where(and(eq(formerEmployeeIds.tenementId, tenementId), eq(formerEmployeeIds.idHash, hash)))
    .orderBy(desc(deliveryRecords.dimissionDate), desc(deliveryRecords.id));
}
export type FormerRow = Awaited<ReturnType<typeof byHash>>[number];

export async function meritsOf(db: Queryable, recordIds: readonly number[]) {
  if (recordIds.length === 0) return [];
  return db
    .select()
    .from(employeeMerits)
    .where(inArray(employeeMerits.deliveryRecordId, [...recordIds]))
    .orderBy(asc(employeeMerits.occurredOn), asc(employeeMerits.id));
}

/** The ID number application `id` carries, with what its scope check needs. */
export async function applicationIdNumber(db: Queryable, id: number) {
  const [row] = await db
    .select({
      id: deliveryRecords.id,
      tenementId: deliveryRecords.tenementId,
      positionId: deliveryRecords.positionId,
      name: NAME,
      idNumber: ID_NUMBER,
    })
    .from(deliveryRecords)
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .leftJoin(resumeUserInfos, eq(resumeUserInfos.userId, deliveryRecords.userId))
    .where(eq(deliveryRecords.id, id));
  return row;
}
