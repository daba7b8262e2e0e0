/**
 * Every back-office route, from the route table the server registered, called as: anonymous, a job
 * seeker, an HR user without the route's key (or menu), the administrator of another company on the
 * first company's data, and the first company's administrator. A management route without a matrix
 * entry fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { tenementUsers, tenements, users } from '../../../src/server/db/schema/index.ts';
import { hashPassword } from '../../../src/server/modules/identity/passwords.ts';
import { eq } from 'drizzle-orm';
import type { ApiRoute } from '../../../src/server/app.ts';
import { api, auth, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart } from '../../support/multipart.ts';
import { genericEntries } from './matrix/generic.ts';
import { handWrittenEntries } from './matrix/entries.ts';
import { orgEntries } from '../org/matrix-entries.ts';
import { peopleEntries } from '../people/matrix-entries.ts';
import { accessEntries } from '../access/matrix-entries.ts';
import { positionEntries } from '../positions/matrix-entries.ts';
import { deliveryEntries } from '../delivery/matrix-entries.ts';
import { resumeEntries } from '../resumes/matrix-entries.ts';
import { pipelineEntries } from '../pipeline/matrix-entries.ts';
import { parsingEntries } from '../parsing/matrix-entries.ts';
import { salaryEntries } from '../salary/matrix-entries.ts';
import { reportEntries } from '../reports/matrix-entries.ts';
import { taskEntries } from '../tasks/matrix-entries.ts';
import { privacyEntries } from '../privacy/matrix-entries.ts';
import { talentEntries } from '../talent/matrix-entries.ts';
import { idsIn, type Answer, type Entry, type MatrixCtx, type Req } from './matrix/types.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../../support/hash-cost.ts';

const entries: Record<string, Entry> = {
  ...genericEntries,
  ...handWrittenEntries,
  ...orgEntries,
  ...peopleEntries,
  ...accessEntries,
  ...positionEntries,
  ...deliveryEntries,
  ...resumeEntries,
  ...pipelineEntries,
  ...parsingEntries,
  ...salaryEntries,
  ...reportEntries,
  ...taskEntries,
  ...privacyEntries,
  ...talentEntries,
};

let app: FastifyInstance;
let ctx: MatrixCtx;
let seeker: string;
let noKeys: string;
let routes: ApiRoute[];

const keyOf = (r: ApiRoute) => `${r.method} ${r.url.replace('/recruit/api', '')}`;
/** Routes lacking an entry fail the first case; the others still run over the rest. */
const withEntries = () => routes.filter((r) => r.config.auth === 'manage' && entries[keyOf(r)]);
const needsKey = (r: ApiRoute) => Boolean(r.config.fn || r.config.menu !== undefined || r.config.platform);

async function call(token: string | null, req: Req): Promise<Answer> {
  const headers: Record<string, string> = token ? auth(token) : {};
  const form = req.file ? multipart([{ field: 'file', filename: req.file.filename, data: req.file.data, type: req.file.type }]) : null;
  const res = await app.inject({
    method: req.method,
    url: api(req.url),
    headers: { ...headers, ...(form?.headers ?? {}) },
    ...(form ? { payload: form.payload } : req.payload !== undefined ? { payload: req.payload as object } : {}),
  });
  const json = String(res.headers['content-type'] ?? '').includes('application/json');
  const b = json ? (res.json() as { state: number; data: unknown; errors?: unknown }) : null;
  return { http: res.statusCode, state: b?.state ?? null, data: b?.errors ?? b?.data ?? null };
}

/** An HR member of the demo company without any role: no menu, no key. */
async function memberWithoutRoles(): Promise<string> {
  const db = app.database.db;
  const [t] = await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
  const [u] = await db
    .insert(users)
    .values({ account: 'nokeys_hr', passwordHash: await hashPassword('NoKeys@2026', TEST_PASSWORD_HASH_LOG_N), isSeeker: false })
    .returning({ id: users.id });
  await db.insert(tenementUsers).values({ tenementId: t!.id, userId: u!.id, name: '无权限', deptId: null });
  return loginAs(app, 'nokeys_hr', 'NoKeys@2026');
}

beforeAll(async () => {
  app = await testApp();
  const a = await actors(app);
  seeker = a.seeker;
  noKeys = await memberWithoutRoles();
  routes = app.apiRoutes.filter((r) => r.config.auth !== 'public');
  ctx = {
    admin: a.admin,
    other: a.other,
    db: app.database.db,
    call,
    async ok<T>(req: Req) {
      const res = await call(a.admin, req);
      if (res.http !== 200 || (res.state !== null && res.state !== 200))
        throw new Error(`${req.method} ${req.url} answered ${res.http}/${res.state}: ${JSON.stringify(res.data)}`);
      return res.data as T;
    },
    async idsOf(url: string) {
      return idsIn((await call(a.admin, { method: 'GET', url })).data);
    },
  };
});
afterAll(async () => app.close());

describe('the authorization matrix', () => {
  it('has an entry for every management route', () => {
    const manage = routes.filter((r) => r.config.auth === 'manage');
    expect(manage.length).toBeGreaterThan(80);
    expect(manage.map(keyOf).filter((k) => !entries[k])).toEqual([]);
    // And no entry names a route that no longer exists.
    const served = new Set(manage.map(keyOf));
    expect(Object.keys(entries).filter((k) => !served.has(k))).toEqual([]);
    const cases = routes.length + manage.length * 4;
    console.info(`authorization matrix: ${routes.length} closed routes (${manage.length} management), ${cases} cases`);
  });

  it('answers 401 to anonymous callers on every closed route', async () => {
    const wrong: string[] = [];
    for (const r of routes) {
      const res = await call(null, { method: r.method as Req['method'], url: r.url.replace('/recruit/api', '') });
      if (res.http !== 401) wrong.push(`${keyOf(r)} -> ${res.http}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses job seekers on every management route (1101)', async () => {
    const wrong: string[] = [];
    for (const r of routes.filter((x) => x.config.auth === 'manage')) {
      const res = await call(seeker, { method: r.method as Req['method'], url: r.url.replace('/recruit/api', '') });
      if (res.state !== 1101) wrong.push(`${keyOf(r)} -> ${res.http}/${res.state}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses HR users without the route’s key or menu (1100), and lets them reach the open ones', async () => {
    const wrong: string[] = [];
    for (const r of withEntries()) {
      const req = await entries[keyOf(r)]!.ok(ctx);
      const res = await call(r.config.platform && !r.config.fn ? ctx.other : noKeys, req);
      const refused = res.state === 1100;
      if (needsKey(r) !== refused || res.http === 401 || res.state === 1101) wrong.push(`${keyOf(r)} -> ${res.http}/${res.state}`);
      if (r.config.platform && (await call(ctx.other, req)).state !== 1100)
        wrong.push(`${keyOf(r)} (platform) let another company’s administrator in`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps another company’s administrator away from the first company’s data', async () => {
    const wrong: string[] = [];
    for (const r of withEntries()) {
      const cross = entries[keyOf(r)]!.cross;
      if ('record' in cross) {
        const { req, read, refused = 1102 } = await cross.record(ctx);
        const before = JSON.stringify(await read());
        const res = await call(ctx.other, req);
        if (res.state !== refused && !(r.config.platform && res.state === 1100)) wrong.push(`${keyOf(r)} -> ${res.http}/${res.state}`);
        if (JSON.stringify(await read()) !== before) wrong.push(`${keyOf(r)} changed the first company’s record`);
      } else if ('list' in cross) {
        const req = await entries[keyOf(r)]!.ok(ctx);
        const mine = new Set(idsIn((await call(ctx.admin, req)).data));
        // An empty first answer would prove nothing.
        if (!mine.size) wrong.push(`${keyOf(r)} shows the first company no rows to compare with`);
        const theirs = await call(ctx.other, req);
        if (theirs.state !== 200) wrong.push(`${keyOf(r)} -> ${theirs.state} for the other company`);
        if (idsIn(theirs.data).some((id) => mine.has(id))) wrong.push(`${keyOf(r)} showed the first company’s rows`);
      } else {
        // own/shared: the entry says why no record of another company can be named.
        expect(Object.values(cross)[0]).toMatch(/\S/);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets the administrator with the key through on every management route', async () => {
    const wrong: string[] = [];
    for (const r of withEntries()) {
      const req = await entries[keyOf(r)]!.ok(ctx);
      const res = await call(ctx.admin, req);
      if (res.http !== 200 || (res.state !== null && res.state !== 200))
        wrong.push(`${keyOf(r)} -> ${res.http}/${res.state} ${JSON.stringify(res.data).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});
