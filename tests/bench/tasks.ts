/**
 * npm run bench:tasks — recruitment tasks' figures over a large company: BENCH_RECORDS (100 000)
 * applications to BENCH_POSITIONS (100) positions (ten in a row to each), four history rows each (400 000: screening, interview, then a fifth
 * accept an offer and half of those report for work, the rest are turned down), spread over two years,
 * and 50 tasks of 90 days × 4 lines (200 lines over the 100 positions). Through the real app as the
 * administrator: the median and p95 of BENCH_RUNS (20) answers of `Report/GetTaskRecruitSummary` and
 * `Report/GetTaskRecruitDetailList` (first page), each beside the same statements run bare (the
 * repository's tasks, lines and one grouped count) in the same run. PGlite, then a throwaway PostgreSQL
 * cluster (tests/support/postgres.ts; BENCH_PG=0 skips it). BENCH_OLD=1 also times once the former
 * statement (one sub-query per line and figure) and checks it counts the same; BENCH_EXPLAIN=1 prints
 * the grouped count's plan. BENCH_RECORDS, BENCH_RUNS, BENCH_POSITIONS (100),
 * BENCH_PORT (18091).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBenchServer } from './child-server.ts';
import { startPostgres } from '../support/postgres.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { lineCounts, lineCountsQuery } from '../../src/server/modules/tasks/figures-repository.ts';
import * as repo from '../../src/server/modules/tasks/repository.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 18091);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 100);
const SEEKERS = 20_000;
const TASKS = 50;
const BASE = '/recruit/api/TaskRecruitInfo/Report';

async function timed(label: string, work: () => Promise<unknown>) {
  const t0 = Date.now();
  await work();
  console.info(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Positions, seekers, applications, their history and the tasks, by generate_series. */
async function load(db: Database, tenementId: number, adminId: number) {
  const [root] = (await db.query('select id from depts where tenement_id = $1 and parent_id is null', [tenementId])) as Array<{
    id: number;
  }>;
  await db.query('set session_replication_role = replica');
  await timed('positions and seekers', async () => {
    await db.query(
      `insert into positions (tenement_id, name, recruitment_type, dept_id, created_by, headcount, salary_min, salary_max, salary_unit, education, work_experience, description, state, submitted_at, published_at)
       select $1, '任务岗位' || g, 1, $2, $3, 5, 5000, 5400, 1, 1, 0, '负责产线设备的日常操作与点检。', 2, now(), now() from generate_series(1, ${POSITIONS}) g`,
      [tenementId, root!.id, adminId],
    );
    await db.query(
      `create table bench_pos as select (row_number() over (order by id) - 1)::int as idx, id from positions where tenement_id = $1 and name like '任务岗位%'`,
      [tenementId],
    );
    await db.query(
      `insert into users (account, password_hash, name, is_seeker) select 'ts' || g, 'x', '求职者' || g, true from generate_series(1, ${SEEKERS}) g`,
    );
    await db.query(
      `create table bench_users as select (row_number() over (order by id) - 1)::int as idx, id from users where account ~ '^ts[0-9]+$'`,
    );
  });
  await timed(`${RECORDS} applications`, () =>
    db.query(
      `insert into delivery_records (tenement_id, position_id, user_id, resume_type, resume_snapshot, stage, step, active, source, created_at, stage_changed_at)
       select $1, p.id, u.id, 1, jsonb_build_object('basic', jsonb_build_object('name', '求职者' || u.idx)),
         case when s.g % 10 = 0 then 6 when s.g % 5 = 0 then 5 when s.g % 5 = 1 then 11 else 12 end, 0, false, '招聘网站',
         now() - ((s.g::bigint * 7919) % ${730 * 1440}) * interval '1 minute', now()
       from generate_series(0, ${RECORDS - 1}) s(g)
       join bench_users u on u.idx = s.g % ${SEEKERS} join bench_pos p on p.idx = (s.g / 10) % ${POSITIONS} order by s.g`,
      [tenementId],
    ),
  );
  await timed(`${RECORDS * 4} history rows`, () =>
    db.query(
      `insert into delivery_stage_history (tenement_id, delivery_record_id, call, from_stage, from_step, to_stage, to_step, created_at)
       select $1, r.id, 'Bench', m.from_stage, m.from_step, m.to_stage, m.to_step, r.created_at + m.days * interval '1 day'
       from (select id, created_at, id - min(id) over () as g from delivery_records where tenement_id = $1 and user_id >= (select min(id) from bench_users)) r
       cross join lateral (values
         (1, 0, 2, 0, 1),
         (2, 0, 3, 0, 3),
         (3, 0, case when r.g % 5 in (0, 1) then 4 else 11 end, case when r.g % 5 = 0 then 2 when r.g % 5 = 1 then 1 else 0 end, 10),
         (case when r.g % 5 in (0, 1) then 4 else 11 end, case when r.g % 5 = 0 then 2 else 0 end,
          case when r.g % 10 = 0 then 6 when r.g % 5 = 0 then 5 when r.g % 5 = 1 then 11 else 12 end, 0, 20)
       ) m(from_stage, from_step, to_stage, to_step, days)`,
      [tenementId],
    ),
  );
  await timed(`${TASKS} tasks × 4 lines`, async () => {
    await db.query(
      `insert into task_recruit_infos (tenement_id, title, begin_date, end_date, deadline, owner_id, created_by)
       select $1, '压测任务' || g, current_date - (g * 14 + 60), current_date - (g * 14 + 60) + 89, current_date - (g * 14 + 60) + 60, $2, $2
       from generate_series(0, ${TASKS - 1}) g`,
      [tenementId, adminId],
    );
    await db.query(
      `insert into task_recruit_lines (tenement_id, task_id, position_id, planned, created_by)
       select $1, t.id, p.id, 50, $2
       from (select id, row_number() over (order by id) - 1 as i from task_recruit_infos where tenement_id = $1 and title like '压测任务%') t
       cross join generate_series(0, 3) j join bench_pos p on p.idx = (t.i * 4 + j) % ${POSITIONS}`,
      [tenementId, adminId],
    );
  });
  await db.query('set session_replication_role = origin');
  await db.query('drop table bench_pos');
  await db.query('drop table bench_users');
  await db.query('analyze');
}

interface Timing {
  median: number;
  p95: number;
}

async function timing(work: () => Promise<unknown>): Promise<Timing> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]! * 10) / 10;
  return { median: at(0.5), p95: at(0.95) };
}

/** The statements GetTaskRecruitSummary (tasks, then their lines and counts) and the detail list (lines, counts) run. */
async function bareFigures(db: Database, tenementId: number, userId: number, withTasks: boolean) {
  const f = { tenementId, scope: undefined, userId };
  const tasks = withTasks ? await repo.findTasks(db.db, f, 2000) : [];
  const lines = await repo.findLines(db.db, { ...f, taskIds: withTasks ? tasks.map((t) => t.id) : undefined });
  const from = lines.map((l) => l.beginDate).sort()[0]!;
  const to = lines.map((l) => l.endDate).sort()[lines.length - 1]!;
  return lineCounts(
    db.db,
    tenementId,
    lines.map((l) => l.id),
    from,
    to,
  );
}

/** The former statement: each line's figures by a sub-query over its position's applications. */
const OLD = `select l.id, (select count(*)::int from delivery_records r where r.position_id = l.position_id and r.tenement_id = l.tenement_id
    and exists (select 1 from delivery_stage_history h where h.delivery_record_id = r.id and h.created_at >= (t.begin_date::timestamp at time zone 'UTC') - interval '480 minutes'
      and h.created_at < ((t.end_date + 1)::timestamp at time zone 'UTC') - interval '480 minutes' and COND)) as n
  from task_recruit_lines l join task_recruit_infos t on t.id = l.task_id where l.tenement_id = $1 order by l.id`;
const HIRED = '(h.to_stage in (5, 6, 7, 8, 9) or (h.to_stage = 4 and h.to_step >= 2))';
const ENTERED = 'h.to_stage in (6, 7, 8, 9)';

async function benchOn(label: string, opts: DatabaseOptions, env: Record<string, string>) {
  console.info(`\n${label}: loading`);
  const database = await openDatabase(opts);
  await seed(database.db, { demo: true });
  const [tn] = (await database.query(`select id from tenements where tenement_no = 'T0001'`)) as Array<{ id: number }>;
  const [admin] = (await database.query(`select id from users where account = 'admin'`)) as Array<{ id: number }>;
  await load(database, tn!.id, admin!.id);
  await database.close();

  const server = await startBenchServer(PORT, opts.dataDir, env);
  const token = await server.login('admin', 'Admin@2026');
  const call = (name: string) => async () => {
    const res = (await (
      await fetch(`${server.base}${BASE}/${name}?page=1&perPage=20`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { state: number };
    if (res.state !== 200) throw new Error(`${name}: ${JSON.stringify(res)}`);
  };
  const summary = await timing(call('GetTaskRecruitSummary'));
  const detail = await timing(call('GetTaskRecruitDetailList'));
  await server.stop();

  const db = await openDatabase(opts);
  const bareSummary = await timing(() => bareFigures(db, tn!.id, admin!.id, true));
  const bareDetail = await timing(() => bareFigures(db, tn!.id, admin!.id, false));
  console.info(
    `\n${label}: ${RECORDS} applications, ${RECORDS * 4} history rows, ${TASKS} tasks × 4 lines; ms over ${RUNS} answers after a warm-up`,
  );
  console.info('| call | API median | API p95 | bare median | bare p95 |');
  console.info('|---|---|---|---|---|');
  console.info(`| GetTaskRecruitSummary | ${summary.median} | ${summary.p95} | ${bareSummary.median} | ${bareSummary.p95} |`);
  console.info(`| GetTaskRecruitDetailList | ${detail.median} | ${detail.p95} | ${bareDetail.median} | ${bareDetail.p95} |`);
  if (process.env.BENCH_EXPLAIN === '1') {
    const lines = await repo.findLines(db.db, { tenementId: tn!.id, scope: undefined });
    const from = lines.map((l) => l.beginDate).sort()[0]!;
    const to = lines.map((l) => l.endDate).sort()[lines.length - 1]!;
    const q = lineCountsQuery(
      db.db,
      tn!.id,
      lines.map((l) => l.id),
      from,
      to,
    ).toSQL();
    const plan = (await db.query(`explain analyze ${q.sql}`, q.params as unknown[])) as Array<Record<string, string>>;
    console.info(plan.map((r) => Object.values(r)[0]).join('\n'));
  }
  if (process.env.BENCH_OLD === '1') {
    const t0 = performance.now();
    const hired = (await db.query(OLD.replace('COND', HIRED), [tn!.id])) as Array<{ id: number; n: number }>;
    const entered = (await db.query(OLD.replace('COND', ENTERED), [tn!.id])) as Array<{ id: number; n: number }>;
    const ms = Math.round(performance.now() - t0);
    const now = new Map((await bareFigures(db, tn!.id, admin!.id, false)).map((c) => [c.id, c]));
    const same = hired.every((h, i) => (now.get(h.id)?.hired ?? 0) === h.n && (now.get(h.id)?.entered ?? 0) === entered[i]!.n);
    const total = (rows: Array<{ n: number }>) => rows.reduce((sum, r) => sum + r.n, 0);
    console.info(
      `former per-line statement (both figures, every line, once): ${ms} ms; counts the same: ${same} (hired ${total(hired)}, entered ${total(entered)} over all lines)`,
    );
  }
  await db.close();
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-tasks-'));
  try {
    await benchOn('PGlite', { dataDir: dir }, {});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (process.env.BENCH_PG === '0') return;
  let cluster: Awaited<ReturnType<typeof startPostgres>>;
  try {
    cluster = await startPostgres();
  } catch (e) {
    console.info(`\nPostgreSQL did not start (${(e as Error).message}): skipped`);
    return;
  }
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-tasks-pg-'));
  try {
    const admin = new pg.Client({ connectionString: `${cluster.base}/postgres` });
    await admin.connect();
    await admin.query('create database recruit_bench_tasks');
    await admin.end();
    const url = `${cluster.base}/recruit_bench_tasks`;
    await benchOn('PostgreSQL', { databaseUrl: url, dataDir: pgDir }, { DATABASE_URL: url });
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
    cluster.stop();
  }
}

await main();
