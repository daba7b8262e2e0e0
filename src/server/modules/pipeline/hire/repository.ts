/** SQL of the hire side's employee numbers: the company's rules, the counter, the numbers held. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, depts, users } from '../../../db/schema/index.ts';
import { employeeNumberSettingTable as settings } from '../../../../../generated/server/tables.ts';

const ruleColumns = {
  id: settings.id,
  name: settings.name,
  personnelType: settings.personnelType,
  prefix: settings.prefix,
  numberLength: settings.numberLength,
};

/** The company's rule by id, or its first rule for a personnel type. */
export async function ruleOf(db: Queryable, tenementId: number, by: { id?: number; personnelType?: string }) {
  const where = by.id !== undefined ? eq(settings.id, by.id) : eq(settings.personnelType, by.personnelType ?? '');
  const [row] = await db
    .select(ruleColumns)
    .from(settings)
    .where(and(eq(settings.tenementId, tenementId), where))
    .orderBy(asc(settings.id))
    .limit(1);
  return row;
}
export type NumberRule = NonNullable<Awaited<ReturnType<typeof ruleOf>>>;

/**
 * Advances the rule's counter by `count` and answers the new value. The row lock this takes is held
 * to the end of the transaction, so concurrent allocators of one rule queue here, and a rollback
 * hands the numbers back: the counter never skips one.
 */
export async function advanceCounter(db: Queryable, ruleId: number, count: number): Promise<number> {
  const [row] = await db
    .update(settings)
    .set({ currentValue: sql`coalesce(${settings.currentValue}, 0) + ${count}`, updatedAt: sql`now()` })
    .where(eq(settings.id, ruleId))
    .returning({ value: settings.currentValue });
  return row!.value ?? 0;
}

/** Which of `numbers` the company's applications already hold, and by whom. */
export async function holdersOf(db: Queryable, tenementId: number, numbers: string[]) {
  return db
    .select({
      employeeNo: deliveryRecords.employeeNo,
      name: sql<string>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account})`,
    })
    .from(deliveryRecords)
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(eq(deliveryRecords.tenementId, tenementId), inArray(deliveryRecords.employeeNo, numbers)))
    .limit(1);
}

export async function deptOf(db: Queryable, tenementId: number, deptId: number) {
  const [row] = await db
    .select({ id: depts.id, name: depts.name })
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), eq(depts.id, deptId)));
  return row;
}

export interface NumberWrite {
  id: number;
  employeeNo: string;
}

/** The transition's guard when numbering: the record has no number yet. */
export const stillUnnumbered = (): SQL => sql`${deliveryRecords.employeeNo} is null`;

/** The transition's guard when renumbering: each record still holds the number it was read with. */
export function stillNumbered(read: ReadonlyArray<{ id: number; employeeNo: string | null }>): SQL {
  const values = sql.join(
    read.map((r) => sql`(${r.id}::int, ${r.employeeNo}::varchar)`),
    sql`, `,
  );
  return sql`(${deliveryRecords.id}, ${deliveryRecords.employeeNo}) in (values ${values})`;
}

/** Each record's new number, with the department (when given) and the rule's personnel type. */
export async function writeNumbers(db: Queryable, rows: NumberWrite[], deptId: number | undefined, personnelType: string) {
  const values = sql.join(
    rows.map((r) => sql`(${r.id}::int, ${r.employeeNo}::varchar)`),
    sql`, `,
  );
  await db
    .update(deliveryRecords)
    .set({ employeeNo: sql`v.no`, personnelType, ...(deptId !== undefined ? { entryDeptId: deptId } : {}), updatedAt: sql`now()` })
    .from(sql`(values ${values}) as v(id, no)`)
    .where(sql`${deliveryRecords.id} = v.id`);
}
