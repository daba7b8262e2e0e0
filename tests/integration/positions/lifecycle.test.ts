/**
 * A position's life: draft → 申请发布 → 发布 → 下线 (and back), with the locks: published positions
 * are not edited (1141), name and recruitment type stay as first submitted (1142), a step from the
 * wrong state names that state (1143), positions with applications are not deleted (1144). Batches
 * move together or not at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import { operationLogs } from '../../../src/server/db/schema/index.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { application, caller, positionBody, publishable, type Call, type Position } from './helpers.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let call: Call;
let ready: Awaited<ReturnType<typeof publishable>>;

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
  call = caller(app);
  ready = await publishable(app);
});
afterAll(async () => app.close());

const insert = async (over: Record<string, unknown> = {}) => {
  const res = await call<{ id: number }>(admin, 'POST', '/PositionInfo/Insert', positionBody({ ...ready, ...over }));
  expect(res.state, JSON.stringify(res)).toBe(200);
  return res.data.id;
};
const detail = async (id: number) => (await call<Position>(admin, 'GET', `/PositionInfo/GetDetail?id=${id}`)).data;
const step = (action: 'ApplyForPublish' | 'Publish' | 'Offline', ids: number[], token = admin, lang?: string) =>
  call<{ updated: number }>(token, 'POST', `/PositionInfo/${action}`, { ids }, lang);

describe('the lifecycle', () => {
  it('goes draft → waiting → published → offline → waiting again, keeping the first submit time', async () => {
    const id = await insert();
    expect(await detail(id)).toMatchObject({ state: 0, stateName: '草稿', submittedAt: null, publishedAt: null });
    expect((await step('ApplyForPublish', [id])).data).toEqual({ updated: 1 });
    const waiting = await detail(id);
    expect(waiting).toMatchObject({ state: 1, stateName: '待发布' });
    expect(waiting.submittedAt).not.toBeNull();
    expect((await step('Publish', [id])).state).toBe(200);
    const published = await detail(id);
    expect(published).toMatchObject({ state: 2, stateName: '已发布', offlineAt: null });
    expect(published.publishedAt).not.toBeNull();
    expect((await step('Offline', [id])).state).toBe(200);
    const offline = await detail(id);
    expect(offline).toMatchObject({ state: 3, stateName: '已下线' });
    expect(offline.offlineAt).not.toBeNull();
    expect((await step('ApplyForPublish', [id])).state).toBe(200);
    expect((await detail(id)).submittedAt).toBe(waiting.submittedAt);
  });

  it('inserts straight into waiting with submit true', async () => {
    const id = await insert({ submit: true });
    expect(await detail(id)).toMatchObject({ state: 1 });
    expect((await detail(id)).submittedAt).not.toBeNull();
  });

  it('refuses a step from the wrong state with 1143 naming the state and the step, in the caller’s language', async () => {
    const id = await insert();
    const res = await step('Publish', [id]);
    expect(res.state).toBe(1143);
    expect(res.message).toBe('职位当前状态为草稿，不能发布');
    expect((await step('Offline', [id], admin, 'en')).message).toBe('The position is draft: it cannot be taken offline');
    expect((await step('Offline', [id], admin, 'zh-TW')).message).toBe('職位目前狀態為草稿，不能下線');
    await step('ApplyForPublish', [id]);
    expect((await step('ApplyForPublish', [id])).message).toBe('职位当前状态为待发布，不能申请发布');
  });

  it('refuses to submit or publish a position lacking its type, department or work place (1152, naming them), batch included', async () => {
    const bare = await insert({ positionTypeId: null, deptId: null, officePlaceId: null });
    const res = await step('ApplyForPublish', [bare]);
    expect(res.state).toBe(1152);
    expect(res.message).toMatch(/^职位“测试职位[\d-]+”缺少职位类型、用人部门、工作地点，不能申请发布$/);
    expect((await step('ApplyForPublish', [bare], admin, 'en')).message).toMatch(
      /has no position type, hiring department, work place: it cannot be submitted for publishing$/,
    );
    const complete = await insert();
    expect((await step('ApplyForPublish', [complete, bare])).state).toBe(1152);
    expect((await detail(complete)).state).toBe(0);
    // Submitting on insert is the same step; a factory stays optional (head-office positions have none).
    const noPlace = await call(admin, 'POST', '/PositionInfo/Insert', positionBody({ ...ready, officePlaceId: null, submit: true }));
    expect(noPlace.state).toBe(1152);
    expect(noPlace.message).toContain('缺少工作地点');
    const noFactory = await insert({ factoryId: null, submit: true });
    expect((await step('Publish', [noFactory])).state).toBe(200);
  });

  it('moves a batch together or not at all', async () => {
    const a = await insert();
    const b = await insert();
    await step('ApplyForPublish', [a]);
    expect((await step('ApplyForPublish', [a, b])).state).toBe(1143);
    expect((await detail(b)).state).toBe(0);
    expect((await step('ApplyForPublish', [b, 999999])).state).toBe(1102);
    expect((await detail(b)).state).toBe(0);
    expect((await step('ApplyForPublish', [b])).state).toBe(200);
    expect((await step('Publish', [a, b])).data).toEqual({ updated: 2 });
  });

  it('keeps another company’s administrator away (1102) and its positions unchanged', async () => {
    const id = await insert();
    expect((await step('ApplyForPublish', [id], other)).state).toBe(1102);
    expect((await detail(id)).state).toBe(0);
  });

  it('checks the body (1000) and refuses anonymous callers (401)', async () => {
    const res = await step('Publish', []);
    expect(res.state).toBe(1000);
    expect(res.errors).toHaveProperty('ids');
    expect((await app.inject({ method: 'POST', url: '/recruit/api/PositionInfo/Publish', payload: { ids: [1] } })).statusCode).toBe(401);
  });

  it('logs each step', async () => {
    const id = await insert();
    await step('ApplyForPublish', [id]);
    const [log] = await app.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.resource, 'positionInfo'), eq(operationLogs.recordId, String(id))))
      .orderBy(desc(operationLogs.id))
      .limit(1);
    expect(log).toMatchObject({ action: 'edit', summary: { step: 'applyPublish', before: { state: 0 }, after: { state: 1 } } });
  });
});

describe('the locks', () => {
  it('refuses editing a published position (1141) until it is offline', async () => {
    const id = await insert();
    await step('ApplyForPublish', [id]);
    await step('Publish', [id]);
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id, headcount: 9 })).state).toBe(1141);
    await step('Offline', [id]);
    const res = await call<Position>(admin, 'PUT', '/PositionInfo/Update', { id, headcount: 9 });
    expect(res.state).toBe(200);
    expect(res.data.headcount).toBe(9);
  });

  it('fixes the name and recruitment type once submitted (1142), other fields stay editable', async () => {
    const id = await insert({ name: '注塑普工' });
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id, name: '注塑操作工' })).state).toBe(200);
    await step('ApplyForPublish', [id]);
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id, name: '注塑技工' })).state).toBe(1142);
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id, recruitmentType: 2 })).state).toBe(1142);
    // The same values are no change.
    expect((await call(admin, 'PUT', '/PositionInfo/Update', { id, name: '注塑操作工', recruitmentType: 1, headcount: 3 })).state).toBe(
      200,
    );
    expect(await detail(id)).toMatchObject({ name: '注塑操作工', recruitmentType: 1, headcount: 3 });
  });

  it('deletes drafts and offline positions without applications; refuses waiting ones (1143) and ones with applications (1144)', async () => {
    const draft = await insert();
    const waiting = await insert({ submit: true });
    const applied = await insert();
    await step('ApplyForPublish', [applied]);
    await step('Publish', [applied]);
    await application(app, applied, 'seeker');
    await step('Offline', [applied]);
    expect((await call(admin, 'DELETE', `/PositionInfo/Delete?ids=${waiting}`)).message).toBe('职位当前状态为待发布，不能删除');
    const used = await call(admin, 'DELETE', `/PositionInfo/Delete?ids=${applied}`);
    expect(used.state).toBe(1144);
    expect(used.message).toContain('1份投递');
    expect((await call(admin, 'DELETE', `/PositionInfo/Delete?ids=${draft}&ids=${waiting}`)).state).toBe(1143);
    expect((await detail(draft)).state).toBe(0);
    expect((await call(other, 'DELETE', `/PositionInfo/Delete?ids=${draft}`)).state).toBe(1102);
    expect((await call(admin, 'DELETE', `/PositionInfo/Delete?ids=${draft}`)).data).toEqual({ deleted: 1 });
    expect((await call(admin, 'GET', `/PositionInfo/GetDetail?id=${draft}`)).state).toBe(1102);
  });
});
