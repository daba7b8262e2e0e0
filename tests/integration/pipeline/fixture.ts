/**
 * What pipeline tests share: applications at a stage in a company, the history of a record, and a
 * transition call. Records are inserted directly (how a seeker applies is tests/integration/delivery's).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { deliveryRecords, deliveryStageHistory } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, type Envelope } from '../../support/test-app.ts';
import { freshSeeker, insertPosition } from '../../support/resume-fixtures.ts';

let serial = 0;

/** `count` applications of new seekers to one published position of the company, at `stage`. */
export async function applications(
  app: FastifyInstance,
  tenementId: number,
  count: number,
  opts: { stage?: number; step?: number; positionId?: number; recruitmentType?: number; lang?: string } = {},
): Promise<{ positionId: number; ids: number[]; userIds: number[]; tokens: string[] }> {
  const db = app.database.db;
  const positionId = opts.positionId ?? (await insertPosition(db, tenementId, { recruitmentType: opts.recruitmentType ?? 1 }));
  const ids: number[] = [];
  const userIds: number[] = [];
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    serial += 1;
    const seeker = await freshSeeker(app, 'pipe');
    const [r] = await db
      .insert(deliveryRecords)
      .values({
        tenementId,
        positionId,
        userId: seeker.userId,
        resumeType: 1,
        resumeSnapshot: { basic: { name: `候选人${serial}` } },
        stage: opts.stage ?? 1,
        step: opts.step ?? 0,
        source: '招聘网站',
        lang: opts.lang ?? 'zh-CN',
      })
      .returning({ id: deliveryRecords.id });
    ids.push(r!.id);
    userIds.push(seeker.userId);
    tokens.push(seeker.token);
  }
  return { positionId, ids, userIds, tokens };
}

export async function record(app: FastifyInstance, id: number) {
  const [r] = await app.database.db.select().from(deliveryRecords).where(eq(deliveryRecords.id, id));
  return r!;
}

export async function history(app: FastifyInstance, id: number) {
  return app.database.db
    .select()
    .from(deliveryStageHistory)
    .where(eq(deliveryStageHistory.deliveryRecordId, id))
    .orderBy(deliveryStageHistory.id);
}

/** POST a transition call; answers the envelope. */
export async function move<T = { updated: number }>(
  app: FastifyInstance,
  token: string | null,
  call: string,
  payload: object,
  lang?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) };
  return body<T>(await app.inject({ method: 'POST', url: api(`/ResumeDeliveryRecord/${call}`), headers, payload }));
}
