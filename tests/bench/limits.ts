/**
 * npm run bench:limits — what counting rate-limit hits in the database costs: req/s and p99 of
 * rate-limited calls with RATE_LIMIT_STORE=memory beside RATE_LIMIT_STORE=database, on PGlite and on
 * PostgreSQL, in the same run. The limit is set out of reach, so every call is a counted hit that
 * goes through (the cost of a refused hit is the same statement).
 *
 * Loads: Login/DemoAccounts (a per-address route limit whose handler answers from a cache, so the
 * limiter is most of the work) from one address, which makes one hot row, and from 1000 addresses
 * (X-Forwarded-For, TRUST_PROXY=1), which spreads the writes; and Login/Check signed in as the demo
 * administrator, an ordinary limited call (session from the per-process cache, a query or two).
 * The hub's negotiate is left out: past its cap of pending tokens it answers 503 at memory speed,
 * which measures the cap, not the limit.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startPostgres } from '../support/postgres.ts';
import { startBenchServer } from './child-server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 18085;
const ADDRESSES = 1000;

interface Figure {
  rps: number;
  p99: number;
  errors: number;
}

async function load(opts: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections: 16, duration: DURATION, ...opts });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Each request from the next of ADDRESSES client addresses, as a proxy in front would write it. */
function spreadAddresses(): autocannon.Request {
  let n = 0;
  return {
    setupRequest: (req) => {
      n = (n + 1) % ADDRESSES;
      return { ...req, headers: { ...req.headers, 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` } };
    },
  };
}

const LOADS = {
  'DemoAccounts, 1 address': (base: string) => load({ url: `${base}/recruit/api/Login/DemoAccounts` }),
  [`DemoAccounts, ${ADDRESSES} addresses`]: (base: string) =>
    load({ url: `${base}/recruit/api/Login/DemoAccounts`, requests: [spreadAddresses()] }),
  'Login/Check, signed in': (base: string, token: string) =>
    load({ url: `${base}/recruit/api/Login/Check`, headers: { authorization: `Bearer ${token}` } }),
};
type LoadName = keyof typeof LOADS;

async function measure(env: Record<string, string>, store: 'memory' | 'database') {
  // The demo administrator signs in for Login/Check; the cheapest scrypt cost keeps the demo-password
  // check behind DemoAccounts short, and one call before the loads puts its answer in its one-minute cache.
  const server = await startBenchServer(PORT, 'memory://', {
    ...env,
    RATE_LIMIT_STORE: store,
    TRUST_PROXY: '1',
    SEED_DEMO: 'true',
    PASSWORD_HASH_LOG_N: '14',
  });
  const token = await server.login('admin', 'Admin@2026');
  await fetch(`${server.base}/recruit/api/Login/DemoAccounts`);
  const figures = {} as Record<LoadName, Figure>;
  for (const [name, run] of Object.entries(LOADS)) figures[name as LoadName] = await run(server.base, token);
  await server.stop();
  return figures;
}

function report(label: string, memory: Record<LoadName, Figure>, database: Record<LoadName, Figure>) {
  for (const name of Object.keys(LOADS) as LoadName[]) {
    const m = memory[name];
    const d = database[name];
    const ratio = Math.round((100 * d.rps) / m.rps);
    // At 16 requests in flight a request takes 16/rps seconds: what the database adds to each.
    const added = (16_000 / d.rps - 16_000 / m.rps).toFixed(2);
    console.log(
      `${label.padEnd(10)} ${name.padEnd(30)} memory ${String(m.rps).padStart(6)} req/s p99 ${String(m.p99).padStart(3)} ms | ` +
        `database ${String(d.rps).padStart(6)} req/s p99 ${String(d.p99).padStart(3)} ms (${ratio}%, +${added} ms a request)` +
        (m.errors + d.errors ? `  errors ${m.errors}/${d.errors}` : ''),
    );
  }
}

async function main() {
  const rows: Array<[string, Record<LoadName, Figure>, Record<LoadName, Figure>]> = [];
  rows.push(['PGlite', await measure({}, 'memory'), await measure({}, 'database')]);
  const cluster = await startPostgres();
  try {
    const admin = new pg.Client({ connectionString: `${cluster.base}/postgres` });
    await admin.connect();
    await admin.query('CREATE DATABASE recruit_bench_limits');
    await admin.end();
    const env = { DATABASE_URL: `${cluster.base}/recruit_bench_limits` };
    rows.push(['PostgreSQL', await measure(env, 'memory'), await measure(env, 'database')]);
  } finally {
    cluster.stop();
  }
  console.log(`\nrecruit bench:limits (${DURATION} s per load, 16 connections, ${os.cpus().length} cores)`);
  for (const [label, memory, database] of rows) report(label, memory, database);
  console.log('');
}

await main();
