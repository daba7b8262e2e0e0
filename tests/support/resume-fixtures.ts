/**
 * Fixtures of the resume tests: fresh seekers, positions and applications written straight into the
 * tables (the entry and general-worker calls need applications at given stages, not the apply flow),
 * uploads through the real calls, and a real PDF built byte by byte.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/client.ts';
import { deliveryRecords, files, positions, specialForms, tenementUsers, tenements, users } from '../../src/server/db/schema/index.ts';
import { hashPassword } from '../../src/server/modules/identity/passwords.ts';
import type { SpecialFormItem } from '../../src/server/modules/positions/special-form-data.ts';
import { api, auth, body, loginAs } from './test-app.ts';
import { multipart, TINY_PNG } from './multipart.ts';
import { TEST_PASSWORD_HASH_LOG_N } from './hash-cost.ts';

let serial = 0;

/** A new job seeker with no resume, logged in. */
export async function freshSeeker(app: FastifyInstance, prefix = 'seek'): Promise<{ token: string; userId: number; account: string }> {
  serial += 1;
  const account = `${prefix}${serial}${Date.now() % 10000}`.slice(0, 16);
  const password = 'Seek@2026x';
  const [u] = await app.database.db
    .insert(users)
    .values({ account, passwordHash: await hashPassword(password, TEST_PASSWORD_HASH_LOG_N), name: account })
    .returning({ id: users.id });
  return { token: await loginAs(app, account, password), userId: u!.id, account };
}

export async function userIdOf(db: Db, account: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return u!.id;
}

export async function demoCompanyId(db: Db): Promise<number> {
  const [t] = await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
  return t!.id;
}

/** A company's top administrator acting as management (for companies made by secondTenement). */
export async function companyOfAccount(db: Db, account: string): Promise<number> {
  const [row] = await db
    .select({ id: tenementUsers.tenementId })
    .from(tenementUsers)
    .innerJoin(users, eq(users.id, tenementUsers.userId))
    .where(eq(users.account, account));
  return row!.id;
}

export async function insertSpecialForm(db: Db, tenementId: number, items: SpecialFormItem[]): Promise<number> {
  serial += 1;
  const [r] = await db
    .insert(specialForms)
    .values({ tenementId, name: `普工表${serial}`, items })
    .returning({ id: specialForms.id });
  return r!.id;
}

/** A published position of the company. */
export async function insertPosition(db: Db, tenementId: number, extra: Partial<typeof positions.$inferInsert> = {}): Promise<number> {
  serial += 1;
  const [r] = await db
    .insert(positions)
    .values({
      tenementId,
      name: `普工${serial}`,
      recruitmentType: 1,
      salaryMin: 5000,
      salaryMax: 5400,
      description: '装配线作业',
      state: 2,
      publishedAt: new Date(),
      ...extra,
    })
    .returning({ id: positions.id });
  return r!.id;
}

/** An application of the user to the position, at a pipeline stage (1 new delivery by default). */
export async function insertRecord(db: Db, v: { positionId: number; userId: number; stage?: number; snapshot?: object }): Promise<number> {
  const [p] = await db.select({ tenementId: positions.tenementId }).from(positions).where(eq(positions.id, v.positionId));
  const [r] = await db
    .insert(deliveryRecords)
    .values({
      tenementId: p!.tenementId,
      positionId: v.positionId,
      userId: v.userId,
      resumeType: 1,
      resumeSnapshot: v.snapshot ?? {},
      stage: v.stage ?? 1,
      source: '招聘网站',
    })
    .returning({ id: deliveryRecords.id });
  return r!.id;
}

/** Upload through Files/AddFileByFromType; answers the envelope. */
export async function uploadFrom(app: FastifyInstance, token: string, fromType: string, data: Buffer = TINY_PNG, filename = 'photo.png') {
  const form = multipart([
    { field: 'fromType', data: fromType },
    { field: 'files', filename, data },
  ]);
  return body<Array<{ id: number; fullPath: string }>>(
    await app.inject({
      method: 'POST',
      url: api('/Files/AddFileByFromType'),
      headers: { ...auth(token), ...form.headers },
      payload: form.payload,
    }),
  );
}

export async function uploadPhoto(app: FastifyInstance, token: string): Promise<number> {
  const b = await uploadFrom(app, token, 'resumePhoto');
  if (b.state !== 200) throw new Error(`photo upload ${b.state} ${b.message}`);
  return b.data[0]!.id;
}

/** What a private file's read link looks like: a random key, never the row id. */
export const FILE_LINK = /^\/recruit\/api\/Files\/Get\?key=[0-9a-f]{32}$/;

/** The read link the server hands out for a file row. */
export async function fileLinkOf(db: Db, id: number): Promise<string> {
  const [f] = await db.select({ key: files.key }).from(files).where(eq(files.id, id));
  return `/recruit/api/Files/Get?key=${f!.key}`;
}

/** The file row a read link names. */
export async function fileIdOfLink(db: Db, link: string): Promise<number> {
  const key = new URL(link, 'http://x').searchParams.get('key') ?? '';
  const [f] = await db.select({ id: files.id }).from(files).where(eq(files.key, key));
  return f!.id;
}

/** GET a stored file through its link: the HTTP status, the envelope state when refused, the bytes when served. */
export async function readFileAs(app: FastifyInstance, token: string | null, id: number) {
  const res = await app.inject({ method: 'GET', url: await fileLinkOf(app.database.db, id), headers: token ? auth(token) : {} });
  const json = String(res.headers['content-type']).includes('application/json');
  return { http: res.statusCode, state: json ? (res.json() as { state: number }).state : 200, bytes: res.rawPayload };
}

/** A real one-page A4 PDF with a line of text and a filled box (ink for a preview to show), offsets computed. */
export function buildPdf(text = 'Resume of a test seeker'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET\n0.15 0.39 0.92 rg 72 600 300 120 re f`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
