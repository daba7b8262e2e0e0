/**
 * Uploaded files on two server processes over one PostgreSQL, each with its own FILES_DIR as on two
 * machines: a file uploaded through one is read through the other with the same bytes and headers
 * (FILE_STORE defaults to the database with DATABASE_URL); a file an instance kept on its own disk
 * (FILE_STORE=disk, as before the switch) reaches the other once `recruit db copy-files` copied it in.
 * PostgreSQL tier only.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../support/multipart.ts';
import { buildPdf } from '../../support/resume-fixtures.ts';
import { SLICE_BYTES } from '../../../src/server/modules/files/store/database-repository.ts';
import { freshPostgresUrl, login, startInstance, stopInstance, type Instance } from './cluster.ts';

const PORT_A = 18291;
const PORT_B = 18292;
/** Read from the database in three slices. */
const BIG_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(2 * SLICE_BYTES + 999), Buffer.from('\n%%EOF\n')]);

let url: string;
let dirA: string;
let dirB: string;
let a: Instance | undefined;
let b: Instance | undefined;

beforeAll(async () => {
  url = await freshPostgresUrl();
  dirA = mkdtempSync(path.join(os.tmpdir(), 'recruit-files-a-'));
  dirB = mkdtempSync(path.join(os.tmpdir(), 'recruit-files-b-'));
  [a, b] = await Promise.all([startInstance(url, PORT_A, { FILES_DIR: dirA }), startInstance(url, PORT_B, { FILES_DIR: dirB })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([stopInstance(a), stopInstance(b)]);
  for (const dir of [dirA, dirB]) rmSync(dir, { recursive: true, force: true });
});

async function upload(i: Instance, token: string, data: Buffer, filename: string, fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)]), filename);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  // A public purpose goes through UploadFiles, an origin through AddFileByFromType, as the clients send them.
  const route = fields.purpose ? 'UploadFiles' : 'AddFileByFromType';
  const res = await fetch(`${i.base}/recruit/api/Files/${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const b = (await res.json()) as { state: number; data: Array<{ fullPath: string }> };
  expect(b.state).toBe(200);
  return b.data[0]!.fullPath;
}

/** A file through an instance: its status, bytes and the headers its access rule sets. */
async function read(i: Instance, link: string, token?: string) {
  const res = await fetch(`${i.base}${link}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const h = (name: string) => res.headers.get(name);
  return {
    status: res.status,
    bytes: Buffer.from(await res.arrayBuffer()),
    headers: {
      type: h('content-type'),
      length: h('content-length'),
      cache: h('cache-control'),
      disposition: h('content-disposition'),
      nosniff: h('x-content-type-options'),
    },
  };
}

describe('uploaded files on two instances', () => {
  it('reads a file uploaded through one instance through the other: same bytes and headers, nothing in either FILES_DIR', async () => {
    const token = await login(a!, 'admin', 'Admin@2026');
    const logo = await upload(a!, token, TINY_PNG, 'logo.png', { purpose: 'logo' });
    const offer = await upload(a!, token, buildPdf('offer'), '录用通知.pdf', { fromType: 'offer' });
    const big = await upload(a!, token, BIG_PDF, 'big.pdf');
    const cases: Array<[string, Buffer, string | undefined]> = [
      [logo, TINY_PNG, undefined],
      [offer, buildPdf('offer'), token],
      [big, BIG_PDF, token],
    ];
    for (const [link, data, reader] of cases) {
      const [viaA, viaB] = [await read(a!, link, reader), await read(b!, link, reader)];
      expect(viaB.status).toBe(200);
      expect(viaB.bytes.equals(data)).toBe(true);
      expect(viaA.bytes.equals(data)).toBe(true);
      expect(viaB.headers).toEqual(viaA.headers);
      expect(viaB.headers.length).toBe(String(data.length));
    }
    expect((await read(b!, logo)).headers.cache).toBe('private, max-age=3600');
    expect((await read(b!, offer, token)).headers.cache).toBe('private, no-store');
    expect(((await (await fetch(`${b!.base}${offer}`)).json()) as { state: number }).state).toBe(1102);
    expect([...readdirSync(dirA), ...readdirSync(dirB)]).toEqual([]);
  });

  it('reads a file one instance kept on its own disk through the other once copy-files copied it into the database', async () => {
    await stopInstance(a);
    a = await startInstance(url, PORT_A, { FILES_DIR: dirA, FILE_STORE: 'disk' });
    const token = await login(a, 'admin', 'Admin@2026');
    const link = await upload(a, token, BIG_PDF, 'kept.pdf');
    expect(readdirSync(dirA)).toHaveLength(1);
    // Before the copy the bytes are on A's disk only: B has a row and no bytes, a server fault.
    expect((await read(b!, link, token)).status).toBe(500);

    const copy = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'cli/index.ts', 'db', 'copy-files'], {
      env: { ...process.env, DATABASE_URL: url, FILES_DIR: dirA },
    });
    expect(copy.stdout).toContain(`1 files (${BIG_PDF.length} bytes) copied from ${dirA} into the database`);
    const [viaA, viaB] = [await read(a, link, token), await read(b!, link, token)];
    expect(viaB.bytes.equals(BIG_PDF)).toBe(true);
    expect(viaB.headers).toEqual(viaA.headers);
  });
});
