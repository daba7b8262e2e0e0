/**
 * Bulk data of the reports benchmark, written with INSERT ... SELECT over generate_series into the demo
 * company: 4 divisions of 5 workshops, 2 000 positions over those 20 departments (6 position types),
 * 50 000 seekers and RECORDS applications received over the last two years from five sources, with the
 * history rows of their courses. By the application's number g: g % 20 < 9 turned down at once, 9..11
 * after screening, 12..13 after the interview, 14 thrown to the pool, 15..16 hired (a tenth of all: 100 000
 * of 1 000 000); of the hires eight in ten report for work, and a quarter of those leave 30 to 180 days
 * later. Moves that would fall after now are left out. Loaded with the foreign-key checks off and the
 * secondary indexes built once at the end, as the pipeline benchmark does.
 */
import type { Database } from '../../src/server/db/client.ts';

const POSITIONS = 2_000;
const SEEKERS = 50_000;
const CHUNK = 250_000;
const SPAN_DAYS = 730;

async function timed(label: string, work: () => Promise<void>) {
  const t0 = Date.now();
  await work();
  console.info(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Divisions RB1..RB4 under the root, workshops RB11..RB45 under each; answers the first division's id. */
async function departments(db: Database, tenementId: number): Promise<number> {
  const [root] = (await db.query('select id, path from depts where tenement_id = $1 and parent_id is null', [tenementId])) as Array<{
    id: number;
    path: string;
  }>;
  await db.query(
    `insert into depts (tenement_id, parent_id, dept_no, name, sort) select $1, $2, 'RB' || g, '事业部' || g, 20 + g from generate_series(1, 4) g`,
    [tenementId, root!.id],
  );
  await db.query(`update depts set path = $2 || id || '/' where tenement_id = $1 and dept_no ~ '^RB[0-9]$'`, [tenementId, root!.path]);
  await db.query(
    `insert into depts (tenement_id, parent_id, dept_no, name, sort, path)
     select $1, d.id, d.dept_no || g, '车间' || substr(d.dept_no, 3) || '-' || g, g, d.path
     from depts d cross join generate_series(1, 5) g where d.tenement_id = $1 and d.dept_no ~ '^RB[0-9]$'`,
    [tenementId],
  );
  await db.query(`update depts set path = path || id || '/' where tenement_id = $1 and dept_no ~ '^RB[0-9][0-9]$'`, [tenementId]);
  const [first] = (await db.query(`select id from depts where tenement_id = $1 and dept_no = 'RB1'`, [tenementId])) as Array<{
    id: number;
  }>;
  return first!.id;
}

async function positionsAndSeekers(db: Database, tenementId: number, creatorId: number) {
  await db.query(
    `create table bench_depts as select (row_number() over (order by id) - 1)::int as idx, id from depts where tenement_id = $1 and dept_no ~ '^RB[0-9][0-9]$'`,
    [tenementId],
  );
  await db.query(
    `create table bench_types as select (row_number() over (order by id) - 1)::int as idx, id from position_types where tenement_id = $1`,
    [tenementId],
  );
  await db.query(
    `insert into positions (tenement_id, name, recruitment_type, dept_id, position_type_id, created_by, headcount, salary_min, salary_max, salary_unit, education, work_experience, description, state, submitted_at, published_at)
     select $1, '报表岗位' || g, 1, d.id, t.id, $2, 5, 5000, 5400, 1, 1, 0, '负责产线设备的日常操作与点检。', 2, now(), now()
     from generate_series(1, ${POSITIONS}) g join bench_depts d on d.idx = g % 20 left join bench_types t on t.idx = g % 6`,
    [tenementId, creatorId],
  );
  await db.query(
    `create table bench_pos as select (row_number() over (order by id) - 1)::int as idx, id from positions where tenement_id = $1 and name like '报表岗位%'`,
    [tenementId],
  );
  await db.query(
    `insert into users (account, password_hash, name, is_seeker) select 'rs' || g, 'x', '求职者' || g, true from generate_series(1, ${SEEKERS}) g`,
  );
  await db.query(
    `create table bench_users as select (row_number() over (order by id) - 1)::int as idx, id from users where account ~ '^rs[0-9]+$'`,
  );
}

/** The current stage of application g (see the header). */
const STAGE = `case
  when g % 20 < 9 then 11 when g % 20 < 12 then 11 when g % 20 < 14 then 11 when g % 20 = 14 then 12
  when g % 20 > 16 then 11
  when (g / 20) % 10 >= 8 then 4
  when (g / 200) % 4 = 0 then 9 else 10 end`;

async function withoutIndexes(db: Database, table: string, work: () => Promise<void>) {
  const indexes = (await db.query(`select indexname, indexdef from pg_indexes where tablename = $1 and indexname <> $2`, [
    table,
    `${table}_pkey`,
  ])) as Array<{ indexname: string; indexdef: string }>;
  for (const i of indexes) await db.query(`drop index ${i.indexname}`);
  await db.query('set session_replication_role = replica');
  await work();
  await db.query('set session_replication_role = origin');
  for (const i of indexes) await db.query(i.indexdef);
}

async function applications(db: Database, tenementId: number, records: number) {
  await withoutIndexes(db, 'delivery_records', async () => {
    for (let from = 0; from < records; from += CHUNK) {
      const to = Math.min(records, from + CHUNK) - 1;
      await db.query(
        `insert into delivery_records (tenement_id, position_id, user_id, resume_type, resume_snapshot, stage, active, source, created_at, stage_changed_at)
         select $1, p.id, u.id, 1, jsonb_build_object('basic', jsonb_build_object('name', '求职者' || u.idx, 'sex', 1 + s.g % 2)),
           s.stage, false, (array['招聘网站','内部推荐','现场招聘','校园招聘','劳务派遣'])[1 + (s.g / 7) % 5],
           now() - ((s.g::bigint * 7919) % ${SPAN_DAYS * 1440}) * interval '1 minute', now()
         from (select g, ${STAGE} as stage from generate_series(${from}, ${to}) g) s
         join bench_users u on u.idx = s.g % ${SEEKERS}
         join bench_pos p on p.idx = ((s.g / ${SEEKERS}) * 97 + s.g % ${SEEKERS}) % ${POSITIONS}
         order by s.g`,
        [tenementId],
      );
    }
  });
}

/** Each move of a course as (from, to, days after applying, which applications make it). */
const MOVES: ReadonlyArray<[number, number, string, string]> = [
  [1, 11, '2', 'k < 9'],
  [1, 12, '2', 'k = 14'],
  [1, 2, '1', 'k between 9 and 16'],
  [2, 11, '3', 'k between 9 and 11'],
  [2, 3, '3', 'k between 12 and 16'],
  [3, 11, '7', 'k between 12 and 13'],
  [3, 4, '7', 'k between 15 and 16'],
  [4, 5, '10', 'k between 15 and 16 and e'],
  [5, 6, '14', 'k between 15 and 16 and e'],
  [6, 7, '15', 'k between 15 and 16 and e'],
  [7, 9, '44 + r.g % 150', 'k between 15 and 16 and e and l'],
  [7, 8, '104', 'k between 15 and 16 and e and not l'],
  [8, 10, '105', 'k between 15 and 16 and e and not l'],
];

async function history(db: Database, tenementId: number) {
  const [min] = (await db.query(
    'select min(id)::int as id from delivery_records where tenement_id = $1 and user_id in (select id from bench_users)',
    [tenementId],
  )) as Array<{ id: number }>;
  await withoutIndexes(db, 'delivery_stage_history', async () => {
    for (const [from, to, days, when] of MOVES) {
      await db.query(
        `insert into delivery_stage_history (tenement_id, delivery_record_id, call, from_stage, to_stage, created_at)
         select $1, r.id, 'Bench', ${from}, ${to}, r.created_at + (${days}) * interval '1 day'
         from (select id, created_at, id - $2 as g, (id - $2) % 20 as k, ((id - $2) / 20) % 10 < 8 as e, ((id - $2) / 200) % 4 = 0 as l
               from delivery_records where tenement_id = $1 and id >= $2) r
         where ${when} and r.created_at + (${days}) * interval '1 day' < now()`,
        [tenementId, min!.id],
      );
    }
  });
  // Loaded with the triggers off: the records' furthest_moved as migration 0022 fills it.
  await db.query(
    `update delivery_records r set furthest_moved = m.top
     from (select delivery_record_id as id, max(to_stage) as top from delivery_stage_history where to_stage <= 10 group by 1) m
     where r.id = m.id and m.top > 1`,
  );
}

/** Loads the data; answers the division the benchmark's scoped HR member belongs to. */
export async function loadReportsData(db: Database, tenementId: number, creatorId: number, records: number): Promise<number> {
  const t0 = Date.now();
  console.info(`loading ${POSITIONS} positions over 20 departments, ${records} applications over ${SPAN_DAYS} days and their history`);
  let division = 0;
  await timed('departments', async () => void (division = await departments(db, tenementId)));
  await timed(`${POSITIONS} positions, ${SEEKERS} seekers`, () => positionsAndSeekers(db, tenementId, creatorId));
  await timed(`${records} applications`, () => applications(db, tenementId, records));
  await timed('stage history', () => history(db, tenementId));
  for (const t of ['bench_depts', 'bench_types', 'bench_users', 'bench_pos']) await db.query(`drop table ${t}`);
  await timed('vacuum analyze', async () => void (await db.query('vacuum analyze')));
  const [h] = (await db.query(
    `select count(*)::int as n, count(*) filter (where to_stage = 4)::int as hires from delivery_stage_history where call = 'Bench'`,
  )) as Array<{
    n: number;
    hires: number;
  }>;
  console.info(`loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${h!.n} history rows, ${h!.hires} hires`);
  return division;
}
