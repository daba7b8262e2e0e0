/**
 * The authorization matrix's owner dimension: every route open to any logged-in user, from the route
 * table the server registered. One that names a record by id (a query or body property of its schema,
 * as the OpenAPI document shows it) answers the record's owner and refuses any other account (1102),
 * leaving the record as it was; one that names none says why it acts on the caller's own account
 * only. A user route without an entry fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApiRoute } from '../../../src/server/app.ts';
import { api, auth, loginAs, testApp } from '../../support/test-app.ts';
import { multipart } from '../../support/multipart.ts';
import { demoCompanyId, freshSeeker, uploadPhoto } from '../../support/resume-fixtures.ts';
import { insertResume } from '../../support/recruiting.ts';
import { accountOwnerEntries } from '../people/owner-entries.ts';
import { resumeOwnerEntries } from '../resumes/owner-entries.ts';
import { interviewOwnerEntries } from '../pipeline/owner-entries.ts';
import { offerOwnerEntries } from '../pipeline/matrix-offers.ts';
import { privacyOwnerEntries } from '../privacy/owner-entries.ts';
import { idNamesOf, type OwnerCross, type OwnerCtx, type OwnerEntries, type OwnerReq } from './matrix/owner-types.ts';
import type { Answer } from './matrix/types.ts';

const entries: OwnerEntries = {
  ...accountOwnerEntries,
  ...resumeOwnerEntries,
  ...interviewOwnerEntries,
  ...offerOwnerEntries,
  ...privacyOwnerEntries,
};

let app: FastifyInstance;
let ctx: OwnerCtx;
let routes: ApiRoute[];
let doc: Parameters<typeof idNamesOf>[0];

const keyOf = (r: ApiRoute) => `${r.method} ${r.url.replace('/recruit/api', '')}`;
const withEntries = () => routes.filter((r) => entries[keyOf(r)]);
const succeeded = (a: Answer) => a.http === 200 && (a.state === null || a.state === 200);

async function call(token: string | null, req: OwnerReq): Promise<Answer> {
  const form = req.form ? multipart(req.form) : null;
  const res = await app.inject({
    method: req.method,
    url: api(req.url),
    headers: { ...(token ? auth(token) : {}), ...(form?.headers ?? {}) },
    ...(form ? { payload: form.payload } : req.payload !== undefined ? { payload: req.payload as object } : {}),
  });
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  const b = json ? (res.json() as { state: number; data: unknown; errors?: unknown }) : null;
  return { http: res.statusCode, state: b?.state ?? null, data: b?.errors ?? b?.data ?? null };
}

beforeAll(async () => {
  // Every entry naming a record logs in another seeker: more logins a minute than the default limit.
  app = await testApp({ rateLimitPerMinute: 1000 });
  const db = app.database.db;
  const owner = await freshSeeker(app, 'owner');
  const photoId = await uploadPhoto(app, owner.token);
  await insertResume(db, owner.userId, { photoIds: [photoId] });
  routes = app.apiRoutes.filter((r) => (r.config.auth ?? 'user') === 'user');
  doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json();
  ctx = {
    app,
    call,
    owner: { ...owner, photoId },
    companyId: await demoCompanyId(db),
    admin: await loginAs(app, 'admin', 'Admin@2026'),
    person: () => freshSeeker(app, 'other'),
    async ok<T>(token: string, req: OwnerReq) {
      const res = await call(token, req);
      if (!succeeded(res)) throw new Error(`${req.method} ${req.url} answered ${res.http}/${res.state}: ${JSON.stringify(res.data)}`);
      return res.data as T;
    },
  };
});
afterAll(async () => app.close());

describe('the authorization matrix: a person’s own records', () => {
  it('has an entry for every user route, naming a record exactly when the request names one', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map(keyOf).filter((k) => !entries[k])).toEqual([]);
    const served = new Set(routes.map(keyOf));
    expect(Object.keys(entries).filter((k) => !served.has(k))).toEqual([]);
    const wrong: string[] = [];
    for (const r of withEntries()) {
      const ids = idNamesOf(doc, r.method, r.url);
      const cross = entries[keyOf(r)]!.cross;
      if (!ids.length && !('own' in cross)) wrong.push(`${keyOf(r)} names no record but its entry is not { own }`);
      if (ids.length && 'own' in cross) wrong.push(`${keyOf(r)} names ${ids.join(', ')}: its entry needs { record } or { names }`);
      if ('names' in cross)
        for (const id of ids) if (!cross.names.includes(id)) wrong.push(`${keyOf(r)}: the reason does not say what ${id} names`);
      if ('own' in cross && !/\S/.test(cross.own)) wrong.push(`${keyOf(r)} gives no reason`);
    }
    expect(wrong).toEqual([]);
    console.info(
      `owner matrix: ${routes.length} user routes, ${routes.filter((r) => 'record' in entries[keyOf(r)]!.cross).length} naming a person’s record`,
    );
  });

  it('answers the owner’s own request on every user route', async () => {
    const wrong: string[] = [];
    for (const r of withEntries()) {
      try {
        const req = await entries[keyOf(r)]!.ok(ctx);
        const res = await call(req.as ?? ctx.owner.token, req);
        if (!succeeded(res)) wrong.push(`${keyOf(r)} -> ${res.http}/${res.state} ${JSON.stringify(res.data).slice(0, 160)}`);
      } catch (e) {
        wrong.push(`${keyOf(r)}: ${(e as Error).message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses another job seeker the owner’s record (1102) and leaves it as it was', async () => {
    const wrong: string[] = [];
    for (const r of withEntries()) {
      const cross = entries[keyOf(r)]!.cross;
      if ('record' in cross) await refusedToAnother(keyOf(r), cross.record, wrong);
    }
    expect(wrong).toEqual([]);
  });
});

/** Another seeker's copy of the owner's request: 1102, and the owner reads the record as before. */
async function refusedToAnother(key: string, record: Extract<OwnerCross, { record: unknown }>['record'], wrong: string[]) {
  try {
    const { req, read } = await record(ctx);
    const reader = read.as ?? ctx.owner.token;
    const before = await call(reader, read);
    if (!succeeded(before)) wrong.push(`${key}: the owner’s read answered ${before.http}/${before.state}`);
    const res = await call((await ctx.person()).token, req);
    if (res.state !== 1102) wrong.push(`${key} -> ${res.http}/${res.state} ${JSON.stringify(res.data).slice(0, 160)}`);
    if (JSON.stringify((await call(reader, read)).data) !== JSON.stringify(before.data)) wrong.push(`${key} changed the owner’s record`);
  } catch (e) {
    wrong.push(`${key}: ${(e as Error).message}`);
  }
}
