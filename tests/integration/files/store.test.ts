/**
 * Where uploaded bytes live (FILE_STORE): the database or FILES_DIR. Under either store a file reads
 * back with its own bytes and the headers of its access rule; the bytes sit in the chosen store only,
 * in the transaction of the file's row; the shipped demo photo and an import's error report read
 * under both; a deployment switched to the database reads its older files from FILES_DIR until
 * `recruit db copy-files` (copyDiskFilesToDatabase) copies them in.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { fileBlobs, files } from '../../../src/server/db/schema/index.ts';
import { inTransaction } from '../../../src/server/db/tx.ts';
import { storeFiles } from '../../../src/server/modules/files/service.ts';
import { copyDiskFilesToDatabase } from '../../../src/server/modules/files/store/copy.ts';
import { SLICE_BYTES } from '../../../src/server/modules/files/store/database-repository.ts';
import type { Caller } from '../../../src/server/modules/identity/sessions.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart, TINY_PNG } from '../../support/multipart.ts';
import { buildPdf, demoCompanyId, fileIdOfLink, fileLinkOf, userIdOf } from '../../support/resume-fixtures.ts';

const SEED_PHOTO = readFileSync(new URL('../../../src/server/db/seed/assets/seeker-photo.png', import.meta.url));
/** A PDF by its first bytes, long enough to be read from the database in three slices. */
const BIG_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2 * SLICE_BYTES + 12_345), Buffer.from('\n%%EOF\n')]);

interface Stored {
  id: number;
  fullPath: string;
}

async function upload(
  app: FastifyInstance,
  token: string,
  url: string,
  data: Buffer,
  filename: string,
  fields: Record<string, string> = {},
): Promise<Stored> {
  const m = multipart([{ field: 'files', filename, data }, ...Object.entries(fields).map(([field, value]) => ({ field, data: value }))]);
  const b = body<Stored[]>(
    await app.inject({ method: 'POST', url: api(url), headers: { ...auth(token), ...m.headers }, payload: m.payload }),
  );
  expect(b.state).toBe(200);
  return b.data[0]!;
}

/** The headers a file answer carries (what both stores must send alike). */
const fileHeaders = (res: LightMyRequestResponse) => ({
  type: res.headers['content-type'],
  length: res.headers['content-length'],
  cache: res.headers['cache-control'],
  disposition: res.headers['content-disposition'],
  nosniff: res.headers['x-content-type-options'],
});

const read = (app: FastifyInstance, link: string, token?: string) =>
  app.inject({ method: 'GET', url: link, headers: token ? auth(token) : {} });

async function storageKeys(app: FastifyInstance, links: string[]): Promise<string[]> {
  const ids = await Promise.all(links.map((l) => fileIdOfLink(app.database.db, l)));
  const rows = await app.database.db.select({ storageKey: files.storageKey }).from(files).where(inArray(files.id, ids));
  return rows.map((r) => r.storageKey);
}

const blobCount = async (app: FastifyInstance, keys: string[]) =>
  (await app.database.db.select({ k: fileBlobs.storageKey }).from(fileBlobs).where(inArray(fileBlobs.storageKey, keys))).length;

describe.each(['disk', 'database'] as const)('FILE_STORE=%s', (store) => {
  let app: FastifyInstance;
  let filesDir: string;
  let admin: string;
  let other: string;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(os.tmpdir(), `recruit-store-${store}-`));
    app = await testApp({ fileStore: store, filesDir });
    ({ admin, other } = await actors(app));
  });
  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('serves each file with its own bytes and its access rule’s headers, the bytes in that store only', async () => {
    const logo = await upload(app, admin, '/Files/UploadFiles', TINY_PNG, 'logo.png', { purpose: 'logo' });
    const offer = await upload(app, admin, '/Files/AddFileByFromType', buildPdf('offer'), '录用通知.pdf', { fromType: 'offer' });
    const big = await upload(app, admin, '/Files/AddFileByFromType', BIG_PDF, 'big.pdf');

    const anon = await read(app, logo.fullPath);
    expect(anon.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(fileHeaders(anon)).toEqual({
      type: 'image/png',
      length: String(TINY_PNG.length),
      cache: 'private, max-age=3600',
      disposition: `inline; filename="file"; filename*=UTF-8''logo.png`,
      nosniff: 'nosniff',
    });

    expect((await read(app, offer.fullPath)).json()).toMatchObject({ state: 1102 });
    expect((await read(app, offer.fullPath, other)).json()).toMatchObject({ state: 1102 });
    const mine = await read(app, offer.fullPath, admin);
    expect(mine.rawPayload.equals(buildPdf('offer'))).toBe(true);
    expect(fileHeaders(mine)).toEqual({
      type: 'application/pdf',
      length: String(buildPdf('offer').length),
      cache: 'private, no-store',
      disposition: `inline; filename="file"; filename*=UTF-8''${encodeURIComponent('录用通知.pdf')}`,
      nosniff: 'nosniff',
    });
    // A picture or PDF opened in a tab is drawn as a page: it keeps the page's policy, not the API's `default-src 'none'`.
    for (const res of [anon, mine]) {
      expect(res.headers['content-security-policy']).toContain("object-src 'none'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).not.toMatch(/^default-src 'none'/);
    }

    const whole = await read(app, big.fullPath, admin);
    expect(whole.headers['content-length']).toBe(String(BIG_PDF.length));
    expect(whole.rawPayload.equals(BIG_PDF)).toBe(true);

    const keys = await storageKeys(app, [logo.fullPath, offer.fullPath, big.fullPath]);
    const onDisk = existsSync(filesDir) ? readdirSync(filesDir) : [];
    expect(await blobCount(app, keys)).toBe(store === 'database' ? 3 : 0);
    expect(keys.filter((k) => onDisk.includes(k))).toHaveLength(store === 'disk' ? 3 : 0);
  });

  it('serves the error report an import writes to the importer’s company only', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('s').addRows([
      ['联系人', '联系电话'],
      [null, '12345'],
    ]);
    const m = multipart([{ field: 'file', filename: 'contacts.xlsx', data: Buffer.from(await book.xlsx.writeBuffer()) }]);
    const result = body<{ url: string }>(
      await app.inject({
        method: 'POST',
        url: api('/InterviewContacts/ImportContacts'),
        headers: { ...auth(admin), ...m.headers },
        payload: m.payload,
      }),
    ).data;
    const report = await read(app, result.url, admin);
    expect(report.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(report.headers['cache-control']).toBe('private, no-store');
    const parsed = new ExcelJS.Workbook();
    await parsed.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    expect(String(parsed.worksheets[0]!.getColumn(6).values[2])).toContain('联系人不能为空');
    expect((await read(app, result.url, other)).json()).toMatchObject({ state: 1102 });
  });

  it('serves the demo seeker’s photo from the assets shipped with the code', async () => {
    const seeker = await loginAs(app, 'seeker', 'Seeker@2026');
    const [photo] = await app.database.db.select({ id: files.id }).from(files).where(eq(files.storageKey, 'seed/seeker-photo.png'));
    const res = await read(app, await fileLinkOf(app.database.db, photo!.id), seeker);
    expect(res.rawPayload.equals(SEED_PHOTO)).toBe(true);
    expect(fileHeaders(res)).toMatchObject({ type: 'image/png', length: String(SEED_PHOTO.length), cache: 'private, no-store' });
  });

  it('writes a file’s row and its bytes in one transaction: rolled back, the file is nowhere to read', async () => {
    const userId = await userIdOf(app.database.db, 'admin');
    const caller: Caller = {
      sessionId: 0,
      userId,
      account: 'admin',
      identity: 'manage',
      tenementId: await demoCompanyId(app.database.db),
      loginSource: 1,
      mustChangePassword: false,
      ip: null,
    };
    let written: { id: number; storageKey: string } | undefined;
    const attempt = inTransaction(app.database.db, async (tx) => {
      const [stored] = await storeFiles(app.deps, caller, [{ filename: 'draft.pdf', data: buildPdf('draft') }], ['pdf'], 'upload', tx);
      const [row] = await tx.select({ id: files.id, storageKey: files.storageKey }).from(files).where(eq(files.id, stored!.id));
      written = row;
      expect(await tx.select().from(fileBlobs).where(eq(fileBlobs.storageKey, row!.storageKey))).toHaveLength(store === 'database' ? 1 : 0);
      throw new Error('the caller’s later step failed');
    });
    await expect(attempt).rejects.toThrow('later step failed');
    expect(await app.database.db.select().from(files).where(eq(files.id, written!.id))).toEqual([]);
    expect(await blobCount(app, [written!.storageKey])).toBe(0);
  });
});

describe('a deployment switched from disk to the database', () => {
  let app: FastifyInstance;
  let filesDir: string;
  let admin: string;

  beforeAll(async () => {
    filesDir = mkdtempSync(path.join(os.tmpdir(), 'recruit-store-switch-'));
    app = await testApp({ fileStore: 'database', filesDir });
    admin = await loginAs(app, 'admin', 'Admin@2026');
  });
  afterAll(async () => {
    await app.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** A file as the disk store left it: its row, its bytes under FILES_DIR, no blob. */
  async function diskEraFile(data: Buffer | null) {
    const storageKey = `${randomUUID()}.pdf`;
    if (data) writeFileSync(path.join(filesDir, storageKey), data);
    const [row] = await app.database.db
      .insert(files)
      .values({
        tenementId: await demoCompanyId(app.database.db),
        userId: await userIdOf(app.database.db, 'admin'),
        name: 'old.pdf',
        mime: 'application/pdf',
        size: data?.length ?? 0,
        storageKey,
        fromType: 'upload',
      })
      .returning({ id: files.id });
    return { storageKey, link: await fileLinkOf(app.database.db, row!.id) };
  }

  it('reads older files from FILES_DIR until copy-files moves them into the database, which it does once', async () => {
    const old = await diskEraFile(BIG_PDF);
    const lost = await diskEraFile(null);
    const before = await read(app, old.link, admin);
    expect(before.rawPayload.equals(BIG_PDF)).toBe(true);
    expect(await blobCount(app, [old.storageKey])).toBe(0);

    const first = await copyDiskFilesToDatabase(app.database.db, filesDir);
    expect(first).toEqual({ copied: 1, bytes: BIG_PDF.length, missing: [lost.storageKey] });
    unlinkSync(path.join(filesDir, old.storageKey));
    const after = await read(app, old.link, admin);
    expect(after.rawPayload.equals(BIG_PDF)).toBe(true);
    expect(fileHeaders(after)).toEqual(fileHeaders(before));

    expect(await copyDiskFilesToDatabase(app.database.db, filesDir)).toEqual({ copied: 0, bytes: 0, missing: [lost.storageKey] });
  });
});
