/**
 * Sending one transition: `{ids, ...fields}` to the row's call. Refusals (a record in another stage,
 * a race lost, a key missing, a field wrong) are the dialog's to show beside what was typed, so the
 * client raises no toast for business states; an ended session still logs out as everywhere.
 */
import { TRANSITIONS, type TransitionName } from '../../common/pipeline.ts';
import { States } from '../../common/states.ts';
import { http } from '../../shell/http.ts';

const BUSINESS_STATES: readonly number[] = Object.values(States)
  .filter((s) => s.http === 200 && !('sessionInvalid' in s) && s.code !== States.OK.code)
  .map((s) => s.code);

export interface Moved {
  updated: number;
  list: Array<{ id: number; stage: number; step: number }>;
}

export function postTransition(call: TransitionName, body: { ids: readonly number[] } & Record<string, unknown>): Promise<Moved> {
  return http.post<Moved>(TRANSITIONS[call].call, body, { quietStates: BUSINESS_STATES });
}
