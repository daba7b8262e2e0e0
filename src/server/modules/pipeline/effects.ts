/**
 * What each transition does beside moving the stage: its own checks, the columns it sets, the work it
 * does inside the transaction, and the words the seeker reads. Rows without an entry only move.
 */
import type { SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { AfterCommit } from '../../db/tx.ts';
import type { deliveryRecords } from '../../db/schema/index.ts';
import type { TransitionName } from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import type { Manager } from '../../http/manager.ts';
import type { MoveRecord } from './repository.ts';
import { inappropriateEffects } from './transitions/inappropriate.ts';
import { generalWorkerEffects } from './transitions/general-worker.ts';
import { talentPoolEffects, backFromPoolEffects } from './transitions/talent-pool.ts';
import { entryEffects, enteredEffects, backWaitingReportedEffects, dimissionEffects } from './transitions/entry.ts';
import { setEmployeeNoEffects, reallocateEmployeeNoEffects } from './hire/numbers.ts';
import { bindCardEffects } from './cards/bind.ts';
import { inviteEffects } from './interviews/invite.ts';

export type Input = Readonly<Record<string, unknown>>;

export interface MoveContext {
  deps: Deps;
  tx: Tx;
  caller: Manager;
  records: readonly MoveRecord[];
  input: Input;
  lang: Lang;
  afterCommit: AfterCommit;
  /** What a check prepared for each record (an allocated number...): written to its history row's data. */
  perRecord: Map<number, Input>;
}

export interface Effects {
  /** Refuse the whole batch (throw an AppError) before anything moves. */
  check?(ctx: MoveContext): Promise<void>;
  /** Columns set on every record the call moves. */
  patch?(input: Input): Partial<typeof deliveryRecords.$inferInsert>;
  /**
   * A further condition of the conditional update, for steps the stage alone cannot tell apart
   * (a `same` step: of two callers setting one record's number, only the first still finds it unset).
   */
  guard?(ctx: MoveContext): SQL | undefined;
  /** Work after the move, in the same transaction. */
  after?(ctx: MoveContext): Promise<void>;
  /** What the seeker's NoticeMessage says (rows the seeker sees); the default names the new stage. */
  notice?(record: MoveRecord, input: Input, lang: Lang, ctx: MoveContext): string;
}

export const EFFECTS: Partial<Record<TransitionName, Effects>> = {
  Inappropriate: inappropriateEffects,
  InviteDelivery: inviteEffects,
  GeneralWorkerWaitingReported: generalWorkerEffects,
  ThrowHcp: talentPoolEffects,
  BackFromHcp: backFromPoolEffects,
  Entry: entryEffects,
  HasEntryed: enteredEffects,
  SetEmployeeNo: setEmployeeNoEffects,
  ReallocateEmployeeNo: reallocateEmployeeNoEffects,
  SetTemporyEmployeeNo: bindCardEffects,
  BackWaitingReported: backWaitingReportedEffects,
  Dimission: dimissionEffects,
};
