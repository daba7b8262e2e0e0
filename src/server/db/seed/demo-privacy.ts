/**
 * Demo personal-data requests (个人数据请求, menu 913): one candidate never hired asked for erasure and
 * waits for HR; one hire asked and was told their record is kept while they work there. The demo
 * accounts have accepted the current terms (as if they had ticked them at registration), so the portal's
 * consent banner stays for people whose session did not.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { deliveryRecords, privacyRequests, termsAcceptances, users } from '../schema/index.ts';
import { ERASURE_REFUSAL, PRIVACY_REQUEST_STATE } from '../../../common/privacy.ts';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';
import { TERMS_VERSION } from '../../../common/terms.ts';

const DAY = 24 * 60 * 60 * 1000;

async function firstCandidate(db: Queryable, tenementId: number, stages: number[], not?: number) {
  const rows = await db
    .select({ userId: deliveryRecords.userId })
    .from(deliveryRecords)
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(eq(deliveryRecords.tenementId, tenementId), inArray(deliveryRecords.stage, stages)))
    .orderBy(asc(deliveryRecords.id))
    .limit(5);
  return rows.find((r) => r.userId !== not)?.userId;
}

export async function seedDemoPrivacy(db: Queryable, tenementId: number, adminId: number) {
  const now = Date.now();
  const waiting = await firstCandidate(db, tenementId, [PIPELINE_STAGE.newDelivery, PIPELINE_STAGE.inappropriate]);
  const hired = await firstCandidate(db, tenementId, [PIPELINE_STAGE.trial, PIPELINE_STAGE.reported], waiting);
  if (waiting) await db.insert(privacyRequests).values({ userId: waiting, tenementIds: [tenementId], createdAt: new Date(now - 2 * DAY) });
  if (hired)
    await db.insert(privacyRequests).values({
      userId: hired,
      tenementIds: [tenementId],
      state: PRIVACY_REQUEST_STATE.refused,
      reason: ERASURE_REFUSAL.legalRetention,
      retainUntil: null,
      answeredBy: adminId,
      answeredAt: new Date(now - 5 * DAY),
      createdAt: new Date(now - 6 * DAY),
    });
  const demo = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.account, ['admin', 'seeker', 'recruiter']));
  if (demo.length)
    await db
      .insert(termsAcceptances)
      .values(demo.map((u) => ({ userId: u.id, version: TERMS_VERSION, acceptedAt: new Date(now - 30 * DAY) })))
      .onConflictDoNothing();
}
