/**
 * From uploaded bytes to text: what the file is (by its first bytes, never its name), its size, and
 * its text; every refusal is a FileRefused naming why.
 */
import { docxText, looksLikeDocx } from './docx-text.ts';
import { FileRefused, PARSE_LIMITS, type ResumeKind } from './limits.ts';
import { looksLikePdf, pdfText } from './pdf-text.ts';

export function resumeKind(data: Buffer): ResumeKind {
  if (data.length === 0) throw new FileRefused('empty');
  if (data.length > PARSE_LIMITS.fileBytesMax) throw new FileRefused('tooLarge');
  if (looksLikePdf(data)) return 'pdf';
  if (looksLikeDocx(data)) return 'docx';
  throw new FileRefused('type');
}

/** The file's kind and its text, normalised (no NULs, spaces made plain, cut at the bound). */
export async function extractText(data: Buffer): Promise<{ kind: ResumeKind; text: string }> {
  const kind = resumeKind(data);
  const raw = kind === 'pdf' ? await pdfText(data) : docxText(data);
  const text = raw
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[\u00a0\u3000]/g, ' ')
    .replace(/\r\n?/g, '\n')
    .slice(0, PARSE_LIMITS.textCharsMax);
  if (kind === 'docx' && (text.match(/[\p{L}\p{N}]/gu) ?? []).length < PARSE_LIMITS.textCharsMin) throw new FileRefused('noFields');
  return { kind, text };
}
