/**
 * Bulk interview data of the interviews benchmark, over the pipeline benchmark's 1 000 000 applications
 * (pipeline-data.ts): the 初筛通过 fifth moved to 面试 with its sub-steps spread (not invited ... awaiting
 * hire), 40 interviewers, and `interviews` invited records each with its live invitation and one
 * scheduled interview of two interviewers, spread over a year around today (about 8 300 a month, nine
 * working hours a day). Written with INSERT ... SELECT; rows right by construction (no clash check).
 */
import type { Database } from '../../src/server/db/client.ts';

const INTERVIEWERS = 40;

async function timed(label: string, work: () => Promise<void>) {
  const t0 = Date.now();
  await work();
  console.info(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Members of the company who interview (bench_iv: their user ids by index). */
async function interviewers(db: Database, tenementId: number): Promise<void> {
  await db.query(
    `insert into users (account, password_hash, name, is_seeker) select 'biv' || g, 'x', '面试官' || g, false from generate_series(1, ${INTERVIEWERS}) g`,
  );
  await db.query(`insert into tenement_users (tenement_id, user_id, name) select $1, id, name from users where account ~ '^biv[0-9]+$'`, [
    tenementId,
  ]);
  await db.query(
    `create table bench_iv as select (row_number() over (order by id) - 1)::int as idx, id from users where account ~ '^biv[0-9]+$'`,
  );
}

export async function loadInterviewData(db: Database, tenementId: number, adminId: number, interviews: number): Promise<void> {
  const t0 = Date.now();
  console.info(`loading ${interviews} interviews`);
  await timed('interview stage (初筛通过 → 面试, sub-steps 0-4)', async () => {
    await db.query('update delivery_records set stage = 3, step = id % 5 where tenement_id = $1 and stage = 2', [tenementId]);
  });
  await timed(`${INTERVIEWERS} interviewers`, () => interviewers(db, tenementId));
  await timed(`${interviews} invitations and schedules`, async () => {
    await db.query(
      `create table bench_inv as select (row_number() over (order by id) - 1)::int as n, id from delivery_records
       where tenement_id = $1 and stage = 3 and step >= 1
       and not exists (select 1 from interview_invitations i where i.delivery_record_id = delivery_records.id) order by id limit ${interviews}`,
      [tenementId],
    );
    // n-th interview: day n % 365 of the year around today, at 09:00 + n % 9 hours (UTC+8).
    const startsAt = `date_trunc('day', now()) - interval '182 days' + (b.n % 365) * interval '1 day' + (1 + b.n % 9) * interval '1 hour'`;
    await db.query(
      `insert into interview_invitations (tenement_id, delivery_record_id, round, interview_at, place, sent_by, sent_at, expires_at, answer)
       select $1, b.id, 1, ${startsAt}, '总部二号楼', $2, ${startsAt} - interval '3 days', ${startsAt}, 1 + b.n % 2 from bench_inv b`,
      [tenementId, adminId],
    );
    await db.query(
      `insert into interview_schedules (tenement_id, delivery_record_id, invitation_id, round, starts_at, ends_at, place, room, created_by)
       select $1, i.delivery_record_id, i.id, 1, i.interview_at, i.interview_at + interval '1 hour', i.place, '会议室' || (i.id % 12), $2
       from interview_invitations i join bench_inv b on b.id = i.delivery_record_id`,
      [tenementId, adminId],
    );
    for (const k of [0, 1])
      await db.query(
        `insert into interview_schedule_interviewers (schedule_id, user_id, tenement_id, starts_at, ends_at)
         select s.id, v.id, $1, s.starts_at, s.ends_at from interview_schedules s
         join bench_iv v on v.idx = (s.id * 7 + ${k} * 13) % ${INTERVIEWERS} where s.tenement_id = $1`,
        [tenementId],
      );
  });
  for (const t of ['bench_inv', 'bench_iv']) await db.query(`drop table ${t}`);
  await timed('vacuum analyze', async () => void (await db.query('vacuum analyze')));
  console.info(`loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
