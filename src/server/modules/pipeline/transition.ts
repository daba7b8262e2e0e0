/**
 * The one function every pipeline call runs through (DESIGN.md "The pipeline"): load the batch's
 * records of the caller's company inside the caller's data scope, check each one's stage and the
 * key its stage needs, move them all conditionally on the stage they were read in (so of two racing
 * callers exactly one wins), write one history row per record and one operation-log entry, and after
 * commit tell the seekers. Any refusal rolls back the whole batch.
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { CLOSED_STAGES, type PipelineStage } from '../../../common/recruiting.ts';
import {
  TRANSITIONS,
  stageName,
  transitionAllows,
  transitionKey,
  type TransitionName,
  type TransitionRow,
} from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { grantsOf } from '../access/service.ts';
import { positionDataScope } from '../access/application-scope.ts';
import { logOperation } from '../oplog/service.ts';
import { EFFECTS, type Effects, type Input, type MoveContext } from './effects.ts';
import { langOf, pushStageNotice, stageNotice } from './notices.ts';
import * as repo from './repository.ts';

export interface TransitionBody extends Input {
  ids: readonly number[];
}

async function loadBatch(tx: MoveContext['tx'], caller: Manager, ids: number[]) {
  const scope = await positionDataScope(tx, caller);
  const records = await repo.recordsForMove(tx, caller.tenementId, ids, scope.where);
  const missing = ids.find((id) => !records.some((r) => r.id === id));
  if (missing !== undefined) throw new AppError('PIPELINE_RECORD_MISSING', { id: missing });
  return records;
}

async function assertAllowed(ctx: MoveContext, row: TransitionRow) {
  const { caller, records, lang } = ctx;
  const keys = (await grantsOf(ctx.tx, caller)).functionKeys;
  const action = row.label[lang];
  for (const r of records) {
    const stage = stageName(r.stage, lang);
    if (!transitionAllows(row, r)) throw new AppError('PIPELINE_STAGE_REFUSED', { name: r.name, stage, action });
    if (!keys.has(transitionKey(row, r.stage as PipelineStage)))
      throw new AppError('PIPELINE_KEY_MISSING', { name: r.name, stage, action });
  }
}

/**
 * Where each record goes: the row's stage, back where its last move into this stage came from, or
 * where the row's effect sends it.
 */
async function targetsOf(ctx: MoveContext, row: TransitionRow, effects: Effects): Promise<repo.StageTarget[]> {
  const out: repo.StageTarget[] = [];
  for (const r of ctx.records) {
    const own = effects.target?.(r, ctx);
    if (own) {
      out.push({ id: r.id, fromStage: r.stage, fromStep: r.step, toStage: own.stage, toStep: own.step, stepName: own.stepName });
      continue;
    }
    const previous = row.to === 'previous' ? await repo.lastEntryInto(ctx.tx, r.id, r.stage) : undefined;
    if (row.to === 'previous' && !previous)
      throw new AppError('PIPELINE_STAGE_REFUSED', { name: r.name, stage: stageName(r.stage, ctx.lang), action: row.label[ctx.lang] });
    const same = row.to === 'same';
    const toStage = previous ? previous.fromStage : same ? r.stage : (row.to as number);
    const toStep = previous ? previous.fromStep : same ? r.step : (row.toStep ?? 0);
    out.push({ id: r.id, fromStage: r.stage, fromStep: r.step, toStage, toStep });
  }
  return out;
}

function ownFields(row: TransitionRow, body: TransitionBody): Input {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(row.input.properties)) if (body[key] !== undefined && body[key] !== '') out[key] = body[key];
  return out;
}

/** Targets split by whether they leave the application open (a closed one frees the seeker to apply again). */
function groupByOpen(targets: repo.StageTarget[]): Map<boolean, repo.StageTarget[]> {
  const groups = new Map<boolean, repo.StageTarget[]>();
  for (const t of targets) {
    const open = !CLOSED_STAGES.includes(t.toStage as PipelineStage);
    groups.set(open, [...(groups.get(open) ?? []), t]);
  }
  return groups;
}

async function move(ctx: MoveContext, name: TransitionName, row: TransitionRow) {
  const effects = EFFECTS[name] ?? {};
  await assertAllowed(ctx, row);
  await effects.check?.(ctx);
  const targets = await targetsOf(ctx, row, effects);
  const patch = effects.patch?.(ctx.input) ?? {};
  for (const [active, group] of groupByOpen(targets)) {
    const moved = await repo.moveStages(ctx.tx, group, active, patch, effects.guard?.(ctx));
    const lost = group.find((t) => !moved.includes(t.id));
    if (lost) throw new AppError('PIPELINE_RACE', { name: ctx.records.find((r) => r.id === lost.id)!.name });
  }
  const { remark, ...data } = ctx.input;
  await repo.insertHistory(
    ctx.tx,
    targets.map((t) => ({
      tenementId: ctx.caller.tenementId,
      deliveryRecordId: t.id,
      call: name,
      fromStage: t.fromStage,
      fromStep: t.fromStep,
      toStage: t.toStage,
      toStep: t.toStep,
      actorId: ctx.caller.userId,
      remark: (remark as string | undefined) ?? null,
      data: { ...data, ...ctx.perRecord.get(t.id) },
    })),
  );
  await effects.after?.(ctx);
  await logOperation(ctx.tx, ctx.caller, {
    action: 'edit',
    resource: 'deliveryRecord',
    recordId: targets.map((t) => t.id).join(','),
    summary: {
      step: name,
      moves: targets.map((t) => ({ id: t.id, name: ctx.records.find((r) => r.id === t.id)?.name, from: t.fromStage, to: t.toStage })),
      ...effects.logged?.(ctx.input),
    },
  });
  return targets;
}

/** Run one transition on a batch: all of it or nothing. */
export async function runTransition(deps: Deps, caller: Manager, name: TransitionName, body: TransitionBody, lang: Lang) {
  const row: TransitionRow = TRANSITIONS[name];
  const ids = [...new Set(body.ids)];
  const input = ownFields(row, body);
  return inTransaction(deps.db, async (tx, afterCommit) => {
    const ctx: MoveContext = {
      deps,
      tx,
      caller,
      input,
      lang,
      afterCommit,
      records: await loadBatch(tx, caller, ids),
      perRecord: new Map(),
    };
    const targets = await move(ctx, name, row);
    if (row.seekerSees) {
      const effects = EFFECTS[name];
      for (const t of targets) {
        const record = ctx.records.find((r) => r.id === t.id)!;
        const seekerLang = langOf(record.lang);
        const message = effects?.notice?.(record, input, seekerLang, ctx) ?? stageNotice(record, t.toStage, seekerLang);
        afterCommit(() => pushStageNotice(deps, record, t.toStage, message));
      }
    }
    const list = targets.map((t) => ({ id: t.id, stage: t.toStage, step: t.toStep, ...(t.stepName ? { stepName: t.stepName } : {}) }));
    return { updated: targets.length, list };
  });
}
