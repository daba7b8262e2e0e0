/**
 * Erasing one person's data through every holder (holders.ts), and answering an erasure request: it
 * runs unless a hire's legal retention applies (a hire not yet left, or left less than
 * EMPLOYEE_RETENTION_YEARS ago) or the account is a company's member (its staff record is the
 * company's); then the request is answered refused with that reason, which the seeker reads.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import { ERASURE_REFUSAL, EMPLOYEE_RETENTION_YEARS, PRIVACY_REQUEST_STATE, type ErasureRefusal } from '../../../common/privacy.ts';
import { HOLDERS } from './holders.ts';
import { removeFileBytes } from './file-bytes.ts';
import * as requests from './repositories/requests.ts';
import { hiresOf, isMember } from './repositories/subjects.ts';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';

export interface Refusal {
  reason: ErasureRefusal;
  /** The day the last hire's retention ends; null while a hire has not left. */
  retainUntil: string | null;
}

const addYears = (isoDate: string, years: number) => `${Number(isoDate.slice(0, 4)) + years}${isoDate.slice(4)}`;

/** Why the person's data must stay, or null when it may go. */
export async function refusalOf(db: Queryable, userId: number, now: Date): Promise<Refusal | null> {
  const hires = await hiresOf(db, userId);
  if (hires.some((h) => h.stage !== PIPELINE_STAGE.dimission || !h.dimissionDate))
    return { reason: ERASURE_REFUSAL.legalRetention, retainUntil: null };
  const today = now.toISOString().slice(0, 10);
  const until = hires
    .map((h) => addYears(h.dimissionDate!, EMPLOYEE_RETENTION_YEARS))
    .sort()
    .at(-1);
  if (until && until > today) return { reason: ERASURE_REFUSAL.legalRetention, retainUntil: until };
  if (await isMember(db, userId)) return { reason: ERASURE_REFUSAL.member, retainUntil: null };
  return null;
}

export interface ErasureCounts {
  counts: Record<string, number>;
  files: string[];
}

/** Every holder's erase, in the list's order, inside the caller's transaction. */
export async function eraseUser(tx: Tx, userId: number, now: Date): Promise<ErasureCounts> {
  const counts: Record<string, number> = {};
  const files: string[] = [];
  for (const holder of HOLDERS) {
    if (!holder.erase) continue;
    const done = await holder.erase(tx, userId, now);
    counts[holder.name] = done.rows;
    files.push(...(done.files ?? []));
  }
  return { counts, files };
}

export interface RequestOutcome {
  state: number;
  reason: string | null;
  retainUntil: string | null;
}

/** Answers one pending request inside `tx`: refused with the reason, or the person erased and audited. */
export async function answerRequest(tx: Tx, requestId: number, answeredBy: number | null, trigger: string, now: Date) {
  const request = await requests.requestById(tx, requestId);
  if (!request) throw new AppError('NOT_FOUND');
  if (request.state !== PRIVACY_REQUEST_STATE.pending) throw new AppError('PRIVACY_REQUEST_ANSWERED');
  const refusal = await refusalOf(tx, request.userId, now);
  const erased = refusal ? null : await eraseUser(tx, request.userId, now);
  const outcome: RequestOutcome = refusal
    ? { state: PRIVACY_REQUEST_STATE.refused, reason: refusal.reason, retainUntil: refusal.retainUntil }
    : { state: PRIVACY_REQUEST_STATE.done, reason: null, retainUntil: null };
  // Conditional on pending: of two racing answers exactly one wins; the other's erasure is undone with its transaction.
  if (!(await requests.answer(tx, requestId, { ...outcome, answeredBy, answeredAt: now }))) throw new AppError('PRIVACY_REQUEST_ANSWERED');
  if (erased)
    await requests.insertAudit(tx, {
      kind: 'erasure',
      trigger,
      dryRun: false,
      counts: { ...erased.counts, fileBytes: erased.files.length },
      createdAt: now,
    });
  return { id: requestId, outcome, files: erased?.files ?? [], erased: erased?.counts ?? null };
}

/**
 * Runs pending requests (HR's 处理, or the seeker's own when no company holds their data), all or
 * nothing: one already answered refuses the batch (1491). Files' disk bytes go after commit.
 */
export async function runRequests(
  deps: Pick<Deps, 'db' | 'config' | 'clock'>,
  ids: readonly number[],
  answeredBy: number | null,
  trigger: string,
) {
  const now = deps.clock.now();
  const done = await inTransaction(deps.db, async (tx) => {
    const answers = [];
    for (const id of ids) answers.push(await answerRequest(tx, id, answeredBy, trigger, now));
    return answers;
  });
  await removeFileBytes(
    deps.config,
    done.flatMap((d) => d.files),
  );
  return done.map((d) => ({ id: d.id, ...d.outcome }));
}
