/**
 * Where a card may go from the board: a row of the transition table (src/common/pipeline.ts, the
 * one the server enforces) that starts from the card's stage, leads to the column's stage, and whose
 * key for that stage the caller holds. Rows that go "back where it came from" have no fixed column.
 */
import { TRANSITIONS, transitionAllows, transitionKey, type TransitionName } from '../../../common/pipeline.ts';
import { RECRUITMENT_TYPE, type PipelineStage } from '../../../common/recruiting.ts';

export interface MoveTarget {
  stage: number;
  call: TransitionName;
}

export interface MoveContext {
  keys: ReadonlySet<string>;
  recruitmentType: number;
}

const ROWS = Object.entries(TRANSITIONS) as Array<[TransitionName, (typeof TRANSITIONS)[TransitionName]]>;

/** Every column the card may be moved to, in the table's order, one row per column. */
export function moveTargets(card: { stage: number; step: number }, ctx: MoveContext): MoveTarget[] {
  const out: MoveTarget[] = [];
  for (const [call, row] of ROWS) {
    if (typeof row.to !== 'number' || row.to === card.stage || out.some((t) => t.stage === row.to)) continue;
    if (!transitionAllows(row, card)) continue;
    if ('generalWorkerOnly' in row && row.generalWorkerOnly && ctx.recruitmentType !== RECRUITMENT_TYPE.shortTerm) continue;
    if (!ctx.keys.has(transitionKey(row, card.stage as PipelineStage))) continue;
    out.push({ stage: row.to, call });
  }
  return out;
}

export function moveTo(card: { stage: number; step: number }, stage: number, ctx: MoveContext): TransitionName | null {
  return moveTargets(card, ctx).find((t) => t.stage === stage)?.call ?? null;
}

/** Whether the step asks for fields of its own (then the transition dialog collects them). */
export const needsDialog = (call: TransitionName) => (TRANSITIONS[call].input.required ?? []).length > 0;
