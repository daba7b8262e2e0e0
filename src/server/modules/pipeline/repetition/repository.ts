/** SQL of the repeat check: the company's open applications whose phone or ID number is among those uploaded. */
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, positions, users } from '../../../db/schema/index.ts';

const basic = (key: string) => sql<string | null>`nullif(${deliveryRecords.resumeSnapshot}->'basic'->>${sql.raw(`'${key}'`)}, '')`;
const PHONE = sql<string | null>`coalesce(${basic('phone')}, ${users.phone})`;
const ID_NUMBER = sql<string | null>`upper(${basic('idNumber')})`;

/**
 * Open applications (new delivery to dimission: every stage that is not closed) of the company whose
 * phone or ID number is one of those given; `inScope` says whether the caller's data scope reaches it.
 */
export async function openMatches(db: Queryable, tenementId: number, phones: string[], idNumbers: string[], scope: SQL | undefined) {
  const match = or(phones.length ? inArray(PHONE, phones) : undefined, idNumbers.length ? inArray(ID_NUMBER, idNumbers) : undefined);
  if (!match) return [];
  return db
    .select({
      id: deliveryRecords.id,
      name: sql<string>`coalesce(${basic('name')}, ${users.name}, ${users.account})`,
      phone: PHONE,
      idNumber: ID_NUMBER,
      positionId: positions.id,
      positionName: positions.name,
      stage: deliveryRecords.stage,
      inScope: scope ? sql<boolean>`coalesce((${scope}), false)` : sql<boolean>`true`,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(eq(deliveryRecords.tenementId, tenementId), eq(deliveryRecords.active, true), match))
    .orderBy(deliveryRecords.id);
}
