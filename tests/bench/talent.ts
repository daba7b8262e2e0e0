/**
 * npm run bench:talent — the talent centre's search (TalentCenter/GetList) over 1 000 000 library entries,
 * through the real app as the administrator: req/s and p99 of a common Chinese skill, a rare name, a latin
 * skill with filters, and filters alone; beside each, the same statements (the page and the capped count
 * of search-repository.ts) run bare against the same data in the same run. First on PGlite, then on a
 * throwaway PostgreSQL cluster (tests/support/postgres.ts; BENCH_PG=0 leaves it out, DATABASE_URL uses
 * that server instead). The entries' search terms are computed by the app's own terms.ts per vocabulary
 * item and combined in SQL, so a million rows load in seconds. BENCH_SECONDS (6), BENCH_ENTRIES (1000000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import autocannon from 'autocannon';
import { startBenchServer } from './child-server.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { syncCompany } from '../../src/server/modules/talent/sync.ts';
import { filterOf } from '../../src/server/modules/talent/search.ts';
import { searchCount, searchPage } from '../../src/server/modules/talent/search-repository.ts';
import type { TalentScope } from '../../src/server/modules/talent/access.ts';
import { COUNT_CAP } from '../../src/server/modules/talent/menus.ts';
import { termsOf } from '../../src/server/modules/talent/terms.ts';
import { startPostgres } from '../support/postgres.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);
const PORT = 18089;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦'.split(
    '',
  );
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '勇',
  '艳',
  '杰',
  '军',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '丹',
  '平',
  '刚',
  '桂英',
  '建国',
  '晓东',
  '海燕',
  '志强',
  '丽娟',
  '文博',
  '子涵',
  '雨轩',
  '浩然',
  '思远',
];
const SKILLS = [
  '数控编程',
  'PLC编程',
  'AutoCAD',
  'SolidWorks',
  '焊接',
  '注塑工艺',
  '模具设计',
  '电气维修',
  '质量管理',
  '六西格玛',
  'SMT贴片',
  '钳工',
  '车床操作',
  '叉车驾驶',
  '仓储管理',
  'ERP',
  'Java',
  'Python',
  '精益生产',
  '设备保全',
  '工艺改善',
  'CNC加工',
  '机器人调试',
  '液压系统',
  '装配',
  '检验',
  '化学分析',
  'ISO9001',
  '安全管理',
  '采购',
];
const SCHOOLS = [
  '南京理工大学',
  '苏州大学',
  '江南大学',
  '常州大学',
  '南京工业大学',
  '江苏大学',
  '扬州大学',
  '南通大学',
  '盐城工学院',
  '常熟理工学院',
  '苏州职业大学',
  '无锡职业技术学院',
  '常州机电职业技术学院',
  '南京航空航天大学',
  '东南大学',
  '河海大学',
  '中国矿业大学',
  '苏州科技大学',
  '淮阴工学院',
  '徐州工程学院',
];
const COMPANIES = [
  '博世汽车部件',
  '富士康科技',
  '西门子工厂自动化',
  '三星电子',
  '立讯精密',
  '恒力纺织',
  '亨通光电',
  '中天科技',
  '徐工机械',
  '天合光能',
  '阿特斯阳光',
  '海澜集团',
  '沙钢集团',
  '双良节能',
  '远东控股',
  '协鑫集团',
  '好孩子集团',
  '波司登',
  '红豆集团',
  '苏州精工机械',
];
const CITIES = ['苏州', '无锡', '常州', '南京', '南通', '昆山', '太仓', '常熟', '张家港', '江阴'];

const SEARCHES: Array<{ label: string; query: Record<string, string | number> }> = [
  { label: 'keyword 数控 (a common skill)', query: { keyword: '数控' } },
  { label: 'keyword 钟思远 (a name)', query: { keyword: '钟思远' } },
  { label: 'keyword plc, 高中+, 苏州, 3+ years', query: { keyword: 'plc', education_gte: 3, city: '苏州', workYears_gte: 3 } },
  { label: 'keyword 南京理工 焊接 (two terms)', query: { keyword: '南京理工 焊接' } },
  {
    label: 'filters only: 硕士+, age 25-35, salary 10000-20000',
    query: { education_gte: 6, age_gte: 25, age_lte: 35, salary_gte: 10000, salary_lte: 20000 },
  },
];

interface Result {
  rps: number;
  p99: number;
  errors: number;
}
interface ApiResult extends Result {
  total: number;
  /** One member searching alone: what a person waits for. */
  aloneP50: number;
  aloneP99: number;
}

const lit = (terms: string[]) => `{${terms.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Vocabulary tables with each item's terms (from terms.ts), then one INSERT … SELECT of the entries. */
async function load(db: Database, tenementId: number) {
  const vocab: Array<[string, string[]]> = [
    ['name', SURNAMES.flatMap((s) => GIVEN.map((g) => s + g))],
    ['skill', SKILLS],
    ['school', SCHOOLS],
    ['company', COMPANIES],
    ['city', CITIES],
  ];
  await db.query('create table bench_vocab (kind text, idx int, word text, terms text[], primary key (kind, idx))');
  for (const [kind, words] of vocab)
    for (let i = 0; i < words.length; i += 200) {
      const part = words.slice(i, i + 200);
      const values = part.map((_, j) => `($1, ${i + j}, $${j * 2 + 2}, $${j * 2 + 3}::text[])`).join(', ');
      const params = part.flatMap((w) => {
        const t = termsOf([w]);
        return [w, lit(kind === 'name' ? [...new Set([...t, ...w])] : t)];
      });
      await db.query(`insert into bench_vocab (kind, idx, word, terms) values ${values}`, [kind, ...params]);
    }
  const n = (kind: string) => vocab.find((v) => v[0] === kind)![1].length;
  await db.query('drop index talent_entries_terms');
  await db.query(
    `insert into talent_entries (tenement_id, name, phone, education, work_years, birthday, salary_min, salary_max, city, source, resume, terms, updated_at)
     select $1, nm.word, '13' || lpad(g::text, 9, '0'), 2 + g % 6, g % 31, date '1970-01-01' + (g % 12000), 4000 + (g % 40) * 500,
       8000 + (g % 40) * 500, ct.word, case when g % 3 = 0 then '邮件' else '纸质简历' end,
       jsonb_build_object('skills', jsonb_build_array(s1.word, s2.word), 'educations', jsonb_build_array(jsonb_build_object('school', sc.word)),
         'jobs', jsonb_build_array(jsonb_build_object('company', co.word))),
       nm.terms || s1.terms || s2.terms || sc.terms || co.terms || ct.terms,
       now() - (g % 500000) * interval '1 minute'
     from generate_series(1, $2) g
     join bench_vocab nm on nm.kind = 'name' and nm.idx = (g * 7) % ${n('name')}
     join bench_vocab s1 on s1.kind = 'skill' and s1.idx = g % ${n('skill')}
     join bench_vocab s2 on s2.kind = 'skill' and s2.idx = (g / ${n('skill')}) % ${n('skill')}
     join bench_vocab sc on sc.kind = 'school' and sc.idx = (g / 7) % ${n('school')}
     join bench_vocab co on co.kind = 'company' and co.idx = (g / 11) % ${n('company')}
     join bench_vocab ct on ct.kind = 'city' and ct.idx = (g / 3) % ${n('city')}`,
    [tenementId, ENTRIES],
  );
  await db.query('create index talent_entries_terms on talent_entries using gin (terms)');
  await db.query('drop table bench_vocab');
  await db.query('analyze talent_entries');
}

async function apiRun(base: string, token: string, query: Record<string, string | number>): Promise<ApiResult> {
  const qs = new URLSearchParams(Object.entries({ perPage: 10, ...query }).map(([k, v]) => [k, String(v)])).toString();
  const url = `${base}/recruit/api/TalentCenter/GetList?${qs}`;
  const headers = { authorization: `Bearer ${token}` };
  const first = (await (await fetch(url, { headers })).json()) as { state: number; data: { totalCount: number } };
  if (first.state !== 200) throw new Error(`${url}: ${JSON.stringify(first)}`);
  const alone = await autocannon({ url, headers, connections: 1, duration: DURATION });
  const r = await autocannon({ url, headers, connections: 8, duration: DURATION });
  return {
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + alone.errors + alone.non2xx,
    total: first.data.totalCount,
    aloneP50: alone.latency.p50,
    aloneP99: alone.latency.p99,
  };
}

async function bareRun(work: () => Promise<unknown>): Promise<Result> {
  await work();
  const times: number[] = [];
  const t0 = Date.now();
  while (Date.now() - t0 < DURATION * 1000) {
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

async function pgTarget(url: string, label: string, dir: string) {
  const name = `recruit_bench_talent_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  return { opts: { databaseUrl: own.toString(), dataDir: dir } as DatabaseOptions, drop, label };
}

async function runOn(opts: DatabaseOptions, label: string) {
  const t0 = Date.now();
  const database = await openDatabase(opts);
  await seed(database.db, { demo: true });
  const [t] = (await database.query(`select id from tenements where tenement_no = 'T0001'`)) as Array<{ id: number }>;
  await syncCompany(database.db, t!.id);
  await load(database, t!.id);
  await database.close();
  console.info(`\n${label}: ${ENTRIES} entries loaded and indexed in ${Math.round((Date.now() - t0) / 1000)} s`);

  const env: Record<string, string> = opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {};
  const server = await startBenchServer(PORT, opts.dataDir!, env);
  const token = await server.login('admin', 'Admin@2026');
  const api: ApiResult[] = [];
  for (const s of SEARCHES) api.push(await apiRun(server.base, token, s.query));
  await server.stop();

  const db = await openDatabase(opts);
  const scope: TalentScope = {
    tenementId: t!.id,
    scope: { where: undefined, takesPart: undefined },
    unapplied: true,
    mask: (r) => r,
    masked: new Set(),
  };
  console.info(
    `\n${label}, ${ENTRIES} entries, administrator, ${DURATION} s a run; API with 1 and with 8 connections; bare SQL one at a time (count capped at ${COUNT_CAP})`,
  );
  console.info(
    '| search | matches | API 1 conn. p50 ms | API 1 conn. p99 ms | API 8 conn. req/s | API 8 conn. p99 ms | bare SQL q/s | bare p99 ms |',
  );
  console.info('|---|---|---|---|---|---|---|---|');
  for (const [i, s] of SEARCHES.entries()) {
    const f = filterOf(s.query, scope, new Date());
    const bare = await bareRun(() =>
      Promise.all([searchPage(db.db, f, { key: 'updatedAt', desc: true }, 0, 10), searchCount(db.db, f, COUNT_CAP)]),
    );
    const a = api[i]!;
    const total = a.total >= COUNT_CAP ? `${COUNT_CAP}+` : String(a.total);
    console.info(
      `| ${s.label} | ${total} | ${a.aloneP50} | ${a.aloneP99} | ${a.rps} | ${a.p99} | ${bare.rps} | ${bare.p99} |${a.errors ? ` ${a.errors} errors` : ''}`,
    );
  }
  await db.close();
}

async function main() {
  const lite = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-talent-'));
  try {
    await runOn({ dataDir: lite }, 'PGlite');
  } finally {
    rmSync(lite, { recursive: true, force: true });
  }
  if (process.env.BENCH_PG === '0') return;
  const cluster = process.env.DATABASE_URL ? null : await startPostgres();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-talent-pg-'));
  const target = await pgTarget(process.env.DATABASE_URL ?? `${cluster!.base}/postgres`, 'PostgreSQL', dir);
  try {
    await runOn(target.opts, target.label);
  } finally {
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
    cluster?.stop();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
