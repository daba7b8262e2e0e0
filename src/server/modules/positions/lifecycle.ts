/**
 * The lifecycle: draft or offline → waiting for publish (申请发布) → published (发布) → offline (下线),
 * from the one state table in src/common/position-lifecycle.ts (the back office's buttons read it too).
 * A batch moves together or not at all: one position of another company or outside the caller's
 * scope (1102), one of a kind the caller's keys do not reach (1190), one in the wrong state (1143
 * naming its state), or one lacking what publishing needs (1152 naming what), refuses every id.
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Lang } from '../../../common/states.ts';
import { POSITION_STATE } from '../../../common/recruiting.ts';
import { POSITION_STEPS, missingForStep, type LifecycleStep } from '../../../common/position-lifecycle.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { logOperation } from '../oplog/service.ts';
import { incompleteParams, stateStepParams } from './constants.ts';
import { positionScope, scopedWhere } from './positions.ts';
import { assertTypesHeld } from './type-keys.ts';
import * as repo from './repository.ts';

export type Step = LifecycleStep;

function valuesOf(step: Step): repo.PositionPatch & { state: number } {
  const now = new Date();
  switch (step) {
    // The first submit fixes the name and recruitment type: a later one keeps its time.
    case 'applyPublish':
      return { state: POSITION_STATE.pending, submittedAt: repo.firstSubmitTime() };
    case 'publish':
      return { state: POSITION_STATE.published, publishedAt: now, offlineAt: null };
    case 'offline':
      return { state: POSITION_STATE.offline, offlineAt: now };
  }
}

export async function moveLifecycle(deps: Deps, caller: Manager, ids: number[], step: Step, lang: Lang) {
  const s = await positionScope(deps.db, caller);
  const wanted = [...new Set(ids)];
  return inTransaction(deps.db, async (tx) => {
    const rows = await repo.positionsForUpdate(tx, scopedWhere(s), wanted);
    if (rows.length !== wanted.length) throw new AppError('NOT_FOUND');
    await assertTypesHeld(tx, caller, step, rows);
    const wrong = rows.find((r) => !(POSITION_STEPS[step].from as readonly number[]).includes(r.state));
    if (wrong) throw new AppError('POSITION_STATE', stateStepParams(wrong.state, step, lang));
    const incomplete = rows.find((r) => missingForStep(step, r).length > 0);
    if (incomplete)
      throw new AppError('POSITION_INCOMPLETE', incompleteParams(incomplete.name, missingForStep(step, incomplete), step, lang));
    const values = valuesOf(step);
    await repo.updatePositions(tx, s.tenementId, wanted, values);
    for (const r of rows) {
      await logOperation(tx, caller, {
        action: 'edit',
        resource: 'positionInfo',
        recordId: r.id,
        summary: { step, before: { state: r.state }, after: { state: values.state } },
      });
    }
    return { updated: rows.length };
  });
}
