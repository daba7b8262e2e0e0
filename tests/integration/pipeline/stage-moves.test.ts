/**
 * Every transition call beyond the lead's two, on its happy path: a batch of two moves from its start
 * stage to the row's stage and step, the application open or closed as the stage says, the call's
 * columns set, one history row each (remark and the call's own fields), one operation-log entry, and
 * the seeker's NoticeMessage in the language they applied in only where the row says the seeker sees it.
 * Then what the reversible rows restore.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from '@microsoft/signalr';
import { and, eq, isNull } from 'drizzle-orm';
import { CLOSED_STAGES, PIPELINE_STAGE as S, type PipelineStage } from '../../../src/common/recruiting.ts';
import { TRANSITIONS } from '../../../src/common/pipeline.ts';
import { LANGS, type Lang } from '../../../src/common/states.ts';
import { deliveryRecords, talentPool } from '../../../src/server/db/schema/index.ts';
import { listenOnLoopback, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { userIdOf } from '../../support/recruiting.ts';
import { dept, lastLog, listen } from '../people/fixture.ts';
import { applications, history, move, record } from './fixture.ts';
import { CASES, noticeText, numberOf, pathOf, positionName, prepare } from './cases.ts';

let app: FastifyInstance;
let admin: string;
let adminId: number;
let company: number;
let base: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  // Each application is a new seeker logging in: far more logins a minute than the limit lets one address make.
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin } = await actors(app));
  adminId = await userIdOf(app.database.db, 'admin');
  company = await demoCompanyId(app.database.db);
  base = await listenOnLoopback(app);
});
afterAll(async () => {
  for (const c of connections) await c.stop();
  await app.close();
});

/** The seeker's NoticeMessage texts up to a marker sent after the call: none is missed, none arrives late. */
async function noticesOf(userId: number, messages: Array<{ event: string; payload: unknown }>) {
  app.deps.hub.sendToUser(userId, 'NoticeMessage', { state: 200, message: 'marker', data: null });
  await expect.poll(() => messages.some((m) => (m.payload as { message: string }).message === 'marker')).toBe(true);
  return messages.filter((m) => m.event === 'NoticeMessage').map((m) => m.payload);
}

describe.each(CASES.map((c, i) => ({ ...c, lang: LANGS[i % LANGS.length] as Lang })))('$name from stage $start', (c) => {
  const row = TRANSITIONS[c.name];
  const to = row.to as PipelineStage;

  it(`moves the batch to stage ${String(row.to)}, with history, the log${row.seekerSees ? ' and the seeker’s notice' : ', and no notice'}`, async () => {
    const { ids, userIds, tokens, positionId } = await applications(app, company, 2, {
      stage: c.start,
      lang: c.lang,
      ...(c.recruitmentType ? { recruitmentType: c.recruitmentType } : {}),
    });
    await prepare(app, c, ids, company, adminId);
    const messages = await listen(base, tokens[0]!, connections);
    const res = await move(app, admin, pathOf(c.name), { ids, ...c.input });
    expect(res.state).toBe(200);
    expect(res.data).toEqual({ updated: 2, list: ids.map((id) => ({ id, stage: to, step: row.toStep ?? 0 })) });
    for (const id of ids) {
      const r = await record(app, id);
      expect({
        stage: r.stage,
        step: r.step,
        active: r.active,
        entryDate: r.entryDate,
        dimissionDate: r.dimissionDate,
        employeeNo: r.employeeNo,
      }).toEqual({
        stage: to,
        step: row.toStep ?? 0,
        active: !CLOSED_STAGES.includes(to),
        ...c.after,
        employeeNo: numberOf(c, id),
      });
      const { remark, ...data } = c.input;
      expect(
        (await history(app, id)).map((h) => [h.call, h.fromStage, h.fromStep, h.toStage, h.toStep, h.actorId, h.remark, h.data]),
      ).toEqual([[c.name, c.start, 0, to, row.toStep ?? 0, adminId, remark ?? null, data]]);
    }
    const log = await lastLog(app, 'deliveryRecord', 'edit');
    // Each move names its candidate, so the log reads in words (oplog/render.ts).
    expect([log!.recordId, log!.summary]).toEqual([
      ids.join(','),
      { step: c.name, moves: ids.map((id) => ({ id, name: expect.any(String), from: c.start, to })) },
    ]);
    const expected = row.seekerSees
      ? [
          {
            state: 200,
            message: noticeText(c.lang, await positionName(app, positionId), to),
            data: { deliveryRecordId: ids[0], stage: to },
          },
        ]
      : [];
    expect(await noticesOf(userIds[0]!, messages)).toEqual([...expected, { state: 200, message: 'marker', data: null }]);
  });
});

describe('what the talent pool calls leave behind', () => {
  it('ThrowHcp opens one pool entry per application, kept by who threw it', async () => {
    const { ids, userIds } = await applications(app, company, 2, { stage: S.initialScreening });
    expect((await move(app, admin, 'ThrowHcp', { ids })).state).toBe(200);
    const entries = await app.database.db
      .select()
      .from(talentPool)
      .where(and(eq(talentPool.tenementId, company), isNull(talentPool.leftAt)));
    expect(entries.filter((e) => ids.includes(e.deliveryRecordId)).map((e) => [e.deliveryRecordId, e.userId, e.addedBy])).toEqual(
      ids.map((id, i) => [id, userIds[i], adminId]),
    );
  });

  it('BackFromHcp reopens the application in 新投递 and ends the pool entry, which stays as history', async () => {
    const { ids } = await applications(app, company, 1);
    expect((await move(app, admin, 'ThrowHcp', { ids })).state).toBe(200);
    expect((await move(app, admin, 'BackFromHcp', { ids })).state).toBe(200);
    const r = await record(app, ids[0]!);
    expect([r.stage, r.active]).toEqual([S.newDelivery, true]);
    const entries = await app.database.db.select().from(talentPool).where(eq(talentPool.deliveryRecordId, ids[0]!));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.leftAt).toBeInstanceOf(Date);
    // Thrown again later: a second entry, the first untouched.
    expect((await move(app, admin, 'ThrowHcp', { ids })).state).toBe(200);
    const again = await app.database.db.select().from(talentPool).where(eq(talentPool.deliveryRecordId, ids[0]!)).orderBy(talentPool.id);
    expect(again.map((e) => e.leftAt === null)).toEqual([false, true]);
  });

  it('BackFromHcp is refused (1205) while the seeker has another open application to that position, and nothing moves', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const { ids, userIds } = await applications(app, company, 1, { positionId });
    expect((await move(app, admin, 'ThrowHcp', { ids })).state).toBe(200);
    const again = await app.database.db
      .insert(deliveryRecords)
      .values({
        tenementId: company,
        positionId,
        userId: userIds[0]!,
        resumeType: 1,
        resumeSnapshot: {},
        stage: S.newDelivery,
        source: '招聘网站',
      })
      .returning();
    const res = await move(app, admin, 'BackFromHcp', { ids }, 'en');
    expect(res.state).toBe(1205);
    expect(res.message).toMatch(/^“候选人\d+” already has an open application for this position/);
    const r = await record(app, ids[0]!);
    expect([r.stage, r.active]).toEqual([S.talentPool, false]);
    expect((await record(app, again[0]!.id)).stage).toBe(S.newDelivery);
    const entries = await app.database.db.select().from(talentPool).where(eq(talentPool.deliveryRecordId, ids[0]!));
    expect(entries.map((e) => e.leftAt)).toEqual([null]);
    expect((await history(app, ids[0]!)).map((h) => h.call)).toEqual(['ThrowHcp']);
  });
});

describe('Back/WaitingReported restores what its row says', () => {
  it('returns to 待报到 with the entry date cleared, the employee number, department and personnel type kept', async () => {
    const entryDeptId = await dept(app, company, 'PIPE-BW', '总装车间', null);
    const { ids } = await applications(app, company, 1, { stage: S.waitingReported });
    await app.database.db
      .update(deliveryRecords)
      .set({ employeeNo: 'BW0001', entryDeptId, personnelType: 'formal' })
      .where(eq(deliveryRecords.id, ids[0]!));
    expect((await move(app, admin, 'Entry', { ids, entryDate: '2026-12-07' })).state).toBe(200);
    expect((await record(app, ids[0]!)).entryDate).toBe('2026-12-07');
    expect((await move(app, admin, 'Back/WaitingReported', { ids, remark: '日期登记错了' })).state).toBe(200);
    const r = await record(app, ids[0]!);
    expect({
      stage: r.stage,
      active: r.active,
      entryDate: r.entryDate,
      employeeNo: r.employeeNo,
      entryDeptId: r.entryDeptId,
      personnelType: r.personnelType,
    }).toEqual({ stage: S.waitingReported, active: true, entryDate: null, employeeNo: 'BW0001', entryDeptId, personnelType: 'formal' });
    expect((await history(app, ids[0]!)).map((h) => [h.call, h.fromStage, h.toStage, h.remark])).toEqual([
      ['Entry', S.waitingReported, S.reported, null],
      ['BackWaitingReported', S.reported, S.waitingReported, '日期登记错了'],
    ]);
    // And may report in again.
    expect((await move(app, admin, 'Entry', { ids, entryDate: '2026-12-08' })).state).toBe(200);
    expect((await record(app, ids[0]!)).entryDate).toBe('2026-12-08');
  });
});
