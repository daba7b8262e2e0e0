/**
 * The offer letter as a PDF (pdfkit): A4 pages of 595.28 x 841.89 pt, the seeds' export size. The
 * company's logo and name head the first page; then the template's title and greeting, the offer's
 * facts as a two-column table, the body paragraphs (placeholders filled, wrapped to the text width by
 * Unicode line breaking, so Chinese breaks between characters and English between words, flowing onto
 * further pages), the closing, the signature and the date; every page is numbered at its foot.
 * Pure: the same offer, template and language give the same letter; nothing is read but the font.
 */
import PDFDocument from 'pdfkit';
import type { Lang } from '../../../common/states.ts';
import { letterFonts } from './fonts.ts';
import { formatDate, LETTER_LABELS, type OfferLetter, placeholderValues } from './letter-values.ts';
import { fillPlaceholders, type OfferTemplate } from './template.ts';

/** A4 in PDF points, as the seeds give it. */
export const A4: readonly [number, number] = [595.28, 841.89];

const MARGIN = { top: 56, bottom: 64, left: 64, right: 64 } as const;
const TEXT_WIDTH = A4[0] - MARGIN.left - MARGIN.right;
const LOGO_BOX = [112, 40] as const;
const BODY_SIZE = 11;
const LINE_GAP = 5;
const MUTED = '#555555';
const RULE = '#c8c8c8';

/** PNG and JPEG are what PDF and pdfkit embed; anything else is left out rather than failing the letter. */
function imageKind(bytes: Uint8Array): 'png' | 'jpeg' | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

function header(doc: PDFKit.PDFDocument, offer: OfferLetter) {
  const top = MARGIN.top;
  let nameX = MARGIN.left;
  const logo = offer.companyLogo;
  if (logo && imageKind(logo)) {
    try {
      doc.image(Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength), MARGIN.left, top, { fit: [...LOGO_BOX], valign: 'center' });
      nameX += LOGO_BOX[0] + 12;
    } catch {
      // An image that says PNG or JPEG but does not decode: the letter goes out with the name alone.
    }
  }
  doc.font('bold').fontSize(15).fillColor('black');
  const nameWidth = A4[0] - MARGIN.right - nameX;
  const nameHeight = doc.heightOfString(offer.companyName, { width: nameWidth });
  doc.text(offer.companyName, nameX, top + Math.max(0, (LOGO_BOX[1] - nameHeight) / 2), { width: nameWidth });
  const ruleY = Math.max(top + LOGO_BOX[1], doc.y) + 10;
  doc
    .moveTo(MARGIN.left, ruleY)
    .lineTo(A4[0] - MARGIN.right, ruleY)
    .lineWidth(0.8)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN.left;
  doc.y = ruleY + 22;
}

/** The offer's facts, label beside value, between two hairlines. */
function factsTable(doc: PDFKit.PDFDocument, offer: OfferLetter, lang: Lang) {
  const values = placeholderValues(offer, lang);
  const rows: Array<[string, string]> = [
    [LETTER_LABELS.name[lang], values.name],
    [LETTER_LABELS.position[lang], values.position],
    [LETTER_LABELS.department[lang], values.department],
    [LETTER_LABELS.salary[lang], values.salary],
    [LETTER_LABELS.entryDate[lang], values.entryDate],
    [LETTER_LABELS.place[lang], values.place],
    [LETTER_LABELS.validUntil[lang], values.validUntil],
  ];
  const labelWidth = lang === 'en' ? 96 : 80;
  const valueX = MARGIN.left + 12 + labelWidth;
  const valueWidth = A4[0] - MARGIN.right - 12 - valueX;
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN.left, y)
      .lineTo(A4[0] - MARGIN.right, y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
  let y = doc.y;
  rule(y);
  y += 8;
  doc.fontSize(BODY_SIZE);
  for (const [label, value] of rows) {
    doc
      .font('regular')
      .fillColor(MUTED)
      .text(label, MARGIN.left + 12, y, { width: labelWidth, lineGap: 2 });
    const afterLabel = doc.y;
    doc.fillColor('black').text(value, valueX, y, { width: valueWidth, lineGap: 2 });
    y = Math.max(afterLabel, doc.y) + 4;
  }
  y += 4;
  rule(y);
  doc.x = MARGIN.left;
  doc.y = y + 18;
}

/** Numbers each page at its foot, below the bottom margin (lifted meanwhile, or pdfkit would start a page). */
function pageNumbers(doc: PDFKit.PDFDocument, lang: Lang) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const text = LETTER_LABELS.page[lang].replace('{page}', String(i + 1)).replace('{pages}', String(range.count));
    doc.font('regular').fontSize(9).fillColor(MUTED);
    doc.text(text, MARGIN.left, A4[1] - bottom / 2 - 6, { width: TEXT_WIDTH, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Midnight UTC of a YYYY-MM-DD day (the PDF's dates), or the epoch for anything else: the output stays reproducible. */
function dayDate(value: string): Date {
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? new Date(0) : d;
}

/**
 * The offer letter of `offer` from `template` in `lang` (labels, salary and date wording), as PDF
 * bytes. The template is used as given: validate a company's template (validateOfferTemplate) when
 * it is stored; a placeholder the letter does not know is printed as written.
 */
export async function renderOfferPdf(offer: OfferLetter, template: Readonly<OfferTemplate>, lang: Lang): Promise<Buffer> {
  const fonts = await letterFonts();
  const values = placeholderValues(offer, lang);
  const fill = (text: string) => fillPlaceholders(text, values);
  const issued = dayDate(offer.issuedOn);
  const doc = new PDFDocument({
    size: [...A4],
    margins: { ...MARGIN },
    bufferPages: true,
    lang,
    info: { Title: fill(template.title), Author: offer.companyName, Subject: offer.candidateName, CreationDate: issued, ModDate: issued },
  });
  const done = collect(doc);
  // pdfkit takes a parsed fontkit font where its typings list only bytes and paths (see fonts.ts).
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);

  header(doc, offer);
  doc.font('bold').fontSize(20).fillColor('black').text(fill(template.title), { width: TEXT_WIDTH, align: 'center' });
  doc.moveDown(0.8);
  doc.font('regular').fontSize(BODY_SIZE);
  if (template.greeting.trim()) doc.text(fill(template.greeting), { width: TEXT_WIDTH, lineGap: LINE_GAP }).moveDown(0.6);
  factsTable(doc, offer, lang);

  doc.font('regular').fontSize(BODY_SIZE).fillColor('black');
  // Chinese paragraphs open with a two-character indent; English ones are set flush, a gap between them.
  const indent = lang === 'en' ? 0 : 2 * BODY_SIZE;
  for (const paragraph of template.paragraphs) {
    if (!paragraph.trim()) continue;
    doc.text(fill(paragraph), MARGIN.left, doc.y, { width: TEXT_WIDTH, lineGap: LINE_GAP, indent, paragraphGap: 8 });
  }
  if (template.closing.trim()) doc.moveDown(0.4).text(fill(template.closing), { width: TEXT_WIDTH, lineGap: LINE_GAP, indent });

  // Signature and date stay together: a new page when both no longer fit on this one.
  const signature = fill(template.signature);
  const blockHeight =
    36 + doc.heightOfString(`${signature}\n${formatDate(offer.issuedOn, lang)}`, { width: TEXT_WIDTH, lineGap: LINE_GAP });
  if (doc.y + blockHeight > A4[1] - MARGIN.bottom) doc.addPage();
  doc.y += 36;
  if (signature.trim()) doc.text(signature, MARGIN.left, doc.y, { width: TEXT_WIDTH, align: 'right', lineGap: LINE_GAP });
  doc.text(formatDate(offer.issuedOn, lang), MARGIN.left, doc.y, { width: TEXT_WIDTH, align: 'right', lineGap: LINE_GAP });

  pageNumbers(doc, lang);
  doc.end();
  return done;
}
