import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { secondTenement } from '../../support/tenants.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

type Node = { tenementName: string; children: Node[] };

describe('SysTenement/GetTenementTree', () => {
  it('answers the caller’s company’s departments as a tree, and nothing of another company', async () => {
    const admin = await loginAs(app, 'admin', 'Admin@2026');
    const tree = body<Node[]>(await app.inject({ method: 'GET', url: api('/SysTenement/GetTenementTree'), headers: auth(admin) })).data;
    expect(tree.map((n) => n.tenementName)).toEqual(['华东精密制造有限公司']);
    expect(tree[0]!.children.map((n) => n.tenementName)).toEqual(['人力资源部', '生产部', '质量部', '研发中心']);
    expect(tree[0]!.children[1]!.children.map((n) => n.tenementName)).toEqual(['冲压车间', '装配车间']);
    const second = await secondTenement(app);
    const other = await loginAs(app, second.account, second.password);
    expect(body(await app.inject({ method: 'GET', url: api('/SysTenement/GetTenementTree'), headers: auth(other) })).data).toEqual([]);
    const seeker = await loginAs(app, 'seeker', 'Seeker@2026');
    expect(body(await app.inject({ method: 'GET', url: api('/SysTenement/GetTenementTree'), headers: auth(seeker) })).state).toBe(1101);
  });
});
