/**
 * npm run bench:offers — what rendering one offer letter costs (renderOfferPdf, the work behind
 * PreviewOffer): median and p95 over N renders after a warm-up, beside a bare baseline in the same
 * run (pdfkit writing a one-line A4 page in Helvetica, no CJK font), with each PDF's size. The first
 * render, which reads the two 10 MB font files, is timed on its own.
 *
 * BENCH_RENDERS (default 200) renders per row, after BENCH_WARMUP (default 20).
 */
import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import type { Lang } from '../../src/common/states.ts';
import { DEFAULT_OFFER_TEMPLATES } from '../../src/server/modules/offers/default-template.ts';
import { A4, renderOfferPdf } from '../../src/server/modules/offers/letter-pdf.ts';
import type { OfferLetter } from '../../src/server/modules/offers/letter-values.ts';
import type { OfferTemplate } from '../../src/server/modules/offers/template.ts';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);

function logoPng(): Buffer {
  const png = new PNG({ width: 240, height: 80 });
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
  entryDate: '2026-12-01',
  place: '江苏省苏州市工业园区星湖街 328 号',
  validUntil: '2026-11-30',
  issuedOn: '2026-11-26',
};

/** pdfkit alone: one A4 page, one line of Helvetica, the same buffering as the letter. */
function barePage(): Promise<Buffer> {
  const doc = new PDFDocument({ size: [...A4], bufferPages: true });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(11).text('Offer of Employment', 64, 64);
  doc.end();
  return done;
}

const letter =
  (lang: Lang, template: OfferTemplate = DEFAULT_OFFER_TEMPLATES[lang]) =>
  () =>
    renderOfferPdf(offer, template, lang);

const long = DEFAULT_OFFER_TEMPLATES['zh-CN'];
const ROWS: Array<[string, () => Promise<Buffer>]> = [
  ['baseline: pdfkit, 1 line, Helvetica', barePage],
  ['offer letter zh-CN (1 page, logo)', letter('zh-CN')],
  ['offer letter zh-TW (1 page, logo)', letter('zh-TW')],
  ['offer letter en (1 page, logo)', letter('en')],
  ['offer letter zh-CN, long (2 pages)', letter('zh-CN', { ...long, paragraphs: Array(6).fill(long.paragraphs.join('')) })],
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

async function measure(run: () => Promise<Buffer>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RENDERS; i++) {
    const start = performance.now();
    bytes = (await run()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), bytes };
}

async function main() {
  const coldStart = performance.now();
  await renderOfferPdf(offer, DEFAULT_OFFER_TEMPLATES['zh-CN'], 'zh-CN');
  const cold = performance.now() - coldStart;

  console.log(`offer letter PDF: ${RENDERS} renders per row after ${WARMUP} warm-up, one at a time (Node ${process.version})\n`);
  const header = ['render', 'median ms', 'p95 ms', 'PDF bytes', 'x baseline'];
  const lines: string[][] = [];
  let baseline = 0;
  for (const [name, run] of ROWS) {
    const m = await measure(run);
    baseline ||= m.median;
    lines.push([name, m.median.toFixed(2), m.p95.toFixed(2), String(m.bytes), (m.median / baseline).toFixed(1)]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const l of lines) console.log(row(l));
  console.log(`\nfirst render of the process (reads both font files): ${cold.toFixed(1)} ms`);
}

await main();
