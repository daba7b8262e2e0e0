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
import { examineEffects, publishExamEffects } from './interviews/exam.ts';
import { entryInterviewEffects } from './interviews/entry.ts';
import { retestEffects } from './interviews/retest.ts';
import { acceptOfferEffects, sendOfferEffects } from './offers/send.ts';
import { backToneEffects, inductionEffects, toBeEmployedEffects, updateInductionTimeEffects } from './offers/steps.ts';
import { interviewManagerEffects } from './interviews/manager.ts';

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
  /**
   * Where one record goes when the row's own `to` cannot say (BackTone: one step back from wherever
   * it stands, which may leave the stage). The move stays one conditional update on the stage and
   * step the record was read in; the answer names each record's new place (`stepName`).
   */
  target?(record: MoveRecord, ctx: MoveContext): { stage: number; step: number; stepName: string };
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
  /** The call's own fields its operation-log entry keeps beside the moves, so the log says why (不合适's tag). */
  logged?(input: Input): Input;
}

export const EFFECTS: Partial<Record<TransitionName, Effects>> = {
  Inappropriate: inappropriateEffects,
  InviteDelivery: inviteEffects,
  PublishExamination: publishExamEffects,
  ExamineUserInfo: examineEffects,
  EntryInterview: entryInterviewEffects,
  Retest: retestEffects,
  EditInterviewManager: interviewManagerEffects,
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
  SendOffer: sendOfferEffects,
  AcceptOffer: acceptOfferEffects,
  ToBeEmployed: toBeEmployedEffects,
  Induction: inductionEffects,
  UpdateInductionTime: updateInductionTimeEffects,
  BackTone: backToneEffects,
};
