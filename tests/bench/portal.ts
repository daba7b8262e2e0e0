/**
 * npm run bench:portal — the job-seeker site under load on the embedded database: 10 000 published
 * positions of 20 companies (types, tags, places, factories) and 1 000 000 applications. req/s and p99
 * of the home list (page 1, and keyword + tag), the position detail and HR opening an application,
 * each beside the same statements run bare against the same data in the same run; then the portal
 * home page's first-load JavaScript (raw and gzip) from a production build, with a check that no
 * chunk of it carries react-admin. The server runs in a child process, as in bench:access.
 * BENCH_SECONDS (6), BENCH_POSITIONS (10000), BENCH_RECORDS (1000000); BENCH_EXPLAIN=1 prints plans;
 * BENCH_WEB_DIST: a build made with `vite build --manifest` to measure instead of building one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './child-server.ts';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase, type Database, type Db } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { homePage, homePageQuery, isPublicCompany, type HomeFilter } from '../../src/server/modules/portal/repository.ts';
import * as positionRepo from '../../src/server/modules/positions/repository.ts';
import * as deliveryRepo from '../../src/server/modules/delivery/repository.ts';
import { portalFirstLoad } from './portal-web.ts';
import { loadPortalData } from './portal-data.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 10_000);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const PORT = 18082;
const base = `http://127.0.0.1:${PORT}`;
const FILTER: HomeFilter = { keyword: '装配', tags: ['五险一金'] };
const FILTER_QUERY = `keyword=${encodeURIComponent('装配')}&tags=${encodeURIComponent('五险一金')}`;

interface Sample {
  positionIds: number[];
  recordIds: number[];
}

async function prepare(dir: string): Promise<Sample> {
  const database = await openDatabase({ dataDir: dir });
  await seed(database.db, { demo: true });
  await loadPortalData(database, { positions: POSITIONS, records: RECORDS });
  const positionIds = (
    (await database.query('select id from positions where state = 2 order by random() limit 500')) as Array<{ id: number }>
  ).map((r) => r.id);
  const recordIds = (
    (await database.query(
      `select d.id from delivery_records d join tenements t on t.id = d.tenement_id and t.tenement_no = 'T0001' order by random() limit 500`,
    )) as Array<{ id: number }>
  ).map((r) => r.id);
  await database.close();
  return { positionIds, recordIds };
}

interface Result {
  rps: number;
  p99: number;
  errors: number;
}

/** Each request picks its path: a fixed one, or one id after another from the sample. */
async function apiRun(paths: () => string, headers: Record<string, string> = {}): Promise<Result & { state: number }> {
  const first = (await (await fetch(`${base}${paths()}`, { headers })).json()) as { state: number };
  const r = await autocannon({
    url: base,
    headers,
    connections: 8,
    duration: DURATION,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths() }) }],
  });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx, state: first.state };
}

/** The handler's statements run one after another, as fast as they go. */
async function bareRun(work: () => Promise<unknown>): Promise<Result> {
  const times: number[] = [];
  const until = Date.now() + DURATION * 1000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { rps: Math.round(times.length / DURATION), p99: Math.round(times[Math.floor(times.length * 0.99)]! * 10) / 10, errors: 0 };
}

const cycle = (ids: number[]) => {
  let i = 0;
  return () => ids[(i += 1) % ids.length]!;
};

/** BENCH_EXPLAIN=1: the plan of a statement on the loaded data. */
async function explain(database: Database, label: string, q: SQL) {
  const { sql: text, params } = new PgDialect().sqlToQuery(q);
  const rows = (await database.query(`explain analyze ${text}`, params)) as Array<Record<string, string>>;
  console.info(`-- ${label}\n${rows.map((r) => Object.values(r)[0]).join('\n')}\n`);
}

async function bareRuns(dir: string, sample: Sample) {
  const database = await openDatabase({ dataDir: dir });
  const db: Db = database.db;
  if (process.env.BENCH_EXPLAIN) {
    await explain(database, 'home page 1', homePageQuery({}, 'newest', 0, 10));
    await explain(database, 'home keyword + tag', homePageQuery(FILTER, 'newest', 0, 10));
  }
  const nextPosition = cycle(sample.positionIds);
  const nextRecord = cycle(sample.recordIds);
  const out = {
    home: await bareRun(() => homePage(db, {}, 'newest', 0, 10)),
    filtered: await bareRun(() => homePage(db, FILTER, 'newest', 0, 10)),
    position: await bareRun(async () => {
      const row = await positionRepo.positionView(db, undefined, nextPosition());
      // The detail's public guard (portal/public-guard.ts), as GetDetail runs it.
      await isPublicCompany(db, row!.tenementId);
    }),
    record: await bareRun(async () => {
      const id = nextRecord();
      const record = (await deliveryRepo.recordById(db, id))!;
      const form = async () => {
        const answers = await deliveryRepo.formDataOf(db, id);
        if (answers) await deliveryRepo.specialForm(db, answers.formId);
      };
      await Promise.all([deliveryRepo.detailContext(db, record), form()]);
    }),
  };
  await database.close();
  return out;
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-portal-'));
  try {
    const sample = await prepare(dir);
    const server = await startBenchServer(PORT, dir);
    const token = await server.login('admin', 'Admin@2026');
    const nextPosition = cycle(sample.positionIds);
    const nextRecord = cycle(sample.recordIds);
    // HR opens each sampled application once first: the first opening stamps viewedAt (one write),
    // every later one is the read measured here and run bare below.
    for (const id of sample.recordIds)
      await fetch(`${base}/recruit/api/ResumeDeliveryRecord/GetDetail?id=${id}`, { headers: { authorization: `Bearer ${token}` } });
    const api = {
      home: await apiRun(() => '/recruit/api/PositionInfo/GetListForHome?page=1&perPage=10'),
      filtered: await apiRun(() => `/recruit/api/PositionInfo/GetListForHome?page=1&perPage=10&${FILTER_QUERY}`),
      position: await apiRun(() => `/recruit/api/PositionInfo/GetDetail?id=${nextPosition()}`),
      record: await apiRun(() => `/recruit/api/ResumeDeliveryRecord/GetDetail?id=${nextRecord()}`, { authorization: `Bearer ${token}` }),
    };
    await server.stop();
    const bare = await bareRuns(dir, sample);
    const rows: Array<[string, keyof typeof api]> = [
      ['PositionInfo/GetListForHome page 1 (anonymous)', 'home'],
      ['GetListForHome keyword 装配 + tag 五险一金', 'filtered'],
      ['PositionInfo/GetDetail (anonymous, 500 ids)', 'position'],
      ['ResumeDeliveryRecord/GetDetail (HR admin, 500 ids opened before)', 'record'],
    ];
    console.info(`\n${POSITIONS} published positions, ${RECORDS} applications, PGlite, ${DURATION} s per run, 8 connections`);
    console.info('| call | API req/s | API p99 ms | bare SQL q/s | bare p99 ms | API / bare |');
    console.info('|---|---|---|---|---|---|');
    for (const [label, key] of rows) {
      const a = api[key];
      const b = bare[key];
      const flags = a.state !== 200 || a.errors ? ` (state ${a.state}, errors ${a.errors})` : '';
      console.info(`| ${label} | ${a.rps} | ${a.p99} | ${b.rps} | ${b.p99} | ${(a.rps / b.rps).toFixed(2)} |${flags}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  await portalFirstLoad();
}

await main();
