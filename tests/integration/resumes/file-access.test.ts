/**
 * Seekers' papers (resume photos, attachment resumes, entry documents) belong to no company: their
 * uploader reads them, and so does HR acting for a company through an application that carries them
 * (issue 26: an application alone no longer opens every paper; tests/security/papers.test.ts has the rest).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { deliveryRecords, entryInfos, files, roleMenus, userRoles } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { multipart, TINY_PNG } from '../../support/multipart.ts';
import { secondTenement } from '../../support/tenants.ts';
import {
  buildPdf,
  companyOfAccount,
  demoCompanyId,
  fileIdOfLink,
  freshSeeker,
  insertPosition,
  insertRecord,
  readFileAs,
  uploadFrom,
  userIdOf,
} from '../../support/resume-fixtures.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let otherCompany: number;
let demoCompany: number;

beforeAll(async () => {
  app = await testApp();
  admin = await loginAs(app, 'admin', 'Admin@2026');
  const second = await secondTenement(app);
  other = await loginAs(app, second.account, second.password);
  otherCompany = await companyOfAccount(app.database.db, second.account);
  demoCompany = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

/** An attachment resume: its file id (from the keyed link) and its attachment id. */
async function uploadAttachment(token: string) {
  const form = multipart([{ field: 'file', filename: 'cv.pdf', data: buildPdf() }]);
  const b = body<{ id: number; fullPath: string }>(
    await app.inject({
      method: 'POST',
      url: api('/Resume/Attachment/UploadResume'),
      headers: { ...auth(token), ...form.headers },
      payload: form.payload,
    }),
  );
  return { fileId: await fileIdOfLink(app.database.db, b.data.fullPath), attachmentId: b.data.id };
}
const attachmentOf = async (token: string) => (await uploadAttachment(token)).fileId;

/** An application to the company that carries these papers: a photo in its resume, its attachment, an entry paper. */
async function applyCarrying(tenementId: number, userId: number, papers: { photo?: number; attachmentId?: number; doc?: number }) {
  const db = app.database.db;
  const snapshot = papers.photo === undefined ? {} : { photos: [{ id: papers.photo, fullPath: '' }] };
  const record = await insertRecord(db, { positionId: await insertPosition(db, tenementId), userId, snapshot });
  if (papers.attachmentId !== undefined)
    await db.update(deliveryRecords).set({ resumeType: 2, attachmentId: papers.attachmentId }).where(eq(deliveryRecords.id, record));
  if (papers.doc !== undefined) await db.insert(entryInfos).values({ deliveryRecordId: record, data: { diplomaId: papers.doc } });
  return record;
}

describe('a seeker’s photo, attachment and entry document', () => {
  it('are stored without a company', async () => {
    const s = await freshSeeker(app);
    const photo = (await uploadFrom(app, s.token, 'resumePhoto')).data[0]!.id;
    const doc = (await uploadFrom(app, s.token, 'entryDocument', buildPdf(), 'diploma.pdf')).data[0]!.id;
    const att = await attachmentOf(s.token);
    for (const id of [photo, doc, att]) {
      const [row] = await app.database.db.select({ tenementId: files.tenementId }).from(files).where(eq(files.id, id));
      expect(row!.tenementId).toBeNull();
    }
  });

  it('are read by their uploader and HR of an applied-to company only', async () => {
    const a = await freshSeeker(app);
    const b = await freshSeeker(app);
    const photo = (await uploadFrom(app, a.token, 'resumePhoto')).data[0]!.id;
    const cv = await uploadAttachment(a.token);
    const doc = (await uploadFrom(app, a.token, 'entryDocument')).data[0]!.id;
    const ids = [photo, cv.fileId, doc];
    for (const id of ids) {
      expect((await readFileAs(app, a.token, id)).http).toBe(200);
      for (const [who, token] of [
        ['anonymous', null],
        ['another seeker', b.token],
        ['HR of a company not applied to', admin],
        ['HR of another company', other],
      ] as const) {
        expect((await readFileAs(app, token, id)).state, `${who} read file ${id}`).toBe(1102);
      }
    }
    // A applies to the demo company with these papers: its HR now reads them, the other company still does not.
    await applyCarrying(demoCompany, a.userId, { photo, attachmentId: cv.attachmentId, doc });
    for (const id of ids) {
      const read = await readFileAs(app, admin, id);
      expect(read.http).toBe(200);
      expect(read.bytes.length).toBeGreaterThan(0);
      expect((await readFileAs(app, other, id)).state).toBe(1102);
      expect((await readFileAs(app, b.token, id)).state).toBe(1102);
    }
    // A member of that company reads them only while acting as management, not in a job-seeker session,
    // and only with a screen that opens applications (issue 26: the demo recruiter has none until given 职位管理).
    const recruiter = await loginAs(app, 'recruiter', 'Recruit@2026');
    expect((await readFileAs(app, recruiter, ids[0]!)).state).toBe(1102);
    await app.inject({ method: 'POST', url: api('/Login/ChangeLogin'), headers: auth(recruiter), payload: { identity: 'manage' } });
    expect((await readFileAs(app, recruiter, ids[0]!)).state).toBe(1102);
    const [held] = await app.database.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.userId, await userIdOf(app.database.db, 'recruiter')));
    await app.database.db.insert(roleMenus).values({ roleId: held!.roleId, menuId: 201 });
    expect((await readFileAs(app, recruiter, ids[0]!)).http).toBe(200);
  });

  it('of a recruiter who is also a seeker stay out of his own company unless he applied there', async () => {
    const recruiter = await loginAs(app, 'recruiter', 'Recruit@2026');
    await app.inject({ method: 'POST', url: api('/Login/ChangeLogin'), headers: auth(recruiter), payload: { identity: 'manage' } });
    const photo = (await uploadFrom(app, recruiter, 'resumePhoto')).data[0]!.id;
    const [row] = await app.database.db.select({ tenementId: files.tenementId }).from(files).where(eq(files.id, photo));
    expect(row!.tenementId).toBeNull();
    expect((await readFileAs(app, recruiter, photo)).http).toBe(200);
    expect((await readFileAs(app, admin, photo)).state).toBe(1102);
    // He applies to the other company with it: that company's HR may read it, his own still may not.
    await applyCarrying(otherCompany, await userIdOf(app.database.db, 'recruiter'), { photo });
    expect((await readFileAs(app, other, photo)).http).toBe(200);
    expect((await readFileAs(app, admin, photo)).state).toBe(1102);
    await applyCarrying(demoCompany, await userIdOf(app.database.db, 'recruiter'), { photo });
    expect((await readFileAs(app, admin, photo)).http).toBe(200);
  });

  it('keep the company’s own uploads as they were: readable inside the company', async () => {
    const form = multipart([
      { field: 'files', filename: 'logo.png', data: TINY_PNG },
      { field: 'fromType', data: 'companyDoc' },
    ]);
    const up = body<Array<{ id: number }>>(
      await app.inject({
        method: 'POST',
        url: api('/Files/AddFileByFromType'),
        headers: { ...auth(admin), ...form.headers },
        payload: form.payload,
      }),
    );
    const id = up.data[0]!.id;
    const [row] = await app.database.db.select({ tenementId: files.tenementId }).from(files).where(eq(files.id, id));
    expect(row!.tenementId).toBe(demoCompany);
    expect((await readFileAs(app, admin, id)).http).toBe(200);
    expect((await readFileAs(app, other, id)).state).toBe(1102);
  });

  it('take only their own kinds: images as photos, PDF or images as entry documents', async () => {
    const s = await freshSeeker(app);
    expect((await uploadFrom(app, s.token, 'resumePhoto', buildPdf(), 'x.png')).state).toBe(1106);
    expect((await uploadFrom(app, s.token, 'resumeAttachment', TINY_PNG, 'x.pdf')).state).toBe(1106);
    expect((await uploadFrom(app, s.token, 'entryDocument', Buffer.from('plain text'), 'x.pdf')).state).toBe(1106);
  });
});
