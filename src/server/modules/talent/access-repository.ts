/**
 * Which entries a member sees: those reached through an application in their data scope on
 * applications (the pipeline's scope condition, applicationDataScope, applied as is to
 * delivery_records joined to positions), plus, for holders of the talent centre's screen, those with no
 * application at all (parsed resumes, accounts brought in but not yet applied).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { deliveryRecords, positions, talentEntries } from '../../db/schema/index.ts';
import type { ApplicationScope } from '../access/application-scope.ts';

export interface Visibility {
  tenementId: number;
  scope: Pick<ApplicationScope, 'where' | 'takesPart'>;
  /** Entries without any application are shown (the talent centre's screen). */
  unapplied: boolean;
}

/** The applications of the entry's person in the company, under `extra`. */
export function applicationsOfEntry(extra?: SQL): SQL {
  return sql`exists (select 1 from ${deliveryRecords} join ${positions} on ${positions.id} = ${deliveryRecords.positionId} where ${deliveryRecords.tenementId} = ${talentEntries.tenementId} and ${deliveryRecords.userId} = ${talentEntries.userId}${extra ? sql` and ${extra}` : sql``})`;
}

/** The applications condition of the scope (undefined: every application of the company). */
export function scopeOnApplications(v: Visibility): SQL | undefined {
  const { where, takesPart } = v.scope;
  if (!where) return undefined;
  return takesPart ? or(where, takesPart) : where;
}

/** The condition on talent_entries for what the member may see (company included). */
export function visibleEntries(v: Visibility): SQL {
  const company = eq(talentEntries.tenementId, v.tenementId);
  const onApps = scopeOnApplications(v);
  if (!onApps && v.unapplied) return company;
  const reached = applicationsOfEntry(onApps);
  const without = v.unapplied ? sql`(${talentEntries.userId} is null or not ${applicationsOfEntry()})` : undefined;
  return and(company, without ? or(reached, without) : reached)!;
}
