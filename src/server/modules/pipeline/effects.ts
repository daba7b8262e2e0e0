/**
 * What each transition does beside moving the stage: its own checks, the columns it sets, the work it
 * does inside the transaction, and the words the seeker reads. Rows without an entry only move.
 */
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../db/tx.ts';
import type { deliveryRecords } from '../../db/schema/index.ts';
import type { TransitionName } from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import type { Caller } from '../identity/sessions.ts';
import type { MoveRecord } from './repository.ts';
import { inappropriateEffects } from './transitions/inappropriate.ts';
import { generalWorkerEffects } from './transitions/general-worker.ts';
import { talentPoolEffects, backFromPoolEffects } from './transitions/talent-pool.ts';
import { entryEffects, backWaitingReportedEffects, dimissionEffects } from './transitions/entry.ts';

export type Input = Readonly<Record<string, unknown>>;

export interface MoveContext {
  deps: Deps;
  tx: Tx;
  caller: Caller;
  records: readonly MoveRecord[];
  input: Input;
  lang: Lang;
  afterCommit: AfterCommit;
}

export interface Effects {
  /** Refuse the whole batch (throw an AppError) before anything moves. */
  check?(ctx: MoveContext): Promise<void>;
  /** Columns set on every record the call moves. */
  patch?(input: Input): Partial<typeof deliveryRecords.$inferInsert>;
  /** Work after the move, in the same transaction. */
  after?(ctx: MoveContext): Promise<void>;
  /** What the seeker's NoticeMessage says (rows the seeker sees); the default names the new stage. */
  notice?(record: MoveRecord, input: Input, lang: Lang): string;
}

export const EFFECTS: Partial<Record<TransitionName, Effects>> = {
  Inappropriate: inappropriateEffects,
  GeneralWorkerWaitingReported: generalWorkerEffects,
  ThrowHcp: talentPoolEffects,
  BackFromHcp: backFromPoolEffects,
  Entry: entryEffects,
  BackWaitingReported: backWaitingReportedEffects,
  Dimission: dimissionEffects,
};
