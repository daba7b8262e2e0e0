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

/** A line of 文件管理's list: the row without its key, linked by it. */
export const presentUpload = ({ key, ...row }: UploadRow) => ({ ...row, createdAt: row.createdAt.toISOString(), fullPath: fileUrl(key) });
