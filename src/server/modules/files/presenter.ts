/** File rows as answers: links name a file by its random key, never by its sequential id. */
import type * as repo from './repository.ts';

type UploadRow = Awaited<ReturnType<typeof repo.pageOfTenement>>['rows'][number];

/** A file's read link: its random key, never the sequential id, so links cannot be walked by counting. */
export const fileUrl = (key: string) => `/recruit/api/Files/Get?key=${key}`;

/** A stored upload as its uploader gets it back: id, name, link, and a thumbnail link for pictures. */
export function presentStored(row: repo.FileRow) {
  const url = fileUrl(row.key);
  return { id: row.id, name: row.name, fullPath: url, fullThumbImagePath: row.mime.startsWith('image/') ? url : null };
}

/** What a file is, as 文件管理 names it (resources/upload-file.json's `kind` options): never the raw MIME type. */
export function kindOf(mime: string): 'pdf' | 'xlsx' | 'docx' | 'image' | 'other' {
  if (mime === 'application/pdf') return 'pdf';
  if (mime === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') return 'xlsx';
  if (mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx';
  return mime.startsWith('image/') ? 'image' : 'other';
}

/** The origins 文件管理 names (its `fromType` options); any other (a caller's own tag) lists as `other`. */
export const LISTED_ORIGINS: ReadonlySet<string> = new Set(['upload', 'attachment', 'examPaper', 'importError', 'parse', 'image']);

/** A line of 文件管理's list: the row without its key, linked by it, its kind and origin as the screen's options. */
export const presentUpload = ({ key, ...row }: UploadRow) => ({
  ...row,
  kind: kindOf(row.mime),
  fromType: LISTED_ORIGINS.has(row.fromType) ? row.fromType : 'other',
  createdAt: row.createdAt.toISOString(),
  fullPath: fileUrl(key),
});
