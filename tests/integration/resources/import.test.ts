import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart, TINY_PDF, TINY_PNG } from '../../support/multipart.ts';

let app: FastifyInstance;
let admin: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
});
afterAll(async () => app.close());

async function sheet(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (
  token: string,
  url: string,
  data: Buffer,
  filename = 'contacts.xlsx',
  extra: Array<{ field: string; data: string }> = [],
) => {
  const m = multipart([{ field: url.includes('Import') ? 'file' : 'files', filename, data }, ...extra]);
  return app.inject({ method: 'POST', url: api(url), headers: { ...auth(token), ...m.headers }, payload: m.payload });
};
const contacts = async (token: string) =>
  body<{ totalCount: number }>(await app.inject({ method: 'GET', url: api('/InterviewContacts/GetList'), headers: auth(token) })).data
    .totalCount;
type Result = { errorCount: number; successCount: number; url: string | null };

describe('Excel import through a definition', () => {
  it('offers a template whose headers are the form’s labels', async () => {
    const res = await app.inject({ method: 'GET', url: api('/InterviewContacts/DownloadTemplate'), headers: auth(admin) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, '联系人', '联系电话', '邮箱', '面试地点']);
  });

  it('imports every row of a good file', async () => {
    const before = await contacts(admin);
    const file = await sheet([
      ['联系人', '联系电话', '邮箱', '面试地点'],
      ['赵敏', '13711112222', 'zm@x.cn', '一号门'],
      ['钱进', '13733334444', null, '二号门'],
    ]);
    expect(body<Result>(await upload(admin, '/InterviewContacts/ImportContacts', file)).data).toEqual({
      errorCount: 0,
      successCount: 2,
      url: null,
    });
    expect(await contacts(admin)).toBe(before + 2);
  });

  it('writes nothing when any row is bad, and reports every bad row in a file only its company can read', async () => {
    const before = await contacts(admin);
    const file = await sheet([
      ['Contact', 'Phone', 'E-mail'],
      ['孙丽', '13755556666', 'ok@x.cn'],
      [null, '12345', 'not-mail'],
      ['李雷', '13755556666', null],
      ['韩梅梅', '13711112222', null],
    ]);
    const result = body<Result>(await upload(admin, '/InterviewContacts/ImportContacts', file)).data;
    expect(result).toMatchObject({ errorCount: 2, successCount: 0 });
    expect(await contacts(admin)).toBe(before);
    const report = await app.inject({ method: 'GET', url: result.url!, headers: auth(admin) });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const errors = book.worksheets[0]!.getColumn(6).values.slice(2).map(String);
    expect(errors[0]).toContain('联系人不能为空');
    expect(errors[0]).toContain('联系电话格式不正确');
    expect(errors[1]).toContain('联系电话与第2行重复');
    expect((await app.inject({ method: 'GET', url: result.url!, headers: auth(other) })).json()).toMatchObject({ state: 1102 });
    expect((await app.inject({ method: 'GET', url: result.url! })).json()).toMatchObject({ state: 1102 });
    // Fixing the file still finds the phone that exists already in the company.
    const second = await sheet([
      ['联系人', '联系电话'],
      ['韩梅梅', '13711112222'],
    ]);
    expect(body<Result>(await upload(admin, '/InterviewContacts/ImportContacts', second)).data).toMatchObject({
      errorCount: 1,
      successCount: 0,
    });
  });

  it('refuses a file that is not xlsx by content, an empty one and a huge one', async () => {
    expect(body(await upload(admin, '/InterviewContacts/ImportContacts', TINY_PNG, 'contacts.xlsx')).state).toBe(1106);
    expect(body(await upload(admin, '/InterviewContacts/ImportContacts', await sheet([['联系人', '联系电话']]))).state).toBe(1108);
    const huge = await sheet([
      ['联系人', '联系电话'],
      ...Array.from({ length: 5001 }, (_, i) => [`人${i}`, `137${String(i).padStart(8, '0')}`]),
    ]);
    expect(body(await upload(admin, '/InterviewContacts/ImportContacts', huge)).state).toBe(1109);
    expect(
      body(await app.inject({ method: 'POST', url: api('/InterviewContacts/ImportContacts'), headers: auth(admin), payload: {} })).state,
    ).toBe(1003);
  });
});

describe('Files', () => {
  it('stores pictures asked public readable by anyone and documents readable by their uploader and administrators only', async () => {
    const img = body<Array<{ id: number; fullPath: string; fullThumbImagePath: string }>>(
      await upload(admin, '/Files/UploadFiles', TINY_PNG, 'logo.png', [{ field: 'purpose', data: 'logo' }]),
    ).data[0]!;
    expect(img.fullThumbImagePath).toBe(img.fullPath);
    const anon = await app.inject({ method: 'GET', url: img.fullPath });
    expect(anon.headers['content-type']).toBe('image/png');
    expect(anon.rawPayload.equals(TINY_PNG)).toBe(true);
    const doc = body<Array<{ fullPath: string }>>(
      await upload(admin, '/Files/AddFileByFromType', TINY_PDF, 'offer.pdf', [{ field: 'fromType', data: 'offer' }]),
    ).data[0]!;
    expect((await app.inject({ method: 'GET', url: doc.fullPath })).json()).toMatchObject({ state: 1102 });
    expect((await app.inject({ method: 'GET', url: doc.fullPath, headers: auth(other) })).json()).toMatchObject({ state: 1102 });
    expect((await app.inject({ method: 'GET', url: doc.fullPath, headers: auth(admin) })).headers['content-type']).toBe('application/pdf');
    const page = body<{ list: Array<{ name: string }>; totalCount: number }>(
      await app.inject({ method: 'GET', url: api('/Files/GetUploadFilePageList'), headers: auth(admin) }),
    ).data;
    expect(page.list.map((f) => f.name)).toEqual(expect.arrayContaining(['logo.png', 'offer.pdf']));
  });

  it('judges files by content, not by name', async () => {
    expect(body(await upload(admin, '/Files/UploadFiles', Buffer.from('<script>alert(1)</script>'), 'evil.png')).state).toBe(1106);
    expect((await upload(other, '/Files/UploadFiles', Buffer.alloc(0), 'empty.png')).json()).toMatchObject({ state: 1106 });
  });
});
