import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { IMAGE_KINDS, MIME, sniff, type FileKind } from './sniff.ts';
import * as repo from './repository.ts';

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/** Files of these origins are readable by anyone (they end up on public pages); others only inside. */
const PUBLIC_FROM = new Set(['image']);

export const fileUrl = (id: number) => `/recruit/api/Files/Get?id=${id}`;

function present(row: repo.FileRow) {
  const url = fileUrl(row.id);
  return { id: row.id, name: row.name, fullPath: url, fullThumbImagePath: row.mime.startsWith('image/') ? url : null };
}

/** Store uploads after checking what they are by content; the whole batch is refused on one bad file. */
export async function storeFiles(deps: Deps, caller: Caller, incoming: IncomingFile[], allowed: readonly FileKind[], fromType: string) {
  const kinds = incoming.map((f) => sniff(f.data));
  const bad = kinds.findIndex((k) => !k || !allowed.includes(k));
  if (bad >= 0) throw new AppError('FILE_TYPE', { types: allowed.join(',') });
  await mkdir(deps.config.filesDir, { recursive: true });
  const rows = [];
  for (const [i, f] of incoming.entries()) {
    const kind = kinds[i]!;
    const storageKey = `${randomUUID()}.${kind}`;
    await writeFile(path.join(deps.config.filesDir, storageKey), f.data);
    const name = path.basename(f.filename).slice(0, 255) || `file.${kind}`;
    rows.push(await repo.insert(deps.db, { tenementId: caller.tenementId, userId: caller.userId, name, mime: MIME[kind], size: f.data.length, storageKey, fromType: PUBLIC_FROM.has(fromType) && !IMAGE_KINDS.includes(kind) ? 'upload' : fromType }));
  }
  return rows.map(present);
}

/** Write a file the server made (an import's error report) for the caller. */
export async function storeGenerated(deps: Deps, caller: Caller, name: string, data: Buffer, kind: FileKind, fromType: string) {
  await mkdir(deps.config.filesDir, { recursive: true });
  const storageKey = `${randomUUID()}.${kind}`;
  await writeFile(path.join(deps.config.filesDir, storageKey), data);
  return present(await repo.insert(deps.db, { tenementId: caller.tenementId, userId: caller.userId, name, mime: MIME[kind], size: data.length, storageKey, fromType }));
}

/** A file's bytes, if the caller may read it: public images to anyone, others to the uploader's company or the uploader. */
export async function readStored(deps: Deps, caller: Caller | null, id: number) {
  const row = await repo.findById(deps.db, id);
  const allowed = row && (PUBLIC_FROM.has(row.fromType) || (caller && (caller.userId === row.userId || (row.tenementId !== null && caller.tenementId === row.tenementId))));
  if (!row || !allowed) throw new AppError('NOT_FOUND');
  return { row, data: await readFile(path.join(deps.config.filesDir, row.storageKey)) };
}

export async function listUploads(deps: Deps, caller: Caller, page: number, perPage: number) {
  if (caller.tenementId === null) throw new AppError('NOT_MANAGER');
  const { rows, total } = await repo.pageOfTenement(deps.db, caller.tenementId, page, perPage);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), fullPath: fileUrl(r.id) })), totalCount: total, page, perPage };
}
