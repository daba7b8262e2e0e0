/**
 * A company's salary approval settings (SalaryInfo/GetSetting, SaveSetting, GetGlobalflowUrl): whether
 * an offer needs an approved salary, the approvers (enabled members), the external workflow's address.
 */
import type { Deps } from '../../../deps.ts';
import { inTransaction } from '../../../db/tx.ts';
import { fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { isUrl } from '../../../../common/validators.ts';
import { changes, logOperation } from '../../oplog/service.ts';
import * as repo from './repository.ts';

export async function globalflowUrl(deps: Deps, caller: Manager) {
  return { url: (await repo.settingsOf(deps.db, caller.tenementId)).globalflowUrl ?? '' };
}

export async function getSettings(deps: Deps, caller: Manager) {
  const s = await repo.settingsOf(deps.db, caller.tenementId);
  const members = await repo.enabledMembers(deps.db, caller.tenementId, s.approverIds);
  return {
    requireApproval: s.requireApproval,
    approverIds: s.approverIds,
    approvers: members.map((m) => ({ value: m.userId, display: m.name })),
    globalflowUrl: s.globalflowUrl ?? '',
  };
}

export async function saveSettings(
  deps: Deps,
  caller: Manager,
  body: { requireApproval: boolean; approverIds: number[]; globalflowUrl?: string },
) {
  const approverIds = [...new Set(body.approverIds)];
  const url = body.globalflowUrl?.trim() || null;
  if (url && !isUrl(url)) throw fieldError('globalflowUrl', { rule: 'format' });
  await inTransaction(deps.db, async (tx) => {
    const members = await repo.enabledMembers(tx, caller.tenementId, approverIds);
    const missing = approverIds.find((u) => !members.some((m) => m.userId === u));
    if (missing !== undefined) throw fieldError('approverIds', { rule: 'format' });
    const before = await repo.settingsOf(tx, caller.tenementId);
    const after = { requireApproval: body.requireApproval, approverIds, globalflowUrl: url };
    await repo.saveSettings(tx, caller.tenementId, after, caller.userId);
    // What changed only: the log reads each setting's before → after, not the ones left as they were.
    await logOperation(tx, caller, { action: 'config', resource: 'salaryApproval', summary: changes({ ...before }, after) });
  });
  return getSettings(deps, caller);
}
