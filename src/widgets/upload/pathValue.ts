/**
 * Single-file fields that keep only the stored file's `fullPath` (a poster's picture, an
 * attachment): the upload widgets work on lists of `{id, name, fullPath}`, the record on one
 * string. Pure, so the round trip is pinned by tests.
 */
import type { UploadedFile } from './rules.ts';

/**
 * The id a path-only value gets in the widget's list. The record keeps no file id, and the list
 * only uses ids to tell its entries apart.
 */
export const PATH_ONLY_ID = -1;

/**
 * The file name a stored path shows, when it has one: its last segment, decoded, if that looks
 * like a file name. `/recruit/api/Files/Get?key=…` names no file: null.
 */
export function fileNameOfPath(path: string): string | null {
  const bare = path.split(/[?#]/)[0] ?? '';
  const last = bare.split('/').filter(Boolean).at(-1) ?? '';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A stray % stays as it is.
  }
  return /\.[A-Za-z0-9]{1,8}$/.test(name) ? name : null;
}

/** A field's value as the widget's list: empty, or the one stored file named by `nameOf`. */
export function filesOfPath(value: unknown, nameOf: (path: string) => string): UploadedFile[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  return [{ id: PATH_ONLY_ID, name: nameOf(value), fullPath: value }];
}

/** The widget's list as the field's value: the newest file's path, null when the list is empty. */
export function pathOfFiles(files: readonly UploadedFile[]): string | null {
  return files.at(-1)?.fullPath ?? null;
}
