import { randomUUID } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { RECRUITING_LIMITS } from '../../../common/recruiting.ts';
import type { Caller } from '../identity/sessions.ts';
import { IMAGE_KINDS, MIME, sniff, type FileKind } from './sniff.ts';
import * as repo from './repository.ts';

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/** Files of these origins are readable by anyone (they end up on public pages); others only inside. */
const PUBLIC_FROM = new Set(['image']);

export const RESUME_PHOTO_FROM = 'resumePhoto';
export const RESUME_ATTACHMENT_FROM = 'resumeAttachment';
/** Onboarding papers (ID card, diploma, health certificate, bank card) of entry data. */
export const ENTRY_DOCUMENT_FROM = 'entryDocument';

/**
 * A job seeker's own papers: no company owns them (stored without a tenement, whoever uploads), and
 * only their uploader and HR of a company they applied to may read them. What each origin accepts.
 */
const SEEKER_PRIVATE_FROM: ReadonlyMap<string, { kinds: readonly FileKind[]; maxBytes: number }> = new Map([
  [RESUME_PHOTO_FROM, { kinds: IMAGE_KINDS, maxBytes: RECRUITING_LIMITS.seekerImageBytesMax }],
  [RESUME_ATTACHMENT_FROM, { kinds: ['pdf'], maxBytes: RECRUITING_LIMITS.attachmentBytesMax }],
  [ENTRY_DOCUMENT_FROM, { kinds: [...IMAGE_KINDS, 'pdf'], maxBytes: RECRUITING_LIMITS.attachmentBytesMax }],
]);
export const isSeekerPrivate = (fromType: string) => SEEKER_PRIVATE_FROM.has(fromType);

/** Demo files ship with the code (the demo seed has no files folder to write to): storage keys `seed/<name>`. */
const SEED_PREFIX = 'seed/';
const SEED_ASSETS = new URL('../../db/seed/assets/', import.meta.url);
const storedPath = (deps: Deps, storageKey: string) =>
  storageKey.startsWith(SEED_PREFIX) ? new URL(path.basename(storageKey), SEED_ASSETS) : path.join(deps.config.filesDir, storageKey);

export const fileUrl = (id: number) => `/recruit/api/Files/Get?id=${id}`;

function present(row: repo.FileRow) {
  const url = fileUrl(row.id);
  return { id: row.id, name: row.name, fullPath: url, fullThumbImagePath: row.mime.startsWith('image/') ? url : null };
}

/**
 * Store uploads after checking what they are by content; the whole batch is refused on one bad file.
 * A seeker-private origin narrows the kinds and sizes and keeps the files out of any company.
 */
export async function storeFiles(deps: Deps, caller: Caller, incoming: IncomingFile[], allowed: readonly FileKind[], fromType: string, db: Queryable = deps.db) {
  const privateRule = SEEKER_PRIVATE_FROM.get(fromType);
  const accepted = privateRule?.kinds ?? allowed;
  const kinds = incoming.map((f) => sniff(f.data));
  const bad = kinds.findIndex((k) => !k || !accepted.includes(k));
  if (bad >= 0) throw new AppError('FILE_TYPE', { types: accepted.join(',') });
  if (privateRule && incoming.some((f) => f.data.length > privateRule.maxBytes)) throw new AppError('BODY_TOO_LARGE');
  await mkdir(deps.config.filesDir, { recursive: true });
  const rows = [];
  for (const [i, f] of incoming.entries()) {
    const kind = kinds[i]!;
    const storageKey = `${randomUUID()}.${kind}`;
    await writeFile(path.join(deps.config.filesDir, storageKey), f.data);
    const name = path.basename(f.filename).slice(0, 255) || `file.${kind}`;
    const tenementId = privateRule ? null : caller.tenementId;
    rows.push(await repo.insert(db, { tenementId, userId: caller.userId, name, mime: MIME[kind], size: f.data.length, storageKey, fromType: PUBLIC_FROM.has(fromType) && !IMAGE_KINDS.includes(kind) ? 'upload' : fromType }));
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

/** Whether the caller may read a file (see the origins above). */
async function mayRead(deps: Deps, caller: Caller | null, row: repo.FileRow): Promise<boolean> {
  if (PUBLIC_FROM.has(row.fromType)) return true;
  if (!caller) return false;
  if (caller.userId === row.userId) return true;
  if (isSeekerPrivate(row.fromType)) {
    // HR acting for a company the uploader applied to: the application is what opens the papers.
    return caller.identity === 'manage' && caller.tenementId !== null && repo.hasApplicationFrom(deps.db, caller.tenementId, row.userId);
  }
  return row.tenementId !== null && caller.tenementId === row.tenementId;
}

/** A file's bytes, if the caller may read it: public images to anyone, seekers' papers as above, others to the uploader's company or the uploader. */
export async function readStored(deps: Deps, caller: Caller | null, id: number) {
  const row = await repo.findById(deps.db, id);
  if (!row || !(await mayRead(deps, caller, row))) throw new AppError('NOT_FOUND');
  return { row, data: await readFile(storedPath(deps, row.storageKey)) };
}

export async function listUploads(deps: Deps, caller: Caller, page: number, perPage: number) {
  if (caller.tenementId === null) throw new AppError('NOT_MANAGER');
  const { rows, total } = await repo.pageOfTenement(deps.db, caller.tenementId, page, perPage);
  return { list: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), fullPath: fileUrl(r.id) })), totalCount: total, page, perPage };
}
