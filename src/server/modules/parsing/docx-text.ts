/**
 * The text of a DOCX, read from word/document.xml only. The zip's central directory is read first:
 * too many entries, or entries that say they unpack past the bound, refuse the file (a zip bomb); the
 * document part is then inflated with a ceiling, so a directory that lies about it is caught too.
 * Nothing else in the package is ever unpacked.
 */
import { inflateRawSync } from 'node:zlib';
import { FileRefused, PARSE_LIMITS } from './limits.ts';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  packed: number;
  size: number;
  offset: number;
}

const unreadable = () => new FileRefused('unreadable');

function endRecord(data: Buffer): number {
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) if (data.readUInt32LE(i) === EOCD) return i;
  throw unreadable();
}

/** Every entry of the central directory, refusing a package past the entry or size bounds. */
export function docxEntries(data: Buffer): Entry[] {
  const end = endRecord(data);
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || count > PARSE_LIMITS.docxEntriesMax) throw new FileRefused('bomb');
  const entries: Entry[] = [];
  let declared = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) throw unreadable();
    const nameLength = data.readUInt16LE(at + 28);
    const entry = {
      method: data.readUInt16LE(at + 10),
      packed: data.readUInt32LE(at + 20),
      size: data.readUInt32LE(at + 24),
      offset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    };
    declared += entry.size;
    if (declared > PARSE_LIMITS.docxUnpackedBytesMax) throw new FileRefused('bomb');
    entries.push(entry);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** Whether the bytes are a zip holding a Word document (the magic bytes, then the part's name). */
export function looksLikeDocx(data: Buffer): boolean {
  return data.length > 30 && data.readUInt32LE(0) === LOCAL && data.includes('word/document.xml');
}

function unpack(data: Buffer, e: Entry): Buffer {
  if (e.offset + 30 > data.length || data.readUInt32LE(e.offset) !== LOCAL) throw unreadable();
  const start = e.offset + 30 + data.readUInt16LE(e.offset + 26) + data.readUInt16LE(e.offset + 28);
  const packed = data.subarray(start, start + e.packed);
  if (e.method === 0) return packed;
  if (e.method !== 8) throw unreadable();
  try {
    return inflateRawSync(packed, { maxOutputLength: PARSE_LIMITS.docxDocumentBytesMax });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new FileRefused('bomb');
    throw unreadable();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e] ?? m;
  });

/** WordprocessingML to lines: a paragraph per line, tabs and breaks kept, table cells apart. */
export function documentText(xml: string): string {
  return decode(
    xml
      .replace(/<w:tab\/>|<\/w:tc>/g, '\t')
      .replace(/<w:br[^>]*\/>|<\/w:p>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

export function docxText(data: Buffer): string {
  const doc = docxEntries(data).find((e) => e.name === 'word/document.xml');
  if (!doc) throw unreadable();
  return documentText(unpack(data, doc).toString('utf8'));
}
