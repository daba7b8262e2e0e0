import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { RECRUITING_LIMITS } from '../../../common/recruiting.ts';
import type { Caller } from '../identity/sessions.ts';
import { inTransaction } from '../../db/tx.ts';
import { IMAGE_KINDS, MIME, sniff, type FileKind } from './sniff.ts';
import {
  ATTACHMENT_FROM,
  ENTRY_DOCUMENT_FROM,
  IMPORT_ERROR_FROM,
  listedOrigins,
  mayRead,
  PUBLIC_FROM,
  RESUME_ATTACHMENT_FROM,
  RESUME_PHOTO_FROM,
} from './access.ts';
import * as repo from './repository.ts';
import { fileUrl, presentStored, presentUpload } from './presenter.ts';
import { fileStore } from './store/store.ts';
import type { IncomingFile } from '../../http/multipart.ts';
import type { Manager } from '../../http/manager.ts';

export type { IncomingFile };

export {
  COMPANY_UPLOAD_FROM,
  ENTRY_DOCUMENT_FROM,
  IMPORT_ERROR_FROM,
  PUBLIC_PURPOSES,
  RESUME_ATTACHMENT_FROM,
  RESUME_PHOTO_FROM,
} from './access.ts';

/**
 * A job seeker's own papers: no company owns them (stored without a tenement, whoever uploads); who
 * reads them is files/access.ts's rule. What each origin accepts.
 */
const SEEKER_PRIVATE_FROM: ReadonlyMap<string, { kinds: readonly FileKind[]; maxBytes: number }> = new Map([
  [RESUME_PHOTO_FROM, { kinds: IMAGE_KINDS, maxBytes: RECRUITING_LIMITS.seekerImageBytesMax }],
  [RESUME_ATTACHMENT_FROM, { kinds: ['pdf'], maxBytes: RECRUITING_LIMITS.attachmentBytesMax }],
  [ENTRY_DOCUMENT_FROM, { kinds: [...IMAGE_KINDS, 'pdf'], maxBytes: RECRUITING_LIMITS.attachmentBytesMax }],
]);
export const isSeekerPrivate = (fromType: string) => SEEKER_PRIVATE_FROM.has(fromType);

// Other modules link files through here (their presenters hold file ids or keys).
export { fileUrl };

/** Read links of files by id, for presenters that hold file ids (resume photos, entry papers, exam papers). */
export async function fileLinks(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  return new Map((await repo.keysOf(db, [...new Set(ids)])).map((f) => [f.id, fileUrl(f.key)]));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

interface Quota {
  /** The origins counted together. */
  fromTypes: readonly string[];
  /** The files of this upload that count. */
  counted: IncomingFile[];
  maxFiles: number;
  maxBytes: number;
  state: 'UPLOAD_QUOTA' | 'PRIVATE_UPLOAD_QUOTA';
}

/**
 * The daily quota an upload falls under: public pictures (readable by anyone, so the server is not free
 * hosting) and a seeker's own papers (stored for them, so one account cannot fill the disk).
 */
function quotaOf(deps: Deps, fromType: string, incoming: IncomingFile[], kinds: (FileKind | null)[]): Quota | null {
  const { config } = deps;
  if (PUBLIC_FROM.has(fromType)) {
    const counted = incoming.filter((_, i) => IMAGE_KINDS.includes(kinds[i]!));
    return counted.length
      ? {
          fromTypes: [...PUBLIC_FROM],
          counted,
          maxFiles: config.imageUploadsPerDay,
          maxBytes: config.imageUploadBytesPerDay,
          state: 'UPLOAD_QUOTA',
        }
      : null;
  }
  if (!SEEKER_PRIVATE_FROM.has(fromType)) return null;
  return {
    fromTypes: [...SEEKER_PRIVATE_FROM.keys()],
    counted: incoming,
    maxFiles: config.privateUploadsPerDay,
    maxBytes: config.privateUploadBytesPerDay,
    state: 'PRIVATE_UPLOAD_QUOTA',
  };
}

/** Counted under the uploader's row lock, so concurrent uploads cannot both slip under the quota. */
async function assertQuota(db: Queryable, caller: Caller, quota: Quota) {
  const used = await repo.uploadsSince(db, caller.userId, quota.fromTypes, new Date(Date.now() - DAY_MS));
  const bytes = quota.counted.reduce((n, f) => n + f.data.length, 0);
  if (used.files + quota.counted.length > quota.maxFiles || used.bytes + bytes > quota.maxBytes) {
    throw new AppError(quota.state, { files: quota.maxFiles, megabytes: Math.round((quota.maxBytes / MB) * 10) / 10 });
  }
}

/**
 * Store uploads after checking what they are by content; the whole batch is refused on one bad file.
 * A seeker-private origin narrows the kinds and sizes and keeps the files out of any company.
 */
export async function storeFiles(
  deps: Deps,
  caller: Caller,
  incoming: IncomingFile[],
  allowed: readonly FileKind[],
  fromType: string,
  db: Queryable = deps.db,
) {
  const privateRule = SEEKER_PRIVATE_FROM.get(fromType);
  const accepted = privateRule?.kinds ?? allowed;
  const kinds = incoming.map((f) => sniff(f.data));
  const bad = kinds.findIndex((k) => !k || !accepted.includes(k));
  if (bad >= 0) throw new AppError('FILE_TYPE', { types: accepted.join(',') });
  if (privateRule && incoming.some((f) => f.data.length > privateRule.maxBytes)) throw new AppError('BODY_TOO_LARGE');
  const quota = quotaOf(deps, fromType, incoming, kinds);
  return inTransaction(db, async (tx) => {
    if (quota) {
      await repo.lockUploader(tx, caller.userId);
      await assertQuota(tx, caller, quota);
    }
    return writeRows(deps, caller, incoming, kinds as FileKind[], fromType, tx);
  });
}

/**
 * Each file's row, then its bytes, in the caller's transaction: a database store commits both or
 * neither; on disk a failed commit leaves an unreferenced file, never a row without bytes.
 */
async function writeRows(deps: Deps, caller: Caller, incoming: IncomingFile[], kinds: FileKind[], fromType: string, tx: Queryable) {
  const store = fileStore(deps.config, tx);
  const privateRule = SEEKER_PRIVATE_FROM.get(fromType);
  const rows = [];
  for (const [i, f] of incoming.entries()) {
    const kind = kinds[i]!;
    const storageKey = `${randomUUID()}.${kind}`;
    const name = path.basename(f.filename).slice(0, 255) || `file.${kind}`;
    const tenementId = privateRule ? null : caller.tenementId;
    rows.push(
      await repo.insert(tx, {
        tenementId,
        userId: caller.userId,
        name,
        mime: MIME[kind],
        size: f.data.length,
        storageKey,
        // Only pictures are public: another kind sent for a public purpose stays a private attachment.
        fromType: PUBLIC_FROM.has(fromType) && !IMAGE_KINDS.includes(kind) ? ATTACHMENT_FROM : fromType,
      }),
    );
    await store.put(storageKey, f.data);
  }
  return rows.map(presentStored);
}

/**
 * Keep bytes another module received and serves through its own call (a parsed resume's original
 * PDF or DOCX), inside that module's transaction: a files row names them, so the database store's
 * blob has its owner row and erasing the row takes the bytes with it.
 */
export async function keepFile(
  deps: Pick<Deps, 'config'>,
  tx: Queryable,
  owner: { tenementId: number; userId: number },
  file: { name: string; mime: string; data: Buffer; extension: string },
  fromType: string,
): Promise<string> {
  const storageKey = `${fromType}-${randomUUID()}.${file.extension}`;
  await repo.insert(tx, { ...owner, name: file.name, mime: file.mime, size: file.data.length, storageKey, fromType });
  await fileStore(deps.config, tx).put(storageKey, file.data);
  return storageKey;
}

/** Write a file the server made (an import's error report) for the caller. */
export async function storeGenerated(deps: Deps, caller: Caller, name: string, data: Buffer, kind: FileKind, fromType: string) {
  const storageKey = `${randomUUID()}.${kind}`;
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.insert(tx, {
      tenementId: caller.tenementId,
      userId: caller.userId,
      name,
      mime: MIME[kind],
      size: data.length,
      storageKey,
      fromType,
    });
    await fileStore(deps.config, tx).put(storageKey, data);
    return presentStored(row);
  });
}

/**
 * A file's bytes as a stream, if the caller may read it (files/access.ts). Links name the file by its key;
 * the old `?id=` links still open public images (company logos and rich text saved before keys), nothing else.
 */
export async function readStored(deps: Deps, caller: Caller | null, ref: { key?: string | undefined; id?: number | undefined }) {
  const row =
    ref.key !== undefined
      ? await repo.findByKey(deps.db, ref.key)
      : ref.id !== undefined
        ? await repo.findById(deps.db, ref.id)
        : undefined;
  if (!row || (ref.key === undefined && !PUBLIC_FROM.has(row.fromType)) || !(await mayRead(deps.db, caller, row)))
    throw new AppError('NOT_FOUND');
  const bytes = await fileStore(deps.config, deps.db).get(row.storageKey);
  // A row whose bytes are in neither store is lost data, a server fault (500), not a missing file.
  if (!bytes) throw new Error(`the bytes of file ${row.id} (${row.storageKey}) are in no store`);
  return { row, isPublic: PUBLIC_FROM.has(row.fromType), bytes };
}

/** 文件管理's list (the route asks for its menu): what the member may open (listedOrigins), their own uploads, never another's import report. */
export async function listUploads(deps: Deps, caller: Manager, page: number, perPage: number, keyword?: string) {
  const origins = await listedOrigins(deps.db, caller);
  const { rows, total } = await repo.pageOfTenement(
    deps.db,
    { tenementId: caller.tenementId, readerId: caller.userId, origins, privateTo: [IMPORT_ERROR_FROM], keyword: keyword?.trim() },
    page,
    perPage,
  );
  return { list: rows.map(presentUpload), totalCount: total, page, perPage };
}
