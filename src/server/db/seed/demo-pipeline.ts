/**
 * The demo company's applications, at every stage of the pipeline, so every stage screen, the board,
 * the talent pool and the hire side show real rows on first start. Each record carries the history
 * of the moves that brought it there (the same rows the pipeline writes), spread over the last weeks.
 * Candidates have no password (they would log in by SMS code); none of them is a demo account.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import {
  deliveryRecords,
  deliveryStageHistory,
  depts,
  positions,
  talentPool,
  temporaryCardBindings,
  temporaryCards,
  users,
} from '../schema/index.ts';
import { PIPELINE_STAGE as S, RECRUITMENT_TYPE, type PipelineStage } from '../../../common/recruiting.ts';
import { TRANSITIONS, type TransitionName } from '../../../common/pipeline.ts';

const DAY = 24 * 3600 * 1000;
/** No password can match it: demo candidates cannot log in with one. */
const NO_PASSWORD = '!demo-candidate';

/** The path each stage is reached by (general workers skip interview and hire). */
const PATH: Readonly<Record<PipelineStage, readonly TransitionName[]>> = {
  [S.newDelivery]: [],
  [S.initialScreening]: ['PassInitialScreening'],
  [S.interview]: ['PassInitialScreening', 'ExpectedInvitation'],
  [S.hire]: ['PassInitialScreening', 'ExpectedInvitation', 'HasHired'],
  [S.waitingReported]: ['PassInitialScreening', 'ExpectedInvitation', 'HasHired', 'WaitingReported'],
  [S.reported]: ['PassInitialScreening', 'ExpectedInvitation', 'HasHired', 'WaitingReported', 'Entry'],
  [S.trial]: ['PassInitialScreening', 'ExpectedInvitation', 'HasHired', 'WaitingReported', 'Entry', 'HasEntryed'],
  [S.trialOver]: ['PassInitialScreening', 'ExpectedInvitation', 'HasHired', 'WaitingReported', 'Entry', 'HasEntryed', 'HasTrialOver'],
  [S.dimission]: ['PassInitialScreening', 'ExpectedInvitation', 'HasHired', 'WaitingReported', 'Entry', 'HasEntryed', 'Dimission'],
  [S.finished]: [
    'PassInitialScreening',
    'ExpectedInvitation',
    'HasHired',
    'WaitingReported',
    'Entry',
    'HasEntryed',
    'HasTrialOver',
    'HasFinishRecruit',
  ],
  [S.inappropriate]: ['PassInitialScreening', 'Inappropriate'],
  [S.talentPool]: ['ThrowHcp'],
};

const WORKER_PATH: Partial<Record<PipelineStage, readonly TransitionName[]>> = {
  [S.waitingReported]: ['GeneralWorkerWaitingReported'],
  [S.reported]: ['GeneralWorkerWaitingReported', 'Entry'],
  [S.trial]: ['GeneralWorkerWaitingReported', 'Entry', 'HasEntryed'],
};

/** [name, sex, birth year, education (1-7), work years, city, school, position, stage, employee no, days ago applied] */
type Candidate = readonly [string, 1 | 2, number, number, number, string, string, string, PipelineStage, string | null, number];

const CANDIDATES: readonly Candidate[] = [
  ['王磊', 1, 1996, 3, 5, '苏州', '苏州技师学院', '冲压普工', S.newDelivery, null, 0],
  ['刘洋', 1, 1999, 2, 3, '昆山', '昆山第二中学', '冲压普工', S.newDelivery, null, 1],
  ['陈静', 2, 1998, 3, 4, '苏州', '苏州工业园区职业技术学院', '质检员', S.newDelivery, null, 1],
  ['赵鹏', 1, 1993, 4, 8, '无锡', '无锡职业技术学院', '设备工程师', S.newDelivery, null, 2],
  ['孙婷', 2, 2004, 5, 0, '南京', '南京理工大学', '储备干部（2027届）', S.newDelivery, null, 2],
  ['周凯', 1, 2003, 5, 0, '苏州', '苏州大学', '质量工程师（校招）', S.newDelivery, null, 3],
  ['吴强', 1, 1995, 3, 6, '昆山', '昆山登云科技职业学院', 'CNC操作工', S.initialScreening, null, 4],
  ['郑丽', 2, 1997, 3, 5, '苏州', '苏州经贸职业技术学院', '质检员', S.initialScreening, null, 5],
  ['冯超', 1, 2004, 5, 0, '常州', '江苏理工学院', '储备干部（2027届）', S.initialScreening, null, 5],
  ['何敏', 2, 2000, 2, 4, '昆山', '昆山第一中学', '装配普工', S.initialScreening, null, 6],
  ['许浩', 1, 1992, 4, 9, '苏州', '苏州市职业大学', '设备工程师', S.interview, null, 7],
  ['马丽娟', 2, 1994, 3, 7, '昆山', '昆山第一职业高级中学', 'CNC操作工', S.interview, null, 8],
  ['韩东', 1, 2003, 5, 0, '南京', '河海大学', '质量工程师（校招）', S.interview, null, 8],
  ['杨帆', 1, 1990, 4, 10, '苏州', '苏州工业职业技术学院', '设备工程师', S.hire, null, 10],
  ['朱晓燕', 2, 1996, 3, 6, '苏州', '苏州旅游与财经高等职业技术学校', '质检员', S.hire, null, 11],
  ['胡斌', 1, 1994, 3, 7, '昆山', '昆山开放大学', 'CNC操作工', S.waitingReported, 'HD001021', 13],
  ['高雪', 2, 2001, 1, 2, '昆山', '昆山周市中学', '旺季包装临时工', S.waitingReported, null, 3],
  ['林峰', 1, 1991, 3, 9, '苏州', '苏州技师学院', '冲压普工', S.reported, 'HD001022', 16],
  ['罗军', 1, 1989, 2, 12, '昆山', '昆山第二中学', '装配普工', S.trial, 'HD001023', 30],
  ['梁芳', 2, 1995, 3, 6, '苏州', '苏州工业园区职业技术学院', '质检员', S.trialOver, 'HD001024', 60],
  ['宋涛', 1, 1993, 2, 8, '昆山', '昆山第一中学', '冲压普工', S.dimission, 'HD001019', 70],
  ['唐亮', 1, 1990, 3, 10, '苏州', '苏州技师学院', '装配普工', S.finished, 'HD001020', 90],
  ['曹颖', 2, 1998, 4, 2, '无锡', '无锡商业职业技术学院', '设备工程师', S.inappropriate, null, 9],
  ['彭辉', 1, 1997, 2, 1, '常州', '常州刘国钧高等职业技术学校', 'CNC操作工', S.inappropriate, null, 12],
  ['董娜', 2, 1996, 4, 5, '苏州', '苏州科技大学', '质检员', S.talentPool, null, 14],
  // More interview candidates, so every interview tab has rows (their sub-steps: demo-interviews.ts).
  ['钱伟', 1, 1995, 4, 6, '苏州', '苏州科技大学', '设备工程师', S.interview, null, 9],
  ['蒋琳', 2, 2003, 5, 0, '南京', '南京工业大学', '质量工程师（校招）', S.interview, null, 9],
  ['沈磊', 1, 1997, 3, 5, '昆山', '昆山登云科技职业学院', 'CNC操作工', S.interview, null, 10],
  ['邓倩', 2, 2004, 5, 0, '苏州', '苏州大学', '储备干部（2027届）', S.interview, null, 10],
  ['谢军', 1, 1993, 4, 8, '无锡', '江南大学', '设备工程师', S.interview, null, 11],
  ['黄蕾', 2, 1998, 3, 4, '苏州', '苏州经贸职业技术学院', '质检员', S.interview, null, 12],
];

const INAPPROPRIATE = {
  tag: 'EXPERIENCE',
  personnelType: 'formal',
  message: '感谢您对华东精密的关注，您的经历与该岗位要求暂不匹配，期待今后有机会合作。',
};

function snapshot(c: Candidate, phone: string) {
  const [name, sex, year, education, workYears, city, school] = c;
  return {
    basic: { name, sex, birthday: `${year}-05-18`, phone, email: null, education, workYears, city },
    jobStatus: workYears > 0 ? 2 : 1,
    expect: { cities: [city], salaryMin: 5000 + workYears * 500, salaryMax: 6000 + workYears * 600, jobNature: 1 },
    educations: [
      {
        school,
        major: education >= 5 ? '机械设计制造及其自动化' : '机电一体化',
        education,
        startDate: `${year + 15}-09`,
        endDate: `${year + 18}-06`,
        fullTime: true,
      },
    ],
    jobs: [],
    projects: [],
    skills: [],
  };
}

/** One history row per move of the record's path, a day or two apart, ending now-ish. */
function historyOf(recordId: number, tenementId: number, actorId: number, path: readonly TransitionName[], appliedAt: number, now: number) {
  const gap = path.length ? Math.min(2 * DAY, (now - appliedAt) / (path.length + 1)) : 0;
  let stage: PipelineStage = S.newDelivery;
  return path.map((name, i) => {
    const row = TRANSITIONS[name];
    const to = row.to as PipelineStage;
    const data =
      name === 'Inappropriate'
        ? INAPPROPRIATE
        : name === 'Entry'
          ? { entryDate: new Date(appliedAt + gap * (i + 1)).toISOString().slice(0, 10) }
          : {};
    const h = {
      tenementId,
      deliveryRecordId: recordId,
      call: name,
      fromStage: stage,
      toStage: to,
      actorId,
      remark: name === 'Inappropriate' ? '相关经验不足两年' : null,
      data,
      createdAt: new Date(appliedAt + gap * (i + 1)),
    };
    stage = to;
    return h;
  });
}

/** Seeds the applications; answers each candidate's record by name (the interview seed moves some on). */
export async function seedDemoPipeline(db: Queryable, tenementId: number, actorId: number) {
  const records = new Map<string, { id: number; userId: number }>();
  const found = await db
    .select({ id: positions.id, name: positions.name, type: positions.recruitmentType, deptId: positions.deptId })
    .from(positions)
    .where(eq(positions.tenementId, tenementId));
  const [hrDept] = await db.select({ id: depts.id }).from(depts).where(eq(depts.tenementId, tenementId)).limit(1);
  const now = Date.now();
  const cards = await db
    .insert(temporaryCards)
    .values(Array.from({ length: 8 }, (_, i) => ({ tenementId, cardNo: `LSK${String(i + 1).padStart(3, '0')}` })))
    .returning({ id: temporaryCards.id });
  for (const [i, c] of CANDIDATES.entries()) {
    const position = found.find((p) => p.name === c[7])!;
    const phone = `1365120${String(i + 1).padStart(4, '0')}`;
    const [user] = await db
      .insert(users)
      .values({ account: `cand${String(i + 1).padStart(3, '0')}`, passwordHash: NO_PASSWORD, name: c[0], phone })
      .returning({ id: users.id });
    const worker = position.type === RECRUITMENT_TYPE.shortTerm;
    const path = (worker ? WORKER_PATH[c[8]] : undefined) ?? PATH[c[8]];
    const appliedAt = now - c[10] * DAY - (i % 5) * 3600 * 1000;
    const moves = historyOf(0, tenementId, actorId, path, appliedAt, now);
    const entry = path.includes('Entry') && c[8] !== S.waitingReported ? new Date(appliedAt + DAY * 5).toISOString().slice(0, 10) : null;
    const [record] = await db
      .insert(deliveryRecords)
      .values({
        tenementId,
        positionId: position.id,
        userId: user!.id,
        resumeType: 1,
        resumeSnapshot: snapshot(c, phone),
        stage: c[8],
        active: ![S.finished, S.inappropriate, S.talentPool].includes(c[8] as never),
        source: i % 4 === 1 ? '内部推荐' : i % 4 === 2 ? '现场招聘' : '招聘网站',
        viewedAt: c[8] === S.newDelivery && i % 2 === 0 ? null : new Date(appliedAt + 3600 * 1000),
        employeeNo: c[9],
        entryDeptId: c[9] || worker ? (position.deptId ?? hrDept?.id ?? null) : null,
        personnelType: c[9] ? 'formal' : c[8] === S.inappropriate ? 'formal' : null,
        entryDate: entry,
        dimissionDate: c[8] === S.dimission ? new Date(now - 5 * DAY).toISOString().slice(0, 10) : null,
        stageChangedAt: moves.at(-1)?.createdAt ?? new Date(appliedAt),
        createdAt: new Date(appliedAt),
      })
      .returning({ id: deliveryRecords.id });
    records.set(c[0], { id: record!.id, userId: user!.id });
    if (moves.length) await db.insert(deliveryStageHistory).values(moves.map((m) => ({ ...m, deliveryRecordId: record!.id })));
    if (c[8] === S.talentPool)
      await db.insert(talentPool).values({ tenementId, userId: user!.id, deliveryRecordId: record!.id, addedBy: actorId });
    // The first new hire waiting to report holds a temporary card until their badge is made.
    if (c[9] === 'HD001021') {
      await db.insert(temporaryCardBindings).values({ tenementId, cardId: cards[0]!.id, deliveryRecordId: record!.id, boundBy: actorId });
      await db.update(temporaryCards).set({ state: 1 }).where(eq(temporaryCards.id, cards[0]!.id));
    }
  }
  return records;
}
