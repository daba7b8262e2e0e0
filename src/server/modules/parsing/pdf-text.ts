/**
 * The text of a PDF, through pdf.js (pdfjs-dist, the legacy build that runs on Node). Items are put
 * back into lines by their baseline and read left to right, with a wide gap kept as a tab so a
 * resume's columns stay apart. An encrypted file is refused before it is opened (a password or
 * copy protection: the owner did not mean it to be read by machine); a file with pages but hardly any
 * text is a scan, refused too.
 */
import { FileRefused, PARSE_LIMITS } from './limits.ts';

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL: boolean;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
const load = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

/** The trailer of an encrypted PDF names its /Encrypt dictionary (plain text, even with object streams). */
export function isEncryptedPdf(data: Buffer): boolean {
  return /\/Encrypt[\s/<\d]/.test(data.toString('latin1'));
}

export const looksLikePdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';

function pageLines(items: TextItem[]): string[] {
  const rows = new Map<number, TextItem[]>();
  for (const it of items) {
    if (!it.str) continue;
    const y = Math.round(it.transform[5]! / 2) * 2;
    const row = rows.get(y) ?? [];
    row.push(it);
    rows.set(y, row);
  }
  return [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, row]) => {
      row.sort((a, b) => a.transform[4]! - b.transform[4]!);
      let line = '';
      let end = Number.NEGATIVE_INFINITY;
      for (const it of row) {
        const x = it.transform[4]!;
        const size = Math.abs(it.transform[0]!) || 10;
        if (line) line += x - end > size * 1.5 ? '\t' : x - end > size * 0.15 ? ' ' : '';
        line += it.str;
        end = x + it.width;
      }
      return line;
    });
}

function countText(s: string): number {
  return (s.match(/[\p{L}\p{N}]/gu) ?? []).length;
}

export async function pdfText(data: Buffer): Promise<string> {
  if (isEncryptedPdf(data)) throw new FileRefused('encrypted');
  const { getDocument } = await load();
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy();
    throw new FileRefused((err as { name?: string }).name === 'PasswordException' ? 'encrypted' : 'unreadable');
  }
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, PARSE_LIMITS.pdfPagesMax); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      lines.push(...pageLines(content.items.filter((i) => 'str' in i) as TextItem[]));
      page.cleanup();
    }
    const text = lines.join('\n');
    if (countText(text) < PARSE_LIMITS.textCharsMin) throw new FileRefused('imageOnly');
    return text;
  } catch (err) {
    if (err instanceof FileRefused) throw err;
    throw new FileRefused('unreadable');
  } finally {
    await doc.destroy();
  }
}
