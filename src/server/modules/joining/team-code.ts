/** The company's team code, and joining a company with it (a request its reviewers decide). */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import type { Manager } from '../../http/manager.ts';
import { logOperation } from '../oplog/service.ts';
import { newTeamCode } from '../org/team-code.ts';
import { ApplyType, ReviewStatus } from './constants.ts';
import { noticeJoinRequested } from './notices.ts';
import * as repo from './repository.ts';

async function companyOf(deps: Deps, caller: Manager) {
  const company = await repo.tenementOf(deps.db, caller.tenementId);
  // A company removed under a live session: its management ends with it.
  if (!company) throw new AppError('NOT_MANAGER');
  return company;
}

export async function getTeamCode(deps: Deps, caller: Manager) {
  const company = await companyOf(deps, caller);
  return { teamCode: company.teamCode, tenementName: company.name };
}

/** A fresh code: the old one stops working at once (requests already made stay). */
export async function renewTeamCode(deps: Deps, caller: Manager) {
  const company = await companyOf(deps, caller);
  const teamCode = newTeamCode();
  await inTransaction(deps.db, async (tx) => {
    await repo.setTeamCode(tx, company.id, teamCode);
    // The code is what lets people ask to join: the log records that it changed, not its value.
    await logOperation(tx, caller, { action: 'edit', resource: 'teamCode', recordId: company.id, summary: { renewed: true } });
  });
  return { teamCode };
}

export async function joinByCode(deps: Deps, caller: Caller, input: { teamCode: string; name: string; remark?: string | undefined }) {
  const company = await repo.tenementByCode(deps.db, input.teamCode);
  if (!company) throw new AppError('TEAM_CODE_INVALID');
  const form = await inTransaction(deps.db, async (tx, afterCommit) => {
    await repo.lockTenement(tx, company.id);
    if (await repo.isMember(tx, company.id, caller.userId)) throw new AppError('ALREADY_MEMBER');
    if (await repo.pendingForm(tx, company.id, caller.userId, ApplyType.JOIN)) throw new AppError('JOIN_PENDING');
    const row = await repo.insertForm(tx, {
      tenementId: company.id,
      applyType: ApplyType.JOIN,
      applicantUserId: caller.userId,
      content: { name: input.name, remark: input.remark ?? null },
    });
    afterCommit(() => noticeJoinRequested(deps, company.id, input.name, { formId: row.id, reviewStatus: ReviewStatus.PENDING }));
    return row;
  });
  return { formId: form.id };
}
