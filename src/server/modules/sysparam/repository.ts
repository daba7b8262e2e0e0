import { and, asc, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { resourceTables } from '../../../../generated/server/tables.ts';

const lines = resourceTables.SysParamLine;
const numbers = resourceTables.EmployeeNumberSetting;

/** The enabled lines of one system parameter of a company, as options, in their order. */
export function parameterOptions(db: Queryable, tenementId: number, headKey: string) {
  return db
    .select({ value: lines.value, display: lines.name })
    .from(lines)
    .where(and(eq(lines.tenementId, tenementId), eq(lines.headKey, headKey), eq(lines.enabled, true)))
    .orderBy(asc(lines.sort), asc(lines.id));
}

/** Whether a value is an enabled line of the company's system parameter. */
export async function isParameterValue(db: Queryable, tenementId: number, headKey: string, value: string): Promise<boolean> {
  const rows = await db
    .select({ id: lines.id })
    .from(lines)
    .where(and(eq(lines.tenementId, tenementId), eq(lines.headKey, headKey), eq(lines.value, value), eq(lines.enabled, true)))
    .limit(1);
  return rows.length > 0;
}

/** A 工号设置 rule of the company; another company's reads as missing. */
export async function numberSetting(db: Queryable, tenementId: number, id: number) {
  const [row] = await db
    .select()
    .from(numbers)
    .where(and(eq(numbers.id, id), eq(numbers.tenementId, tenementId)));
  return row;
}

/** Whether another rule of the company already numbers this personnel type. */
export async function personnelTypeTaken(
  db: Queryable,
  tenementId: number,
  personnelType: string,
  exceptId: number | undefined,
): Promise<boolean> {
  const rows = await db
    .select({ id: numbers.id })
    .from(numbers)
    .where(
      and(
        eq(numbers.tenementId, tenementId),
        eq(numbers.personnelType, personnelType),
        exceptId === undefined ? undefined : ne(numbers.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
