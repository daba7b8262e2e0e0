/**
 * npm run bench:pipeline — the hiring pipeline over 1 000 000 applications, as an HR member whose role
 * reads applications of their division and below (5 of 20 departments): the 新投递 list's first page
 * and a deep page, and PassInitialScreening of 100 records a call through the real app; req/s and p99,
 * each beside the same statements run bare against the same data in the same run. PGlite by default;
 * with DATABASE_URL a fresh database is created beside the one it names and dropped at the end.
 * BENCH_SECONDS (6), BENCH_RECORDS (1000000), BENCH_BATCHES (60 calls of 100), BENCH_EXPLAIN=1 for plans.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { PgDialect } from 'drizzle-orm/pg-core';
import { startBenchServer } from './child-server.ts';
import { loadPipelineData } from './pipeline-data.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { inTransaction } from '../../src/server/db/tx.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import type { Manager } from '../../src/server/http/manager.ts';
import { STAGE_LISTS } from '../../src/server/modules/pipeline/lists/catalog.ts';
import { filterOf, listScope } from '../../src/server/modules/pipeline/lists/service.ts';
import * as listRepo from '../../src/server/modules/pipeline/lists/repository.ts';
import * as moveRepo from '../../src/server/modules/pipeline/repository.ts';
import { applicationDataScope } from '../../src/server/modules/access/application-scope.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 60);
const DEEP_PAGE = 1000;
const PORT = 18083;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench@2026';
const NEW_DELIVERY = STAGE_LISTS.find((l) => l.path === 'ResumeDeliveryRecord/NewDelivery/GetResumeList')!;
const LIST = (page: number) => `/recruit/api/${NEW_DELIVERY.path}?page=${page}&perPage=10`;

interface Setup {
  tenementId: number;
  hrId: number;
  apiBatches: number[][];
  bareBatches: number[][];
}
interface Result {
  rps: number;
  p99: number;
  errors: number;
}

/** A role with the 新投递 and 初筛通过 screens and the pass key, reading applications of its division and below. */
async function hrMember(db: Database, tenementId: number, division: number): Promise<number> {
  const [role] = (await db.query(`insert into roles (tenement_id, name) values ($1, '压测招聘专员') returning id`, [tenementId])) as Array<{
    id: number;
  }>;
  await db.query('insert into role_menus (role_id, menu_id) values ($1, 301), ($1, 302)', [role!.id]);
  await db.query(`insert into role_functions (role_id, function_id) select $1, id from functions where function_key = 'newDelivery:pass'`, [
    role!.id,
  ]);
  // Applications by their own rule; positions too (the transition calls read the batch through the position scope).
  await db.query(
    `insert into data_permissions (tenement_id, role_id, menu_id, table_name, value_type, dept_ids) values ($1, $2, 301, 'delivery_records', 4, '{}'), ($1, $2, 201, 'positions', 4, '{}')`,
    [tenementId, role!.id],
  );
  const [u] = (await db.query(
    `insert into users (account, password_hash, name, is_seeker) values ('benchhr', $1, '压测专员', false) returning id`,
    [await hashPassword(PASSWORD)],
  )) as Array<{ id: number }>;
  await db.query('insert into tenement_users (tenement_id, user_id, dept_id, name) values ($1, $2, $3, $4)', [
    tenementId,
    u!.id,
    division,
    '压测专员',
  ]);
  await db.query('insert into user_roles (user_id, role_id) values ($1, $2)', [u!.id, role!.id]);
  return u!.id;
}

/** New applications inside the member's division, 100 a batch: the first ones for the API, the next for the bare run. */
async function batches(db: Database, tenementId: number, division: number): Promise<number[][]> {
  const rows = (await db.query(
    `select d.id from delivery_records d join positions p on p.id = d.position_id join depts x on x.id = p.dept_id
     where d.tenement_id = $1 and d.stage = 1 and x.path like (select path from depts where id = $2) || '%' order by d.id limit $3`,
    [tenementId, division, BATCHES * 2 * 100],
  )) as Array<{ id: number }>;
  const ids = rows.map((r) => r.id);
  return Array.from({ length: Math.floor(ids.length / 100) }, (_, i) => ids.slice(i * 100, i * 100 + 100));
}

async function prepare(opts: DatabaseOptions): Promise<Setup> {
  const database = await openDatabase(opts);
  await seed(database.db, { demo: true });
  const [t] = (await database.query(`select id from tenements where tenement_no = 'T0001'`)) as Array<{ id: number }>;
  const [admin] = (await database.query(`select id from users where account = 'admin'`)) as Array<{ id: number }>;
  const division = await loadPipelineData(database, t!.id, admin!.id, RECORDS);
  const hrId = await hrMember(database, t!.id, division);
  const all = await batches(database, t!.id, division);
  await database.close();
  return { tenementId: t!.id, hrId, apiBatches: all.slice(0, BATCHES), bareBatches: all.slice(BATCHES) };
}

async function apiGet(url: string, token: string): Promise<Result & { state: number; total: number }> {
  const headers = { authorization: `Bearer ${token}` };
  const first = (await (await fetch(`${base}${url}`, { headers })).json()) as { state: number; data: { totalCount: number } };
  const r = await autocannon({ url: `${base}${url}`, headers, connections: 8, duration: DURATION });
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    state: first.state,
    total: first.data.totalCount,
  };
}

/** PassInitialScreening, each call a new batch of 100, until the batches run out. */
async function apiMoves(token: string, list: number[][]): Promise<Result> {
  let i = 0;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const t0 = Date.now();
  const r = await autocannon({
    url: base,
    connections: 4,
    amount: list.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          path: '/recruit/api/ResumeDeliveryRecord/PassInitialScreening',
          headers,
          body: JSON.stringify({ ids: list[i++ % list.length] }),
        }),
      },
    ],
  });
  return { rps: Math.round((list.length / (Date.now() - t0)) * 10000) / 10, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function bareRun(work: (i: number) => Promise<unknown>, limit = Infinity): Promise<Result> {
  const times: number[] = [];
  const until = Date.now() + DURATION * 1000;
  const t0 = Date.now();
  for (let i = 0; Date.now() < until && i < limit; i++) {
    const s = performance.now();
    await work(i);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const seconds = (Date.now() - t0) / 1000;
  return {
    rps: Math.round((times.length / seconds) * 10) / 10,
    p99: Math.round(times[Math.floor(times.length * 0.99)]! * 10) / 10,
    errors: 0,
  };
}

const callerOf = (userId: number, tenementId: number): Manager => ({
  sessionId: 0,
  userId,
  account: 'benchhr',
  identity: 'manage',
  tenementId,
  loginSource: 1,
  ip: null,
  mustChangePassword: false,
});

/** The statements PassInitialScreening runs for a batch, in one transaction: load in scope, move, history. */
async function bareMove(database: Database, caller: Manager, ids: number[]) {
  await inTransaction(database.db, async (tx) => {
    const scope = await applicationDataScope(tx, caller);
    const records = await moveRepo.recordsForMove(tx, caller.tenementId!, ids, scope.where);
    const targets = records.map((r) => ({ id: r.id, fromStage: r.stage, fromStep: r.step, toStage: 2, toStep: 0 }));
    await moveRepo.moveStages(tx, targets, true, {});
    await moveRepo.insertHistory(
      tx,
      targets.map((t) => ({
        tenementId: caller.tenementId!,
        deliveryRecordId: t.id,
        call: 'PassInitialScreening',
        fromStage: 1,
        toStage: 2,
        actorId: caller.userId,
      })),
    );
  });
}

async function bareRuns(database: Database, setup: Setup) {
  const caller = callerOf(setup.hrId, setup.tenementId);
  const deps = { db: database.db } as Parameters<typeof listScope>[0];
  const page = async (n: number) => {
    const s = await listScope(deps, caller);
    return listRepo.listPage(database.db, filterOf(NEW_DELIVERY, s, {}), { key: 'createdAt', desc: true }, (n - 1) * 10, 10);
  };
  if (process.env.BENCH_EXPLAIN) {
    const s = await listScope(deps, caller);
    const where = listRepo.listWhere(filterOf(NEW_DELIVERY, s, {}));
    const f = filterOf(NEW_DELIVERY, s, {});
    const dialect = new PgDialect();
    for (const q of [
      dialect.sqlToQuery(
        listRepo.listPageQuery(database.db, where, { key: 'createdAt', desc: true }, (DEEP_PAGE - 1) * 10, 10, false, false).getSQL(),
      ),
      dialect.sqlToQuery(listRepo.listCountQuery(f)),
    ]) {
      const rows = (await database.query(`explain analyze ${q.sql}`, q.params)) as Array<Record<string, string>>;
      console.info(`${q.sql}\n${rows.map((r) => Object.values(r)[0]).join('\n')}\n`);
    }
  }
  return {
    first: await bareRun(() => page(1)),
    deep: await bareRun(() => page(DEEP_PAGE)),
    move: await bareRun((i) => bareMove(database, caller, setup.bareBatches[i]!), setup.bareBatches.length),
  };
}

/** With DATABASE_URL: a new database beside the named one (the benchmark never writes into yours). */
async function target(): Promise<{ opts: DatabaseOptions; drop: () => Promise<void>; label: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-pipeline-'));
  const url = process.env.DATABASE_URL;
  if (!url) return { opts: { dataDir: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }), label: 'PGlite' };
  const name = `recruit_bench_pipeline_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  // The server child reads it from its environment.
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

function report(
  label: string,
  setup: Setup,
  api: Record<'first' | 'deep' | 'move', Result & { note?: string }>,
  bare: Record<'first' | 'deep' | 'move', Result>,
) {
  console.info(
    `\n${RECORDS} applications, HR member scoped to a division and below, ${label}, ${DURATION} s per list run, 8 connections (moves: ${setup.apiBatches.length} calls of 100, 4 connections)`,
  );
  console.info('| call | API req/s | API p99 ms | bare SQL q/s | bare p99 ms | API / bare |');
  console.info('|---|---|---|---|---|---|');
  const rows: Array<[string, 'first' | 'deep' | 'move']> = [
    ['NewDelivery/GetResumeList page 1', 'first'],
    [`NewDelivery/GetResumeList page ${DEEP_PAGE}`, 'deep'],
    ['PassInitialScreening, 100 records a call', 'move'],
  ];
  for (const [name, key] of rows) {
    const a = api[key];
    const b = bare[key];
    console.info(
      `| ${name} | ${a.rps} | ${a.p99} | ${b.rps} | ${b.p99} | ${(a.rps / b.rps).toFixed(2)} |${a.errors ? ` errors: ${a.errors}` : ''}${a.note ?? ''}`,
    );
  }
}

async function main() {
  const t = await target();
  try {
    const setup = await prepare(t.opts);
    const server = await startBenchServer(PORT, t.opts.dataDir);
    const token = await server.login('benchhr', PASSWORD);
    const first = await apiGet(LIST(1), token);
    const deep = await apiGet(LIST(DEEP_PAGE), token);
    const move = await apiMoves(token, setup.apiBatches);
    await server.stop();
    const database = await openDatabase(t.opts);
    const moved = (await database.query('select count(*)::int as n from delivery_records where id = any($1) and stage = 2', [
      setup.apiBatches.flat(),
    ])) as Array<{ n: number }>;
    const bare = await bareRuns(database, setup);
    await database.close();
    const note = ` (${first.total} new applications in scope; moved ${moved[0]!.n} of ${setup.apiBatches.length * 100})`;
    report(t.label, setup, { first, deep, move: { ...move, note } }, bare);
  } finally {
    await t.drop();
  }
}

await main();
