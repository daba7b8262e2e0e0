/**
 * Reading the login log (LoginLog/GetList). A company sees the logins of its own members only:
 * sessions that acted for it, and failed attempts on accounts that are its members (a member's
 * job-seeker sessions are theirs, not the employer's). A reader whose data scope on people is
 * narrowed sees only the members inside it, with the people screen's controlled fields masked.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { fieldError } from '../../http/app-error.ts';
import { memberDataScope } from '../access/data-scope.ts';
import * as repo from './repository.ts';
import { presentLoginLog } from './presenter.ts';

export interface LoginLogQuery extends PageQuery {
  account_like?: string | undefined;
  success?: boolean | undefined;
  ip_like?: string | undefined;
  createdAt_gte?: string | undefined;
  createdAt_lte?: string | undefined;
}

/** The keyword matches the login as typed and the member's name: refused when any of them is masked for the reader. */
const KEYWORD_COLUMNS = ['account', 'phone', 'email', 'name'] as const;

export async function listLoginLogs(deps: Deps, caller: Manager, q: LoginLogQuery) {
  const scope = await memberDataScope(deps.db, caller);
  if (q.account_like && KEYWORD_COLUMNS.some((c) => scope.masked.has(c))) throw fieldError('account_like', { rule: 'masked' });
  const { page, perPage } = q;
  const { rows, total } = await repo.page(
    deps.db,
    {
      tenementId: caller.tenementId,
      memberScope: scope.where,
      keyword: q.account_like,
      success: q.success,
      ipLike: q.ip_like,
      // Calendar days in the server's time zone, both ends included (as the operation log reads them).
      from: q.createdAt_gte ? new Date(`${q.createdAt_gte}T00:00:00`) : undefined,
      to: q.createdAt_lte ? new Date(`${q.createdAt_lte}T23:59:59.999`) : undefined,
    },
    page,
    perPage,
  );
  return { list: rows.map((r) => presentLoginLog(r, scope.mask)), totalCount: total, page, perPage };
}

/** Attempts older than the retention (LOGIN_LOG_DAYS; the identity purge's schedule); answers how many went. */
export const purgeLoginLogsBefore = (db: Queryable, cut: Date): Promise<number> => repo.purgeBefore(db, cut);
