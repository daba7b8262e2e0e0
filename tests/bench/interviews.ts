/**
 * npm run bench:interviews — the interview calendar and the interview lists over 1 000 000 applications
 * and 100 000 scheduled interviews: this month's GetListByMonth (200 a page) and GetCountByDay as the
 * administrator (the whole company) and as an HR member whose role reads applications of one division
 * and below (their scope or the interviews they take part in), and the interview tabs 待邀约
 * (GetNotInvitationResumeList) and 面试中 (GeInterviewIngResumeList) as that member; req/s and p99
 * through the real app beside the same statements run bare against the same data in the same run.
 * PGlite. BENCH_SECONDS (6), BENCH_RECORDS (1000000), BENCH_INTERVIEWS (100000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './child-server.ts';
import { loadPipelineData } from './pipeline-data.ts';
import { loadInterviewData } from './interviews-data.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import type { Manager } from '../../src/server/http/manager.ts';
import type { Deps } from '../../src/server/deps.ts';
import { INTERVIEW_STEP_LISTS } from '../../src/server/modules/pipeline/lists/catalog.ts';
import { filterOf, listScope } from '../../src/server/modules/pipeline/lists/service.ts';
import * as listRepo from '../../src/server/modules/pipeline/lists/repository.ts';
import * as cal from '../../src/server/modules/pipeline/schedules/calendar-repository.ts';
import { monthRange, viewerOf } from '../../src/server/modules/pipeline/schedules/reads.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const INTERVIEWS = Number(process.env.BENCH_INTERVIEWS ?? 100_000);
const PORT = 18085;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench@2026';
const TZ = 480;
const MONTH = new Date(Date.now() + TZ * 60_000).toISOString().slice(0, 7);
const PER_MONTH_PAGE = 200;
const NOT_INVITED = INTERVIEW_STEP_LISTS[0]!;
const INTERVIEWING = INTERVIEW_STEP_LISTS[3]!;

interface Result {
  rps: number;
  p99: number;
  errors: number;
  note?: string;
}
type Key = 'monthAdmin' | 'countAdmin' | 'monthHr' | 'countHr' | 'notInvited' | 'interviewing';
const URLS: Record<Key, string> = {
  monthAdmin: `/recruit/api/InterviewSchedule/GetListByMonth?month=${MONTH}&perPage=${PER_MONTH_PAGE}`,
  countAdmin: `/recruit/api/InterviewSchedule/GetCountByDay?month=${MONTH}`,
  monthHr: `/recruit/api/InterviewSchedule/GetListByMonth?month=${MONTH}&perPage=${PER_MONTH_PAGE}`,
  countHr: `/recruit/api/InterviewSchedule/GetCountByDay?month=${MONTH}`,
  notInvited: `/recruit/api/${NOT_INVITED.path}?perPage=10`,
  interviewing: `/recruit/api/${INTERVIEWING.path}?perPage=10`,
};

/** A role with the interview screen and the calendar, reading applications of its division and below. */
async function hrMember(db: Database, tenementId: number, division: number): Promise<number> {
  const [role] = (await db.query(`insert into roles (tenement_id, name) values ($1, '压测面试专员') returning id`, [tenementId])) as Array<{
    id: number;
  }>;
  await db.query('insert into role_menus (role_id, menu_id) values ($1, 303), ($1, 313)', [role!.id]);
  await db.query(
    `insert into data_permissions (tenement_id, role_id, menu_id, table_name, value_type, dept_ids) values ($1, $2, 301, 'delivery_records', 4, '{}'), ($1, $2, 201, 'positions', 4, '{}')`,
    [tenementId, role!.id],
  );
  const [u] = (await db.query(
    `insert into users (account, password_hash, name, is_seeker) values ('benchiv', $1, '压测面试专员', false) returning id`,
    [await hashPassword(PASSWORD)],
  )) as Array<{ id: number }>;
  await db.query('insert into tenement_users (tenement_id, user_id, dept_id, name) values ($1, $2, $3, $4)', [
    tenementId,
    u!.id,
    division,
    '压测面试专员',
  ]);
  await db.query('insert into user_roles (user_id, role_id) values ($1, $2)', [u!.id, role!.id]);
  return u!.id;
}

async function prepare(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await seed(database.db, { demo: true });
  const [t] = (await database.query(`select id from tenements where tenement_no = 'T0001'`)) as Array<{ id: number }>;
  const [admin] = (await database.query(`select id from users where account = 'admin'`)) as Array<{ id: number }>;
  const division = await loadPipelineData(database, t!.id, admin!.id, RECORDS);
  await loadInterviewData(database, t!.id, admin!.id, INTERVIEWS);
  const hrId = await hrMember(database, t!.id, division);
  await database.close();
  return { tenementId: t!.id, adminId: admin!.id, hrId };
}

async function apiGet(url: string, token: string): Promise<Result & { total: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const first = (await (await fetch(`${base}${url}`, { headers })).json()) as { state: number; data: { totalCount?: number } | unknown[] };
  if (first.state !== 200) throw new Error(`${url}: ${JSON.stringify(first)}`);
  const total = Array.isArray(first.data)
    ? first.data.reduce((n: number, d) => n + (d as { count: number }).count, 0)
    : (first.data.totalCount ?? 0);
  const r = await autocannon({ url: `${base}${url}`, headers, connections: 8, duration: DURATION });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx, total };
}

async function bareRun(work: () => Promise<unknown>): Promise<Result> {
  const times: number[] = [];
  const until = Date.now() + DURATION * 1000;
  const t0 = Date.now();
  while (Date.now() < until) {
    const s = performance.now();
    await work();
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  return {
    rps: Math.round((times.length / ((Date.now() - t0) / 1000)) * 10) / 10,
    p99: Math.round(times[Math.floor(times.length * 0.99)]! * 10) / 10,
    errors: 0,
  };
}

const managerOf = (userId: number, tenementId: number, account: string): Manager => ({
  sessionId: 0,
  userId,
  account,
  identity: 'manage',
  tenementId,
  loginSource: 1,
  ip: null,
  mustChangePassword: false,
});

/** The calendar's statements for one caller: who sees what, then a month's page (rows, count, interviewers) or its counts per day. */
async function bareRuns(database: Database, setup: Awaited<ReturnType<typeof prepare>>): Promise<Record<Key, Result>> {
  const db = database.db;
  const admin = managerOf(setup.adminId, setup.tenementId, 'admin');
  const hr = managerOf(setup.hrId, setup.tenementId, 'benchiv');
  const filter = async (caller: Manager): Promise<cal.CalendarFilter> => ({
    tenementId: setup.tenementId,
    viewer: await viewerOf(db, caller),
    ...monthRange(MONTH, TZ),
  });
  const month = async (caller: Manager) => {
    const f = await filter(caller);
    const rows = await cal.calendarPage(db, f, 0, PER_MONTH_PAGE);
    await cal.calendarCount(db, f);
    return cal.interviewersOf(
      db,
      setup.tenementId,
      rows.map((r) => r.id),
    );
  };
  const counts = async (caller: Manager) => cal.countByDay(db, await filter(caller), TZ);
  const deps = { db } as Deps;
  const list = (l: typeof NOT_INVITED) => async () =>
    listRepo.listPage(db, filterOf(l, await listScope(deps, hr), {}), { key: 'createdAt', desc: true }, 0, 10);
  return {
    monthAdmin: await bareRun(() => month(admin)),
    countAdmin: await bareRun(() => counts(admin)),
    monthHr: await bareRun(() => month(hr)),
    countHr: await bareRun(() => counts(hr)),
    notInvited: await bareRun(list(NOT_INVITED)),
    interviewing: await bareRun(list(INTERVIEWING)),
  };
}

const LABELS: Record<Key, string> = {
  monthAdmin: `InterviewSchedule/GetListByMonth ${MONTH}, ${PER_MONTH_PAGE} a page, administrator`,
  countAdmin: `InterviewSchedule/GetCountByDay ${MONTH}, administrator`,
  monthHr: `InterviewSchedule/GetListByMonth ${MONTH}, ${PER_MONTH_PAGE} a page, HR of one division`,
  countHr: `InterviewSchedule/GetCountByDay ${MONTH}, HR of one division`,
  notInvited: 'Interview/GetNotInvitationResumeList page 1, HR of one division',
  interviewing: 'Interview/GeInterviewIngResumeList page 1, HR of one division',
};

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-interviews-'));
  try {
    const setup = await prepare(dir);
    const server = await startBenchServer(PORT, dir);
    const tokens = { admin: await server.login('admin', 'Admin@2026'), hr: await server.login('benchiv', PASSWORD) };
    const api = {} as Record<Key, Result & { total: number }>;
    for (const key of Object.keys(URLS) as Key[]) api[key] = await apiGet(URLS[key], key.endsWith('Admin') ? tokens.admin : tokens.hr);
    await server.stop();
    const database = await openDatabase({ dataDir: dir });
    const bare = await bareRuns(database, setup);
    await database.close();
    console.info(`\n${RECORDS} applications, ${INTERVIEWS} scheduled interviews, PGlite, ${DURATION} s per run, 8 connections`);
    console.info('| call | rows | API req/s | API p99 ms | bare SQL q/s | bare p99 ms | API / bare |');
    console.info('|---|---|---|---|---|---|---|');
    for (const key of Object.keys(URLS) as Key[]) {
      const a = api[key];
      const b = bare[key];
      console.info(
        `| ${LABELS[key]} | ${a.total} | ${a.rps} | ${a.p99} | ${b.rps} | ${b.p99} | ${(a.rps / b.rps).toFixed(2)} |${a.errors ? ` errors: ${a.errors}` : ''}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
