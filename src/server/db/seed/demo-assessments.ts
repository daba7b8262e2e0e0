/**
 * The demo company's written exam result and interview assessments, so the scoring form, the rounds'
 * summary on the candidate drawer and 面试报表 show rows on first start: 沈磊 (笔试中) marked in his
 * position's exam; 邓倩 (面试中) assessed by one of her two interviewers, the other still to hand in;
 * 黄蕾 (待录用) assessed by both in round 1 (another round), retested, and passed by both in round 2;
 * 高雪 (a short-term applicant) with her general-worker assessment. History rows as the calls write them.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import {
  deliveryRecords,
  deliveryStageHistory,
  interviewAssessments,
  interviewInvitationInterviewers,
  interviewInvitations,
  positions,
  userExamDetails,
} from '../schema/index.ts';
import { invitationExpiry } from '../../../common/interviews.ts';
import { assessmentTotal, FRACTION_TYPE } from '../../../common/assessments.ts';
import { INTERVIEW_STEP as I, PIPELINE_STAGE as S } from '../../../common/recruiting.ts';

const HOUR = 3600 * 1000;

async function recordOf(db: Queryable, tenementId: number, name: string) {
  const [r] = await db
    .select({ id: deliveryRecords.id, examId: positions.examId })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(and(eq(deliveryRecords.tenementId, tenementId), sql`${deliveryRecords.resumeSnapshot}->'basic'->>'name' = ${name}`))
    .limit(1);
  return r;
}

type Grades = [number, number, number, number, number, number, number, number, number | null];
const KEYS = [
  'communication',
  'personality',
  'developmentPotential',
  'teamSpirit',
  'adaptability',
  'expression',
  'reaction',
  'logic',
  'otherSkills',
];

function assessment(
  tenementId: number,
  recordId: number,
  round: number,
  interviewerId: number,
  grades: Grades,
  result: number,
  comment: string,
  at: Date,
) {
  const scores = Object.fromEntries(KEYS.map((k, i) => [k, grades[i]]).filter(([, v]) => v !== null)) as Record<string, number>;
  return {
    tenementId,
    deliveryRecordId: recordId,
    round,
    interviewerId,
    scores,
    fractionType: String(FRACTION_TYPE.hundred),
    total: String(assessmentTotal(scores, FRACTION_TYPE.hundred)),
    result,
    comment,
    createdAt: at,
    updatedAt: at,
  };
}

export async function seedDemoAssessments(db: Queryable, tenementId: number, interviewerIds: readonly number[]) {
  const [admin, recruiter] = interviewerIds as [number, number];
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * HOUR);

  const shen = await recordOf(db, tenementId, '沈磊');
  if (shen?.examId)
    await db.insert(userExamDetails).values({
      tenementId,
      deliveryRecordId: shen.id,
      examId: shen.examId,
      score: 82,
      passed: true,
      remark: '尺寸精度达标，换刀略慢',
      examAt: ago(26),
      publishedBy: admin,
      publishedAt: ago(50),
    });

  const deng = await recordOf(db, tenementId, '邓倩');
  if (deng)
    await db
      .insert(interviewAssessments)
      .values(
        assessment(
          tenementId,
          deng.id,
          1,
          recruiter,
          [4, 3, 4, 3, 3, 4, 3, 3, null],
          1,
          '表达清楚，对储备干部轮岗有准备；建议复核英语能力。',
          ago(18),
        ),
      );

  const huang = await recordOf(db, tenementId, '黄蕾');
  if (huang) {
    await db
      .insert(interviewAssessments)
      .values([
        assessment(
          tenementId,
          huang.id,
          1,
          admin,
          [3, 3, 3, 4, 3, 3, 3, 3, 2],
          3,
          '质检基础扎实，建议由品质经理复试确认 SPC 经验。',
          ago(46),
        ),
        assessment(tenementId, huang.id, 1, recruiter, [3, 4, 3, 3, 3, 3, 3, 2, null], 3, '沟通积极，逻辑稍弱，同意复试。', ago(45)),
      ]);
    // Round 2: the retest's invitation replaces round 1's (kept, set aside), and both interviewers pass her.
    await db
      .update(interviewInvitations)
      .set({ cancelledAt: ago(44) })
      .where(eq(interviewInvitations.deliveryRecordId, huang.id));
    const sentAt = ago(44);
    const [second] = await db
      .insert(interviewInvitations)
      .values({
        tenementId,
        deliveryRecordId: huang.id,
        round: 2,
        interviewAt: new Date(Math.round((now - 20 * HOUR) / HOUR) * HOUR),
        place: '品质部会议室',
        sentBy: admin,
        sentAt,
        expiresAt: invitationExpiry(sentAt),
        answer: 1,
        answeredAt: ago(42),
      })
      .returning({ id: interviewInvitations.id });
    await db
      .insert(interviewInvitationInterviewers)
      .values(interviewerIds.map((userId) => ({ invitationId: second!.id, userId, tenementId })));
    await db
      .insert(interviewAssessments)
      .values([
        assessment(tenementId, huang.id, 2, admin, [4, 3, 4, 4, 3, 3, 4, 3, 3], 1, '复试通过：SPC 与 8D 报告经验符合岗位要求。', ago(17)),
        assessment(tenementId, huang.id, 2, recruiter, [4, 4, 3, 4, 3, 4, 3, 3, null], 1, '同意录用，可安排下周入职体检。', ago(16)),
      ]);
    const move = (call: string, fromStep: number, toStep: number, at: Date, data: object) => ({
      tenementId,
      deliveryRecordId: huang.id,
      call,
      fromStage: S.interview,
      fromStep,
      toStage: S.interview,
      toStep,
      actorId: admin,
      data,
      createdAt: at,
    });
    await db
      .insert(deliveryStageHistory)
      .values([
        move('EntryInterview', I.invited, I.interviewing, ago(47), {}),
        move('AddInterviewAssessment', I.interviewing, I.awaitingHire, ago(45), { round: 1, interviewerIds }),
        move('Retest', I.awaitingHire, I.invited, ago(44), { round: 2, place: '品质部会议室', interviewerIds }),
        move('EntryInterview', I.invited, I.interviewing, ago(20), {}),
        move('AddInterviewAssessment', I.interviewing, I.awaitingHire, ago(16), { round: 2, interviewerIds }),
      ]);
  }

  const gao = await recordOf(db, tenementId, '高雪');
  if (gao)
    await db.insert(interviewAssessments).values({
      tenementId,
      deliveryRecordId: gao.id,
      round: 1,
      interviewerId: recruiter,
      formData: {
        height: 163,
        eyesight: 2,
        colorBlind: 0,
        tattoo: 0,
        nightShift: 1,
        standing: 1,
        verdict: 1,
        remark: '可接受两班倒，视力矫正后达标',
      },
      result: 1,
      createdAt: ago(60),
      updatedAt: ago(60),
    });
}
