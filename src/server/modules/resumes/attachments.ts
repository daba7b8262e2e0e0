/**
 * Attachment resumes: a seeker's PDFs (judged by content), at most RECRUITING_LIMITS.attachmentsMax
 * live ones. Deleting hides one from its owner; applications made with it still show it to HR.
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import { RECRUITING_LIMITS } from '../../../common/recruiting.ts';
import type { Caller } from '../identity/sessions.ts';
import { RESUME_ATTACHMENT_FROM, storeFiles, type IncomingFile } from '../files/service.ts';
import { sniff } from '../files/sniff.ts';
import * as repo from './repository.ts';
import { presentAttachment, presentAttachments, presentResumeLinked } from './presenter.ts';

export async function myAttachments(deps: Deps, caller: Caller) {
  return presentAttachments(deps.db, await repo.attachmentsOf(deps.db, caller.userId));
}

export async function uploadAttachment(deps: Deps, caller: Caller, file: IncomingFile) {
  // Checked before the transaction too, so a wrong file costs no lock.
  if (file.data.length > RECRUITING_LIMITS.attachmentBytesMax) throw new AppError('BODY_TOO_LARGE');
  if (sniff(file.data) !== 'pdf') throw new AppError('FILE_TYPE', { types: 'pdf' });
  return inTransaction(deps.db, async (tx) => {
    await repo.lockUser(tx, caller.userId);
    if ((await repo.countAttachments(tx, caller.userId)) >= RECRUITING_LIMITS.attachmentsMax)
      throw new AppError('ATTACHMENT_LIMIT', { max: RECRUITING_LIMITS.attachmentsMax });
    // The bytes are written before the row commits: a failed commit leaves an unreferenced file, never a row without bytes.
    const [stored] = await storeFiles(deps, caller, [file], ['pdf'], RESUME_ATTACHMENT_FROM, tx);
    const row = await repo.insertAttachment(tx, { userId: caller.userId, fileId: stored!.id, name: stored!.name, size: file.data.length });
    return presentAttachment(row, stored!.fullPath);
  });
}

export async function deleteAttachment(deps: Deps, caller: Caller, id: number) {
  await inTransaction(deps.db, async (tx) => {
    if (!(await repo.deleteAttachment(tx, caller.userId, id))) throw new AppError('NOT_FOUND');
  });
  return null;
}

/** What the apply dialog offers: the online resume (with its completeness) and the live attachments. */
export async function resumesForDelivery(deps: Deps, caller: Caller) {
  const [row, attachments] = await Promise.all([repo.resumeOf(deps.db, caller.userId), repo.attachmentsOf(deps.db, caller.userId)]);
  const online = row ? await presentResumeLinked(deps.db, row) : null;
  return {
    online: online && { id: online.id, completeness: online.completeness, updatedAt: online.updatedAt },
    attachments: await presentAttachments(deps.db, attachments),
  };
}
