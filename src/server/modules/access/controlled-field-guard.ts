/**
 * Controlled fields (系统 → 受控字段) mask or hide a column for every role of the company that does
 * not list it as visible. Editing one (its table, field or way of control) or deleting it can unmask
 * the column for everyone at once, the writer included, so those two writes are the company's
 * administrators' (top administrators and administrator roles, who see every column anyway): no key
 * holder can reveal a column they themselves see masked. Adding one only masks more, so the
 * `controlledField:add` key stays enough for that.
 */
import type { ResourceName } from '../../../../generated/definitions.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { callerRoles } from './service.ts';

/** Called by the generic resources service before an edit or delete of any resource. */
export async function guardResourceChange(db: Queryable, caller: Caller, name: ResourceName) {
  if (name !== 'ControlledField') return;
  const mine = await callerRoles(db, caller);
  if (!(mine.isTopAdmin || mine.roles.some((r) => r.isAdmin))) throw new AppError('CONTROLLED_FIELD_ADMIN_ONLY');
}
