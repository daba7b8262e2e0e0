/**
 * Bulk data of the pipeline benchmark, written with INSERT ... SELECT over generate_series: in the demo
 * company, 4 divisions of 4 workshops each, 2 000 positions spread over those 20 departments, 50 000
 * seekers and the applications (each pair of seeker and position once), 40% of them new, the rest at
 * the later stages; and one HR member whose role reads applications of their division and below.
 */
import type { Database } from '../../src/server/db/client.ts';

const POSITIONS = 2_000;
const SEEKERS = 50_000;
const CHUNK = 250_000;
/** Stage by g % 10: four in ten new, then screened, hire, to report, reported, inappropriate. */
const STAGES = 'array[1,1,1,1,2,2,4,5,6,11]';

async function timed(label: string, work: () => Promise<void>) {
  const t0 = Date.now();
  await work();
  console.info(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Divisions B1..B4 under the root, workshops B11..B44 under each; answers the first division's id. */
async function departments(db: Database, tenementId: number): Promise<number> {
  const [root] = (await db.query('select id, path from depts where tenement_id = $1 and parent_id is null', [tenementId])) as Array<{
    id: number;
    path: string;
  }>;
  await db.query(
    `insert into depts (tenement_id, parent_id, dept_no, name, sort) select $1, $2, 'ZB' || g, '事业部' || g, 10 + g from generate_series(1, 4) g`,
    [tenementId, root!.id],
  );
  await db.query(`update depts set path = $2 || id || '/' where tenement_id = $1 and dept_no ~ '^ZB[0-9]$'`, [tenementId, root!.path]);
  await db.query(
    `insert into depts (tenement_id, parent_id, dept_no, name, sort, path)
    select $1, d.id, d.dept_no || g, '车间' || substr(d.dept_no, 3) || '-' || g, g, d.path from depts d cross join generate_series(1, 4) g where d.tenement_id = $1 and d.dept_no ~ '^ZB[0-9]$'`,
    [tenementId],
  );
  await db.query(`update depts set path = path || id || '/' where tenement_id = $1 and dept_no ~ '^ZB[0-9][0-9]$'`, [tenementId]);
  const [first] = (await db.query(`select id from depts where tenement_id = $1 and dept_no = 'ZB1'`, [tenementId])) as Array<{
    id: number;
  }>;
  return first!.id;
}

async function positions(db: Database, tenementId: number, creatorId: number) {
  await db.query(
    `create table bench_depts as select (row_number() over (order by id) - 1)::int as idx, id from depts where tenement_id = $1 and dept_no ~ '^ZB'`,
    [tenementId],
  );
  await db.query(
    `insert into positions (tenement_id, name, recruitment_type, dept_id, created_by, headcount, salary_min, salary_max, salary_unit, education, work_experience, description, state, submitted_at, published_at)
    select $1, '压测岗位' || g, 1, d.id, $2, 5, 5000, 5400, 1, 1, 0, '负责产线设备的日常操作与点检。', 2, now(), now() - g * interval '1 minute'
    from generate_series(1, ${POSITIONS}) g join bench_depts d on d.idx = g % 20`,
    [tenementId, creatorId],
  );
  await db.query(
    `create table bench_pos as select (row_number() over (order by id) - 1)::int as idx, id from positions where tenement_id = $1 and name like '压测岗位%'`,
    [tenementId],
  );
}

async function seekers(db: Database) {
  await db.query(
    `insert into users (account, password_hash, name, is_seeker) select 'ps' || g, 'x', '求职者' || g, true from generate_series(1, ${SEEKERS}) g`,
  );
  await db.query(
    `create table bench_users as select (row_number() over (order by id) - 1)::int as idx, id from users where account ~ '^ps[0-9]+$'`,
  );
}

/**
 * Seeker g % SEEKERS applies to the position (g / SEEKERS) * 97 + g % SEEKERS (mod 2 000): no pair
 * twice. The rows are right by construction, so the load skips the per-row foreign-key checks and
 * builds the secondary indexes once at the end (same definitions, read back from the catalogue).
 */
async function applications(db: Database, tenementId: number, records: number) {
  const indexes = (await db.query(
    `select indexname, indexdef from pg_indexes where tablename = 'delivery_records' and indexname <> 'delivery_records_pkey'`,
  )) as Array<{ indexname: string; indexdef: string }>;
  for (const i of indexes) await db.query(`drop index ${i.indexname}`);
  await db.query('set session_replication_role = replica');
  for (let from = 0; from < records; from += CHUNK) {
    const to = Math.min(records, from + CHUNK) - 1;
    await db.query(
      `insert into delivery_records (tenement_id, position_id, user_id, resume_type, resume_snapshot, stage, active, source, created_at, stage_changed_at)
      select $1, p.id, u.id, 1,
        jsonb_build_object('basic', jsonb_build_object('name', '求职者' || u.idx, 'phone', '139' || lpad(u.idx::text, 8, '0'), 'sex', 1 + s.g % 2, 'birthday', '1995-05-20', 'education', 1 + s.g % 7, 'idNumber', '11010519950520' || lpad((s.g % 10000)::text, 4, '0')),
          'expect', jsonb_build_object('salaryMin', 6000, 'salaryMax', 8000)),
        s.stage, s.stage <> 11, case when s.g % 3 = 0 then '内部推荐' else '招聘网站' end, now() - (s.g % 100000) * interval '1 minute', now() - (s.g % 50000) * interval '1 minute'
      from (select g, (${STAGES})[1 + g % 10] as stage from generate_series(${from}, ${to}) g) s
      join bench_users u on u.idx = s.g % ${SEEKERS}
      join bench_pos p on p.idx = ((s.g / ${SEEKERS}) * 97 + s.g % ${SEEKERS}) % ${POSITIONS}`,
      [tenementId],
    );
  }
  await db.query('set session_replication_role = origin');
  for (const i of indexes) await db.query(i.indexdef);
}

/** Loads the data; answers the division the benchmark's HR member belongs to. */
export async function loadPipelineData(db: Database, tenementId: number, creatorId: number, records: number): Promise<number> {
  const t0 = Date.now();
  console.info(`loading ${POSITIONS} positions over 20 departments and ${records} applications`);
  let division = 0;
  await timed('departments', async () => void (division = await departments(db, tenementId)));
  await timed(`${POSITIONS} positions`, () => positions(db, tenementId, creatorId));
  await timed(`${SEEKERS} seekers`, () => seekers(db));
  await timed(`${records} applications`, () => applications(db, tenementId, records));
  for (const t of ['bench_depts', 'bench_users', 'bench_pos']) await db.query(`drop table ${t}`);
  await timed('vacuum analyze', async () => void (await db.query('vacuum analyze')));
  console.info(`loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return division;
}
