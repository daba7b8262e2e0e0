/**
 * The demo company's salary approvals and a former employee for 背景调查, so both screens show data on
 * first start: three new hire-stage candidates awaiting an offer, one salary in approval (陈嘉), one
 * approved (周宁) and one rejected (吴桐), started by 李娜 (recruiter) and ended by the administrator,
 * the company's only approver (approval is not required before an offer; 审批设置 turns it on). 宋涛,
 * who left the company (离职), carries ID number 320583199305120016 with two rewards and a warning, and
 * has applied again (录用, awaiting an offer): 背景调查 finds his earlier employment.
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import {
  deliveryRecords,
  deliveryStageHistory,
  employeeMerits,
  positions,
  resumeUserInfos,
  salaryProcesses,
  salaryProposals,
  salarySettings,
  users,
} from '../schema/index.ts';
import { HIRE_STEP, PIPELINE_STAGE as S } from '../../../common/recruiting.ts';
import { SALARY_PROCESS_STATE as P } from '../../../common/salary.ts';

const DAY = 24 * 3600 * 1000;
/** 宋涛's ID number (GB 11643 checksum valid); README's demo notes print it. */
export const DEMO_FORMER_ID_NUMBER = '320583199305120016';

interface Candidate {
  name: string;
  position: string;
  salary: number;
  note: string;
  state: number;
  comment?: string;
  daysAgo: number;
}

const CANDIDATES: readonly Candidate[] = [
  { name: '陈嘉', position: '设备工程师', salary: 13500, note: '五年设备维护经验，对标同级工程师', state: P.open, daysAgo: 1 },
  {
    name: '周宁',
    position: '质检员',
    salary: 7200,
    note: '持质量检验员证书',
    state: P.approved,
    comment: '同意，按此薪资发放Offer',
    daysAgo: 3,
  },
  {
    name: '吴桐',
    position: 'CNC操作工',
    salary: 11000,
    note: '候选人期望较高',
    state: P.rejected,
    comment: '超出该岗位薪资带宽，请与候选人沟通后重新提交',
    daysAgo: 4,
  },
];

const PATH: Array<[string, number, number]> = [
  ['PassInitialScreening', S.newDelivery, S.initialScreening],
  ['ExpectedInvitation', S.initialScreening, S.interview],
  ['HasHired', S.interview, S.hire],
];

async function positionId(db: Queryable, tenementId: number, name: string) {
  const [p] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.tenementId, tenementId), eq(positions.name, name)));
  return p!.id;
}

/** An application at the hire stage awaiting an offer, with the moves that brought it there. */
async function hireApplication(
  db: Queryable,
  tenementId: number,
  actorId: number,
  v: { userId: number; positionId: number; snapshot: object; daysAgo: number },
) {
  const appliedAt = Date.now() - (v.daysAgo + 8) * DAY;
  const [r] = await db
    .insert(deliveryRecords)
    .values({
      tenementId,
      positionId: v.positionId,
      userId: v.userId,
      resumeType: 1,
      resumeSnapshot: v.snapshot,
      stage: S.hire,
      step: HIRE_STEP.offerPending,
      source: '招聘网站',
      viewedAt: new Date(appliedAt + 3600 * 1000),
      stageChangedAt: new Date(appliedAt + 6 * DAY),
      createdAt: new Date(appliedAt),
    })
    .returning({ id: deliveryRecords.id });
  await db.insert(deliveryStageHistory).values(
    PATH.map(([call, from, to], k) => ({
      tenementId,
      deliveryRecordId: r!.id,
      call,
      fromStage: from,
      toStage: to,
      actorId,
      data: {},
      createdAt: new Date(appliedAt + (k + 1) * 2 * DAY),
    })),
  );
  return r!.id;
}

async function approvals(db: Queryable, tenementId: number, adminId: number, recruiterId: number) {
  for (const [i, c] of CANDIDATES.entries()) {
    const phone = `1365140${String(i + 1).padStart(4, '0')}`;
    const [u] = await db
      .insert(users)
      .values({ account: `salary${String(i + 1).padStart(3, '0')}`, passwordHash: '!demo-candidate', name: c.name, phone })
      .returning({ id: users.id });
    const snapshot = {
      basic: { name: c.name, sex: i % 2 ? 2 : 1, birthday: '1994-06-18', phone, education: 4, workYears: 5, city: '苏州' },
    };
    const id = await hireApplication(db, tenementId, adminId, {
      userId: u!.id,
      positionId: await positionId(db, tenementId, c.position),
      snapshot,
      daysAgo: c.daysAgo,
    });
    const startedAt = new Date(Date.now() - c.daysAgo * DAY);
    await db.insert(salaryProposals).values({
      deliveryRecordId: id,
      tenementId,
      salary: String(c.salary),
      salaryUnit: 1,
      note: c.note,
      updatedBy: recruiterId,
      updatedAt: startedAt,
    });
    await db.insert(salaryProcesses).values({
      tenementId,
      deliveryRecordId: id,
      salary: String(c.salary),
      salaryUnit: 1,
      note: c.note,
      state: c.state,
      startedBy: recruiterId,
      startedAt,
      ...(c.state === P.open
        ? {}
        : { endedBy: adminId, endedAt: new Date(startedAt.getTime() + 5 * 3600 * 1000), comment: c.comment ?? null }),
    });
  }
}

/** 宋涛 (离职): his ID number on file, why he left, his merits, and a new application awaiting an offer. */
async function formerEmployee(db: Queryable, tenementId: number, adminId: number) {
  const [r] = await db
    .select({ id: deliveryRecords.id, userId: deliveryRecords.userId, snapshot: deliveryRecords.resumeSnapshot })
    .from(deliveryRecords)
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(eq(deliveryRecords.tenementId, tenementId), eq(deliveryRecords.stage, S.dimission), eq(users.name, '宋涛')));
  if (!r) return;
  const data = { idNumber: DEMO_FORMER_ID_NUMBER, address: '江苏省昆山市玉山镇', emergencyContact: '宋梅', emergencyPhone: '13962600018' };
  await db.insert(resumeUserInfos).values({ userId: r.userId, data }).onConflictDoUpdate({ target: resumeUserInfos.userId, set: { data } });
  await db
    .update(deliveryStageHistory)
    .set({ remark: '个人发展，主动离职；交接完整' })
    .where(and(eq(deliveryStageHistory.deliveryRecordId, r.id), eq(deliveryStageHistory.toStage, S.dimission)));
  await db.update(deliveryRecords).set({ entryDate: '2024-03-04' }).where(eq(deliveryRecords.id, r.id));
  await db.insert(employeeMerits).values([
    {
      tenementId,
      deliveryRecordId: r.id,
      kind: 1,
      title: '2024年度安全生产标兵',
      detail: '全年零安全事故',
      occurredOn: '2025-01-10',
      createdBy: adminId,
    },
    { tenementId, deliveryRecordId: r.id, kind: 1, title: '冲压技能比武二等奖', occurredOn: '2024-09-20', createdBy: adminId },
    {
      tenementId,
      deliveryRecordId: r.id,
      kind: 2,
      title: '违规操作口头警告',
      detail: '未按规程佩戴防护手套',
      occurredOn: '2024-06-05',
      createdBy: adminId,
    },
  ]);
  await hireApplication(db, tenementId, adminId, {
    userId: r.userId,
    positionId: await positionId(db, tenementId, '装配普工'),
    snapshot: { ...(r.snapshot as object) },
    daysAgo: 2,
  });
}

export async function seedDemoSalary(db: Queryable, tenementId: number, adminId: number, recruiterId: number) {
  await db.insert(salarySettings).values({ tenementId, requireApproval: false, approverIds: [adminId], updatedBy: adminId });
  await approvals(db, tenementId, adminId, recruiterId);
  await formerEmployee(db, tenementId, adminId);
}
