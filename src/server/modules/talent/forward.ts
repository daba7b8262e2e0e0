/**
 * ForwardingToEmail: the entry's resume (HR's copy, as the member sees it: masked fields stay masked)
 * as an e-mail's text, with the attachments of the person's applications the member sees and the parsed
 * file, through the app's sender (outbox row, then the gateways), after the log row is committed.
 */
import type { Deps } from '../../deps.ts';
import type { Lang } from '../../../common/states.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { fileStore } from '../files/store/store.ts';
import { entryInScope, talentScope } from './access.ts';
import { applicationsOf, fileOf } from './detail-repository.ts';
import { label, resumeText } from './forward-text.ts';
import { FORWARDS_PER_DAY } from './menus.ts';
import { presentResume } from './presenter.ts';
import * as repo from './repository.ts';
import type { HrResume } from './resume.ts';

/** An e-mail carries at most this much in attachments; further files are left out. */
const ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ForwardInput {
  id: number;
  emails: string[];
  subject?: string | undefined;
  message?: string | undefined;
  withAttachments?: boolean | undefined;
}

async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function attachmentsOf(deps: Deps, fileIds: number[]) {
  const store = fileStore(deps.config, deps.db);
  const out: Array<{ filename: string; content: Buffer; contentType: string }> = [];
  let total = 0;
  for (const id of [...new Set(fileIds)]) {
    const row = await fileOf(deps.db, id);
    if (!row || total + row.size > ATTACHMENTS_MAX_BYTES) continue;
    const bytes = await store.get(row.storageKey);
    if (!bytes) continue;
    total += row.size;
    out.push({ filename: row.name, content: await bufferOf(bytes.stream), contentType: row.mime });
  }
  return out;
}

export async function forwardEntry(deps: Deps, caller: Manager, input: ForwardInput, lang: Lang) {
  const s = await talentScope(deps, caller);
  const entry = await entryInScope(deps, s, input.id);
  const apps = entry.userId === null ? [] : await applicationsOf(deps.db, entry.tenementId, entry.userId, s);
  const fileIds =
    input.withAttachments === false
      ? []
      : [...apps.flatMap((a) => (a.attachmentFileId ? [a.attachmentFileId] : [])), ...(entry.fileId ? [entry.fileId] : [])];
  const attachments = await attachmentsOf(deps, fileIds);
  const subject = input.subject?.trim() || label('subject', lang, { name: entry.name });
  const body = resumeText(entry.name, presentResume(entry.resume as HrResume, s), lang, {
    who: caller.account,
    message: input.message,
    attachments: attachments.length,
  });
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const since = new Date(deps.clock.now().getTime() - DAY_MS);
    if ((await repo.forwardsSince(tx, entry.tenementId, caller.userId, since)) >= FORWARDS_PER_DAY)
      throw new AppError('TALENT_FORWARD_LIMIT', { max: FORWARDS_PER_DAY });
    await repo.insertLogs(tx, [
      { tenementId: entry.tenementId, entryId: entry.id, kind: 'forward', toEmails: input.emails, subject, actorId: caller.userId },
    ]);
    afterCommit(async () => {
      for (const target of input.emails) await deps.sender.send({ channel: 'mail', target, subject, body, attachments });
    });
  });
  return { sent: input.emails.length, attachments: attachments.length };
}
