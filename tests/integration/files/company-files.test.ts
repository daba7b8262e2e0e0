/**
 * 文件管理 (resources/upload-file.json): its list searched by file name (`name_like`, bounded, inside
 * the caller's company and its visibility rules), its rows naming kind and origin as the screen's
 * options, and its 上传 (Files/AddFileByFromType, fromType `upload`): pictures, PDF and xlsx judged by
 * content, bounded by UPLOAD_MAX_BYTES, only for holders of the key uploadFile:upload, and seen by the
 * uploader's company only.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { multipart, TINY_PDF, TINY_PNG } from '../../support/multipart.ts';
import { secondTenement } from '../../support/tenants.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { call, role, staff, STAFF_PASSWORD } from '../people/fixture.ts';

const MAX_BYTES = 64 * 1024;

interface Row {
  id: number;
  name: string;
  kind: string;
  fromType: string;
  size: number;
  fullPath: string;
}
type Page = { list: Row[]; total?: number; totalCount?: number };

let app: FastifyInstance;
let admin: string;
let other: string;
let demo: number;
let serial = 0;

beforeAll(async () => {
  app = await testApp({ uploadMaxBytes: MAX_BYTES });
  admin = await loginAs(app, 'admin', 'Admin@2026');
  demo = await demoCompanyId(app.database.db);
  const t = await secondTenement(app);
  other = await loginAs(app, t.account, t.password);
});
afterAll(async () => app.close());

/** A member of the demo company acting as management with one role of these menus and keys. */
async function member(menus: number[], keys: string[] = []): Promise<string> {
  serial += 1;
  const roleId = await role(app, demo, { name: `文件角色${serial}`, menus, keys });
  const account = `cfiles${serial}`;
  await staff(app, demo, { account, name: `文件${serial}`, phone: `1370000${String(1000 + serial)}`, deptId: null, roleIds: [roleId] });
  return loginAs(app, account, STAFF_PASSWORD);
}

async function upload(token: string, data: Buffer, filename: string, fromType: string | null = 'upload') {
  const m = multipart([...(fromType === null ? [] : [{ field: 'fromType', data: fromType }]), { field: 'files', filename, data }]);
  return body<Array<{ id: number; name: string; fullPath: string }>>(
    await app.inject({
      method: 'POST',
      url: api('/Files/AddFileByFromType'),
      headers: { ...auth(token), ...m.headers },
      payload: m.payload,
    }),
  );
}

const search = (token: string, words: string) =>
  call<Page>(app, token, 'GET', `/Files/GetUploadFilePageList?perPage=100&name_like=${encodeURIComponent(words)}`);

describe('文件管理’s search', () => {
  it('finds the company’s files whose name holds the words, and nothing of another company', async () => {
    const mine = await upload(admin, TINY_PDF, '搜索测试-年度计划.pdf');
    expect(mine.state).toBe(200);
    const theirs = await upload(other, TINY_PDF, '搜索测试-对手计划.pdf');
    expect(theirs.state).toBe(200);

    const found = await search(admin, '搜索测试');
    expect(found.state).toBe(200);
    expect(found.data.list.map((r) => r.name)).toEqual(['搜索测试-年度计划.pdf']);
    expect(found.data.list[0]).toMatchObject({ kind: 'pdf', fromType: 'upload', size: TINY_PDF.length });
    expect((await search(other, '搜索测试')).data.list.map((r) => r.name)).toEqual(['搜索测试-对手计划.pdf']);
    // Case-insensitive, and the shipped demo documents are found by a part of their name.
    expect((await search(admin, '员工手册')).data.list.map((r) => r.name)).toEqual(['员工手册2026.pdf']);
    expect((await search(admin, 'PDF')).data.list.length).toBeGreaterThanOrEqual(2);
  });

  it('takes % and _ as letters, not wildcards, and blank words as no filter', async () => {
    expect((await search(admin, '%')).data.list).toEqual([]);
    expect((await search(admin, '_')).data.list).toEqual([]);
    const all = await call<Page>(app, admin, 'GET', '/Files/GetUploadFilePageList?perPage=100');
    expect((await search(admin, '   ')).data.list.length).toBe(all.data.list.length);
  });

  it('refuses words over 50 characters', async () => {
    expect((await search(admin, 'a'.repeat(50))).state).toBe(200);
    expect((await search(admin, 'a'.repeat(51))).state).toBe(1000);
  });

  it('keeps the screen’s rules: its menu is needed, another member’s import report stays out', async () => {
    expect((await search(await member([]), '员工')).state).toBe(1100);
    const holder = await member([907]);
    const rows = (await search(holder, '')).data.list;
    expect(rows.some((r) => r.fromType === 'importError')).toBe(false);
    // Kinds and origins are the screen's option values, never a MIME type or a caller's own tag.
    for (const r of rows) {
      expect(['pdf', 'xlsx', 'docx', 'image', 'other']).toContain(r.kind);
      expect(['upload', 'examPaper', 'importError', 'parse', 'image', 'other']).toContain(r.fromType);
    }
  });
});

describe('文件管理’s 上传', () => {
  it('stores a PDF, a picture or a sheet for a holder of uploadFile:upload and lists it at once', async () => {
    const uploader = await member([907], ['uploadFile:upload']);
    const up = await upload(uploader, TINY_PNG, '上传测试-门岗.png');
    expect(up.state).toBe(200);
    const row = (await search(uploader, '上传测试-门岗')).data.list[0]!;
    expect(row).toMatchObject({ name: '上传测试-门岗.png', kind: 'image', fromType: 'upload', size: TINY_PNG.length });
    const read = await app.inject({ method: 'GET', url: row.fullPath, headers: auth(admin) });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(TINY_PNG)).toBe(true);
    // Another company neither lists nor reads it.
    expect((await search(other, '上传测试-门岗')).data.list).toEqual([]);
    const theirs = await app.inject({ method: 'GET', url: row.fullPath, headers: auth(other) });
    expect(theirs.json()).toMatchObject({ state: 1102 });
  });

  it('is refused without the key, whether fromType is named or left to its default', async () => {
    const viewer = await member([907]);
    expect((await upload(viewer, TINY_PDF, '无权.pdf')).state).toBe(1100);
    expect((await upload(viewer, TINY_PDF, '无权.pdf', null)).state).toBe(1100);
    const seeker = await loginAs(app, 'seeker', 'Seeker@2026');
    expect((await upload(seeker, TINY_PDF, '求职者.pdf')).state).toBe(1101);
    expect((await search(admin, '无权')).data.list).toEqual([]);
    expect((await search(admin, '求职者')).data.list).toEqual([]);
    // Other origins keep their own rules (a seeker's photo needs no key).
    expect((await upload(seeker, TINY_PNG, 'photo.png', 'resumePhoto')).state).toBe(200);
  });

  it('refuses a file that is not a picture, PDF or sheet by its content, and one over the size limit', async () => {
    const uploader = await member([907], ['uploadFile:upload']);
    const fake = await upload(uploader, Buffer.from('MZ not a pdf at all'), '伪装.pdf');
    expect(fake.state).toBe(1106);
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(MAX_BYTES + 1)]);
    expect((await upload(uploader, big, '过大.pdf')).state).toBe(1002);
    expect((await search(admin, '伪装')).data.list).toEqual([]);
    expect((await search(admin, '过大')).data.list).toEqual([]);
  });
});
