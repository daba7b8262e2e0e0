/**
 * npm run bench:api — login and an authenticated GET, req/s on PGlite and on PostgreSQL, beside a bare
 * Fastify route measured in the same run, plus cold and warm start-to-healthy times.
 * The server runs in a child process so the load generator does not share its event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from '../support/postgres.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const WARM_UP = 2;
const PORT = 18080;
const base = `http://127.0.0.1:${PORT}`;

function startServer(env: Record<string, string>, entry = 'src/server/main.ts'): { child: ChildProcess; started: number } {
  const started = Date.now();
  // node --import tsx, not npx: the signal must reach the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, started };
}

async function untilHealthy(url: string, started: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - started;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Each figure follows a discarded warm-up run, so the JIT and the caches are hot for every side alike. */
async function load(opts: autocannon.Options): Promise<{ rps: number; p99: number; errors: number }> {
  await autocannon({ connections: 16, duration: WARM_UP, ...opts });
  const result = await autocannon({ connections: 16, duration: DURATION, ...opts });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function loginToken(): Promise<string> {
  const res = await fetch(`${base}/recruit/api/Login/SysLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@2026', loginSource: 3 }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function benchApp(label: string, env: Record<string, string>) {
  const { child, started } = startServer(env);
  const ready = await untilHealthy(`${base}/recruit/api/health`, started);
  const token = await loginToken();
  // The GET first: logins cut off mid-hash at the end of their run would still hold the CPU.
  const get = await load({ url: `${base}/recruit/api/User/GetUserInfo`, headers: { authorization: `Bearer ${token}` } });
  const login = await load({
    url: `${base}/recruit/api/Login/SysLogin`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // loginSource 1 differs from the token's 3, so the logins do not end the GET's session.
    body: JSON.stringify({ account: 'admin', password: 'Admin@2026', loginSource: 1 }),
  });
  await stop(child);
  return { label, ready, login, get };
}

async function startTimes() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-'));
  const cold = startServer({ DATA_DIR: dir });
  const coldMs = await untilHealthy(`${base}/recruit/api/health`, cold.started);
  await stop(cold.child);
  const warm = startServer({ DATA_DIR: dir });
  const warmMs = await untilHealthy(`${base}/recruit/api/health`, warm.started);
  await stop(warm.child);
  rmSync(dir, { recursive: true, force: true });
  return { coldMs, warmMs };
}

async function main() {
  const bare = startServer({}, 'tests/bench/bare-server.ts');
  await untilHealthy(`${base}/bare`, bare.started);
  const bareGet = await load({ url: `${base}/bare` });
  await stop(bare.child);

  const { coldMs, warmMs } = await startTimes();
  const lite = await benchApp('PGlite', { DATA_DIR: 'memory://' });
  const cluster = await startPostgres();
  const admin = new pg.Client({ connectionString: `${cluster.base}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE recruit_bench');
  await admin.end();
  const pgRun = await benchApp('PostgreSQL', { DATABASE_URL: `${cluster.base}/recruit_bench`, SEED_DEMO: 'true' });
  cluster.stop();

  console.log(`\nrecruit bench:api (${DURATION} s per run, 16 connections, ${os.cpus().length} cores)`);
  console.log(`bare Fastify GET              ${bareGet.rps.toString().padStart(7)} req/s  p99 ${bareGet.p99} ms`);
  for (const r of [lite, pgRun]) {
    console.log(
      `${r.label.padEnd(10)} login (scrypt)     ${r.login.rps.toString().padStart(7)} req/s  p99 ${r.login.p99} ms  errors ${r.login.errors}`,
    );
    console.log(
      `${r.label.padEnd(10)} GET GetUserInfo    ${r.get.rps.toString().padStart(7)} req/s  p99 ${r.get.p99} ms  errors ${r.get.errors}  (${Math.round((100 * r.get.rps) / bareGet.rps)}% of bare)`,
    );
    console.log(`${r.label.padEnd(10)} start to healthy   ${r.ready} ms`);
  }
  console.log(`embedded cold start (migrate + seed) to healthy: ${coldMs} ms; warm start: ${warmMs} ms\n`);
}

await main();
