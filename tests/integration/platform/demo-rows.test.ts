/**
 * Demo data shows every feature: on first start every back-office screen declared by a resource
 * definition with a menu node answers its list call with real rows for the demo administrator (the
 * engine's default page, no filter), so no screen greets a new user empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadDefinitions } from '../../../src/server/modules/resources/definitions.ts';
import { MIME, sniff } from '../../../src/server/modules/files/sniff.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await testApp({ seedDemo: true });
  admin = await loginAs(app, 'admin', 'Admin@2026');
});
afterAll(async () => {
  await app.close();
});

const screens = loadDefinitions()
  .loaded.map((l) => l.definition)
  .filter((d) => d.menu && d.api.actions.list);

describe('the demo data', () => {
  it.each(screens.map((d) => [d.menu!.title, d] as const))('fills %s', async (_title, d) => {
    const url = api(`/${d.api.controller}/${d.api.actions.list}?page=1&perPage=10`);
    const res = body<{ list?: unknown[]; totalCount?: number } | unknown[]>(await app.inject({ method: 'GET', url, headers: auth(admin) }));
    expect(res.state, `${url}: ${res.message}`).toBe(200);
    const rows = Array.isArray(res.data) ? res.data : (res.data.list ?? []);
    expect(rows.length, url).toBeGreaterThan(0);
  });
});

describe('the demo company’s records', () => {
  type Upload = { name: string; mime: string; size: number; fullPath: string };
  it('文件管理 opens each document as the file its name and type say', async () => {
    const res = body<{ list: Upload[] }>(
      await app.inject({ method: 'GET', url: api('/Files/GetUploadFilePageList?perPage=100'), headers: auth(admin) }),
    );
    const docs = res.data.list;
    expect(docs.map((d) => d.name)).toEqual(
      expect.arrayContaining(['员工手册2026.pdf', '入职须知.pdf', '厂区平面图.png', '厂区安全培训考核表.xlsx']),
    );
    for (const d of docs) {
      const file = await app.inject({ method: 'GET', url: d.fullPath, headers: auth(admin) });
      expect(file.statusCode, d.name).toBe(200);
      expect(file.headers['content-type'], d.name).toBe(d.mime);
      expect(file.rawPayload.length, d.name).toBe(d.size);
      const kind = sniff(file.rawPayload);
      expect(kind && MIME[kind], d.name).toBe(d.mime);
      expect(d.name.endsWith(`.${kind}`), d.name).toBe(true);
    }
  });

  it('操作日志 reads each entry in words, in Chinese and in English', async () => {
    for (const lang of ['zh-CN', 'en']) {
      const res = body<{ list: Array<{ account: string; summaryText: string }> }>(
        await app.inject({
          method: 'GET',
          url: api('/OperationLog/GetList?perPage=100'),
          headers: { ...auth(admin), 'accept-language': lang },
        }),
      );
      const accounts = new Set(res.data.list.map((e) => e.account));
      expect([...accounts].sort()).toEqual(['admin', 'recruiter']);
      for (const e of res.data.list) {
        expect(e.summaryText, e.summaryText).not.toMatch(/[{}"]|\[object|undefined|^—$/);
      }
    }
  });
});
