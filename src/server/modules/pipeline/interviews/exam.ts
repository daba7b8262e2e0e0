/**
 * The written exam's two rows. 发布笔试 (PublishExamination, step 1 → 2) sets the position's exam (职位考试,
 * positions.exam_id), or the enabled exam of the company the call names, to each candidate: their
 * result row is written (or published again) with who set it, when, and the exam's time; a position
 * without an exam and none named refuses the batch (1270). The seeker is told the exam and its time.
 * 笔试通过 (ExamineUserInfo, step 2 → 3) takes only candidates marked at or above the exam's pass score
 * (1271), an attachment exam only with its report bound (1272), and records who reviewed it.
 */
import { isAttachmentExam } from '../../../../common/assessments.ts';
import type { Lang } from '../../../../common/states.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import * as examSteps from '../../positions/exam-steps.ts';
import type { Effects, MoveContext } from '../effects.ts';
import { localTime } from './messages.ts';

interface ExamOfRecord {
  examId: number;
  name: string;
  durationMinutes: number | null;
}

/** What `check` found for each record, for `after` and `notice` of the same call. */
const chosen = new WeakMap<MoveContext, Map<number, ExamOfRecord>>();
const reviewed = new WeakMap<MoveContext, Map<number, number>>();

async function examsFor(ctx: MoveContext): Promise<Map<number, ExamOfRecord>> {
  const { tx, caller, input } = ctx;
  const out = new Map<number, ExamOfRecord>();
  if (input.examId !== undefined) {
    const exam = await examSteps.companyExam(tx, caller.tenementId, Number(input.examId));
    if (!exam?.enabled) throw fieldError('examId', { rule: 'notFound' });
    for (const r of ctx.records) out.set(r.id, { examId: exam.id, name: exam.name, durationMinutes: exam.durationMinutes });
    return out;
  }
  const own = await examSteps.positionExams(
    tx,
    ctx.records.map((r) => r.id),
  );
  for (const r of ctx.records) {
    const examId = own.get(r.id);
    const exam = examId == null ? undefined : await examSteps.companyExam(tx, caller.tenementId, examId);
    if (!exam?.enabled) throw new AppError('EXAM_MISSING', { name: r.name, position: r.positionName });
    out.set(r.id, { examId: exam.id, name: exam.name, durationMinutes: exam.durationMinutes });
  }
  return out;
}

const NOTICE: Readonly<Record<Lang, (position: string, exam: string, when: string | null, minutes: number | null) => string>> = {
  'zh-CN': (p, e, when, m) => `您投递的“${p}”需要参加考试：${e}${m ? `（${m}分钟）` : ''}，时间：${when ?? '另行通知'}。请准时参加。`,
  'zh-TW': (p, e, when, m) => `您投遞的「${p}」需要參加考試：${e}${m ? `（${m}分鐘）` : ''}，時間：${when ?? '另行通知'}。請準時參加。`,
  en: (p, e, when, m) =>
    `Your application for “${p}” includes an exam: ${e}${m ? ` (${m} min)` : ''}, at ${when ?? 'a time to be announced'}. Please be on time.`,
};

export const publishExamEffects: Effects = {
  async check(ctx) {
    if (ctx.input.examAt !== undefined && !(new Date(String(ctx.input.examAt)).getTime() > ctx.deps.clock.now().getTime()))
      throw fieldError('examAt', { rule: 'future' });
    chosen.set(ctx, await examsFor(ctx));
  },
  async after(ctx) {
    const exams = chosen.get(ctx)!;
    const now = ctx.deps.clock.now();
    const examAt = ctx.input.examAt === undefined ? null : new Date(String(ctx.input.examAt));
    for (const r of ctx.records) {
      const { examId } = exams.get(r.id)!;
      await examSteps.publishExam(ctx.tx, {
        tenementId: ctx.caller.tenementId,
        deliveryRecordId: r.id,
        examId,
        examAt,
        by: ctx.caller.userId,
        at: now,
      });
    }
  },
  notice(record, input, lang, ctx) {
    const exam = chosen.get(ctx)!.get(record.id)!;
    const when = input.examAt === undefined ? null : localTime(new Date(String(input.examAt)));
    return NOTICE[lang](record.positionName, exam.name, when, exam.durationMinutes);
  },
};

export const examineEffects: Effects = {
  async check(ctx) {
    const ids = new Map<number, number>();
    for (const r of ctx.records) {
      const result = await examSteps.publishedExam(ctx.tx, r.id);
      const exam = result?.examName ?? '';
      if (!result || result.score === null || result.score < result.passScore)
        throw new AppError('EXAM_NOT_PASSED', { name: r.name, exam, passScore: result?.passScore ?? 0 });
      if (isAttachmentExam(result.examType ?? 0) && result.attachmentIds.length === 0)
        throw new AppError('EXAM_REPORT_MISSING', { name: r.name, exam });
      ids.set(r.id, result.id);
    }
    reviewed.set(ctx, ids);
  },
  async after(ctx) {
    const now = ctx.deps.clock.now();
    for (const id of reviewed.get(ctx)!.values())
      await examSteps.updateExamResult(ctx.tx, id, { reviewedBy: ctx.caller.userId, reviewedAt: now, passed: true });
  },
};
