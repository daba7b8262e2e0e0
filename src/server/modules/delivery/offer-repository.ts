/**
 * SQL of the offers a seeker reads on their applications (written by the pipeline's SendOffer): the
 * live one (newest) of each record, with its department's name.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { depts, offers } from '../../db/schema/index.ts';

export async function offersFor(db: Queryable, recordIds: readonly number[]) {
  if (recordIds.length === 0) return [];
  return db
    .selectDistinctOn([offers.deliveryRecordId], {
      id: offers.id,
      deliveryRecordId: offers.deliveryRecordId,
      positionName: offers.positionName,
      deptName: depts.name,
      salary: offers.salary,
      salaryUnit: offers.salaryUnit,
      entryDate: offers.entryDate,
      place: offers.place,
      validUntil: offers.validUntil,
      state: offers.state,
      sentAt: offers.sentAt,
      answeredAt: offers.answeredAt,
    })
    .from(offers)
    .leftJoin(depts, eq(depts.id, offers.deptId))
    .where(inArray(offers.deliveryRecordId, [...recordIds]))
    .orderBy(offers.deliveryRecordId, desc(offers.id));
}
export type SeekerOfferRow = Awaited<ReturnType<typeof offersFor>>[number];
