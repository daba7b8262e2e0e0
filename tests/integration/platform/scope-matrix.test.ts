/**
 * The authorization matrix's HR-through-an-application dimension. Every route marked `byApplication`
 * (config) applies the member's data scope on positions to the application it names: a member whose
 * scope leaves the position out gets 1102, the same member 200 inside it, the top administrator 200.
 * And the file access rule (`Files/Get?key=`): a seeker's private paper reaches its uploader and HR
 * of a company it applied to with a positions screen and the position in scope, no one else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { functions, menus, users } from '../../../src/server/db/schema/index.ts';
import { PIPELINE_STAGE } from '../../../src/common/recruiting.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { multipart } from '../../support/multipart.ts';
import { secondTenement } from '../../support/tenants.ts';
import {
  buildPdf,
  demoCompanyId,
  freshSeeker,
  insertPosition,
  insertRecord,
  insertSpecialForm,
  uploadFrom,
} from '../../support/resume-fixtures.ts';
import { role, staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { positionRole } from '../positions/helpers.ts';
import { idNamesOf } from './matrix/owner-types.ts';
import { scopeEntries, type ScopeCtx } from './matrix/scope-entries.ts';
import { idsIn, type Req } from './matrix/types.ts';

let app: FastifyInstance;
let admin: string;
let companyId: number;
let serial = 0;
/** A member with both positions screens and their edit keys, whose scope on positions is the ones they created. */
let scoped: { token: string; userId: number };
let ctx: ScopeCtx;

/** A stored file as an upload answers it: its id and its read link. */
interface Paper {
  id: number;
  fullPath: string;
}

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url.replace('/recruit/api', '')}`;

async function call(token: string, req: Req) {
  const res = await app.inject({
    method: req.method,
    url: api(req.url),
    headers: auth(token),
    ...(req.payload !== undefined ? { payload: req.payload as object } : {}),
  });
  // A file (the offer letter's PDF) is a 200 answer without an envelope.
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return `${res.statusCode}/200`;
  const b = res.json() as { state: number; data: unknown };
  return `${res.statusCode}/${b.state}`;
}

/** A member of the demo company, logged in (as management), with the given roles. */
async function member(roleIds: number[]) {
  serial += 1;
  const account = `scopehr${serial}`;
  const { userId } = await staff(app, companyId, {
    account,
    name: `范围${serial}`,
    phone: `1350001${String(1000 + serial)}`,
    deptId: null,
    roleIds,
  });
  return { token: await loginAs(app, account, STAFF_PASSWORD), userId };
}

/** A job seeker as a row: applications name one, and the matrix has some forty of them to make. */
async function applicant(): Promise<number> {
  serial += 1;
  const [u] = await app.database.db
    .insert(users)
    .values({ account: `applicant${serial}`, passwordHash: 'never-logs-in', name: `申请人${serial}` })
    .returning({ id: users.id });
  return u!.id;
}

/** A published position with a one-question special form and the demo exam; `createdBy` puts it in a "self only" scope. */
async function position(createdBy?: number): Promise<number> {
  const db = app.database.db;
  const specialFormId = await insertSpecialForm(db, companyId, [
    { prop: 'dorm', label: '是否需要住宿', el: 'radio', required: false, options: ['是', '否'] },
  ]);
  const [examId] = idsIn(body(await app.inject({ method: 'GET', url: api('/PositionExam/GetDropDown'), headers: auth(admin) })).data);
  return insertPosition(db, companyId, { specialFormId, examId, ...(createdBy === undefined ? {} : { createdBy }) });
}

beforeAll(async () => {
  app = await testApp();
  admin = await loginAs(app, 'admin', 'Admin@2026');
  companyId = await demoCompanyId(app.database.db);
  const scope = { valueType: 5 };
  // The pipeline's stage screens and every key on them: the transitions are reached by application id too.
  const pipeline = await app.database.db
    .select({ menuId: functions.menuId, key: functions.functionKey })
    .from(functions)
    .innerJoin(menus, eq(menus.id, functions.menuId))
    .where(eq(menus.parentId, 300));
  // 背景调查 (415) checks a hire-stage application by the ID number it carries: by application id too.
  const menuIds = [201, 207, 415, ...new Set(pipeline.map((f) => f.menuId))];
  scoped = await member([
    await positionRole(app, companyId, {
      name: '仅本人职位',
      menus: menuIds,
      keys: ['positionInfo:edit', 'shortPosition:edit', 'backgroundCheck:query', ...pipeline.map((f) => f.key)],
      scope,
    }),
  ]);
  // One open application per seeker and position: a new applicant each time (who never needs to log in).
  ctx = {
    db: app.database.db,
    application: async (positionId, stage = PIPELINE_STAGE.newDelivery) =>
      insertRecord(app.database.db, { positionId, userId: await applicant(), stage }),
  };
});
afterAll(async () => app.close());

describe('the authorization matrix: reads by application id', () => {
  it('has a scope entry for every route marked byApplication, and marks every route naming a deliveryRecordId', async () => {
    const marked = app.apiRoutes.filter((r) => r.config.byApplication).map(keyOf);
    expect(marked.length).toBeGreaterThan(5);
    expect(Object.keys(scopeEntries).sort()).toEqual([...marked].sort());
    const doc = (await app.inject({ method: 'GET', url: api('/openapi.json') })).json();
    const naming = app.apiRoutes.filter((r) => r.config.auth !== 'public' && idNamesOf(doc, r.method, r.url).includes('deliveryRecordId'));
    expect(naming.map(keyOf).filter((k) => !marked.includes(k))).toEqual([]);
  });

  it('refuses a member an application whose position is outside their data scope (1102), not inside it, nor the administrator', async () => {
    const wrong: string[] = [];
    const inside = await position(scoped.userId);
    const outside = await position();
    for (const [key, build] of Object.entries(scopeEntries)) {
      const mine = await call(scoped.token, await build(ctx, inside));
      if (mine !== '200/200') wrong.push(`${key} inside the scope -> ${mine}`);
      const req = await build(ctx, outside);
      const theirs = await call(scoped.token, req);
      if (theirs !== `200/${req.outside ?? 1102}`) wrong.push(`${key} outside the scope -> ${theirs}`);
      const top = await call(admin, req);
      if (top !== '200/200') wrong.push(`${key} for the administrator -> ${top}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the authorization matrix: the file access rule (Files/Get?key=)', () => {
  it('serves a seeker’s paper to the uploader and to HR of the applied-to company with a positions screen and the position in scope, to no one else', async () => {
    expect(app.apiRoutes.some((r) => keyOf(r) === 'GET /Files/Get' && r.config.auth === 'public')).toBe(true);
    const s = await freshSeeker(app, 'papers');
    /** An attachment sent to one position and an entry paper given for a hired application to another, both of `createdBy`'s. */
    const papers = async (createdBy?: number) => {
      const form = multipart([{ field: 'file', filename: 'cv.pdf', data: buildPdf() }]);
      const sent = body<Paper>(
        await app.inject({
          method: 'POST',
          url: api('/Resume/Attachment/UploadResume'),
          headers: { ...auth(s.token), ...form.headers },
          payload: form.payload,
        }),
      ).data;
      expect(
        body(
          await app.inject({
            method: 'POST',
            url: api('/ResumeDeliveryRecord/User/Delivery'),
            headers: auth(s.token),
            payload: { positionId: await position(createdBy), resumeType: 2, attachmentId: sent.id },
          }),
        ).state,
      ).toBe(200);
      const doc = (await uploadFrom(app, s.token, 'entryDocument', buildPdf(), 'diploma.pdf')).data[0]!;
      const hired = await insertRecord(app.database.db, {
        positionId: await position(createdBy),
        userId: s.userId,
        stage: PIPELINE_STAGE.hire,
      });
      expect(
        body(
          await app.inject({
            method: 'POST',
            url: api('/ResumeUserInfo/EditResumeEnrtyUserInfo'),
            headers: auth(s.token),
            payload: { id: hired, data: { diplomaId: doc.id } },
          }),
        ).state,
      ).toBe(200);
      return [sent, doc];
    };
    const outOfScope = await papers();
    const inScope = await papers(scoped.userId);
    const second = await secondTenement(app, 'scope_other', 'Other@2026');
    const readers: Array<[string, string, Paper[], number]> = [
      ['the uploader', s.token, [...outOfScope, ...inScope], 200],
      ['another seeker', (await freshSeeker(app, 'nosy')).token, outOfScope, 1102],
      ['a company the seeker did not apply to', await loginAs(app, second.account, second.password), outOfScope, 1102],
      [
        'a member without a positions screen',
        (await member([await role(app, companyId, { name: '仅首页', menus: [1] })])).token,
        outOfScope,
        1102,
      ],
      ['a member whose scope leaves the position out', scoped.token, outOfScope, 1102],
      ['a member with the screen and the position in scope', scoped.token, inScope, 200],
    ];
    const wrong: string[] = [];
    for (const [who, token, ids, expected] of readers) {
      for (const p of ids) {
        const res = await app.inject({ method: 'GET', url: p.fullPath, headers: auth(token) });
        const state = String(res.headers['content-type']).includes('application/json')
          ? (res.json() as { state: number }).state
          : res.statusCode;
        if (state !== expected) wrong.push(`${who}: ${p.fullPath} -> ${state}, expected ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
