/** 薪资审批's list and the start dialog's choices, over the applications the caller sees (the stage lists' condition). */
import type { Deps } from '../../../deps.ts';
import type { Manager } from '../../../http/manager.ts';
import type { Lang } from '../../../../common/states.ts';
import { SALARY_PROCESS_STATE, SALARY_STATE_NAMES, type SalaryProcessState } from '../../../../common/salary.ts';
import { listScope, seenApplications } from '../lists/service.ts';
import { OFFER_STEPS } from './service.ts';
import * as repo from './repository.ts';

const amount = (v: string | number) => Number(v);

/** 薪资审批's page: the processes of the applications the caller sees, open ones first. */
export async function processList(
  deps: Deps,
  caller: Manager,
  q: { page: number; perPage: number; state?: number; keyword?: string; positionId?: number },
  lang: Lang,
) {
  const scope = await listScope(deps, caller);
  const settings = await repo.settingsOf(deps.db, caller.tenementId);
  const { rows, total } = await repo.listPage(
    deps.db,
    {
      tenementId: caller.tenementId,
      seen: seenApplications(scope),
      state: q.state,
      keyword: q.keyword?.trim() || undefined,
      positionId: q.positionId,
    },
    (q.page - 1) * q.perPage,
    q.perPage,
  );
  const named = settings.approverIds;
  const mayEnd = (startedBy: number) =>
    (named.length === 0 || named.includes(caller.userId)) && !(startedBy === caller.userId && named.some((u) => u !== caller.userId));
  return {
    list: rows.map((r) => ({
      ...r,
      salary: amount(r.salary),
      stateName: SALARY_STATE_NAMES[r.state as SalaryProcessState][lang],
      startedAt: r.startedAt.toISOString(),
      endedAt: r.endedAt ? r.endedAt.toISOString() : null,
      canEnd: r.state === SALARY_PROCESS_STATE.open && mayEnd(r.startedBy),
    })),
    totalCount: total,
    page: q.page,
    perPage: q.perPage,
  };
}

/** The start dialog's choices: applications at the offer steps the caller sees, without an open approval. */
export async function startCandidates(deps: Deps, caller: Manager, keyword?: string) {
  const scope = await listScope(deps, caller);
  // Starting moves nothing but writes: the scope on positions alone, as the transitions read it.
  const rows = await repo.candidates(
    deps.db,
    caller.tenementId,
    seenApplications({ ...scope, takesPart: undefined }),
    OFFER_STEPS,
    keyword?.trim() || undefined,
  );
  const props = await repo.proposals(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const p = props.get(r.id);
    return {
      value: r.id,
      display: `${r.name}（${r.positionName}）`,
      salary: p ? amount(p.salary) : null,
      salaryUnit: p?.salaryUnit ?? null,
    };
  });
}
