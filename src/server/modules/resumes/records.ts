/**
 * One application (delivery record) as the seeker-side calls need it, and who may touch it: its
 * seeker, or HR acting for the company it was sent to whose data scope reaches its position. Anyone
 * else gets 1102, as if it did not exist.
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { seekerStage } from '../../../common/recruiting.ts';
import type { Lang } from '../../../common/states.ts';
import { CATALOG, present } from '../dropdown/catalog.ts';
import { grantsOf } from '../access/service.ts';
import { assertApplicationInScope } from '../access/application-scope.ts';
import type { Caller } from '../identity/sessions.ts';
import { recordById, type RecordRow } from './repository.ts';

/** Position screens (positionInfo, shortPosition): HR reads applications through them. */
export const POSITION_MENUS = [201, 207] as const;
export const POSITION_EDIT_KEYS = ['positionInfo:edit', 'shortPosition:edit'] as const;

/** The caller's own application. */
export async function ownRecord(db: Queryable, caller: Caller, id: number): Promise<RecordRow> {
  const r = await recordById(db, id);
  if (!r || r.userId !== caller.userId) throw new AppError('NOT_FOUND');
  return r;
}

/** An application to the caller's company, its position in the caller's scope (the route already checked menus or keys). */
export async function companyRecord(db: Queryable, caller: Caller, id: number): Promise<RecordRow> {
  const r = await recordById(db, id);
  if (!r) throw new AppError('NOT_FOUND');
  await assertApplicationInScope(db, caller, r);
  return r;
}

/** Its seeker, or HR of its company who may open the position screens (a route open to both). */
export async function ownOrCompanyRecord(db: Queryable, caller: Caller, id: number): Promise<RecordRow> {
  const r = await recordById(db, id);
  if (r && r.userId === caller.userId) return r;
  if (!r) throw new AppError('NOT_FOUND');
  await assertApplicationInScope(db, caller, r);
  const grants = await grantsOf(db, caller);
  if (!grants.menus.some((m) => (POSITION_MENUS as readonly number[]).includes(m.id))) throw new AppError('FORBIDDEN');
  return r;
}

const stageNames = CATALOG.ResumeLib!.DeliveryStage!;

export function presentRecordSummary(r: RecordRow, lang: Lang) {
  const seeker = seekerStage(r.stage, r.viewedAt !== null);
  return {
    id: r.id,
    positionId: r.positionId,
    positionName: r.positionName,
    tenementId: r.tenementId,
    tenementName: r.tenementName,
    resumeType: r.resumeType,
    stage: r.stage,
    seekerStage: seeker,
    seekerStageName: present(stageNames, lang).find((o) => o.value === seeker)?.display ?? '',
    createdAt: r.createdAt.toISOString(),
    viewedAt: r.viewedAt?.toISOString() ?? null,
    arrivalTime: r.arrivalTime?.toISOString() ?? null,
  };
}
