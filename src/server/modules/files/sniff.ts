/** What a file is, judged by its first bytes, never by its name or the client's MIME type. */
export type FileKind = 'png' | 'jpeg' | 'webp' | 'bmp' | 'pdf' | 'xlsx';

export const MIME: Record<FileKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'webp', 'bmp'];

const starts = (b: Buffer, bytes: number[], at = 0) => bytes.every((v, i) => b[at + i] === v);

export function sniff(b: Buffer): FileKind | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(b, [0x52, 0x49, 0x46, 0x46]) && starts(b, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  if (starts(b, [0x42, 0x4d]) && b.length > 26) return 'bmp';
  if (starts(b, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  // An xlsx is a zip holding a package's content types and a workbook (names are stored plain).
  if (starts(b, [0x50, 0x4b, 0x03, 0x04]) && b.includes('[Content_Types].xml') && b.includes('xl/workbook.xml')) return 'xlsx';
  return null;
}
