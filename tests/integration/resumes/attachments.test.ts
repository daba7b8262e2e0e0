import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { files, resumeAttachments } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { multipart, TINY_PNG } from '../../support/multipart.ts';
import { buildPdf, FILE_LINK, freshSeeker } from '../../support/resume-fixtures.ts';

interface Attachment {
  id: number;
  name: string;
  size: number;
  fullPath: string;
  createdAt: string;
}

let app: FastifyInstance;
beforeAll(async () => {
  // Uploads above the attachment limit must reach the service, not stop at the multipart limit.
  app = await testApp({ uploadMaxBytes: 12 * 1024 * 1024 });
});
afterAll(async () => app.close());

async function upload(token: string | null, data: Buffer, filename = '简历.pdf', field = 'file') {
  const form = multipart([{ field, filename, data, type: 'application/pdf' }]);
  const res = await app.inject({
    method: 'POST',
    url: api('/Resume/Attachment/UploadResume'),
    headers: { ...(token ? auth(token) : {}), ...form.headers },
    payload: form.payload,
  });
  return { http: res.statusCode, ...body<Attachment>(res) };
}
const mine = async (token: string) =>
  body<Attachment[]>(await app.inject({ method: 'GET', url: api('/Resume/GetMyAttachmentResume'), headers: auth(token) }));
const remove = async (token: string | null, id: number) =>
  app.inject({ method: 'DELETE', url: api(`/Resume/Attachment/DeleteResume?id=${id}`), headers: token ? auth(token) : {} });

describe('Resume/Attachment/UploadResume', () => {
  it('keeps a real PDF, privately, and lists it', async () => {
    const s = await freshSeeker(app);
    const pdf = buildPdf('Zhang San, CNC technician');
    const b = await upload(s.token, pdf, '张三-简历.pdf', 'files');
    expect(b.state).toBe(200);
    expect(b.data).toMatchObject({ name: '张三-简历.pdf', size: pdf.length });
    expect(b.data.fullPath).toMatch(FILE_LINK);
    expect((await mine(s.token)).data).toEqual([b.data]);
    const [row] = await app.database.db.select().from(resumeAttachments).where(eq(resumeAttachments.id, b.data.id));
    const [file] = await app.database.db.select().from(files).where(eq(files.id, row!.fileId));
    expect(file).toMatchObject({ tenementId: null, fromType: 'resumeAttachment', mime: 'application/pdf' });
    const served = await app.inject({ method: 'GET', url: b.data.fullPath, headers: auth(s.token) });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('judges by content: a PNG named .pdf is refused (1106), as is an upload without a file', async () => {
    const s = await freshSeeker(app);
    const b = await upload(s.token, TINY_PNG, 'fake.pdf');
    expect(b.state).toBe(1106);
    expect(b.message).toContain('pdf');
    const none = multipart([{ field: 'note', data: 'x' }]);
    const empty = await app.inject({
      method: 'POST',
      url: api('/Resume/Attachment/UploadResume'),
      headers: { ...auth(s.token), ...none.headers },
      payload: none.payload,
    });
    expect(body(empty).state).toBe(1107);
    const two = multipart([
      { field: 'files', filename: 'a.pdf', data: buildPdf() },
      { field: 'files', filename: 'b.pdf', data: buildPdf() },
    ]);
    const both = await app.inject({
      method: 'POST',
      url: api('/Resume/Attachment/UploadResume'),
      headers: { ...auth(s.token), ...two.headers },
      payload: two.payload,
    });
    expect(body(both)).toMatchObject({ state: 1000, errors: { file: expect.any(String) } });
    expect((await mine(s.token)).data).toEqual([]);
  });

  it('refuses a PDF over the size limit', async () => {
    const s = await freshSeeker(app);
    const big = Buffer.concat([buildPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(s.token, big)).state).toBe(1002);
  });

  it('keeps at most five live attachments (1148); deleting one makes room', async () => {
    const s = await freshSeeker(app);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await upload(s.token, buildPdf(`v${i}`), `简历${i}.pdf`)).data.id);
    const sixth = await upload(s.token, buildPdf('six'));
    expect(sixth.state).toBe(1148);
    expect(sixth.message).toContain('5');
    expect((await mine(s.token)).data.map((a) => a.id)).toEqual([...ids].reverse());
    expect(body(await remove(s.token, ids[0]!)).state).toBe(200);
    expect((await upload(s.token, buildPdf('six'))).state).toBe(200);
  });

  it('wants a logged-in caller', async () => {
    expect((await upload(null, buildPdf())).http).toBe(401);
    expect((await app.inject({ method: 'GET', url: api('/Resume/GetMyAttachmentResume') })).statusCode).toBe(401);
    expect((await remove(null, 1)).statusCode).toBe(401);
  });
});

describe('Resume/Attachment/DeleteResume', () => {
  it('deletes only the caller’s own, once; another seeker gets 1102 and changes nothing', async () => {
    const a = await freshSeeker(app);
    const b = await freshSeeker(app);
    const att = (await upload(a.token, buildPdf())).data;
    expect(body(await remove(b.token, att.id)).state).toBe(1102);
    expect((await mine(a.token)).data).toHaveLength(1);
    expect((await mine(b.token)).data).toEqual([]);
    expect(body(await remove(a.token, att.id)).state).toBe(200);
    expect(body(await remove(a.token, att.id)).state).toBe(1102);
    expect((await mine(a.token)).data).toEqual([]);
    // Soft delete: the row stays for the applications made with it.
    const [row] = await app.database.db.select().from(resumeAttachments).where(eq(resumeAttachments.id, att.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('names a bad id as a field error', async () => {
    const s = await freshSeeker(app);
    expect(
      body(await app.inject({ method: 'DELETE', url: api('/Resume/Attachment/DeleteResume?id=abc'), headers: auth(s.token) })),
    ).toMatchObject({ state: 1000, errors: { id: expect.any(String) } });
  });
});

describe('Resume/GetMyAllResumeByDelivery', () => {
  it('offers the online resume’s completeness and the live attachments', async () => {
    const s = await freshSeeker(app);
    const empty = body<{ online: unknown; attachments: unknown[] }>(
      await app.inject({ method: 'GET', url: api('/Resume/GetMyAllResumeByDelivery'), headers: auth(s.token) }),
    );
    expect(empty.data).toEqual({ online: null, attachments: [] });
    const att = (await upload(s.token, buildPdf())).data;
    await app.inject({
      method: 'POST',
      url: api('/Resume/AddSpecialResume'),
      headers: auth(s.token),
      payload: { name: '钱七', sex: 1, birthday: '1992-02-02', phone: '13911110009', education: 3 },
    });
    const b = body<{
      online: { id: number; completeness: { percent: number; missing: string[] }; updatedAt: string };
      attachments: Attachment[];
    }>(await app.inject({ method: 'GET', url: api('/Resume/GetMyAllResumeByDelivery'), headers: auth(s.token) }));
    expect(b.data.online).toMatchObject({ completeness: { percent: 20, missing: ['jobStatus', 'expect', 'educations', 'photos'] } });
    expect(Object.keys(b.data.online).sort()).toEqual(['completeness', 'id', 'updatedAt']);
    expect(b.data.attachments).toEqual([att]);
  });
});
