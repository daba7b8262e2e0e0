import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, other } = await actors(app));
});
afterAll(async () => app.close());

type Entry = { account: string; action: string; resource: string; recordId: string | null; summary: string; ip: string | null };
const logs = async (token: string, query = '') =>
  body<{ list: Entry[]; totalCount: number }>(
    await app.inject({ method: 'GET', url: api(`/OperationLog/GetList${query}`), headers: auth(token) }),
  );
const call = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: api(url), headers: auth(token), remoteAddress: '10.9.8.7', ...(payload ? { payload } : {}) });

describe('operation log', () => {
  it('records each write with who, what, which record and a before/after summary', async () => {
    const id = (await call(admin, 'POST', '/PositionType/Add', { name: '喷涂工', code: 'PAINT' })).json().data.id as number;
    await call(admin, 'PUT', '/PositionType/Edit', { id, code: 'SPRAY' });
    await call(admin, 'POST', '/PositionType/EnableOrDisable', { ids: [id], enabled: false });
    await call(admin, 'DELETE', `/PositionType/Delete?ids=${id}`);
    // The demo company's log already holds its own position-type entries: this record's are the subject.
    const list = (await logs(admin, '?resource=positionType&perPage=100')).data.list.filter((e) => e.recordId === String(id));
    expect(list.map((e) => e.action)).toEqual(['delete', 'enable', 'edit', 'add']);
    expect(list.every((e) => e.account === 'admin' && e.ip === '10.9.8.7' && e.recordId === String(id))).toBe(true);
    expect(JSON.parse(list[2]!.summary)).toEqual({ before: { code: 'PAINT' }, after: { code: 'SPRAY' } });
    expect(JSON.parse(list[0]!.summary).before[0]).toMatchObject({ name: '喷涂工', code: 'SPRAY' });
  });

  it('records nothing for a refused write', async () => {
    const before = (await logs(admin)).data.totalCount;
    await call(admin, 'PUT', '/PositionType/Edit', { id: 999999, code: 'X' });
    await call(recruiter, 'DELETE', '/PositionType/Delete?ids=1');
    expect((await logs(admin)).data.totalCount).toBe(before);
  });

  it('filters by action and account, keeps companies apart, and is closed to roles without the menu', async () => {
    expect((await logs(admin, '?action=edit')).data.list.every((e) => e.action === 'edit')).toBe(true);
    expect((await logs(admin, '?account_like=adm')).data.totalCount).toBeGreaterThan(0);
    expect((await logs(admin, '?account_like=nobody')).data.totalCount).toBe(0);
    expect((await logs(other)).data.totalCount).toBe(0);
    expect(body(await app.inject({ method: 'GET', url: api('/OperationLog/GetList'), headers: auth(recruiter) })).state).toBe(1100);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(admin, `?beginDate=${today}&endDate=${today}`)).data.totalCount).toBeGreaterThan(0);
    expect((await logs(admin, '?beginDate=2000-01-01&endDate=2000-01-02')).data.totalCount).toBe(0);
  });
});
