/**
 * The shape of a transition-table row and the helpers the table's files write rows with
 * (src/common/pipeline.ts assembles the table from them).
 */
import type { PipelineStage } from './recruiting.ts';
import type { Lang } from './states.ts';

export type Text = Readonly<Record<Lang, string>>;
export const t = (zhCN: string, zhTW: string, en: string): Text => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/**
 * Moves written by calls outside the transition table (a card taken back, an offer's answer, the
 * assessment that completes a round), by name: the candidate's timeline and the operation log read
 * them from here.
 */
export const OTHER_STEP_NAMES: Readonly<Record<string, Text>> = {
  UnBindTemporyNo: t('解绑临时卡', '解綁臨時卡', 'Card taken back'),
  'User/AcceptOffer': t('候选人接受Offer', '候選人接受Offer', 'Offer accepted by the candidate'),
  'User/DeclineOffer': t('候选人拒绝Offer', '候選人拒絕Offer', 'Offer declined by the candidate'),
  AddInterviewAssessment: t('面试评估完成', '面試評估完成', 'Interview assessed'),
};

/** JSON Schema of a transition's own fields (beside `ids`). */
export interface InputSchema {
  readonly type: 'object';
  readonly required?: readonly string[];
  readonly properties: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export interface TransitionRow {
  /** The call after /api/ (the seeds' spelling). */
  readonly call: string;
  /** Stages a record may be in for the call; `fromSteps` narrows the interview or hire stage's sub-steps. */
  readonly from: readonly PipelineStage[];
  readonly fromSteps?: readonly number[];
  /**
   * The stage it leads to; `previous`: back to where the last move into the current stage came from;
   * `same`: the record stays where it is (a hire-side step such as setting the employee number, which
   * still needs the batch, scope, key and race rules, a history row and the log).
   */
  readonly to: PipelineStage | 'previous' | 'same';
  readonly toStep?: number;
  /** The key suffix: a record in stage s needs `${STAGE_SCREEN[s]}:${action}`. */
  readonly action: string;
  /** What the step is called on its button and in messages. */
  readonly label: Text;
  readonly input: InputSchema;
  /** The seeker sees the step on their delivery record and gets a NoticeMessage. */
  readonly seekerSees: boolean;
  /** Reversible steps say what they restore. */
  readonly restores?: string;
  /** Only applications to short-term (general-worker) positions. */
  readonly generalWorkerOnly?: boolean;
  /** One record per call (a card is held by one person): a row button, never a bulk one. */
  readonly single?: boolean;
  /**
   * A further condition at a sub-step, on a field the stage lists carry (a re-invitation only once the
   * last invitation expired or was declined): the back office hides the button on rows that fail it; the
   * server checks the same in the row's effect. A record without the field (the server's own reads) passes.
   */
  readonly stepWhen?: Readonly<Record<number, { readonly field: string; readonly oneOf: readonly string[] }>>;
}

export const remark = { type: 'string', maxLength: 200 } as const;
export const date = { type: 'string', format: 'date' } as const;
export const noInput: InputSchema = { type: 'object', properties: { remark } };

export const row = (r: Omit<TransitionRow, 'input'> & { input?: InputSchema }): TransitionRow => ({ ...r, input: r.input ?? noInput });
