/**
 * TalentCenter/BringIntoPipeline: library entries become applications at 新投递 of a published position
 * of the company in the member's scope, all or nothing. The application carries HR's copy as its resume
 * and the source 人才中心. A parsed entry without an account gets a job-seeker account on its phone,
 * with no password (nobody can log in with it until its owner sets one through 找回密码 with a code sent
 * to that phone), opened by the company; an existing account with that phone or e-mail is taken instead,
 * unless it already has another entry in the company (1402: HR merges them first).
 */
import type { Deps } from '../../deps.ts';
import type { Lang } from '../../../common/states.ts';
import { POSITION_STATE } from '../../../common/recruiting.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { positionInScope } from '../access/application-scope.ts';
import { createUser } from '../identity/service.ts';
import { syncedScope } from './access.ts';
import * as brRepo from './bring-in-repository.ts';
import { visibleIds } from './detail-repository.ts';
import { TALENT_CENTER_SOURCE } from './menus.ts';
import * as repo from './repository.ts';
import type { HrResume } from './resume.ts';

/** No scrypt hash verifies against it: the account has no password until its owner sets one. */
const NO_PASSWORD = '!';
const OPEN_RECORD_INDEX = 'delivery_records_open';

async function freeAccountName(tx: Tx, phone: string): Promise<string> {
  for (let n = 0; ; n++) {
    const account = n === 0 ? `p${phone}` : `p${phone}_${n}`;
    if (!(await brRepo.accountTaken(tx, account))) return account;
  }
}

/** The entry's account: its own, an existing one with its phone or e-mail, or a new one on its phone. */
async function accountOf(tx: Tx, entry: repo.EntryRow): Promise<number> {
  if (entry.userId !== null) return entry.userId;
  if (!entry.phone) throw new AppError('TALENT_NO_CONTACT', { name: entry.name });
  const holders = await brRepo.accountsWith(tx, entry.phone, entry.email);
  if (holders.length > 1) throw new AppError('TALENT_CONTACT_TAKEN', { name: entry.name, other: entry.email ?? '' });
  let userId = holders[0]?.id;
  if (userId !== undefined) {
    const other = await brRepo.otherEntryOf(tx, entry.tenementId, userId, entry.id);
    if (other) throw new AppError('TALENT_CONTACT_TAKEN', { name: entry.name, other: other.name });
  } else {
    const user = await createUser(tx, {
      account: await freeAccountName(tx, entry.phone),
      passwordHash: NO_PASSWORD,
      phone: entry.phone,
      email: entry.email,
      name: entry.name,
      createdByTenementId: entry.tenementId,
    });
    userId = user.id;
  }
  await repo.linkPerson(tx, entry.id, userId);
  return userId;
}

/** HR's copy in the online resume's shape, as an application's snapshot. */
function snapshotOf(copy: HrResume) {
  return {
    kind: 1,
    basic: copy.basic ?? {},
    jobStatus: copy.jobStatus ?? null,
    selfEvaluation: copy.selfEvaluation ?? null,
    skills: copy.skills ?? [],
    expect: copy.expect ?? null,
    jobs: copy.jobs ?? [],
    projects: copy.projects ?? [],
    educations: copy.educations ?? [],
    photos: [],
  };
}

function isOpenRecordClash(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const pg = e as { code?: unknown; constraint?: unknown };
    if (pg.code === '23505' && (pg.constraint === undefined || pg.constraint === OPEN_RECORD_INDEX)) return true;
  }
  return false;
}

export async function bringIn(deps: Deps, caller: Manager, input: { ids: number[]; positionId: number }, lang: Lang) {
  const s = await syncedScope(deps, caller);
  const position = await brRepo.positionOf(deps.db, input.positionId);
  if (!position || position.tenementId !== caller.tenementId || !(await positionInScope(deps.db, caller, position.id)))
    throw new AppError('NOT_FOUND');
  if (position.state !== POSITION_STATE.published) throw new AppError('POSITION_CLOSED');
  let current = '';
  try {
    return await inTransaction(deps.db, async (tx) => {
      const entries = await visibleIds(tx, input.ids, s);
      if (entries.length !== input.ids.length) throw new AppError('NOT_FOUND');
      const out: Array<{ id: number; deliveryRecordId: number }> = [];
      for (const id of input.ids) {
        const entry = (await repo.entryForUpdate(tx, id))!;
        current = entry.name;
        const userId = await accountOf(tx, entry);
        if (await brRepo.openRecordOf(tx, userId, position.id))
          throw new AppError('TALENT_IN_PIPELINE', { name: entry.name, position: position.name });
        const deliveryRecordId = await brRepo.insertApplication(tx, {
          tenementId: caller.tenementId,
          positionId: position.id,
          userId,
          resumeType: 1,
          resumeSnapshot: snapshotOf(entry.resume as HrResume),
          source: TALENT_CENTER_SOURCE,
          lang,
        });
        await repo.insertLogs(tx, [
          { tenementId: entry.tenementId, entryId: id, kind: 'pipeline', after: { position: position.name }, actorId: caller.userId },
        ]);
        out.push({ id, deliveryRecordId });
      }
      return out;
    });
  } catch (error) {
    if (isOpenRecordClash(error)) throw new AppError('TALENT_IN_PIPELINE', { name: current, position: position.name });
    throw error;
  }
}
