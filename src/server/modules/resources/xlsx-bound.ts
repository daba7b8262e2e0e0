/**
 * An xlsx file is a zip: a few hundred kilobytes can unpack to gigabytes (a zip bomb), and ExcelJS
 * unpacks everything into memory. Before it reads a file, the zip's central directory is read and
 * every entry inflated with a ceiling, so a file that unpacks past the bound is refused (1180)
 * whether its directory tells the truth about the sizes or not.
 */
import { inflateRawSync } from 'node:zlib';
import { AppError } from '../../http/app-error.ts';

/** Far above any sheet this application imports (5 000 rows unpack to a few megabytes). */
export const XLSX_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const ZIP64_MARK = 0xffffffff;

interface Entry {
  method: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

const notXlsx = () => new AppError('FILE_TYPE', { types: 'xlsx' });
const tooLarge = () => new AppError('XLSX_TOO_LARGE', { max: XLSX_MAX_UNPACKED_BYTES / 1024 / 1024 });

/** The end-of-central-directory record sits in the last 22 bytes plus at most a 64 KB comment. */
function findEndRecord(data: Buffer): number {
  const stop = Math.max(0, data.length - EOCD_SIZE - 0xffff);
  for (let i = data.length - EOCD_SIZE; i >= stop; i--) if (data.readUInt32LE(i) === EOCD_SIGNATURE) return i;
  throw notXlsx();
}

function readEntries(data: Buffer): Entry[] {
  const end = findEndRecord(data);
  const count = data.readUInt16LE(end + 10);
  const dirOffset = data.readUInt32LE(end + 16);
  // Zip64 (sizes past 4 GB) is nothing a spreadsheet of ours needs.
  if (count === 0xffff || dirOffset === ZIP64_MARK || count > MAX_ENTRIES) throw tooLarge();
  const entries: Entry[] = [];
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw notXlsx();
    entries.push({
      method: data.readUInt16LE(at + 10),
      compressed: data.readUInt32LE(at + 20),
      declared: data.readUInt32LE(at + 24),
      localOffset: data.readUInt32LE(at + 42),
    });
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** Unpacked size of one entry, inflating at most `budget` bytes of it. */
function unpackedSize(data: Buffer, e: Entry, budget: number): number {
  const at = e.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIGNATURE) throw notXlsx();
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const packed = data.subarray(start, start + e.compressed);
  if (e.method === 0) return packed.length;
  if (e.method !== 8) throw notXlsx();
  try {
    return inflateRawSync(packed, { maxOutputLength: budget + 1 }).length;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return budget + 1;
    throw notXlsx();
  }
}

/** Refuses (1180) an xlsx whose entries unpack to more than XLSX_MAX_UNPACKED_BYTES together. */
export function assertXlsxUnpackedSize(data: Buffer, max = XLSX_MAX_UNPACKED_BYTES): void {
  const entries = readEntries(data);
  // The directory's own word first: most bombs say what they are.
  if (entries.reduce((sum, e) => sum + e.declared, 0) > max) throw tooLarge();
  let total = 0;
  for (const e of entries) {
    total += unpackedSize(data, e, max - total);
    if (total > max) throw tooLarge();
  }
}
