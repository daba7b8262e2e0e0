/**
 * 团队消息 can be sent (POST Message/Team/Add, the generic path with the screen's add key): the message is
 * signed with the sender's name whatever the body says, lists first for the company and never for
 * another; title and content are required and bounded (field errors, 1000); a member without the key
 * (1100) and a job seeker (1101) are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
});
afterAll(async () => app.close());

type Row = { id: number; title: string; content: string; sender: string };
const send = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: api('/Message/Team/Add'), headers: auth(token), payload });
const list = async (token: string) =>
  body<{ list: Row[] }>(await app.inject({ method: 'GET', url: api('/Message/Team/GetList?page=1&perPage=10'), headers: auth(token) }));

describe('sending a team message', () => {
  it('signs it with the sender’s name and lists it first for the company only', async () => {
    const res = body<Row>(await send(admin, { title: '周六加班安排', content: '本周六冲压车间加班，请各组长排班。', sender: '总经理' }));
    expect(res.state).toBe(200);
    const [me] = await app.database.db.select({ name: users.name }).from(users).where(eq(users.account, 'admin'));
    expect(res.data.sender).toBe(me!.name);
    expect(res.data.sender).not.toBe('总经理');
    const mine = await list(admin);
    expect(mine.data.list[0]).toMatchObject({ title: '周六加班安排', sender: res.data.sender });
    expect((await list(other)).data.list.map((r) => r.title)).not.toContain('周六加班安排');
  });

  it('requires a title and content within their lengths, saying which field', async () => {
    const empty = body(await send(admin, { title: '', content: '' }));
    expect(empty.state).toBe(1000);
    expect(Object.keys(empty.errors ?? {}).sort()).toEqual(['content', 'title']);
    const long = body(await send(admin, { title: '长'.repeat(101), content: '内容' }));
    expect(long.state).toBe(1000);
    expect(Object.keys(long.errors ?? {})).toEqual(['title']);
  });

  it('refuses a member without the screen’s add key and a job seeker', async () => {
    expect(body(await send(recruiter, { title: '通知', content: '内容' })).state).toBe(1100);
    expect(body(await send(seeker, { title: '通知', content: '内容' })).state).toBe(1101);
    expect((await list(admin)).data.list.filter((r) => r.title === '通知')).toEqual([]);
  });
});
