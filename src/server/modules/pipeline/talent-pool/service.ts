/**
 * GetHcpResult: for a batch of applications thrown to the talent pool, where each one is now. The
 * batch is read under the same rules as a transition (the caller's company and data scope on
 * positions; one record outside refuses the whole answer with 1201 naming it), so the answer never
 * tells HR about an application they could not move.
 */
import type { Deps } from '../../../deps.ts';
import type { Lang } from '../../../../common/states.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { positionDataScope } from '../../access/application-scope.ts';
import { recordsForMove } from '../repository.ts';
import { openApplicationsOf, poolEntriesOf } from './repository.ts';
import { presentHcpResult, type HcpResult } from './presenter.ts';

export async function hcpResult(
  deps: Pick<Deps, 'db'>,
  caller: Manager,
  ids: readonly number[],
  lang: Lang,
): Promise<{ list: HcpResult[] }> {
  const wanted = [...new Set(ids)];
  const scope = await positionDataScope(deps.db, caller);
  const records = await recordsForMove(deps.db, caller.tenementId, wanted, scope.where);
  const missing = wanted.find((id) => !records.some((r) => r.id === id));
  if (missing !== undefined) throw new AppError('PIPELINE_RECORD_MISSING', { id: missing });
  const [entries, open] = await Promise.all([
    poolEntriesOf(deps.db, caller.tenementId, wanted),
    openApplicationsOf(
      deps.db,
      caller.tenementId,
      records.map((r) => r.userId),
    ),
  ]);
  const list = wanted.map((id) => {
    const r = records.find((x) => x.id === id)!;
    const entry = entries.find((e) => e.deliveryRecordId === id);
    return presentHcpResult(
      r,
      entry,
      open.find((o) => o.userId === r.userId && o.positionId === r.positionId),
      lang,
    );
  });
  return { list };
}
