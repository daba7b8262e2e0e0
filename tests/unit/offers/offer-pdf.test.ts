/**
 * The offer letter PDF, read back with pdfjs as a viewer would: A4 pages, the candidate, the salary in
 * Chinese and the company found in the text, a long template flowing onto a second page; and the
 * template validator the template routes will run.
 */
import { PNG } from 'pngjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { fieldText } from '../../../src/common/field-messages.ts';
import { LANGS } from '../../../src/common/states.ts';
import { DEFAULT_OFFER_TEMPLATES } from '../../../src/server/modules/offers/default-template.ts';
import { renderOfferPdf } from '../../../src/server/modules/offers/letter-pdf.ts';
import type { OfferLetter } from '../../../src/server/modules/offers/letter-values.ts';
import { fillPlaceholders, validateOfferTemplate } from '../../../src/server/modules/offers/template.ts';

function logoPng(): Buffer {
  const png = new PNG({ width: 60, height: 24 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([20, 90, 200, 255], i);
  return PNG.sync.write(png);
}

const offer: OfferLetter = {
  companyName: '华东精密制造有限公司',
  companyLogo: logoPng(),
  candidateName: '欧阳晓燕',
  position: '数控车床操作工',
  department: '机加工车间',
  salary: 12000,
  salaryUnit: 1,
  entryDate: '2026-12-01',
  place: '江苏省苏州市工业园区星湖街 328 号',
  validUntil: '2026-11-30',
  issuedOn: '2026-11-26',
};

interface ReadPage {
  view: number[];
  text: string;
}

async function readPdf(bytes: Uint8Array): Promise<ReadPage[]> {
  // pdfjs takes over the buffer it is given: hand it a copy.
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: ReadPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('');
    pages.push({ view: [...page.view], text });
  }
  await doc.destroy();
  return pages;
}

describe('offer letter PDF', () => {
  it('renders a Chinese letter on one A4 page with the candidate, the salary and the company as text', async () => {
    const bytes = await renderOfferPdf(offer, DEFAULT_OFFER_TEMPLATES['zh-CN'], 'zh-CN');
    const pages = await readPdf(bytes);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.view).toEqual([0, 0, 595.28, 841.89]);
    const text = pages[0]!.text;
    for (const part of [
      '录用通知书',
      '欧阳晓燕',
      '月薪 12000 元',
      '华东精密制造有限公司',
      '数控车床操作工',
      '2026年12月1日',
      '2026年11月30日',
    ])
      expect(text).toContain(part);
    // The body's placeholders are filled in.
    expect(text).toContain('您已被录用为机加工车间的数控车床操作工');
    expect(text).not.toMatch(/\{\w+\}/);
    // The font is embedded as a subset (no font of the machine's), and the letter stays small.
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(bytes.length).toBeLessThan(80_000);
  });

  it('renders the English letter with the salary in English and Chinese names intact', async () => {
    const pages = await readPdf(await renderOfferPdf(offer, DEFAULT_OFFER_TEMPLATES.en, 'en'));
    expect(pages).toHaveLength(1);
    expect(pages[0]!.view).toEqual([0, 0, 595.28, 841.89]);
    for (const part of [
      'Offer of Employment',
      'Dear 欧阳晓燕,',
      'CNY 12,000 a month',
      '1 December 2026',
      '华东精密制造有限公司',
      'Page 1 of 1',
    ])
      expect(pages[0]!.text).toContain(part);
  });

  it('renders traditional Chinese with the traditional labels and hourly pay', async () => {
    const hourly = { ...offer, salary: 25.5, salaryUnit: 2 as const, candidateName: '陳昇喆' };
    const pages = await readPdf(await renderOfferPdf(hourly, DEFAULT_OFFER_TEMPLATES['zh-TW'], 'zh-TW'));
    for (const part of ['錄用通知書', '陳昇喆', '時薪 25.5 元', '到職日期', '第 1 頁，共 1 頁']) expect(pages[0]!.text).toContain(part);
  });

  it('continues a long template on a second page, numbered', async () => {
    const base = DEFAULT_OFFER_TEMPLATES['zh-CN'];
    const paragraphs = Array.from({ length: 6 }, (_, i) => `第${i + 1}条。${base.paragraphs.join('')}`);
    const pages = await readPdf(await renderOfferPdf(offer, { ...base, paragraphs }, 'zh-CN'));
    expect(pages).toHaveLength(2);
    expect(pages[1]!.view).toEqual([0, 0, 595.28, 841.89]);
    expect(pages[0]!.text).toContain('第1条。');
    expect(pages[1]!.text).toContain('第6条。');
    expect(pages[1]!.text).toContain('华东精密制造有限公司 人力资源部');
    expect(pages[0]!.text).toContain('第 1 页，共 2 页');
    expect(pages[1]!.text).toContain('第 2 页，共 2 页');
  });

  it('leaves out a logo that is no PNG or JPEG, and gives the same bytes for the same letter', async () => {
    const bytes = await renderOfferPdf({ ...offer, companyLogo: new TextEncoder().encode('<svg/>') }, DEFAULT_OFFER_TEMPLATES.en, 'en');
    expect(Buffer.from(bytes).toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    const again = await renderOfferPdf({ ...offer, companyLogo: new TextEncoder().encode('<svg/>') }, DEFAULT_OFFER_TEMPLATES.en, 'en');
    expect(Buffer.compare(bytes, again)).toBe(0);
  });
});

describe('offer template validator', () => {
  it('accepts the default template of every language', () => {
    for (const lang of LANGS) expect(validateOfferTemplate({ ...DEFAULT_OFFER_TEMPLATES[lang] })).toEqual({});
  });

  it('refuses an unknown placeholder, naming it', () => {
    const template = { ...DEFAULT_OFFER_TEMPLATES['zh-CN'], paragraphs: ['您的月薪为{salary}，奖金{bonus}。', '{name}{bonus}{phone}'] };
    const issues = validateOfferTemplate(template);
    expect(issues).toEqual({
      'paragraphs.0': { rule: 'unknownPlaceholder', params: { name: '{bonus}' } },
      'paragraphs.1': { rule: 'unknownPlaceholder', params: { name: '{bonus}, {phone}' } },
    });
    expect(fieldText(issues['paragraphs.1']!, 'zh-CN')).toBe('含有未知的占位符 {bonus}, {phone}');
    expect(fieldText(issues['paragraphs.0']!, 'en')).toBe('uses an unknown placeholder: {bonus}');
    expect(validateOfferTemplate({ ...template, paragraphs: ['x'], signature: '{Company}' })).toEqual({
      signature: { rule: 'unknownPlaceholder', params: { name: '{Company}' } },
    });
  });

  it('bounds lengths and requires a title and a paragraph', () => {
    const base = DEFAULT_OFFER_TEMPLATES.en;
    expect(validateOfferTemplate({ ...base, title: ' ', greeting: 'x'.repeat(201) })).toEqual({
      title: { rule: 'required' },
      greeting: { rule: 'maxLength', params: { limit: 200 } },
    });
    // Characters, not UTF-16 units: 2000 Chinese characters (and a rare one outside the BMP) fit.
    expect(validateOfferTemplate({ ...base, paragraphs: [`${'录'.repeat(1999)}𠮷`] })).toEqual({});
    expect(validateOfferTemplate({ ...base, paragraphs: ['录'.repeat(2001)] })).toEqual({
      'paragraphs.0': { rule: 'maxLength', params: { limit: 2000 } },
    });
    expect(validateOfferTemplate({ ...base, paragraphs: ['', '  '] })).toEqual({ paragraphs: { rule: 'required' } });
    expect(validateOfferTemplate({ ...base, paragraphs: Array(31).fill('x') })).toEqual({
      paragraphs: { rule: 'maxItems', params: { limit: 30 } },
    });
    expect(validateOfferTemplate({ ...base, paragraphs: 'x', closing: 3 })).toEqual({
      paragraphs: { rule: 'type' },
      closing: { rule: 'type' },
    });
    expect(validateOfferTemplate({ ...base, paragraphs: ['a\u0000b', 'line\nbreak\tok'] })).toEqual({
      'paragraphs.0': { rule: 'invalidChars' },
    });
  });

  it('fills known placeholders and leaves anything else as written', () => {
    const values = { name: '张三', position: 'P', department: 'D', salary: 'S', entryDate: 'E', place: 'L', validUntil: 'V', company: 'C' };
    expect(fillPlaceholders('{name}-{company}-{bonus}-{}-{ name }', values)).toBe('张三-C-{bonus}-{}-{ name }');
  });
});
