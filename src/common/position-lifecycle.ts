/**
 * The position lifecycle's one state table: from which states each step (and edit and delete) may
 * start, and what a position must hold to be published. The server enforces it (src/server/modules/positions/lifecycle.ts and writes.ts answer
 * 1143 naming the state, or 1141 for an edit once published); the back office reads the same rows
 * (`enabledWhen: {table: "position"}` in a definition) to offer a button only where it can succeed.
 */
import { POSITION_STATE } from './recruiting.ts';

const P = POSITION_STATE;

export interface PositionStepRow {
  /** The call after /api/ (the lifecycle steps; edit and delete are the definition's own). */
  readonly call?: string;
  readonly from: readonly number[];
  /** Fields the position must have to take the step (job seekers filter and read them). */
  readonly needs?: readonly PublishField[];
}

/** What a position must say before it goes to job seekers: its type, department and work place (a factory only where it has one: head-office jobs have none). */
export const PUBLISH_NEEDS = ['positionTypeId', 'deptId', 'officePlaceId'] as const;
export type PublishField = (typeof PUBLISH_NEEDS)[number];

export const POSITION_STEPS = {
  /** Edit until published (a published position is locked: take it offline first). */
  edit: { from: [P.draft, P.pending, P.offline] },
  applyPublish: { call: 'PositionInfo/ApplyForPublish', from: [P.draft, P.offline], needs: PUBLISH_NEEDS },
  publish: { call: 'PositionInfo/Publish', from: [P.pending], needs: PUBLISH_NEEDS },
  offline: { call: 'PositionInfo/Offline', from: [P.published] },
  /** Drafts and offline positions (the server also refuses one with applications). */
  delete: { from: [P.draft, P.offline] },
} as const satisfies Record<string, PositionStepRow>;

export type PositionStep = keyof typeof POSITION_STEPS;
/** The steps that move a position to another state (one call each, a batch of ids). */
export type LifecycleStep = 'applyPublish' | 'publish' | 'offline';

export type PositionStepRecord = { state: number } & Partial<Record<PublishField, unknown>>;

/** The fields a step needs that the position lacks (none for a step without needs). */
export function missingForStep(step: PositionStep, record: PositionStepRecord): PublishField[] {
  const row: PositionStepRow = POSITION_STEPS[step];
  return (row.needs ?? []).filter((f) => record[f] === undefined || record[f] === null);
}

export const positionStepAllows = (step: PositionStep, record: PositionStepRecord): boolean =>
  (POSITION_STEPS[step].from as readonly number[]).includes(record.state) && missingForStep(step, record).length === 0;
