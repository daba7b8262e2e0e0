/**
 * Every integer, date and moment a route declares, from the OpenAPI document, sent out of PostgreSQL's
 * range (an id past int4, an impossible calendar day, year 0, a zone offset past ±15:59, a leap second
 * JavaScript cannot read): a validation error (1000), never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, loginAs, testApp } from '../../support/test-app.ts';

interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}
interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Probe {
  method: string;
  url: string;
  where: 'query' | 'body';
  name: string;
  value: unknown;
}

let app: FastifyInstance;
let token: string;
let probes: Probe[];

const types = (s: Schema | undefined) => [s?.type ?? []].flat();
const TOO_BIG = '99999999999999999999';

/** The bad values a field of this schema gets: none when it is neither an integer nor a date. */
function badValues(s: Schema | undefined): unknown[] {
  if (types(s).includes('integer')) return [TOO_BIG, 3_000_000_000, -3_000_000_000];
  if (types(s).includes('array') && types(s?.items).includes('integer')) return [[3_000_000_000]];
  // A range filter takes a day or a moment (anyOf): the moments' bad values serve it.
  const formats = [s?.format, ...(s?.anyOf ?? []).map((b) => b.format)];
  if (formats.includes('date-time'))
    return ['0000-01-01T00:00:00Z', '2026-01-15T08:00:00-23:59', '9999-12-31T23:00:00-05:00', '2026-06-30T23:59:60Z'];
  if (formats.includes('date')) return ['2026-13-45', '2026-02-31', '0000-01-01'];
  return [];
}

function probesOf(url: string, method: string, op: Operation): Probe[] {
  const out: Probe[] = [];
  for (const p of op.parameters ?? []) {
    if (p.in !== 'query') continue;
    for (const value of badValues(p.schema)) out.push({ method, url, where: 'query', name: p.name, value });
  }
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  for (const [name, s] of Object.entries(bodySchema?.properties ?? {})) {
    for (const value of badValues(s)) out.push({ method, url, where: 'body', name, value });
  }
  return out;
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 100_000 });
  token = await loginAs(app, 'admin', 'Admin@2026');
  const doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  probes = Object.entries(doc.paths)
    .filter(([url]) => url.startsWith('/recruit/api/'))
    .flatMap(([url, ops]) => Object.entries(ops).flatMap(([m, op]) => probesOf(url, m.toUpperCase(), op)));
});
afterAll(async () => app.close());

describe('integers and dates out of range', () => {
  it('finds the routes that take ids and dates', () => {
    const urls = new Set(probes.map((p) => p.url));
    expect(urls.size).toBeGreaterThan(60);
    for (const u of ['/recruit/api/SysTenement/Dept/Detail', '/recruit/api/Form/GetFormById', '/recruit/api/OperationLog/GetList']) {
      expect(
        [...urls].some((x) => x.endsWith(u.replace('/recruit/api', ''))),
        u,
      ).toBe(true);
    }
  });

  it('answers each with a validation error in the envelope', async () => {
    const faults: string[] = [];
    for (const p of probes) {
      const query = p.where === 'query' ? `?${new URLSearchParams({ [p.name]: String(p.value) })}` : '';
      const res = await app.inject({
        method: p.method as 'GET',
        url: `${p.url}${query}`,
        headers: auth(token),
        ...(p.where === 'body' ? { payload: { [p.name]: p.value } } : {}),
      });
      // Exports answer a workbook, not the envelope: only a fault matters here.
      const json = String(res.headers['content-type']).includes('application/json');
      const state = json ? (res.json() as { state: number }).state : null;
      if (res.statusCode >= 500 || state === 500)
        faults.push(`${p.method} ${p.url} ${p.name}=${JSON.stringify(p.value)} → ${res.statusCode}/${state}`);
    }
    expect(faults).toEqual([]);
  });

  it('names the field that is out of range', async () => {
    const res = await app.inject({ method: 'GET', url: api(`/SysTenement/Dept/Detail?id=${TOO_BIG}`), headers: auth(token) });
    expect(res.json()).toMatchObject({ state: 1000, errors: { id: expect.any(String) } });
  });

  it('names a day or a moment PostgreSQL cannot take', async () => {
    const day = await app.inject({ method: 'GET', url: api('/OperationLog/GetList?beginDate=0000-01-01'), headers: auth(token) });
    expect(day.json()).toMatchObject({ state: 1000, errors: { beginDate: expect.any(String) } });
    const moment = `?createdAt_gte=${encodeURIComponent('2026-01-15T08:00:00-23:59')}`;
    const list = await app.inject({
      method: 'GET',
      url: api(`/ResumeDeliveryRecord/NewDelivery/GetResumeList${moment}`),
      headers: auth(token),
    });
    expect(list.json()).toMatchObject({ state: 1000, errors: { createdAt_gte: expect.any(String) } });
    // The same moment within PostgreSQL's offsets is a filter like any other.
    const fine = await app.inject({
      method: 'GET',
      url: api(`/ResumeDeliveryRecord/NewDelivery/GetResumeList?createdAt_gte=${encodeURIComponent('2026-01-15T08:00:00-09:30')}`),
      headers: auth(token),
    });
    expect(fine.json()).toMatchObject({ state: 200 });
  });
});
