/**
 * Issue 26, seekers' papers: a private file reaches HR only through an application that carries it,
 * to a member who may open that application (a position screen's menu, the position in their data
 * scope); a deleted paper reaches no one but the HR of an application already made with it; private
 * files are never cached; read links cannot be walked by counting; public image uploads have a daily
 * quota per user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PIPELINE_STAGE } from '../../src/common/recruiting.ts';
import { api, auth, body, loginAs, testApp } from '../support/test-app.ts';
import { multipart, TINY_PNG } from '../support/multipart.ts';
import { secondTenement } from '../support/tenants.ts';
import { buildPdf, demoCompanyId, freshSeeker, insertPosition, insertRecord, uploadFrom } from '../support/resume-fixtures.ts';
import { role, staff, STAFF_PASSWORD } from '../integration/people/fixture.ts';
import { positionRole } from '../integration/positions/helpers.ts';

const QUOTA_FILES = 4;
const QUOTA_BYTES = 64 * 1024;

let app: FastifyInstance;
let admin: string;
let demoCompany: number;
let serial = 0;

beforeAll(async () => {
  app = await testApp({ imageUploadsPerDay: QUOTA_FILES, imageUploadBytesPerDay: QUOTA_BYTES });
  admin = await loginAs(app, 'admin', 'Admin@2026');
  demoCompany = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

interface Paper {
  id: number;
  fullPath: string;
}

/** Reads a file through the link the server handed out: the HTTP status, the state when refused, the headers. */
async function readLink(token: string | null, fullPath: string) {
  const res = await app.inject({ method: 'GET', url: fullPath, headers: token ? auth(token) : {} });
  const json = String(res.headers['content-type']).includes('application/json');
  return { http: res.statusCode, state: json ? (res.json() as { state: number }).state : 200, cache: res.headers['cache-control'] };
}
const stateOf = async (token: string | null, p: Paper) => (await readLink(token, p.fullPath)).state;

async function attachment(token: string): Promise<Paper> {
  const form = multipart([{ field: 'file', filename: 'cv.pdf', data: buildPdf() }]);
  const b = body<Paper>(
    await app.inject({
      method: 'POST',
      url: api('/Resume/Attachment/UploadResume'),
      headers: { ...auth(token), ...form.headers },
      payload: form.payload,
    }),
  );
  expect(b.state).toBe(200);
  return b.data;
}

async function upload(token: string, fromType: string, data: Buffer = TINY_PNG, name = 'p.png'): Promise<Paper> {
  const b = await uploadFrom(app, token, fromType, data, name);
  expect(b.state).toBe(200);
  return b.data[0]!;
}

async function deliverWith(token: string, positionId: number, attachmentId: number) {
  const b = body(
    await app.inject({
      method: 'POST',
      url: api('/ResumeDeliveryRecord/User/Delivery'),
      headers: auth(token),
      payload: { positionId, resumeType: 2, attachmentId },
    }),
  );
  expect(b.state).toBe(200);
}

/** A member of the demo company acting as management, with the given roles. */
async function member(roleIds: number[]): Promise<string> {
  serial += 1;
  const account = `paperhr${serial}`;
  await staff(app, demoCompany, { account, name: `人事${serial}`, phone: `1350000${String(1000 + serial)}`, deptId: null, roleIds });
  return loginAs(app, account, STAFF_PASSWORD);
}

describe('a seeker’s papers', () => {
  it('reach a company member only through an application of that company that carries them, with an application screen’s menu and the position in scope', async () => {
    const s = await freshSeeker(app);
    const sent = await attachment(s.token);
    const kept = await attachment(s.token);
    const loosePhoto = await upload(s.token, 'resumePhoto');
    const entryDoc = await upload(s.token, 'entryDocument', buildPdf(), 'diploma.pdf');
    await deliverWith(s.token, await insertPosition(app.database.db, demoCompany), sent.id);
    // Entry papers given for a hired application of the same company.
    const hired = await insertRecord(app.database.db, {
      positionId: await insertPosition(app.database.db, demoCompany),
      userId: s.userId,
      stage: PIPELINE_STAGE.hire,
    });
    const entry = body(
      await app.inject({
        method: 'POST',
        url: api('/ResumeUserInfo/EditResumeEnrtyUserInfo'),
        headers: auth(s.token),
        payload: { id: hired, data: { diplomaId: entryDoc.id } },
      }),
    );
    expect(entry.state).toBe(200);

    // The top administrator: what the applications carry, nothing else of the seeker's.
    expect(await stateOf(admin, sent)).toBe(200);
    expect(await stateOf(admin, entryDoc)).toBe(200);
    expect(await stateOf(admin, kept), 'an attachment sent with no application').toBe(1102);
    expect(await stateOf(admin, loosePhoto), 'a photo on no application').toBe(1102);
    // A member with no role, a member without a position screen, a member whose scope leaves the position out.
    expect(await stateOf(await member([]), sent), 'member without any role').toBe(1102);
    expect(
      await stateOf(await member([await role(app, demoCompany, { name: '仅首页', menus: [1] })]), sent),
      'member without an application screen',
    ).toBe(1102);
    const ownOnly = await positionRole(app, demoCompany, { name: '仅本人职位', menus: [201], scope: { valueType: 5 } });
    expect(await stateOf(await member([ownOnly]), sent), 'member whose scope leaves the position out').toBe(1102);
    const allPositions = await positionRole(app, demoCompany, { name: '全部职位', menus: [201], scope: { valueType: 1 } });
    expect(await stateOf(await member([allPositions]), sent)).toBe(200);
    // Another company the seeker never applied to, and the uploader.
    const second = await secondTenement(app, 'paper_other', 'Other@2026');
    expect(await stateOf(await loginAs(app, second.account, second.password), sent)).toBe(1102);
    for (const p of [sent, kept, loosePhoto, entryDoc]) expect(await stateOf(s.token, p)).toBe(200);
  });

  it('once deleted reach no one, except the HR of an application already made with them', async () => {
    const s = await freshSeeker(app);
    const sent = await attachment(s.token);
    const unsent = await attachment(s.token);
    await deliverWith(s.token, await insertPosition(app.database.db, demoCompany), sent.id);
    for (const p of [sent, unsent]) {
      const del = body(
        await app.inject({ method: 'DELETE', url: api(`/Resume/Attachment/DeleteResume?id=${p.id}`), headers: auth(s.token) }),
      );
      expect(del.state).toBe(200);
    }
    expect(await stateOf(s.token, unsent), 'the uploader, after deleting').toBe(1102);
    expect(await stateOf(admin, unsent), 'HR of a company the seeker applied to').toBe(1102);
    expect(await stateOf(s.token, sent), 'the uploader, after deleting a sent one').toBe(1102);
    // The application keeps the copy the company received with it.
    expect(await stateOf(admin, sent)).toBe(200);
  });

  it('are sent with cache-control private, no-store (public images may be cached)', async () => {
    const s = await freshSeeker(app);
    const photo = await upload(s.token, 'resumePhoto');
    const own = await readLink(s.token, photo.fullPath);
    expect(own.http).toBe(200);
    expect(own.cache).toBe('private, no-store');
    const companyDoc = await upload(admin, 'companyDoc');
    expect((await readLink(admin, companyDoc.fullPath)).cache).toBe('private, no-store');
    const image = await upload(admin, 'image');
    const pub = await readLink(null, image.fullPath);
    expect(pub.http).toBe(200);
    expect(pub.cache).not.toContain('no-store');
  });

  it('are named by links that cannot be walked by counting', async () => {
    const s = await freshSeeker(app);
    const a = await upload(s.token, 'resumePhoto');
    const b = await upload(s.token, 'resumePhoto');
    expect(b.id).toBe(a.id + 1);
    for (const p of [a, b]) {
      // The upload answer keeps its shape; the link carries an unguessable key, not the row id.
      expect(Object.keys(p).sort()).toEqual(['fullPath', 'fullThumbImagePath', 'id', 'name']);
      expect(p.fullPath).toMatch(/^\/recruit\/api\/Files\/Get\?key=[A-Za-z0-9_-]{22,}$/);
      expect(p.fullPath).not.toContain(`id=${p.id}`);
    }
    // The sequential id no longer opens a private file, not even for its uploader.
    const byId = await app.inject({ method: 'GET', url: api(`/Files/Get?id=${a.id}`), headers: auth(s.token) });
    expect((byId.json() as { state: number }).state).toBe(1102);
    expect(await stateOf(s.token, a)).toBe(200);
  });

  it('public image uploads stop at a daily count and size per user (1171)', async () => {
    const s = await freshSeeker(app);
    // Back-office uploads are public only when asked for a public purpose (area G): the quota is about those.
    const form = (data: Buffer) =>
      multipart([
        { field: 'purpose', data: 'richText' },
        { field: 'files', filename: 'a.png', data },
      ]);
    const send = async (token: string, data: Buffer) => {
      const f = form(data);
      return body(
        await app.inject({ method: 'POST', url: api('/Files/UploadFiles'), headers: { ...auth(token), ...f.headers }, payload: f.payload }),
      );
    };
    for (let i = 0; i < QUOTA_FILES; i++) expect((await send(s.token, TINY_PNG)).state).toBe(200);
    const over = await send(s.token, TINY_PNG);
    expect(over.state).toBe(1171);
    expect(over.message).toContain(String(QUOTA_FILES));
    // Private papers do not count against it.
    expect((await uploadFrom(app, s.token, 'resumePhoto')).state).toBe(200);
    // Bytes: a picture past the day's bytes is refused whatever the count.
    const t = await freshSeeker(app);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(QUOTA_BYTES)]);
    expect((await send(t.token, big)).state).toBe(1171);
    expect((await send(t.token, TINY_PNG)).state).toBe(200);
  });
});
