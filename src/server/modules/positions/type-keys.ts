/**
 * The shared position routes (Insert, Update, Delete, the lifecycle, exam results, HR's form answers)
 * take either screen's key, but each screen's keys reach only its own kinds of position: 短期职位's
 * (`shortPosition:*`) the short-term ones, 职位信息's (`positionInfo:*`) the others. A row of a kind the
 * caller's keys do not cover refuses the whole call (1190 naming it): batches are all or nothing.
 */
import type { Queryable } from '../../db/client.ts';
import { RECRUITMENT_TYPE } from '../../../common/recruiting.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { grantsOf } from '../access/service.ts';
import type { PositionAction } from './constants.ts';
import * as repo from './repository.ts';

/** Whether the caller's keys for the action reach positions of this recruitment type. */
export async function typeGate(db: Queryable, caller: Caller, action: PositionAction): Promise<(recruitmentType: number) => boolean> {
  const keys = (await grantsOf(db, caller)).functionKeys;
  const general = keys.has(`positionInfo:${action}`);
  const short = keys.has(`shortPosition:${action}`);
  return (type) => (type === RECRUITMENT_TYPE.shortTerm ? short : general);
}

/** 1190 naming the first row the caller's keys do not reach. */
export async function assertTypesHeld(
  db: Queryable,
  caller: Caller,
  action: PositionAction,
  rows: ReadonlyArray<{ name: string; recruitmentType: number }>,
): Promise<void> {
  const allows = await typeGate(db, caller, action);
  const outside = rows.find((r) => !allows(r.recruitmentType));
  if (outside) throw new AppError('POSITION_TYPE_NOT_HELD', { name: outside.name });
}

/** An application's position must be of a kind the caller's edit keys reach (HR's corrections of its answers). */
export async function assertApplicationTypeHeld(db: Queryable, caller: Caller, positionId: number): Promise<void> {
  const row = await repo.nameAndType(db, positionId);
  if (row) await assertTypesHeld(db, caller, 'edit', [row]);
}
