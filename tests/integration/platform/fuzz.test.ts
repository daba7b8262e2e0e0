/**
 * Bounded fuzz of every API route in the OpenAPI document (inputs: fuzz-inputs.ts), as the demo
 * administrator acting as management and as an anonymous caller. Every answer must be the envelope
 * (`{state, message, data}`, HTTP 401 included) or a file a route serves (a workbook, a picture, a PDF),
 * never HTTP 5xx or state 500. Faults are collected, so one run names every route and input that fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { multipart } from '../../support/multipart.ts';
import { baselineOf, probesOf, seeded, shapeProbes, type Operation, type Probe } from './fuzz-inputs.ts';

interface Route {
  key: string;
  method: string;
  url: string;
  op: Operation;
  isPublic: boolean;
}
/** A request as sent: a probe from the schema, or a raw multipart body. */
interface Sent {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * Routes the administrator does not fuzz, or fuzzes with a field held at a safe value, because their
 * success would end or change the session the rest of the run relies on. Anonymous callers fuzz them all.
 */
const ADMIN_SKIP: Record<string, string> = {
  // It takes no input, so every probe would be a valid logout.
  'POST /recruit/api/Login/LogOut': 'ends the session',
};
const ADMIN_OVERRIDES: Record<string, Record<string, unknown>> = {
  // The identity's first choice is `seeker`: switching would leave management for the rest of the run.
  'POST /recruit/api/Login/ChangeLogin': { identity: 'manage' },
};

/** What a route may answer instead of the envelope: the files it serves. */
const FILE_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
  'image/',
  'application/pdf',
];
const STACK = /at .+\.(ts|js):\d+/;
/** Authorization headers that name no session, each route gets one of them. */
const BAD_TOKENS = ['Bearer ', `Bearer ${'x'.repeat(5000)}`, 'Basic YWRtaW46QWRtaW5AMjAyNg==', 'Bearer a b c'];

let app: FastifyInstance;
let admin: string;
let routes: Route[];

const isJson = (res: LightMyRequestResponse) => String(res.headers['content-type'] ?? '').startsWith('application/json');

/** Why an answer breaks the contract, or null when it keeps it. */
function fault(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!isJson(res)) {
    return res.statusCode === 200 && FILE_TYPES.some((t) => type.startsWith(t))
      ? null
      : `HTTP ${res.statusCode} ${type || 'no content type'}`;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return 'JSON content type, body not JSON';
  }
  const e = parsed as { state?: unknown; message?: unknown } | null;
  if (!e || typeof e.state !== 'number' || typeof e.message !== 'string' || !('data' in e)) return 'not the envelope';
  if (e.state === 500) return 'state 500';
  return STACK.test(res.body) ? 'a stack trace in the answer' : null;
}

function fromProbe(route: Route, probe: Probe, authorization?: string): Sent {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(probe.query)) for (const x of [v].flat()) query.append(k, x);
  const headers: Record<string, string> = authorization ? { authorization } : {};
  if (probe.body !== undefined) headers['content-type'] = 'application/json';
  return { label: probe.label, url: query.size ? `${route.url}?${query}` : route.url, headers, payload: probe.body };
}

/** Upload routes declare no body schema: bodies an upload must refuse as input, not fail on. */
function multipartBodies(route: Route, authorization: string): Sent[] {
  const zipNotXlsx = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('not really a workbook'.repeat(20))]);
  const bodies = {
    'multipart: corrupt xlsx': multipart([{ field: 'file', filename: 'a.xlsx', data: zipNotXlsx }]),
    'multipart: empty file': multipart([{ field: 'file', filename: 'a.pdf', data: Buffer.alloc(0) }]),
    'multipart: text field only': multipart([{ field: 'fromType', data: 'resumePhoto' }]),
  };
  const sent = Object.entries(bodies).map(([label, b]) => ({
    label,
    url: route.url,
    headers: { authorization, ...b.headers },
    payload: b.payload,
  }));
  const truncated = multipart([{ field: 'file', filename: 'a.png', data: 'x' }]);
  sent.push({
    label: 'multipart: truncated',
    url: route.url,
    headers: { authorization, ...truncated.headers },
    payload: truncated.payload.subarray(0, 60),
  });
  return sent;
}

function adminRequests(route: Route): Sent[] {
  if (ADMIN_SKIP[route.key]) return [];
  const bearer = `Bearer ${admin}`;
  const probes = probesOf(route.op, baselineOf(route.op, ADMIN_OVERRIDES[route.key]), seeded(route.key)).map((p) =>
    fromProbe(route, p, bearer),
  );
  const takesUpload = route.method === 'POST' && !route.op.requestBody;
  return takesUpload ? [...probes, ...multipartBodies(route, bearer)] : probes;
}

/** Anonymous: a public route gets every probe; others answer 401 before reading input, so their shapes suffice. */
function anonymousRequests(route: Route): Sent[] {
  const base = baselineOf(route.op);
  const next = seeded(`anonymous ${route.key}`);
  const probes = route.isPublic ? probesOf(route.op, base, next) : shapeProbes(base);
  const sent = probes.map((p) => fromProbe(route, p));
  const token = BAD_TOKENS[Math.floor(next() * BAD_TOKENS.length)]!;
  sent.push({ ...fromProbe(route, shapeProbes(base)[1]!, token), label: `token "${token.slice(0, 12)}"` });
  return sent;
}

/** Sends each request and records its fault, if any; `reached` gets the routes whose plausible request succeeded. */
async function run(route: Route, requests: Sent[], who: string, faults: string[], reached: string[] = []) {
  for (const r of requests) {
    const res = await app.inject({ method: route.method as 'GET', url: r.url, headers: r.headers, payload: r.payload });
    const f = fault(res);
    if (f) faults.push(`${route.key} as ${who}, ${r.label}: ${f}`);
    else if (r.label === 'plausible' && (!isJson(res) || body(res).state === 200)) reached.push(route.key);
  }
}

/** A probe that ends or changes the administrator's session is a finding too; log in again to go on. */
async function keepAdminSession(route: Route, faults: string[]) {
  const check = body<{ identity?: string }>(await app.inject({ method: 'POST', url: api('/Login/CheckLogin'), headers: auth(admin) }));
  if (check.state === 200 && check.data.identity === 'manage') return;
  faults.push(`${route.key}: the administrator's session ended or left management (${check.state})`);
  admin = await loginAs(app, 'admin', 'Admin@2026');
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1_000_000 });
  admin = await loginAs(app, 'admin', 'Admin@2026');
  const doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const publicRoutes = new Set(app.apiRoutes.filter((r) => r.config.auth === 'public').map((r) => `${r.method} ${r.url}`));
  routes = Object.entries(doc.paths)
    .filter(([url]) => url.startsWith('/recruit/api/'))
    .flatMap(([url, ops]) =>
      Object.entries(ops).map(([m, op]) => {
        const key = `${m.toUpperCase()} ${url}`;
        return { key, method: m.toUpperCase(), url, op, isPublic: publicRoutes.has(key) };
      }),
    );
});
afterAll(async () => app.close());

describe('fuzz of every route in the OpenAPI document', () => {
  it('reads the routes from the document', () => {
    expect(routes.length).toBeGreaterThan(300);
    expect(routes.filter((r) => r.isPublic).length).toBeGreaterThan(30);
  });

  it('answers the administrator with the envelope or a file, never a fault', async () => {
    const faults: string[] = [];
    const reached: string[] = [];
    for (const route of routes) {
      await run(route, adminRequests(route), 'admin', faults, reached);
      await keepAdminSession(route, faults);
    }
    expect(faults).toEqual([]);
    // The plausible requests get past validation into the handlers: a fuzz refused at the door proves little.
    expect(reached.length, 'routes whose plausible request succeeded').toBeGreaterThan(routes.length / 2);
  }, 120_000);

  it('answers anonymous callers with the envelope or a file, never a fault', async () => {
    const faults: string[] = [];
    for (const route of routes) await run(route, anonymousRequests(route), 'anonymous', faults);
    expect(faults).toEqual([]);
  }, 60_000);
});
