/**
 * What the exam and assessment tests share: a call under /InterviewAssessments (or any path), an
 * invitation of a round naming its interviewers, a company exam, valid grades.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { interviewInvitationInterviewers, interviewInvitations } from '../../../src/server/db/schema/index.ts';
import { positionExamTable } from '../../../generated/server/tables.ts';
import { invitationExpiry } from '../../../src/common/interviews.ts';
import { api, auth, body, type Envelope } from '../../support/test-app.ts';

export async function call<T = unknown>(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
  lang?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) };
  const url = path.startsWith('/') ? path : `/InterviewAssessments/${path}`;
  return body<T>(await app.inject({ method, url: api(url), headers, ...(payload ? { payload } : {}) }));
}

/** A live invitation of the round on the record naming the interviewers (sent `hoursAgo`, answered `answer`). */
export async function invitation(
  app: FastifyInstance,
  v: { tenementId: number; recordId: number; interviewerIds: number[]; round?: number; answer?: number; hoursAgo?: number; now?: Date },
): Promise<number> {
  const db = app.database.db;
  const now = v.now ?? new Date();
  const sentAt = new Date(now.getTime() - (v.hoursAgo ?? 1) * 3_600_000);
  await db.update(interviewInvitations).set({ cancelledAt: now }).where(eq(interviewInvitations.deliveryRecordId, v.recordId));
  const [i] = await db
    .insert(interviewInvitations)
    .values({
      tenementId: v.tenementId,
      deliveryRecordId: v.recordId,
      round: v.round ?? 1,
      interviewAt: new Date(now.getTime() + 86_400_000),
      place: '总部三楼会议室',
      sentAt,
      expiresAt: invitationExpiry(sentAt),
      answer: v.answer ?? 1,
    })
    .returning({ id: interviewInvitations.id });
  if (v.interviewerIds.length)
    await db
      .insert(interviewInvitationInterviewers)
      .values(v.interviewerIds.map((userId) => ({ invitationId: i!.id, userId, tenementId: v.tenementId })));
  return i!.id;
}

let serial = 0;
/** An exam of the company (笔试 unless `examType` says). */
export async function exam(app: FastifyInstance, tenementId: number, over: Partial<typeof positionExamTable.$inferInsert> = {}) {
  serial += 1;
  const [e] = await app.database.db
    .insert(positionExamTable)
    .values({
      tenementId,
      name: `测试考试${serial}-${Date.now() % 100000}`,
      examType: 1,
      fullScore: 100,
      passScore: 60,
      durationMinutes: 45,
      ...over,
    })
    .returning({ id: positionExamTable.id });
  return e!.id;
}

/** Every group graded 3 (良好), 百分制, pass. */
export const GOOD = {
  scores: {
    communication: 3,
    personality: 3,
    developmentPotential: 4,
    teamSpirit: 3,
    adaptability: 3,
    expression: 3,
    reaction: 4,
    logic: 3,
    otherSkills: 2,
  },
  fractionType: 1,
  result: 1,
  comment: '沟通顺畅，逻辑清楚',
};
