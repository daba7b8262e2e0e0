/**
 * The position lifecycle's one state table: from which states each step (and edit and delete) may
 * start. The server enforces it (src/server/modules/positions/lifecycle.ts and writes.ts answer
 * 1143 naming the state, or 1141 for an edit once published); the back office reads the same rows
 * (`enabledWhen: {table: "position"}` in a definition) to offer a button only where it can succeed.
 */
import { POSITION_STATE } from './recruiting.ts';

const P = POSITION_STATE;

export interface PositionStepRow {
  /** The call after /api/ (the lifecycle steps; edit and delete are the definition's own). */
  readonly call?: string;
  readonly from: readonly number[];
}

export const POSITION_STEPS = {
  /** Edit until published (a published position is locked: take it offline first). */
  edit: { from: [P.draft, P.pending, P.offline] },
  applyPublish: { call: 'PositionInfo/ApplyForPublish', from: [P.draft, P.offline] },
  publish: { call: 'PositionInfo/Publish', from: [P.pending] },
  offline: { call: 'PositionInfo/Offline', from: [P.published] },
  /** Drafts and offline positions (the server also refuses one with applications). */
  delete: { from: [P.draft, P.offline] },
} as const satisfies Record<string, PositionStepRow>;

export type PositionStep = keyof typeof POSITION_STEPS;
/** The steps that move a position to another state (one call each, a batch of ids). */
export type LifecycleStep = 'applyPublish' | 'publish' | 'offline';

export const positionStepAllows = (step: PositionStep, record: { state: number }): boolean =>
  (POSITION_STEPS[step].from as readonly number[]).includes(record.state);
