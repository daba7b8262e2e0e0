/**
 * The hire steps after the offer: 待入职 (ToBeEmployed), the induction date (Induction) and its
 * change (UpdateInductionTime), and 退回上一步 (BackTone). The induction date is the record's
 * `entry_date` (the hire lists show it; 报到 later writes the day the person actually reported);
 * the offer keeps the entry day its letter named. BackTone takes each record one step back and
 * says where: offer sent → offer pending (the live offer withdrawn), accepted → sent (the answer
 * undone), to be employed → accepted, induction date set → to be employed (the date cleared, kept in
 * the history row), offer pending → the interview stage's awaiting hire.
 */
import { hireStepName, offerToday } from '../../../../common/offers.ts';
import { stageName } from '../../../../common/pipeline.ts';
import { HIRE_STEP, INTERVIEW_STEP, PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import type { Lang } from '../../../../common/states.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Effects, MoveContext } from '../effects.ts';
import type { MoveRecord } from '../repository.ts';
import { formatDate } from '../../offers/letter-values.ts';
import { dateChange, stepNotice } from './messages.ts';
import * as repo from './repository.ts';

function inductionDateOf(ctx: MoveContext): string {
  const date = String(ctx.input.inductionDate);
  if (date < offerToday(ctx.deps.clock.now())) throw fieldError('inductionDate', { rule: 'notBeforeToday' });
  return date;
}

export const toBeEmployedEffects: Effects = {
  notice: (record, _input, lang) => stepNotice('toBeEmployed', lang, record.positionName),
};

export const inductionEffects: Effects = {
  async check(ctx) {
    inductionDateOf(ctx);
  },
  patch: (input) => ({ entryDate: String(input.inductionDate) }),
  notice: (record, input, lang) => stepNotice('induction', lang, record.positionName, formatDate(String(input.inductionDate), lang)),
};

/** The dates each record held when read: the change's guard and its notice. */
const before = new WeakMap<MoveContext, Map<number, string | null>>();

export const updateInductionTimeEffects: Effects = {
  async check(ctx) {
    const date = inductionDateOf(ctx);
    const read = await repo.inductionDates(
      ctx.tx,
      ctx.records.map((r) => r.id),
    );
    for (const r of ctx.records) {
      if (read.get(r.id) === date) throw fieldError('inductionDate', { rule: 'sameAsOld' });
      ctx.perRecord.set(r.id, { previousInductionDate: read.get(r.id) ?? null });
    }
    before.set(ctx, read);
  },
  patch: (input) => ({ entryDate: String(input.inductionDate) }),
  // Of two callers changing one record's date, only the first still finds the date it read.
  guard: (ctx) => repo.stillDated(ctx.records.map((r) => ({ id: r.id, date: before.get(ctx)!.get(r.id) ?? null }))),
  notice: (record, input, lang, ctx) =>
    stepNotice(
      'inductionChanged',
      lang,
      record.positionName,
      dateChange(before.get(ctx)!.get(record.id) ?? null, String(input.inductionDate), lang),
    ),
};

/** Where BackTone takes a record of the hire stage, and that place's name. */
export function stepBack(step: number, lang: Lang): { stage: number; step: number; stepName: string } {
  if (step <= HIRE_STEP.offerPending)
    return {
      stage: PIPELINE_STAGE.interview,
      step: INTERVIEW_STEP.awaitingHire,
      stepName: `${stageName(PIPELINE_STAGE.interview, lang)} · ${AWAITING_HIRE[lang]}`,
    };
  return { stage: PIPELINE_STAGE.hire, step: step - 1, stepName: hireStepName(step - 1, lang) };
}

const AWAITING_HIRE: Readonly<Record<Lang, string>> = { 'zh-CN': '待录用', 'zh-TW': '待錄用', en: 'awaiting hire' };

/** What the seeker reads when a step is taken back. */
const BACK_SEEKER: Readonly<Record<number, Readonly<Record<Lang, string>>>> = {
  [HIRE_STEP.offerPending]: { 'zh-CN': '已退回面试阶段', 'zh-TW': '已退回面試階段', en: 'back at the interview stage' },
  [HIRE_STEP.offerSent]: { 'zh-CN': 'Offer已撤回', 'zh-TW': 'Offer已撤回', en: 'the offer was withdrawn' },
  [HIRE_STEP.offerAccepted]: {
    'zh-CN': 'Offer恢复为待答复',
    'zh-TW': 'Offer恢復為待答覆',
    en: 'the offer is awaiting your answer again',
  },
  [HIRE_STEP.toBeEmployed]: { 'zh-CN': '已退回到已接受Offer', 'zh-TW': '已退回到已接受Offer', en: 'back to offer accepted' },
  [HIRE_STEP.inducted]: {
    'zh-CN': '入职日期已取消，待重新确定',
    'zh-TW': '到職日期已取消，待重新確定',
    en: 'the induction date was cancelled and will be set again',
  },
};

async function undo(ctx: MoveContext, r: MoveRecord) {
  if (r.step === HIRE_STEP.offerSent || r.step === HIRE_STEP.offerAccepted) {
    const live = await repo.liveOffer(ctx.tx, r.id);
    if (!live) return;
    if (r.step === HIRE_STEP.offerSent) await repo.withdrawOffer(ctx.tx, live.id);
    else await repo.unanswerOffer(ctx.tx, live.id);
  }
  if (r.step === HIRE_STEP.inducted) await repo.clearInductionDate(ctx.tx, [r.id]);
}

export const backToneEffects: Effects = {
  async check(ctx) {
    const seen = ctx.input.step;
    const moved = typeof seen === 'number' ? ctx.records.find((r) => r.step !== seen) : undefined;
    if (moved) throw new AppError('PIPELINE_RACE', { name: moved.name });
    const dated = ctx.records.filter((r) => r.step === HIRE_STEP.inducted);
    const dates = dated.length
      ? await repo.inductionDates(
          ctx.tx,
          dated.map((r) => r.id),
        )
      : new Map<number, string | null>();
    for (const r of ctx.records)
      ctx.perRecord.set(r.id, {
        backTo: stepBack(r.step, ctx.lang).stepName,
        ...(dates.get(r.id) ? { previousInductionDate: dates.get(r.id) } : {}),
      });
  },
  target: (r, ctx) => stepBack(r.step, ctx.lang),
  async after(ctx) {
    for (const r of ctx.records) await undo(ctx, r);
  },
  notice: (record, _input, lang) => stepNotice('back', lang, record.positionName, BACK_SEEKER[record.step]?.[lang] ?? ''),
};
