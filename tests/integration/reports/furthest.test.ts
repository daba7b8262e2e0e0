/**
 * The furthest stage an application reached, as the funnel reads it: its current stage or the furthest
 * stage of the main path its history moved it into. The history's part is kept on the record
 * (furthest_moved, migration 0022's trigger); through real moves — forward, a batch, back, 不合适, into
 * the talent pool and reopened — it always equals what the history says, and the funnel's detail shows
 * the furthest stage of each application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { PIPELINE_STAGE as S, RECRUITMENT_TYPE } from '../../../src/common/recruiting.ts';
import type { TransitionName } from '../../../src/common/pipeline.ts';
import { deliveryRecords } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { applications, history, move, record } from '../pipeline/fixture.ts';
import { pathOf } from '../pipeline/cases.ts';

let app: FastifyInstance;
let admin: string;
let company: number;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => {
  await app.close();
});

/** The record's stage, its kept value, and the same recomputed from its history rows. */
async function state(id: number) {
  const r = await record(app, id);
  const moves = await history(app, id);
  const fromHistory = Math.max(1, ...moves.map((m) => m.toStage).filter((s) => s <= S.finished));
  return { stage: r.stage, furthestMoved: r.furthestMoved, fromHistory };
}

/** The furthest stage the funnel's detail shows for each application of the position. */
async function detailFurthest(positionId: number): Promise<Record<number, number>> {
  const res = body<{ list: Array<{ id: number; furthest: number }> }>(
    await app.inject({
      method: 'GET',
      url: api(`/ResumeDeliveryRecord/Report/GetReportPipingDetailList?positionId=${positionId}&perPage=100`),
      headers: auth(admin),
    }),
  );
  expect(res.state).toBe(200);
  return Object.fromEntries(res.data.list.map((r) => [r.id, r.furthest]));
}

async function ok(call: TransitionName, payload: object) {
  const res = await move(app, admin, pathOf(call), payload);
  expect(res.state, JSON.stringify(res)).toBe(200);
}

describe('furthest stage reached', () => {
  it('rises with forward moves of a batch and stays through 不合适, the talent pool and a reopening', async () => {
    const { ids, positionId } = await applications(app, company, 2);
    const [a, b] = ids as [number, number];
    expect(await state(a)).toEqual({ stage: S.newDelivery, furthestMoved: 1, fromHistory: 1 });

    await ok('PassInitialScreening', { ids: [a, b], remark: '基本符合' });
    for (const id of [a, b]) expect(await state(id)).toEqual({ stage: S.initialScreening, furthestMoved: 2, fromHistory: 2 });

    await ok('ExpectedInvitation', { ids: [b], remark: '约周三面试' });
    expect(await state(b)).toEqual({ stage: S.interview, furthestMoved: 3, fromHistory: 3 });

    await ok('Inappropriate', { ids: [a, b], tag: 'SKILLS', personnelType: 'formal' });
    expect(await state(a)).toEqual({ stage: S.inappropriate, furthestMoved: 2, fromHistory: 2 });
    expect(await state(b)).toEqual({ stage: S.inappropriate, furthestMoved: 3, fromHistory: 3 });
    expect(await detailFurthest(positionId)).toEqual({ [a]: 2, [b]: 3 });

    await ok('ThrowHcp', { ids: [a] });
    await ok('BackFromHcp', { ids: [a] });
    expect(await state(a)).toEqual({ stage: S.newDelivery, furthestMoved: 2, fromHistory: 2 });
    await ok('PassInitialScreening', { ids: [a] });
    expect(await state(a)).toEqual({ stage: S.initialScreening, furthestMoved: 2, fromHistory: 2 });
    expect(await detailFurthest(positionId)).toEqual({ [a]: 2, [b]: 3 });
  });

  it('keeps 已报到 after a move back to 待报到, and counts a stage reached without a history row', async () => {
    const { ids, positionId } = await applications(app, company, 2, { recruitmentType: RECRUITMENT_TYPE.shortTerm });
    const [worker, unrecorded] = ids as [number, number];
    await ok('GeneralWorkerWaitingReported', { ids: [worker] });
    expect(await state(worker)).toEqual({ stage: S.waitingReported, furthestMoved: 5, fromHistory: 5 });

    // What 录用 would have left on the record (as the pipeline's cases prepare it).
    await app.database.db
      .update(deliveryRecords)
      .set({ employeeNo: `F${worker}`, personnelType: 'formal' })
      .where(eq(deliveryRecords.id, worker));
    await ok('Entry', { ids: [worker], entryDate: '2026-12-01', remark: '按时报到' });
    expect(await state(worker)).toEqual({ stage: S.reported, furthestMoved: 6, fromHistory: 6 });
    await ok('BackWaitingReported', { ids: [worker], remark: '报到信息有误' });
    expect(await state(worker)).toEqual({ stage: S.waitingReported, furthestMoved: 6, fromHistory: 6 });

    // A stage set on the record alone (no history row) counts through the current stage.
    await app.database.db
      .update(deliveryRecords)
      .set({ stage: S.interview })
      .where(inArray(deliveryRecords.id, [unrecorded]));
    expect(await state(unrecorded)).toEqual({ stage: S.interview, furthestMoved: 1, fromHistory: 1 });
    expect(await detailFurthest(positionId)).toEqual({ [worker]: 6, [unrecorded]: 3 });
  });
});
