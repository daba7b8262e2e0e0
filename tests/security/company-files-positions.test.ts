/**
 * Issue 26, area G (review items 2, 3, 14, 16): company files reach the members of the screen that owns
 * them (import reports their importer only, for a day), back-office uploads are private unless asked
 * public, exam papers are private company files; the short-term screen's keys act on short-term
 * positions only; every public read goes through one "published position of a listed company" guard;
 * poster links are URLs, seekers' private uploads have a daily quota, a user opens a bounded number of
 * companies, and a scoped HR files positions only into departments of their scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { companyInfos, files, positions, roles, tenements } from '../../src/server/db/schema/index.ts';
import { positionExamTable } from '../../generated/server/tables.ts';
import { api, auth, body, loginAs, testApp } from '../support/test-app.ts';
import { multipart, TINY_PDF, TINY_PNG } from '../support/multipart.ts';
import { secondTenement } from '../support/tenants.ts';
import { demoCompanyId, freshSeeker, insertPosition, insertRecord, uploadFrom } from '../support/resume-fixtures.ts';
import { call, dept, role, staff, STAFF_PASSWORD, type Method } from '../integration/people/fixture.ts';
import { positionBody, positionRole } from '../integration/positions/helpers.ts';

const PRIVATE_QUOTA = 3;
const TENEMENTS_PER_USER = 2;

let app: FastifyInstance;
let admin: string;
let demo: number;
let other: { tenementId: number; token: string };
let serial = 0;

beforeAll(async () => {
  app = await testApp({
    privateUploadsPerDay: PRIVATE_QUOTA,
    privateUploadBytesPerDay: 10 * 1024 * 1024,
    tenementsPerUser: TENEMENTS_PER_USER,
  });
  admin = await loginAs(app, 'admin', 'Admin@2026');
  demo = await demoCompanyId(app.database.db);
  const t = await secondTenement(app);
  other = { tenementId: t.tenementId, token: await loginAs(app, t.account, t.password) };
});
afterAll(async () => app.close());

const req = <T = unknown>(token: string | null, method: Method, url: string, payload?: unknown) =>
  call<T>(app, token, method, url, payload);

/** A member of the demo company acting as management, with the given roles. */
async function member(roleIds: number[], deptId: number | null = null): Promise<string> {
  serial += 1;
  const account = `gfiles${serial}`;
  await staff(app, demo, { account, name: `职员${serial}`, phone: `1360000${String(1000 + serial)}`, deptId, roleIds });
  return loginAs(app, account, STAFF_PASSWORD);
}

async function adminRoleId(): Promise<number> {
  const [r] = await app.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenementId, demo), eq(roles.isAdmin, true)));
  return r!.id;
}

type Stored = { id: number; name: string; fullPath: string; fullThumbImagePath: string | null };

async function uploadFiles(token: string, data: Buffer, filename: string, purpose?: string) {
  const m = multipart([...(purpose ? [{ field: 'purpose', data: purpose }] : []), { field: 'files', filename, data }]);
  return body<Stored[]>(
    await app.inject({ method: 'POST', url: api('/Files/UploadFiles'), headers: { ...auth(token), ...m.headers }, payload: m.payload }),
  );
}

async function readState(token: string | null, fullPath: string): Promise<number> {
  const res = await app.inject({ method: 'GET', url: fullPath, headers: token ? auth(token) : {} });
  return String(res.headers['content-type']).includes('application/json') ? (res.json() as { state: number }).state : 200;
}

async function badImport(token: string): Promise<string> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(['联系人', '联系电话']);
  ws.addRow(['王五', '12345']);
  const m = multipart([{ field: 'file', filename: 'c.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) }]);
  const b = body<{ url: string }>(
    await app.inject({
      method: 'POST',
      url: api('/InterviewContacts/ImportContacts'),
      headers: { ...auth(token), ...m.headers },
      payload: m.payload,
    }),
  );
  expect(b.state).toBe(200);
  return b.data.url;
}

describe('company files (review item 2)', () => {
  it('serves an import error report to the member who ran the import only, and for 24 hours', async () => {
    const url = await badImport(admin);
    const otherAdmin = await member([await adminRoleId()]);
    expect(await readState(admin, url)).toBe(200);
    expect(await readState(otherAdmin, url)).toBe(1102);
    const key = new URL(url, 'http://x').searchParams.get('key')!;
    await app.database.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(files.key, key));
    expect(await readState(admin, url)).toBe(1102);
  });

  it('serves a company file to members with the menu of its screen; an unknown origin to its uploader and administrators only', async () => {
    const exam = (await uploadFrom(app, admin, 'examPaper', TINY_PDF, 'paper.pdf')).data[0]!;
    const positionsHr = await member([await role(app, demo, { name: '职位屏', menus: [201] })]);
    const filesOnly = await member([await role(app, demo, { name: '文件屏', menus: [907] })]);
    const nobody = await member([]);
    expect(await readState(positionsHr, exam.fullPath)).toBe(200);
    expect(await readState(filesOnly, exam.fullPath)).toBe(1102);
    expect(await readState(nobody, exam.fullPath)).toBe(1102);
    const offer = (await uploadFrom(app, nobody, 'offer', TINY_PDF, 'offer.pdf')).data[0]!;
    expect(await readState(nobody, offer.fullPath)).toBe(200);
    expect(await readState(admin, offer.fullPath)).toBe(200);
    expect(await readState(positionsHr, offer.fullPath)).toBe(1102);
  });

  it('puts a file on 文件管理 only through its 上传 key: a plain upload is a form attachment, listed to administrators and its uploader', async () => {
    const uploader = await member([]);
    const plain = (await uploadFiles(uploader, TINY_PDF, '表单附件.pdf')).data[0]!;
    const filesHr = await member([await role(app, demo, { name: '文件屏三', menus: [907] })]);
    const listed = async (token: string) =>
      (
        await req<{ list: Array<{ id: number; fromType: string }> }>(
          token,
          'GET',
          '/Files/GetUploadFilePageList?perPage=100&name_like=表单附件',
        )
      ).data.list;
    expect(await listed(filesHr)).toEqual([]);
    expect(await listed(admin)).toEqual([expect.objectContaining({ id: plain.id, fromType: 'attachment' })]);
    // A PDF sent for a public purpose stays private, and off 文件管理's own files.
    const pdfAsLogo = (await uploadFiles(uploader, TINY_PDF, '表单附件-logo.pdf', 'logo')).data[0]!;
    expect(await readState(null, pdfAsLogo.fullPath)).toBe(1102);
    expect(await listed(filesHr)).toEqual([]);
    // Exam papers and other origins the member cannot open are not listed to them either.
    const exam = (await uploadFrom(app, admin, 'examPaper', TINY_PDF, '表单附件-试卷.pdf')).data[0]!;
    expect(await listed(filesHr)).toEqual([]);
    expect((await listed(admin)).map((f) => f.id)).toContain(exam.id);
  });

  it('lists the company’s files only to holders of the 文件管理 menu', async () => {
    const nobody = await member([]);
    expect((await req(nobody, 'GET', '/Files/GetUploadFilePageList')).state).toBe(1100);
    const filesHr = await member([await role(app, demo, { name: '文件管理员', menus: [907] })]);
    const list = await req<{ list: Array<{ fromType: string }> }>(filesHr, 'GET', '/Files/GetUploadFilePageList?perPage=100');
    expect(list.state).toBe(200);
    expect(list.data.list.some((f) => f.fromType === 'importError')).toBe(false);
  });

  it('keeps back-office uploads private unless the caller asks for a public purpose', async () => {
    const plain = await uploadFiles(admin, TINY_PNG, 'scan.png');
    expect(plain.state).toBe(200);
    expect(await readState(null, plain.data[0]!.fullPath)).toBe(1102);
    expect(await readState(await member([]), plain.data[0]!.fullPath)).toBe(1102);
    expect(await readState(await member([await role(app, demo, { name: '文件屏二', menus: [907] })]), plain.data[0]!.fullPath)).toBe(1102);
    expect(await readState(admin, plain.data[0]!.fullPath)).toBe(200);
    const logo = await uploadFiles(admin, TINY_PNG, 'logo.png', 'logo');
    expect(logo.state).toBe(200);
    expect(Object.keys(logo.data[0]!).sort()).toEqual(['fullPath', 'fullThumbImagePath', 'id', 'name']);
    expect(await readState(null, logo.data[0]!.fullPath)).toBe(200);
    expect((await uploadFiles(admin, TINY_PNG, 'x.png', 'anything')).state).toBe(1000);
  });

  it('binds only private files of the caller’s company as exam papers', async () => {
    const seeker = await freshSeeker(app, 'gexam');
    const positionId = await insertPosition(app.database.db, demo, { examId: await firstExam() });
    const recordId = await insertRecord(app.database.db, { positionId, userId: seeker.userId });
    const bind = (fileIds: number[]) =>
      req(admin, 'POST', '/PositionInfo/bindUserExamAttachment', { deliveryRecordId: recordId, fileIds, score: 1 });
    const publicLogo = (await uploadFiles(admin, TINY_PNG, 'l.png', 'logo')).data[0]!;
    const othersFile = (await uploadFrom(app, other.token, 'examPaper', TINY_PDF, 'o.pdf')).data[0]!;
    const privatePaper = (await uploadFiles(admin, TINY_PNG, 'scan.png')).data[0]!;
    expect((await bind([publicLogo.id])).state).toBe(1102);
    expect((await bind([othersFile.id])).state).toBe(1102);
    expect((await bind([privatePaper.id])).state).toBe(200);
  });
});

/** One of the demo company's exams. */
async function firstExam(): Promise<number> {
  const [e] = await app.database.db
    .select({ id: positionExamTable.id })
    .from(positionExamTable)
    .where(eq(positionExamTable.tenementId, demo))
    .orderBy(positionExamTable.id)
    .limit(1);
  return e!.id;
}

describe('short-term position keys (review item 3)', () => {
  it('act on short-term positions only through the shared routes; a batch with another kind is refused whole, naming it', async () => {
    const shortHr = await member([
      await positionRole(app, demo, {
        name: '短期专员',
        menus: [207],
        keys: ['shortPosition:add', 'shortPosition:edit', 'shortPosition:delete', 'shortPosition:offline'],
        scope: { valueType: 1 },
      }),
    ]);
    const longName = `长期G${Date.now() % 10000}`;
    const long = await insertPosition(app.database.db, demo, { name: longName });
    const short = await insertPosition(app.database.db, demo, { recruitmentType: 3 });
    const refused = await req(shortHr, 'POST', '/PositionInfo/Offline', { ids: [short, long] });
    expect(refused.state).toBe(1190);
    expect(refused.message).toContain(longName);
    const states = await app.database.db
      .select({ id: positions.id, state: positions.state })
      .from(positions)
      .where(eq(positions.tenementId, demo));
    expect(states.filter((p) => p.id === long || p.id === short).map((p) => p.state)).toEqual([2, 2]);
    expect((await req(shortHr, 'POST', '/PositionInfo/Insert', positionBody({ recruitmentType: 1 }))).state).toBe(1190);
    expect(
      (
        await req(
          shortHr,
          'POST',
          '/PositionInfo/Insert',
          positionBody({ recruitmentType: 3, workStartDate: '2027-03-01', workEndDate: '2027-04-30' }),
        )
      ).state,
    ).toBe(200);
    const draft = await insertPosition(app.database.db, demo, { state: 1 });
    expect((await req(shortHr, 'PUT', '/PositionInfo/Update', { id: draft, headcount: 3 })).state).toBe(1190);
    expect((await req(shortHr, 'DELETE', `/PositionInfo/Delete?ids=${draft}`)).state).toBe(1190);
    const seeker = await freshSeeker(app, 'gshort');
    const recordId = await insertRecord(app.database.db, { positionId: long, userId: seeker.userId });
    expect((await req(shortHr, 'POST', '/ResumeLib/GeneralWorker/EditBackResume', { id: recordId, data: {} })).state).toBe(1190);
    expect((await req(shortHr, 'POST', '/PositionInfo/bindUserExamAttachment', { deliveryRecordId: recordId, fileIds: [] })).state).toBe(
      1190,
    );
    expect((await req(shortHr, 'POST', '/PositionInfo/Offline', { ids: [short] })).state).toBe(200);
    const longHr = await member([
      await positionRole(app, demo, { name: '长期专员', menus: [201], keys: ['positionInfo:offline'], scope: { valueType: 1 } }),
    ]);
    const short2 = await insertPosition(app.database.db, demo, { recruitmentType: 3 });
    expect((await req(longHr, 'POST', '/PositionInfo/Offline', { ids: [short2] })).state).toBe(1190);
  });
});

describe('public reads (review item 14)', () => {
  it('need a published position of an enabled, published company', async () => {
    const db = app.database.db;
    await db.insert(companyInfos).values({ tenementId: other.tenementId, published: false });
    expect((await req(null, 'GET', `/PositionInfo/getFactoryList?tenementId=${other.tenementId}`)).state).toBe(1102);
    expect((await req(null, 'GET', '/SysTenement/GetTenementInfo?tenementNo=T0002')).state).toBe(1102);
    const seeker = await freshSeeker(app, 'gpub');
    const hidden = await insertPosition(db, other.tenementId);
    const draft = await insertPosition(db, demo, { state: 1 });
    expect((await req(seeker.token, 'GET', `/PositionInfo/Qualification?id=${hidden}`)).state).toBe(1102);
    expect((await req(seeker.token, 'GET', `/PositionInfo/Qualification?id=${draft}`)).state).toBe(1102);
    const applied = await insertPosition(db, demo, { state: 3 });
    await insertRecord(db, { positionId: applied, userId: seeker.userId });
    expect((await req(seeker.token, 'GET', `/PositionInfo/Qualification?id=${applied}`)).state).toBe(200);
    const [closed] = await db
      .insert(tenements)
      .values({ tenementNo: 'T0093', name: '停用公司', teamCode: 'ZZZZZZZZZZZZZ93', enabled: false })
      .returning({ id: tenements.id });
    const ofClosed = await insertPosition(db, closed!.id);
    expect((await req(seeker.token, 'POST', '/ResumeDeliveryRecord/User/Delivery', { positionId: ofClosed, resumeType: 1 })).state).toBe(
      1102,
    );
  });
});

describe('smaller items (review item 16)', () => {
  it('takes poster links and pictures as http(s) or site-relative URLs only', async () => {
    const add = (over: Record<string, unknown>) =>
      req(admin, 'POST', '/PositionPoster/Add', { title: '春招', imageUrl: `/recruit/api/Files/Get?key=${'0'.repeat(32)}`, ...over });
    expect((await add({ linkUrl: 'javascript:alert(1)' })).state).toBe(1000);
    expect((await add({ imageUrl: 'javascript:alert(1)' })).state).toBe(1000);
    expect((await add({ linkUrl: '//evil.example/x' })).state).toBe(1000);
    expect((await add({ linkUrl: 'https://example.com/jobs' })).state).toBe(200);
    expect((await add({ linkUrl: '/recruit/hr/position?id=1' })).state).toBe(200);
  });

  it('bounds a seeker’s private uploads per day', async () => {
    const seeker = await freshSeeker(app, 'gquota');
    for (let i = 0; i < PRIVATE_QUOTA; i += 1)
      expect((await uploadFrom(app, seeker.token, i % 2 ? 'entryDocument' : 'resumePhoto')).state).toBe(200);
    const over = await uploadFrom(app, seeker.token, 'resumePhoto');
    expect(over.state).toBe(1193);
    expect((await uploadFrom(app, seeker.token, 'entryDocument', TINY_PDF, 'd.pdf')).state).toBe(1193);
  });

  it('lets one user open a bounded number of companies', async () => {
    const seeker = await freshSeeker(app, 'greg');
    for (let i = 0; i < TENEMENTS_PER_USER; i += 1)
      expect((await req(seeker.token, 'POST', '/SysTenement/Tenement/Register', { name: `新公司${serial}-${i}` })).state).toBe(200);
    const refused = await req(seeker.token, 'POST', '/SysTenement/Tenement/Register', { name: '再一家' });
    expect(refused.state).toBe(1191);
    expect(refused.message).toContain(String(TENEMENTS_PER_USER));
  });

  it('refuses a position department outside the caller’s data scope on positions', async () => {
    const mine = await dept(app, demo, 'G-A', '甲部', null);
    const theirs = await dept(app, demo, 'G-B', '乙部', null);
    const hr = await member(
      [
        await positionRole(app, demo, {
          name: '部门专员',
          menus: [201],
          keys: ['positionInfo:add', 'positionInfo:edit'],
          scope: { valueType: 2, deptIds: [mine] },
        }),
      ],
      mine,
    );
    expect((await req(hr, 'POST', '/PositionInfo/Insert', positionBody({ deptId: theirs }))).state).toBe(1192);
    const ok = await req<{ id: number }>(hr, 'POST', '/PositionInfo/Insert', positionBody({ deptId: mine }));
    expect(ok.state).toBe(200);
    expect((await req(hr, 'PUT', '/PositionInfo/Update', { id: ok.data.id, deptId: theirs })).state).toBe(1192);
    const [row] = await app.database.db.select({ deptId: positions.deptId }).from(positions).where(eq(positions.id, ok.data.id));
    expect(row!.deptId).toBe(mine);
  });
});
