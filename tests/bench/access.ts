/**
 * npm run bench:access — TenementUser/GetList over 100 000 people on the embedded database, as the
 * administrator and as a viewer of each data scope, req/s and p99; beside it, in the same run, the same
 * list SQL (page + count under the same scope condition) run bare against the same data.
 * The server runs in a child process so the load generator does not share its event loop.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './child-server.ts';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { dataPermissions, roleMenus, roles, tenementUsers, tenements, userRoles, users } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { insertDept } from '../../src/server/modules/org/repository.ts';
import { memberScope } from '../../src/server/modules/people/members.ts';
import * as memberRepo from '../../src/server/modules/people/repository.ts';
import type { Manager } from '../../src/server/http/manager.ts';
import type { Db } from '../../src/server/db/client.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 100_000);
const PORT = 18081;
const base = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Bench@2026';
const SCOPES = ['all (admin)', '1 全部数据', '2 指定部门', '3 本部门', '4 本部门及以下', '5 仅本人'] as const;

interface Viewer {
  account: string;
  userId: number;
  label: string;
}

/** 4 departments under the root, 4 below each; people spread evenly over the 16 leaves and the 4 middles. */
async function departments(db: Db, tenementId: number, rootId: number) {
  const middles: number[] = [];
  const leaves: number[] = [];
  for (let i = 1; i <= 4; i++) {
    const mid = await insertDept(db, { tenementId, parentId: rootId, deptNo: `B${i}`, name: `事业部${i}`, sort: 10 + i });
    middles.push(mid.id);
    for (let j = 1; j <= 4; j++)
      leaves.push((await insertDept(db, { tenementId, parentId: mid.id, deptNo: `B${i}${j}`, name: `车间${i}-${j}`, sort: j })).id);
  }
  return { middles, leaves };
}

async function people(db: Db, tenementId: number, deptIds: number[]) {
  const hash = await hashPassword(PASSWORD);
  await db.execute(sql`insert into users (account, password_hash, name, phone, is_seeker)
    select 'p' || g, ${hash}, '员工' || g, '15' || lpad(g::text, 9, '0'), false from generate_series(1, ${PEOPLE}) g`);
  const depts = sql.raw(`ARRAY[${deptIds.join(',')}]`);
  await db.execute(sql`insert into tenement_users (tenement_id, user_id, dept_id, name, job_no)
    select ${tenementId}, u.id, (${depts})[(u.id % ${deptIds.length}) + 1], u.name, 'J' || u.id from users u where u.account ~ '^p[0-9]+$'`);
}

/** One role and one viewer per data scope; viewers sit in the first middle department. */
async function viewers(db: Db, tenementId: number, middle: number, leaves: number[]): Promise<Viewer[]> {
  const out: Viewer[] = [];
  const hash = await hashPassword(PASSWORD);
  for (let scope = 1; scope <= 5; scope++) {
    const [role] = await db
      .insert(roles)
      .values({ tenementId, name: `压测范围${scope}` })
      .returning({ id: roles.id });
    await db.insert(roleMenus).values({ roleId: role!.id, menuId: 102 });
    await db.insert(dataPermissions).values({
      tenementId,
      roleId: role!.id,
      menuId: 102,
      tableName: 'tenement_users',
      valueType: scope,
      deptIds: scope === 2 ? leaves.slice(0, 2) : [],
    });
    const [u] = await db
      .insert(users)
      .values({ account: `viewer${scope}`, passwordHash: hash, name: `观察员${scope}`, isSeeker: false })
      .returning({ id: users.id });
    await db.insert(tenementUsers).values({ tenementId, userId: u!.id, deptId: middle, name: `观察员${scope}` });
    await db.insert(userRoles).values({ userId: u!.id, roleId: role!.id });
    out.push({ account: `viewer${scope}`, userId: u!.id, label: SCOPES[scope]! });
  }
  return out;
}

async function prepare(dir: string): Promise<{ viewers: Viewer[]; tenementId: number; adminId: number }> {
  const database = await openDatabase({ dataDir: dir });
  const db = database.db;
  await seed(db, { demo: true });
  const [t] = await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'admin'));
  const [rootRow] = (await database.query('select id from depts where tenement_id = $1 and parent_id is null', [t!.id])) as Array<{
    id: number;
  }>;
  const { middles, leaves } = await departments(db, t!.id, rootRow!.id);
  const started = Date.now();
  await people(db, t!.id, [...middles, ...leaves]);
  const v = await viewers(db, t!.id, middles[0]!, leaves);
  await database.query('vacuum analyze', []);
  console.info(`seeded ${PEOPLE} people in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
  return { viewers: v, tenementId: t!.id, adminId: admin!.id };
}

const LIST = '/recruit/api/TenementUser/GetList?page=1&perPage=10';

async function apiRun(token: string) {
  const first = (await (await fetch(`${base}${LIST}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { totalCount: number };
  };
  const r = await autocannon({ url: `${base}${LIST}`, headers: { authorization: `Bearer ${token}` }, connections: 8, duration: DURATION });
  return { rows: first.data.totalCount, rps: Math.round(r.requests.average), p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** The list's own SQL (page and count under the scope), one query pair after another, as fast as it goes. */
async function bareRun(db: Db, caller: Manager) {
  const s = await memberScope({ db }, caller);
  const where = memberRepo.memberWhere(s.tenementId, s.where, {});
  const times: number[] = [];
  const until = Date.now() + DURATION * 1000;
  while (Date.now() < until) {
    const t0 = performance.now();
    await Promise.all([memberRepo.memberPage(db, where, { key: 'createdAt', desc: true }, 0, 10), memberRepo.memberCount(db, where)]);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { qps: Math.round(times.length / DURATION), p99: Math.round(times[Math.floor(times.length * 0.99)]! * 10) / 10 };
}

const callerOf = (userId: number, account: string, tenementId: number): Manager => ({
  sessionId: 0,
  userId,
  account,
  identity: 'manage',
  tenementId,
  loginSource: 1,
  ip: null,
  mustChangePassword: false,
});

/** BENCH_EXPLAIN=1: the plans of the list's two statements under each scope. */
async function explain(database: Awaited<ReturnType<typeof openDatabase>>, callers: Manager[]) {
  for (const caller of callers) {
    const s = await memberScope({ db: database.db }, caller);
    const where = memberRepo.memberWhere(s.tenementId, s.where, {});
    for (const q of [
      memberRepo.memberPageQuery(database.db, where, { key: 'createdAt', desc: true }, 0, 10).toSQL(),
      memberRepo.memberCountQuery(database.db, where).toSQL(),
    ]) {
      const rows = (await database.query(`explain analyze ${q.sql}`, q.params)) as Array<Record<string, string>>;
      console.info(`-- ${caller.account}\n${q.sql}\n${rows.map((r) => Object.values(r)[0]).join('\n')}`);
    }
  }
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-access-'));
  try {
    const { viewers: vs, tenementId, adminId } = await prepare(dir);
    const all = [
      { account: 'admin', userId: adminId, label: SCOPES[0], password: 'Admin@2026' },
      ...vs.map((v) => ({ ...v, password: PASSWORD })),
    ];
    const server = await startBenchServer(PORT, dir);
    const apiResults: Array<Awaited<ReturnType<typeof apiRun>>> = [];
    for (const v of all) apiResults.push(await apiRun(await server.login(v.account, v.password)));
    await server.stop();
    const database = await openDatabase({ dataDir: dir });
    if (process.env.BENCH_EXPLAIN)
      await explain(
        database,
        all.map((v) => callerOf(v.userId, v.account, tenementId)),
      );
    const bare: Array<Awaited<ReturnType<typeof bareRun>>> = [];
    for (const v of all) bare.push(await bareRun(database.db, callerOf(v.userId, v.account, tenementId)));
    await database.close();
    console.info(`\nTenementUser/GetList (page 1, 10 rows) over ${PEOPLE} people, PGlite, ${DURATION} s per run, 8 connections`);
    console.info('| scope | rows visible | API req/s | API p99 ms | bare SQL q/s | bare p99 ms | API / bare |');
    console.info('|---|---|---|---|---|---|---|');
    all.forEach((v, i) => {
      const a = apiResults[i]!;
      const b = bare[i]!;
      console.info(
        `| ${v.label} | ${a.rows} | ${a.rps} | ${a.p99} | ${b.qps} | ${b.p99} | ${(a.rps / b.qps).toFixed(2)} |${a.errors ? ` errors: ${a.errors}` : ''}`,
      );
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
