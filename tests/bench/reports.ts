/**
 * npm run bench:reports — every report (ResumeDeliveryRecord/Report/*) over 1 000 000 applications and
 * 100 000 hires (reports-data.ts), through the real app, as the administrator and as an HR member whose
 * role reads applications of one division and below (5 of 20 departments), over the last 30 days and the
 * longest range (366 days): the median and slowest of BENCH_RUNS answers after one warm-up, each beside
 * the same statements run bare (the repository's queries under the same filter, no HTTP) in the same run.
 * PGlite by default; with DATABASE_URL a fresh database is created beside the one it names and dropped at
 * the end. BENCH_RECORDS (1000000), BENCH_RUNS (5), BENCH_PORT (18087).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBenchServer } from './child-server.ts';
import { loadReportsData } from './reports-data.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import type { Manager } from '../../src/server/http/manager.ts';
import type { Deps } from '../../src/server/deps.ts';
import { reportOf, type RangeQuery } from '../../src/server/modules/reports/service.ts';
import * as repo from '../../src/server/modules/reports/repository.ts';
import * as hires from '../../src/server/modules/reports/hires-repository.ts';
import { RETENTION_DAYS } from '../../src/common/reports.ts';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 18087);
const PASSWORD = 'Bench@2026';
const R = '/ResumeDeliveryRecord/Report';
const DAY = 86_400_000;

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const back = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * DAY).toISOString().slice(0, 10);
const RANGES = [
  { label: '30 days', q: { beginDate: back(29), endDate: today() } },
  { label: '366 days', q: { beginDate: back(365), endDate: today() } },
];

type Bare = (db: Database, caller: Manager, q: RangeQuery) => Promise<unknown>;
const filterOf = async (db: Database, caller: Manager, q: RangeQuery) =>
  (await reportOf({ db: db.db, clock: { now: () => new Date() } } as unknown as Deps, caller, q)).filter;

/** Each report call and the statements its service runs. */
const CALLS: Array<{ call: string; extra?: string; bare: Bare }> = [
  {
    call: 'GetReportPipingSummaryByResumeSouceList',
    bare: async (db, c, q) => repo.funnelBySource(db.db, await filterOf(db, c, q)),
  },
  {
    call: 'GetReportPipingDetailList',
    extra: '&page=1&perPage=10',
    bare: async (db, c, q) => {
      const f = await filterOf(db, c, q);
      return Promise.all([repo.funnelDetailPage(db.db, f, {}, 0, 10), repo.funnelDetailCount(db.db, f, {})]);
    },
  },
  { call: 'GetReachRateListByDeptCode', bare: async (db, c, q) => hires.reachByDept(db.db, await filterOf(db, c, q)) },
  {
    call: 'GetReachRateDetailList',
    extra: '&page=1&perPage=10',
    bare: async (db, c, q) => {
      const f = await filterOf(db, c, q);
      return Promise.all([hires.reachDetailPage(db.db, f, undefined, 0, 10), hires.reachDetailCount(db.db, f, undefined)]);
    },
  },
  {
    call: 'GetEmployeeRetainPageList',
    bare: async (db, c, q) => hires.retentionByDept(db.db, await filterOf(db, c, q), { now: new Date(), days: RETENTION_DAYS }),
  },
  {
    call: 'GetEmployeeRetainDetailPageList',
    extra: '&page=1&perPage=10',
    bare: async (db, c, q) => {
      const f = await filterOf(db, c, q);
      return Promise.all([hires.retentionDetailPage(db.db, f, {}, 0, 10), hires.retentionDetailCount(db.db, f, {})]);
    },
  },
  {
    call: 'GeReportIndexByDay',
    bare: async (db, c, q) => {
      const f = await filterOf(db, c, q);
      return Promise.all([repo.applicationsPerDay(db.db, f), repo.movesPerDay(db.db, f)]);
    },
  },
];

interface Timing {
  median: number;
  max: number;
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
  return { median: Math.round(times[Math.floor(times.length / 2)]!), max: Math.round(times[times.length - 1]!) };
}

/** A role with the report screens, reading applications of its division and below. */
async function hrMember(db: Database, tenementId: number, division: number): Promise<number> {
  const [role] = (await db.query(`insert into roles (tenement_id, name) values ($1, '压测报表专员') returning id`, [tenementId])) as Array<{
    id: number;
  }>;
  await db.query('insert into role_menus (role_id, menu_id) select $1, m from unnest(array[604, 605, 606, 607, 608]) m', [role!.id]);
  await db.query(
    `insert into data_permissions (tenement_id, role_id, menu_id, table_name, value_type, dept_ids) values ($1, $2, 301, 'delivery_records', 4, '{}'), ($1, $2, 201, 'positions', 4, '{}')`,
    [tenementId, role!.id],
  );
  const [u] = (await db.query(
    `insert into users (account, password_hash, name, is_seeker) values ('benchreport', $1, '报表专员', false) returning id`,
    [await hashPassword(PASSWORD)],
  )) as Array<{ id: number }>;
  await db.query('insert into tenement_users (tenement_id, user_id, dept_id, name) values ($1, $2, $3, $4)', [
    tenementId,
    u!.id,
    division,
    '报表专员',
  ]);
  await db.query('insert into user_roles (user_id, role_id) values ($1, $2)', [u!.id, role!.id]);
  return u!.id;
}

async function target(): Promise<{ opts: DatabaseOptions; drop: () => Promise<void>; label: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-reports-'));
  const url = process.env.DATABASE_URL;
  if (!url) return { opts: { dataDir: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }), label: 'PGlite' };
  const name = `recruit_bench_reports_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  process.env.DATABASE_URL = own.toString();
  const drop = async () => {
    rmSync(dir, { recursive: true, force: true });
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { opts: { databaseUrl: own.toString(), dataDir: dir }, drop, label: 'PostgreSQL' };
}

const managerOf = (userId: number, account: string, tenementId: number): Manager => ({
  sessionId: 0,
  userId,
  account,
  identity: 'manage',
  tenementId,
  loginSource: 1,
  ip: null,
  mustChangePassword: false,
});

async function main() {
  const t = await target();
  try {
    const database = await openDatabase(t.opts);
    await seed(database.db, { demo: true });
    const [tn] = (await database.query(`select id from tenements where tenement_no = 'T0001'`)) as Array<{ id: number }>;
    const [adminRow] = (await database.query(`select id from users where account = 'admin'`)) as Array<{ id: number }>;
    const division = await loadReportsData(database, tn!.id, adminRow!.id, RECORDS);
    const hrId = await hrMember(database, tn!.id, division);
    await database.close();

    const server = await startBenchServer(PORT, t.opts.dataDir);
    const callers = [
      { who: 'administrator', token: await server.login('admin', 'Admin@2026'), manager: managerOf(adminRow!.id, 'admin', tn!.id) },
      { who: 'division HR', token: await server.login('benchreport', PASSWORD), manager: managerOf(hrId, 'benchreport', tn!.id) },
    ];
    const api: Timing[] = [];
    for (const c of callers)
      for (const range of RANGES)
        for (const call of CALLS) {
          const url = `${server.base}/recruit/api${R}/${call.call}?beginDate=${range.q.beginDate}&endDate=${range.q.endDate}${call.extra ?? ''}`;
          api.push(
            await timing(async () => {
              const res = (await (await fetch(url, { headers: { authorization: `Bearer ${c.token}` } })).json()) as { state: number };
              if (res.state !== 200) throw new Error(`${call.call}: ${JSON.stringify(res)}`);
            }),
          );
        }
    await server.stop();

    const db = await openDatabase(t.opts);
    console.info(`\n${RECORDS} applications, ${t.label}; median and slowest of ${RUNS} answers (ms) after a warm-up, one at a time`);
    console.info('| caller | range | call | API median | API slowest | bare median | bare slowest |');
    console.info('|---|---|---|---|---|---|---|');
    let i = 0;
    for (const c of callers)
      for (const range of RANGES)
        for (const call of CALLS) {
          const bare = await timing(() => call.bare(db, c.manager, range.q));
          const a = api[i++]!;
          console.info(`| ${c.who} | ${range.label} | ${call.call} | ${a.median} | ${a.max} | ${bare.median} | ${bare.max} |`);
        }
    await db.close();
  } finally {
    await t.drop();
  }
}

await main();
