import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { clearPositions, insertCompany, insertPosition, newSeeker } from '../../support/recruiting.ts';
import { positionCollects, positions } from '../../../src/server/db/schema/index.ts';

let app: FastifyInstance;
let seekerA: string;
let seekerB: string;
let hr: string;
let open: number;
let other: number;
let draft: number;
let offline: number;

type Saved = { positionId: number; position: { id: number; name: string }; createdAt: string; expiresAt: string; state: number };
type Saves = { list: Saved[]; totalCount: number };

const call = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: api(url), headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const add = async (token: string, positionId: unknown) => body(await call(token, 'POST', '/PositionCollect/Add', { positionId }));
const remove = async (token: string, positionId: number) =>
  body(await call(token, 'DELETE', `/PositionCollect/Delete?positionId=${positionId}`));
const saves = async (token: string, query = '') => body<Saves>(await call(token, 'GET', `/PositionCollect/GetList${query}`)).data;
const isCollect = async (token: string, positionId: number) =>
  body<{ isCollect: boolean }>(await call(token, 'GET', `/PositionInfo/GetIsCollect?positionId=${positionId}`)).data.isCollect;

beforeAll(async () => {
  app = await testApp();
  const db = app.database.db;
  await clearPositions(db);
  const company = await insertCompany(db, '收藏测试公司');
  open = await insertPosition(db, { tenementId: company, name: '装配工', ageMinutes: 5 });
  other = await insertPosition(db, { tenementId: company, name: '叉车司机', ageMinutes: 6 });
  draft = await insertPosition(db, { tenementId: company, name: '草稿职位', state: 0 });
  offline = await insertPosition(db, { tenementId: company, name: '已下线', state: 3 });
  seekerA = await loginAs(app, 'seeker', 'Seeker@2026');
  seekerB = (await newSeeker(app, 'seekerb')).token;
  hr = await loginAs(app, 'admin', 'Admin@2026');
});
afterAll(async () => app.close());

describe('saved positions', () => {
  it('need a login (401)', async () => {
    expect((await call(null, 'GET', `/PositionInfo/GetIsCollect?positionId=${open}`)).statusCode).toBe(401);
    expect((await call(null, 'POST', '/PositionCollect/Add', { positionId: open })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/PositionCollect/Delete?positionId=${open}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/PositionCollect/GetList')).statusCode).toBe(401);
  });

  it('refuse bad input with 1000', async () => {
    expect((await add(seekerA, undefined)).errors).toEqual({ positionId: expect.any(String) });
    expect((await add(seekerA, 'abc')).errors).toEqual({ positionId: expect.any(String) });
    expect(body(await call(seekerA, 'GET', '/PositionInfo/GetIsCollect')).errors).toEqual({ positionId: expect.any(String) });
    expect(body(await call(seekerA, 'GET', '/PositionCollect/GetList?perPage=500')).state).toBe(1000);
  });

  it('only take published positions: draft and offline ones are 1140, unknown ones 1102', async () => {
    expect((await add(seekerA, draft)).state).toBe(1140);
    expect((await add(seekerA, offline)).state).toBe(1140);
    expect((await add(seekerA, 999999)).state).toBe(1102);
    expect((await saves(seekerA)).totalCount).toBe(0);
  });

  it('save once however often asked, and show as saved to their owner only', async () => {
    expect((await add(seekerA, open)).state).toBe(200);
    expect((await add(seekerA, open)).state).toBe(200);
    expect((await add(seekerA, other)).state).toBe(200);
    const rows = await app.database.db.select().from(positionCollects).where(eq(positionCollects.positionId, open));
    expect(rows).toHaveLength(1);
    expect(await isCollect(seekerA, open)).toBe(true);
    expect(await isCollect(seekerB, open)).toBe(false);
    // HR staff save positions as any user would: their own list.
    expect((await add(hr, open)).state).toBe(200);
    expect((await saves(hr)).list.map((s) => s.positionId)).toEqual([open]);
  });

  it('list the caller’s saves, newest first, valid for 3 months', async () => {
    const mine = await saves(seekerA);
    expect(mine.totalCount).toBe(2);
    expect(mine.list.map((s) => s.positionId)).toEqual([other, open]);
    const saved = mine.list[1]!;
    expect(saved).toMatchObject({ positionId: open, state: 2, position: { id: open, name: '装配工', tenementName: '收藏测试公司' } });
    const created = new Date(saved.createdAt);
    const expires = new Date(saved.expiresAt);
    const threeMonths = new Date(created);
    threeMonths.setUTCMonth(threeMonths.getUTCMonth() + 3);
    expect(Math.abs(expires.getTime() - threeMonths.getTime())).toBeLessThan(3 * 3600_000);
    expect((await saves(seekerA, '?page=2&perPage=1')).list.map((s) => s.positionId)).toEqual([open]);
    expect(await saves(seekerB)).toMatchObject({ list: [], totalCount: 0 });
  });

  it('keep an offline position in the list with its state', async () => {
    await app.database.db.update(positions).set({ state: 3 }).where(eq(positions.id, other));
    expect((await saves(seekerA)).list.find((s) => s.positionId === other)!.state).toBe(3);
    await app.database.db.update(positions).set({ state: 2 }).where(eq(positions.id, other));
  });

  it('are never removed for another seeker: B removing A’s save is 1102 and A keeps it', async () => {
    expect((await remove(seekerB, open)).state).toBe(1102);
    expect(await isCollect(seekerA, open)).toBe(true);
    expect((await saves(seekerA)).totalCount).toBe(2);
  });

  it('expire after 3 months, and saving again starts a new period', async () => {
    await app.database.db.execute(sql`update position_collects set created_at = now() - interval '4 months' where position_id = ${open}`);
    expect(await isCollect(seekerA, open)).toBe(false);
    expect((await saves(seekerA)).list.map((s) => s.positionId)).toEqual([other]);
    expect((await add(seekerA, open)).state).toBe(200);
    expect(await isCollect(seekerA, open)).toBe(true);
    expect((await saves(seekerA)).list.map((s) => s.positionId)).toEqual([open, other]);
  });

  it('are removed by their owner; removing twice is 1102', async () => {
    expect((await remove(seekerA, open)).state).toBe(200);
    expect((await remove(seekerA, open)).state).toBe(1102);
    expect(await isCollect(seekerA, open)).toBe(false);
    expect((await saves(seekerA)).list.map((s) => s.positionId)).toEqual([other]);
  });
});
