/**
 * Erasure requests: the seeker asks (设置账号), the companies they applied to see the request on
 * 个人数据请求 (menu 913, inside the reader's data scope on applications) and run it (erasure.ts). A
 * seeker who applied nowhere has no company to ask: the request runs at once.
 */
import type { Deps } from '../../deps.ts';
import type { Caller } from '../identity/sessions.ts';
import type { Manager } from '../../http/manager.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import { applicationDataScope } from '../access/application-scope.ts';
import { runRequests } from './erasure.ts';
import { presentCompanyRequest, presentOwnRequest } from './presenter.ts';
import * as repo from './repositories/requests.ts';

export async function myRequests(deps: Pick<Deps, 'db'>, caller: Caller) {
  return (await repo.requestsOf(deps.db, caller.userId)).map(presentOwnRequest);
}

export async function requestErasure(deps: Pick<Deps, 'db' | 'config' | 'clock'>, caller: Caller) {
  const request = await inTransaction(deps.db, async (tx) => {
    // One pending request per person: two clicks (or tabs) at once meet on the account's row.
    await repo.lockUser(tx, caller.userId);
    if (await repo.pendingOf(tx, caller.userId)) throw new AppError('PRIVACY_REQUEST_PENDING');
    return repo.insertRequest(tx, caller.userId, await repo.companiesAppliedTo(tx, caller.userId), deps.clock.now());
  });
  if (!request.tenementIds.length) await runRequests(deps, [request.id], null, 'seeker');
  const [latest] = await repo.requestsOf(deps.db, caller.userId);
  return presentOwnRequest(latest!);
}

export interface CompanyRequestQuery {
  page: number;
  perPage: number;
  state?: number | undefined;
}

export async function companyRequests(deps: Pick<Deps, 'db'>, caller: Manager, q: CompanyRequestQuery) {
  const scope = await applicationDataScope(deps.db, caller);
  const { rows, total } = await repo.companyPage(
    deps.db,
    { tenementId: caller.tenementId, scope: scope.where, state: q.state },
    q.page,
    q.perPage,
  );
  return { list: rows.map((r) => presentCompanyRequest(r, scope.mask)), totalCount: total, page: q.page, perPage: q.perPage };
}

/** HR runs requests of their company, inside their scope (1102 otherwise, as if it did not exist). */
export async function processRequests(deps: Pick<Deps, 'db' | 'config' | 'clock'>, caller: Manager, ids: readonly number[]) {
  const scope = await applicationDataScope(deps.db, caller);
  for (const id of ids)
    if (!(await repo.companyRequest(deps.db, { tenementId: caller.tenementId, scope: scope.where }, id))) throw new AppError('NOT_FOUND');
  return runRequests(deps, ids, caller.userId, 'hr');
}
