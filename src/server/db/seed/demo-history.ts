/**
 * Nine months of the demo company's recruiting behind the reports (数据报表) and the home dashboard's
 * trend: 420 applications from candidates of their own to six positions of their own (offline since, so
 * the portal, the board and the open positions stay as the other demo seeds made them), in the
 * production, R&D and HR departments (质量部's positions stay the demo's own), from every resume source, each with
 * the history rows the pipeline writes. Every one has finished its course: turned down (不合适), kept in
 * the talent pool, left (离职) or 招聘完成, so the stage lists that show work in progress keep their
 * demo rows. Hires report for work (or drop out), entries stay or leave after a while: the funnel, reach
 * rate, retention after 30/90/180 days and the daily index all show real figures on first start.
 * Deterministic (a seeded generator), and bulk inserted: a few statements.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { deliveryRecords, deliveryStageHistory, depts, positions, talentPool, users } from '../schema/index.ts';
import { positionTypeTable } from '../../../../generated/server/tables.ts';
import { PIPELINE_STAGE as S } from '../../../common/recruiting.ts';

const DAY = 86_400_000;
const H = 3_600_000;
const SPAN_DAYS = 270;
const APPLICATIONS = 420;
/** No password can match it: the history's candidates cannot log in. */
const NO_PASSWORD = '!demo-candidate';

// biome-ignore format: demo rows, one position per line
const POSITIONS = [
  { name: '冲压操作工（春季）', dept: 'D0201', type: '普工', salary: [5800, 6200], weight: 5 },
  { name: '装配技术员（春季）', dept: 'D0202', type: '技术员', salary: [6500, 7000], weight: 4 },
  { name: '设备维修工', dept: 'D02', type: '技术员', salary: [6800, 7200], weight: 3 },
  { name: '机械设计工程师', dept: 'D04', type: '工程师', salary: [13000, 13500], weight: 2 },
  { name: '生产计划员', dept: 'D02', type: '职能管理', salary: [7500, 8000], weight: 2 },
  { name: '招聘专员', dept: 'D01', type: '职能管理', salary: [7000, 7500], weight: 1 },
] as const;
/** The company's resume sources (参数设置 ResumeSource) with how often each brings an application. */
const SOURCES = [
  ['招聘网站', 9],
  ['内部推荐', 4],
  ['现场招聘', 4],
  ['校园招聘', 2],
  ['劳务派遣', 3],
] as const;
/** Surnames none of the other demo people bear, so a search for one of them finds only them. */
const SURNAMES = '邹龚岳柏卢骆邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖文严';
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
  '霞',
  '平',
  '刚',
  '桂英',
  '建华',
  '晓东',
  '海燕',
  '志强',
  '文博',
  '子涵',
  '雨萱',
  '浩然',
  '佳怡',
  '俊杰',
];

/** A small deterministic generator (mulberry32): the same demo on every first start. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    let r = next() * items.reduce((n, [, w]) => n + w, 0);
    for (const [v, w] of items) if ((r -= w) < 0) return v;
    return items[items.length - 1]![0];
  };
  return { next, pick, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}
type Random = ReturnType<typeof generator>;

type Move = { call: string; from: number; to: number; at: number; data?: Record<string, unknown> };
interface Course {
  stage: number;
  moves: Move[];
  entryAt: number | null;
  leftAt: number | null;
}

/** Where an application received at `t0` has got to by `now`: always a finished course. */
function courseOf(rng: Random, t0: number, now: number): Course {
  const at = (days: number) => Math.min(t0 + days * DAY + rng.int(1, 7) * H, now - H);
  const moves: Move[] = [];
  const move = (call: string, from: number, to: number, days: number, data?: Record<string, unknown>) =>
    moves.push({ call, from, to, at: at(days), ...(data ? { data } : {}) });
  const done = (stage: number, entryAt: number | null = null, leftAt: number | null = null): Course => ({ stage, moves, entryAt, leftAt });
  const reject = (from: number, days: number) => {
    move('Inappropriate', from, S.inappropriate, days, { tag: '相关经验不足', personnelType: 'formal' });
    return done(S.inappropriate);
  };
  const age = (now - t0) / DAY;
  const r = rng.next();
  if (r < 0.05) {
    move('ThrowHcp', S.newDelivery, S.talentPool, 2);
    return done(S.talentPool);
  }
  // A recent application has had no time to go further than a first answer.
  if (r < 0.45 || age < 16) return reject(S.newDelivery, Math.min(rng.int(1, 3), age / 2));
  move('PassInitialScreening', S.newDelivery, S.initialScreening, 1);
  if (r < 0.58) return reject(S.initialScreening, 3);
  move('ExpectedInvitation', S.initialScreening, S.interview, 3);
  if (r < 0.72) return reject(S.interview, 7);
  move('HasHired', S.interview, S.hire, 7);
  if (rng.next() < 0.12) return reject(S.hire, 10);
  move('WaitingReported', S.hire, S.waitingReported, 10);
  const entryAt = at(14);
  move('Entry', S.waitingReported, S.reported, 14, { entryDate: new Date(entryAt + 8 * H).toISOString().slice(0, 10) });
  move('HasEntryed', S.reported, S.trial, 15);
  // A quarter leave after a while (early more often than late); the others stay.
  const stayed = rng.next() < 0.27 ? (rng.next() < 0.5 ? rng.int(7, 40) : rng.int(41, 200)) : null;
  if (stayed !== null && t0 + (14 + stayed) * DAY < now - DAY) {
    const leftAt = at(14 + stayed);
    move('Dimission', S.trial, S.dimission, 14 + stayed);
    return done(S.dimission, entryAt, leftAt);
  }
  move('HasTrialOver', S.trial, S.trialOver, Math.min(14 + 90, age - 0.2));
  move('HasFinishRecruit', S.trialOver, S.finished, Math.min(14 + 91, age - 0.1));
  return done(S.finished, entryAt);
}

async function ownPositions(db: Queryable, tenementId: number, actorId: number, now: number) {
  const deptRows = await db.select({ id: depts.id, no: depts.deptNo }).from(depts).where(eq(depts.tenementId, tenementId));
  const typeRows = await db
    .select({ id: positionTypeTable.id, name: positionTypeTable.name })
    .from(positionTypeTable)
    .where(eq(positionTypeTable.tenementId, tenementId));
  const opened = new Date(now - (SPAN_DAYS + 5) * DAY);
  return db
    .insert(positions)
    .values(
      POSITIONS.map((p) => ({
        tenementId,
        name: p.name,
        recruitmentType: 1,
        positionTypeId: typeRows.find((t) => t.name === p.type)?.id ?? null,
        deptId: deptRows.find((d) => d.no === p.dept)?.id ?? null,
        headcount: p.weight * 4,
        salaryMin: p.salary[0],
        salaryMax: p.salary[1],
        description: `${p.name}：按岗位作业指导书完成日常工作，配合班组长完成生产与改善任务。`,
        state: 3,
        submittedAt: opened,
        publishedAt: opened,
        offlineAt: new Date(now - 2 * DAY),
        createdBy: actorId,
        createdAt: opened,
      })),
    )
    .returning({ id: positions.id, deptId: positions.deptId });
}

export async function seedDemoHistory(db: Queryable, tenementId: number, actorId: number, now = Date.now()) {
  const rng = generator(2026);
  const posRows = await ownPositions(db, tenementId, actorId, now);
  const weighted = POSITIONS.map((p, i) => [i, p.weight] as const);
  const people = Array.from({ length: APPLICATIONS }, (_, i) => {
    const name = `${SURNAMES[rng.int(0, SURNAMES.length - 1)]}${GIVEN[rng.int(0, GIVEN.length - 1)]}`;
    return { name, sex: (rng.next() < 0.55 ? 1 : 2) as 1 | 2, phone: `1369${String(1_000_000 + i * 7919).slice(-7)}`, i };
  });
  const made = await db
    .insert(users)
    .values(
      people.map((p) => ({ account: `hist${String(p.i + 1).padStart(4, '0')}`, passwordHash: NO_PASSWORD, name: p.name, phone: p.phone })),
    )
    .returning({ id: users.id });
  let employee = 0;
  const planned = people.map((p, i) => {
    const ageDays = SPAN_DAYS * rng.next();
    const t0 = now - ageDays * DAY - rng.int(0, 9) * H;
    const position = posRows[rng.pick(weighted)]!;
    const course = courseOf(rng, t0, now);
    const last = course.moves.at(-1)?.at ?? t0;
    const entered = course.entryAt !== null;
    return {
      course,
      record: {
        tenementId,
        positionId: position.id,
        userId: made[i]!.id,
        resumeType: 1,
        resumeSnapshot: {
          basic: {
            name: p.name,
            sex: p.sex,
            birthday: `${rng.int(1985, 2004)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
            phone: p.phone,
            education: rng.int(2, 5),
          },
        },
        stage: course.stage,
        active: false,
        source: rng.pick(SOURCES),
        viewedAt: new Date(t0 + 2 * H),
        employeeNo: entered ? `HS${String(++employee).padStart(4, '0')}` : null,
        entryDeptId: entered ? position.deptId : null,
        personnelType: entered ? 'formal' : null,
        entryDate: entered ? new Date(course.entryAt! + 8 * H).toISOString().slice(0, 10) : null,
        dimissionDate: course.leftAt ? new Date(course.leftAt + 8 * H).toISOString().slice(0, 10) : null,
        stageChangedAt: new Date(last),
        createdAt: new Date(t0),
      },
    };
  });
  const records = await db
    .insert(deliveryRecords)
    .values(planned.map((p) => p.record))
    .returning({ id: deliveryRecords.id });
  const history = planned.flatMap((p, i) =>
    p.course.moves.map((m) => ({
      tenementId,
      deliveryRecordId: records[i]!.id,
      call: m.call,
      fromStage: m.from,
      toStage: m.to,
      actorId,
      remark: m.to === S.inappropriate ? '综合评估后暂不匹配' : null,
      data: m.data ?? {},
      createdAt: new Date(m.at),
    })),
  );
  for (let i = 0; i < history.length; i += 1000) await db.insert(deliveryStageHistory).values(history.slice(i, i + 1000));
  // Those thrown to the pool are kept there, as ThrowHcp keeps them.
  const pooled = planned.flatMap((p, i) => (p.course.stage === S.talentPool ? [i] : []));
  if (pooled.length)
    await db.insert(talentPool).values(
      pooled.map((i) => ({
        tenementId,
        userId: made[i]!.id,
        deliveryRecordId: records[i]!.id,
        addedBy: actorId,
        createdAt: new Date(planned[i]!.course.moves.at(-1)!.at),
      })),
    );
  return { positionIds: posRows.map((p) => p.id), records: records.length, moves: history.length };
}

/** The history's positions by name (tests that count the demo company's open positions leave them out). */
export const HISTORY_POSITION_NAMES: readonly string[] = POSITIONS.map((p) => p.name);
/** The history's candidates' accounts: `hist0001` … */
export const HISTORY_ACCOUNT = /^hist\d{4}$/;
export const HISTORY_APPLICATIONS = APPLICATIONS;
