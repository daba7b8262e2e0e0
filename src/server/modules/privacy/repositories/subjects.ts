/**
 * Whose data is past its time, and whose hire still keeps it. A hire is an application that reached
 * 已报到 or beyond; it keeps the person's data until EMPLOYEE_RETENTION_YEARS after they left (a hire
 * without a leaving date keeps it while they work). Everyone else's recruitment data goes
 * RECRUIT_RETENTION_YEARS after their last activity: the account opened, an application sent or moved,
 * the resume edited, a login.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { deliveryRecords, loginLogs, resumeAttachments, resumes, talentPool, tenementUsers, users } from '../../../db/schema/index.ts';

export const HIRED_STAGES = [
  PIPELINE_STAGE.reported,
  PIPELINE_STAGE.trial,
  PIPELINE_STAGE.trialOver,
  PIPELINE_STAGE.dimission,
  PIPELINE_STAGE.finished,
];

/** The person's hires: whether each has ended and when. */
export const hiresOf = (db: Queryable, userId: number) =>
  db
    .select({ stage: deliveryRecords.stage, dimissionDate: deliveryRecords.dimissionDate })
    .from(deliveryRecords)
    .where(and(eq(deliveryRecords.userId, userId), inArray(deliveryRecords.stage, HIRED_STAGES)));

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Up to `limit` people whose last activity is before `recruitCut`, with no hire still retained at
 * `employeeCut` (a hire whose leaving date is on or after it, or who has not left), and with something
 * left to remove (so a person is taken once).
 */
export async function expiredPeople(db: Queryable, recruitCut: Date, employeeCut: Date, limit: number): Promise<number[]> {
  const activity = sql`greatest(
    ${users.createdAt},
    coalesce((select max(greatest(d.updated_at, d.stage_changed_at)) from ${deliveryRecords} d where d.user_id = ${users.id}), ${users.createdAt}),
    coalesce((select r.updated_at from ${resumes} r where r.user_id = ${users.id}), ${users.createdAt}),
    coalesce((select max(l.created_at) from ${loginLogs} l where l.user_id = ${users.id} and l.success), ${users.createdAt})
  )`;
  const retained = sql`exists (select 1 from ${deliveryRecords} d where d.user_id = ${users.id}
    and d.stage in (${sql.join(
      HIRED_STAGES.map((s) => sql`${s}`),
      sql`, `,
    )})
    and (d.stage <> ${PIPELINE_STAGE.dimission} or d.dimission_date is null or d.dimission_date >= ${iso(employeeCut)}::date))`;
  const leftover = sql`(exists (select 1 from ${resumes} r where r.user_id = ${users.id})
    or exists (select 1 from ${resumeAttachments} a where a.user_id = ${users.id})
    or exists (select 1 from ${talentPool} t where t.user_id = ${users.id})
    or exists (select 1 from ${deliveryRecords} d where d.user_id = ${users.id} and d.resume_snapshot <> '{}'::jsonb))`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${activity} < ${recruitCut}`, sql`not ${retained}`, leftover))
    .orderBy(users.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Whether the account belongs to a company's staff (a membership, enabled or not). */
export async function isMember(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: tenementUsers.id }).from(tenementUsers).where(eq(tenementUsers.userId, userId)).limit(1);
  return Boolean(row);
}
