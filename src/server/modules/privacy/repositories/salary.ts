/**
 * SQL of the salary approval and background-check tables (pipeline/salary, background) as personal-data
 * holders: the salary proposed for and approved on a person's applications, the keyed hash of a former
 * employee's ID number, and the rewards and penalties of an employment. Erasure and expiry keep the
 * approvals as the company's record (amount, who, when) without the notes and comments, and delete the
 * ID hash and the merits, which are about the person alone.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, employeeMerits, formerEmployeeIds, salaryProcesses, salaryProposals } from '../../../db/schema/index.ts';

const ofUsers = (userIds: number[]) =>
  sql`(select ${deliveryRecords.id} from ${deliveryRecords} where ${inArray(deliveryRecords.userId, userIds)})`;

export async function salaryOf(db: Queryable, userId: number) {
  const records = ofUsers([userId]);
  return {
    proposals: await db
      .select({ application: salaryProposals.deliveryRecordId, salary: salaryProposals.salary, salaryUnit: salaryProposals.salaryUnit })
      .from(salaryProposals)
      .where(inArray(salaryProposals.deliveryRecordId, records)),
    approvals: await db
      .select({
        application: salaryProcesses.deliveryRecordId,
        salary: salaryProcesses.salary,
        salaryUnit: salaryProcesses.salaryUnit,
        state: salaryProcesses.state,
        startedAt: salaryProcesses.startedAt,
        endedAt: salaryProcesses.endedAt,
      })
      .from(salaryProcesses)
      .where(inArray(salaryProcesses.deliveryRecordId, records))
      .orderBy(salaryProcesses.id),
    merits: await db
      .select({
        application: employeeMerits.deliveryRecordId,
        kind: employeeMerits.kind,
        title: employeeMerits.title,
        occurredOn: employeeMerits.occurredOn,
      })
      .from(employeeMerits)
      .where(inArray(employeeMerits.deliveryRecordId, records))
      .orderBy(employeeMerits.id),
  };
}

export async function blankSalary(db: Queryable, userIds: number[]): Promise<number> {
  if (!userIds.length) return 0;
  const records = ofUsers(userIds);
  const touched = [
    await db
      .update(salaryProposals)
      .set({ note: null })
      .where(inArray(salaryProposals.deliveryRecordId, records))
      .returning({ id: salaryProposals.deliveryRecordId }),
    await db
      .update(salaryProcesses)
      .set({ note: null, comment: null })
      .where(inArray(salaryProcesses.deliveryRecordId, records))
      .returning({ id: salaryProcesses.id }),
    await db
      .delete(formerEmployeeIds)
      .where(inArray(formerEmployeeIds.deliveryRecordId, records))
      .returning({ id: formerEmployeeIds.deliveryRecordId }),
    await db.delete(employeeMerits).where(inArray(employeeMerits.deliveryRecordId, records)).returning({ id: employeeMerits.id }),
  ];
  return touched.reduce((n, rows) => n + rows.length, 0);
}
