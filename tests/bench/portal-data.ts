/**
 * Bulk data of the portal benchmark, written with INSERT ... SELECT over generate_series (a million
 * rows in one round trip per chunk): 20 companies (the demo one and 19 more), each with 6 position
 * types, 8 tags, 3 office places and 2 factories of shared names; the positions spread over them
 * (10% more drafts and offline ones); 50 000 seekers; the applications, 20 per seeker at most, each
 * pair of seeker and position once.
 */
import type { Database } from '../../src/server/db/client.ts';

const TYPES = ['普工', '技术员', '质检员', '工程师', '电工', '焊工'];
const TAGS = ['五险一金', '包吃包住', '双休', '年终奖', '加班补贴', '班车接送', '带薪年假', '技能培训'];
const PLACES = ['一号园区', '二号园区', '三号园区'];
const FACTORIES = ['压测一厂', '压测二厂'];
const NAMES = [
  '数控车工',
  '装配工',
  '包装工',
  '质检员',
  '电工',
  '焊工',
  'CNC工程师',
  '工艺工程师',
  '仓管员',
  '叉车司机',
  '设备维修员',
  '注塑技术员',
];
const SEEKERS = 50_000;
const CHUNK = 250_000;

const list = (names: string[]) => `array[${names.map((n) => `'${n}'`).join(',')}]`;

async function timed(label: string, work: () => Promise<void>) {
  const t0 = Date.now();
  await work();
  console.info(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function companies(db: Database) {
  await db.query(`insert into tenements (tenement_no, name, team_code)
    select 'B' || lpad(g::text, 3, '0'), '压测制造' || g || '有限公司', 'BENCH' || lpad(g::text, 10, '0') from generate_series(1, 19) g`);
  await db.query(
    `insert into company_infos (tenement_id, industry, published) select id, 'machinery', true from tenements where tenement_no like 'B%'`,
  );
  const each = (table: string, names: string[], extra = '', values = '') =>
    db.query(`insert into ${table} (tenement_id, name${extra}) select t.id, n.name${values} from tenements t cross join unnest(${list(names)}) as n(name)
      where t.tenement_no = 'T0001' or t.tenement_no like 'B%' on conflict do nothing`);
  await each('position_types', TYPES);
  await each('position_tags', TAGS, ', color', `, '#2563EB'`);
  await each('office_places', PLACES, ', address', `, n.name || '1号'`);
  await each('factories', FACTORIES, ', address', `, n.name || '路8号'`);
  const ids = (table: string, names: string[]) =>
    `(select array_agg(x.id order by x.name) from ${table} x where x.tenement_id = t.id and x.name = any(${list(names)}))`;
  await db.query(`create table bench_co as select (row_number() over (order by t.id) - 1)::int as idx, t.id,
    ${ids('position_types', TYPES)} as types, ${ids('position_tags', TAGS)} as tags, ${ids('office_places', PLACES)} as places, ${ids('factories', FACTORIES)} as factories
    from tenements t where t.tenement_no = 'T0001' or t.tenement_no like 'B%'`);
}

/** Published ones first (newest first by g), then 10% drafts and offline ones. */
async function positions(db: Database, published: number) {
  await db.query(
    `insert into positions (tenement_id, name, recruitment_type, position_type_id, factory_id, office_place_id, tag_ids, headcount,
      salary_min, salary_max, salary_unit, education, work_experience, description, state, submitted_at, published_at)
    select c.id, (${list(NAMES)})[1 + g % ${NAMES.length}] || '-' || g, 1 + g % 3, c.types[1 + g % 6], c.factories[1 + g % 2], c.places[1 + g % 3],
      array[c.tags[1 + g % 8], c.tags[1 + (g + 3) % 8], c.tags[1 + (g + 5) % 8]], 1 + g % 20,
      4000 + (g % 40) * 100, 4400 + (g % 40) * 100, 1, 1 + g % 5, g % 6, repeat('负责产线设备的日常操作与点检，按工艺要求完成生产任务。', 4),
      case when g <= $1 then 2 when g % 2 = 0 then 0 else 3 end, now() - g * interval '1 minute',
      case when g <= $1 then now() - g * interval '37 seconds' end
    from generate_series(1, $1 + $1 / 10) g join bench_co c on c.idx = g % (select count(*) from bench_co)`,
    [published],
  );
}

async function seekers(db: Database) {
  await db.query(
    `insert into users (account, password_hash, name, is_seeker) select 'bs' || g, 'x', '求职者' || g, true from generate_series(1, ${SEEKERS}) g`,
  );
  await db.query(
    `create table bench_users as select (row_number() over (order by id) - 1)::int as idx, id from users where account ~ '^bs[0-9]+$'`,
  );
  await db.query(
    `create table bench_pos as select (row_number() over (order by id) - 1)::int as idx, id, tenement_id from positions where state = 2`,
  );
}

/**
 * Seeker g % SEEKERS applies to positions spaced `step` apart: no pair twice. The rows are right by
 * construction, so the load skips the per-row foreign-key checks and builds the secondary indexes
 * once at the end, as a bulk load would (same definitions, read back from the catalogue).
 */
async function applications(db: Database, records: number) {
  const published = ((await db.query('select count(*)::int as n from bench_pos')) as Array<{ n: number }>)[0]!.n;
  const step = Math.max(1, Math.floor(published / Math.ceil(records / SEEKERS)));
  const indexes = (await db.query(
    `select indexname, indexdef from pg_indexes where tablename = 'delivery_records' and indexname <> 'delivery_records_pkey'`,
  )) as Array<{ indexname: string; indexdef: string }>;
  for (const i of indexes) await db.query(`drop index ${i.indexname}`);
  await db.query('set session_replication_role = replica');
  for (let from = 0; from < records; from += CHUNK) {
    const to = Math.min(records, from + CHUNK) - 1;
    await db.query(`insert into delivery_records (tenement_id, position_id, user_id, resume_type, resume_snapshot, stage, active, source, viewed_at, created_at)
      select p.tenement_id, p.id, u.id, 1,
        jsonb_build_object('basic', jsonb_build_object('name', '求职者' || u.idx, 'phone', '139' || lpad(u.idx::text, 8, '0'), 'education', 1 + s.g % 7), 'educations', '[]'::jsonb),
        s.stage, s.stage not in (9, 10), '招聘网站', case when s.g % 2 = 0 then now() - interval '1 day' end, now() - (s.g % 100000) * interval '1 minute'
      from (select g, 1 + g % 10 as stage from generate_series(${from}, ${to}) g) s
      join bench_users u on u.idx = s.g % ${SEEKERS}
      join bench_pos p on p.idx = ((s.g / ${SEEKERS}) * ${step} + s.g % ${SEEKERS}) % ${published}`);
  }
  await db.query('set session_replication_role = origin');
  for (const i of indexes) await db.query(i.indexdef);
}

export async function loadPortalData(db: Database, n: { positions: number; records: number }) {
  const t0 = Date.now();
  console.info(`loading ${n.positions} published positions and ${n.records} applications`);
  await timed('companies, types, tags, places, factories', () => companies(db));
  await timed(`${n.positions} published positions (+10% drafts and offline)`, () => positions(db, n.positions));
  await timed(`${SEEKERS} seekers`, () => seekers(db));
  await timed(`${n.records} applications`, () => applications(db, n.records));
  for (const t of ['bench_co', 'bench_users', 'bench_pos']) await db.query(`drop table ${t}`);
  await timed('vacuum analyze', async () => void (await db.query('vacuum analyze')));
  console.info(`loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
