/**
 * The state tables a definition's buttons may name in `enabledWhen` (and `transition`), looked up
 * by name: the pipeline's transition table and the position lifecycle. The back office asks
 * `stepAllowed` before offering a button; the CLI's check asks `stateTableHas` so a misspelt step
 * fails at `recruit check`, not in front of HR.
 */
import { TRANSITIONS, transitionAllows, type TransitionName, type TransitionRow } from './pipeline.ts';
import { POSITION_STEPS, PUBLISH_NEEDS, positionStepAllows, type PositionStep, type PositionStepRow } from './position-lifecycle.ts';
import { RECRUITMENT_TYPE } from './recruiting.ts';

export type StateTable = 'pipeline' | 'position';

export const transitionRow = (name: string): TransitionRow | undefined =>
  Object.hasOwn(TRANSITIONS, name) ? TRANSITIONS[name as TransitionName] : undefined;

export function stateTableHas(table: StateTable, call: string): boolean {
  return table === 'pipeline' ? transitionRow(call) !== undefined : Object.hasOwn(POSITION_STEPS, call);
}

/** The call a table's step is made by, when the table names one (edit and delete are a definition's own). */
export function stepCall(table: StateTable, call: string): string | undefined {
  if (table === 'pipeline') return transitionRow(call)?.call;
  return Object.hasOwn(POSITION_STEPS, call) ? (POSITION_STEPS[call as PositionStep] as PositionStepRow).call : undefined;
}

/** The fields of a listed record the tables read. */
export interface StatefulRecord {
  readonly stage?: unknown;
  readonly step?: unknown;
  readonly state?: unknown;
  readonly recruitmentType?: unknown;
  /** Fields a row's `stepWhen` reads (the interview rows' invitationState ...). */
  readonly [field: string]: unknown;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

/** A pipeline step for one record: its stage (and sub-step), and a general-worker step only for a short-term position. */
function pipelineAllows(row: TransitionRow, r: StatefulRecord): boolean {
  if (!transitionAllows(row, { ...r, stage: num(r.stage), step: r.step === null || r.step === undefined ? null : num(r.step) }))
    return false;
  return !row.generalWorkerOnly || num(r.recruitmentType) === RECRUITMENT_TYPE.shortTerm;
}

/** Whether the named table lets this record take the step; an unknown step allows nothing. */
export function stepAllowed(table: StateTable, call: string, record: StatefulRecord): boolean {
  if (table === 'pipeline') {
    const row = transitionRow(call);
    return row !== undefined && pipelineAllows(row, record);
  }
  if (!Object.hasOwn(POSITION_STEPS, call)) return false;
  const needs = Object.fromEntries(PUBLISH_NEEDS.map((f) => [f, record[f]]));
  return positionStepAllows(call as PositionStep, { ...needs, state: num(record.state) });
}
