/**
 * Files the parser refuses, each with its own reason and message while the good files of the same
 * batch still land: wrong magic bytes, empty, oversize, encrypted PDF, image-only (scanned) PDF,
 * zip-bomb-like DOCX (directory past the bound, too many entries, a document part that lies about its
 * size), damaged files and a resume without a name. Nothing of a refused file is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { TINY_PNG } from '../../support/multipart.ts';
import { samplePerson } from '../../fixtures/resumes/people.ts';
import { bombDocx, docxOf, imageOnlyPdf, manyEntriesDocx, pdfOf, resumeFile } from '../../fixtures/resumes/files.ts';
import { resumeLines } from '../../fixtures/resumes/render.ts';
import { zip } from '../../fixtures/resumes/zip.ts';
import { PARSE_LIMITS } from '../../../src/server/modules/parsing/limits.ts';
import { call, upload, type ParseItem } from './fixture.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin } = await actors(app));
});
afterAll(async () => app.close());

/** A DOCX whose document part says it unpacks to 2 KB and unpacks to 20 MB. */
function lyingDocx(): Buffer {
  const text = Buffer.alloc(20 * 1024 * 1024, 0x41);
  const xml = Buffer.concat([
    Buffer.from('<w:document><w:body><w:p><w:r><w:t>'),
    text,
    Buffer.from('</w:t></w:r></w:p></w:body></w:document>'),
  ]);
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: xml, declaredSize: 2048 },
  ]);
}

describe('refused files', () => {
  let items: Map<string, ParseItem>;
  let answer: { landed: number; refused: number };

  beforeAll(async () => {
    const good = samplePerson(401, 'zh');
    const res = await upload(app, admin, [
      { name: 'good.pdf', data: await resumeFile(good, 'pdf', 0) },
      { name: 'photo.pdf', data: TINY_PNG },
      { name: 'empty.pdf', data: Buffer.alloc(0) },
      { name: 'huge.pdf', data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(PARSE_LIMITS.fileBytesMax, 0x20)]) },
      { name: 'locked.pdf', data: await pdfOf(resumeLines(samplePerson(402, 'zh'), 0), { userPassword: 'secret' }) },
      { name: 'scan.pdf', data: await imageOnlyPdf() },
      { name: 'bomb.docx', data: bombDocx(40) },
      { name: 'parts.docx', data: manyEntriesDocx(PARSE_LIMITS.docxEntriesMax + 10) },
      { name: 'liar.docx', data: lyingDocx() },
      { name: 'broken.pdf', data: Buffer.from('%PDF-1.7\nnot really a pdf at all\n') },
      { name: 'legacy.doc', data: Buffer.from('d0cf11e0a1b11ae1000000000000000000', 'hex') },
      {
        name: 'noname.docx',
        data: docxOf(['工作经历', '2019.07 - 至今 苏州精工机械有限公司 机械工程师 负责设备维护与改善，推动良率提升']),
      },
    ]);
    expect(res.state).toBe(200);
    answer = res.data;
    items = new Map(res.data.list.map((i) => [i.fileName, i]));
  });

  it('lands the good file and refuses each bad one with its reason', () => {
    expect(answer).toMatchObject({ landed: 1, refused: 11 });
    const reasons = Object.fromEntries([...items].map(([name, i]) => [name, i.refusal]));
    expect(reasons).toEqual({
      'good.pdf': null,
      'photo.pdf': 'type',
      'empty.pdf': 'empty',
      'huge.pdf': 'tooLarge',
      'locked.pdf': 'encrypted',
      'scan.pdf': 'imageOnly',
      'bomb.docx': 'bomb',
      'parts.docx': 'bomb',
      'liar.docx': 'bomb',
      'broken.pdf': 'unreadable',
      'legacy.doc': 'type',
      'noname.docx': 'noFields',
    });
  });

  it('says why in the caller’s language, naming the file', async () => {
    expect(items.get('locked.pdf')!.result).toBe('“locked.pdf”已加密或设有密码，请去除密码后再上传');
    expect(items.get('scan.pdf')!.result).toContain('扫描件');
    const en = await upload(app, admin, [{ name: 'scan.pdf', data: await imageOnlyPdf() }], { lang: 'en' });
    expect(en.data.list[0]!.result).toBe('“scan.pdf” is a scan or picture with no readable text: upload a text PDF or a Word file');
    expect(items.get('huge.pdf')!.result).toContain(`${PARSE_LIMITS.fileBytesMax / 1024 / 1024}MB`);
  });

  it('keeps nothing of a refused file: no original to download (1431), no library entry', async () => {
    const locked = items.get('locked.pdf')!;
    expect(locked).toMatchObject({ hasFile: false, talentEntryId: null, status: 5 });
    expect((await call(app, admin, 'GET', `Parsing?id=${locked.id}`)).state).toBe(1431);
  });

  it('answers an upload without files (1107) and a body that is not multipart (1003)', async () => {
    const none = await upload(app, admin, []);
    expect(none.state).toBe(1107);
    expect((await call(app, admin, 'POST', 'BatchParsing?resumeSource=WEB', { files: [] })).state).toBe(1003);
  });
});
