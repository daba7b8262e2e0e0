import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { multipart, TINY_PNG } from '../../support/multipart.ts';

let app: FastifyInstance;
let token: string;
let routes: Array<{ method: string; url: string }>;

/** Row counts of every table: bad input must leave all of them as they were. */
async function snapshot() {
  const tables = [
    'users',
    'sessions',
    'verification_codes',
    'outbox',
    'tenements',
    'tenement_users',
    'roles',
    'menus',
    'third_party_bindings',
  ];
  const out: Record<string, number> = {};
  for (const t of tables) {
    const rows = (await app.database.query(`SELECT count(*)::int AS n FROM ${t}`)) as Array<{ n: number }>;
    out[t] = rows[0]!.n;
  }
  return out;
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 100_000, bodyLimit: 64 * 1024 });
  token = await loginAs(app, 'admin', 'Admin@2026');
  const doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json() as { paths: Record<string, Record<string, unknown>> };
  // The hub's negotiate call speaks SignalR's own format, not the envelope; it has its own tests.
  routes = Object.entries(doc.paths)
    .filter(([url]) => url.startsWith('/recruit/api/'))
    .flatMap(([url, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), url })));
});
afterAll(async () => app.close());

const nasty = [
  "' OR 1=1; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '😀𠮷'.repeat(50),
  'x'.repeat(20_000),
  '\u0000null',
  12345,
  { nested: { deep: [1, 2, 3] } },
  [1, 'a', null],
  null,
  true,
];

function expectEnvelope(res: { statusCode: number; json: () => unknown; body: string }, where: string) {
  expect(res.statusCode, where).toBeLessThan(500);
  const b = res.json() as { state: number; message: string };
  expect(typeof b.state, where).toBe('number');
  expect(typeof b.message, where).toBe('string');
  expect(res.body, where).not.toMatch(/at .+\.(ts|js):\d+/);
}

describe('bad input on every API route', () => {
  it('covers the identity routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(16);
    expect(routes.map((r) => r.url)).toContain('/recruit/api/Login/SysLogin');
  });

  it('answers malformed JSON, wrong content types and oversize bodies with an envelope error and writes nothing', async () => {
    const before = await snapshot();
    for (const { method, url } of routes.filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      const headers = { ...auth(token), 'content-type': 'application/json' };
      const malformed = await app.inject({ method: method as 'POST', url, headers, payload: '{"account": "admin",' });
      expectEnvelope(malformed, `${url} malformed`);
      expect(body(malformed).state, url).toBe(1001);
      const big = await app.inject({ method: method as 'POST', url, headers, payload: JSON.stringify({ a: 'x'.repeat(70 * 1024) }) });
      expectEnvelope(big, `${url} big`);
      expect(body(big).state, url).toBe(1002);
      const xml = await app.inject({
        method: method as 'POST',
        url,
        headers: { ...auth(token), 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expectEnvelope(xml, `${url} xml`);
      expect(body(xml).state, url).toBe(1003);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers wrong types, missing fields and hostile strings in every field with an envelope, never a 5xx', async () => {
    const before = await snapshot();
    for (const { method, url } of routes) {
      for (const value of nasty) {
        const fields = [
          'account',
          'password',
          'phone',
          'email',
          'code',
          'captchaTicket',
          'target',
          'identity',
          'unionId',
          'thirdPartyType',
          'id',
          'area',
          'purpose',
          'trackList',
          'extra',
        ];
        const payload = Object.fromEntries(fields.map((f) => [f, value]));
        const res =
          method === 'GET'
            ? await app.inject({
                method: 'GET',
                url: `${url}?${new URLSearchParams(Object.fromEntries(fields.map((f) => [f, String(value)])))}`,
                headers: auth(token),
              })
            : await app.inject({ method: method as 'POST', url, headers: auth(token), payload });
        expectEnvelope(res, `${method} ${url} ${JSON.stringify(value).slice(0, 30)}`);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers a multipart body cut short with 1001 on every upload route', async () => {
    // The earlier tests called Login/LogOut with the shared token.
    const admin = await loginAs(app, 'admin', 'Admin@2026');
    const uploads = [
      '/Files/UploadFiles',
      '/Files/AddFileByFromType',
      '/Resume/Attachment/UploadResume',
      '/SysTenement/ImportDept',
      '/TenementUser/ImportTenementUser',
      '/InterviewContacts/ImportContacts',
      '/ResumeDeliveryRecord/uploadRepetitionTsk',
    ];
    for (const path of uploads) {
      const m = multipart([{ field: 'file', filename: 'a.png', data: TINY_PNG }]);
      const res = await app.inject({
        method: 'POST',
        url: api(path),
        headers: { ...auth(admin), ...m.headers },
        payload: m.payload.subarray(0, m.payload.length - 30),
      });
      expectEnvelope(res, path);
      expect(body(res).state, path).toBe(1001);
    }
  });

  it('reports every bad field of a request, in the caller language', async () => {
    const res = await app.inject({
      method: 'POST',
      url: api('/Login/RegisterUser'),
      headers: { 'accept-language': 'en' },
      payload: { account: 123, password: 'a'.repeat(200), code: 'abc', captchaTicket: '', unknownKey: 'dropped' },
    });
    const b = body(res);
    expect(b.state).toBe(1000);
    expect(b.errors).toMatchObject({
      password: 'must be at most 128 characters',
      code: 'has the wrong format',
      captchaTicket: 'is required',
    });
    expect(b.errors).not.toHaveProperty('unknownKey');
  });

  it('refuses a NUL character instead of failing in the database', async () => {
    const b = body(await app.inject({ method: 'POST', url: api('/Login/SysLogin'), payload: { account: 'ad\u0000min', password: 'x' } }));
    expect(b).toMatchObject({ state: 1000, errors: { account: '包含不允许的字符' } });
  });

  it('answers an unknown API path with HTTP 404 in the envelope', async () => {
    const res = await app.inject({ method: 'GET', url: api('/Nope/Nothing') });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ state: 404, message: '服务器出错，请联系it人员' });
  });

  it('serves health and the OpenAPI document, with a request id on every answer', async () => {
    const res = await app.inject({ method: 'GET', url: api('/health') });
    expect(body(res)).toMatchObject({ state: 200, data: { database: expect.stringMatching(/pglite|postgres/) } });
    expect(res.headers['x-request-id']).toBeTruthy();
    const echo = await app.inject({ method: 'GET', url: api('/health'), headers: { 'x-request-id': 'trace-me' } });
    expect(echo.headers['x-request-id']).toBe('trace-me');
  });
});
