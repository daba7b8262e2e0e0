/**
 * Writing positions: insert, update, delete. A write reaches only positions inside the caller's
 * data scope (others answer 1102 as if absent); published positions are locked (1141), and the
 * name and recruitment type stay as they were first submitted (1142). The caller's keys reach only
 * their screen's kinds of position (type-keys.ts, 1190), and a department named by a write must lie in
 * the caller's data scope on positions (1192), so a scoped HR cannot file positions elsewhere.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Lang } from '../../../common/states.ts';
import { POSITION_STATE, RECRUITMENT_TYPE } from '../../../common/recruiting.ts';
import { missingForStep, positionStepAllows } from '../../../common/position-lifecycle.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { changes, logOperation } from '../oplog/service.ts';
import type { LogResource } from '../oplog/resources.ts';
import { incompleteParams, stateStepParams } from './constants.ts';
import { positionScope, scopedWhere, type PositionScope } from './positions.ts';
import { loggedFields, presentForHr } from './presenter.ts';
import * as repo from './repository.ts';
import { assertPositionRefs, assertPositionRules, type PositionFields, type RuleView } from './validation.ts';
import { assertTypesHeld } from './type-keys.ts';

export interface InsertInput extends PositionFields {
  name: string;
  recruitmentType: number;
  salaryMin: number;
  salaryMax: number;
  description: string;
  submit?: boolean | undefined;
}

/** The general routes log on 职位信息; the 短期职位 screen's routes on their own screen. */
const resourceOf = (shortOnly: boolean): LogResource => (shortOnly ? 'shortPosition' : 'positionInfo');
const shortFilter = (shortOnly: boolean): repo.PositionFilter => (shortOnly ? { recruitmentType: RECRUITMENT_TYPE.shortTerm } : {});

/** The work period belongs to short-term positions only; other kinds keep none. */
function period(recruitmentType: number, f: PositionFields) {
  if (recruitmentType !== RECRUITMENT_TYPE.shortTerm) return { workStartDate: null, workEndDate: null };
  return { workStartDate: f.workStartDate ?? null, workEndDate: f.workEndDate ?? null };
}

function insertValues(tenementId: number, caller: Manager, f: InsertInput): repo.PositionInsert {
  const now = new Date();
  return {
    tenementId,
    name: f.name,
    recruitmentType: f.recruitmentType,
    positionTypeId: f.positionTypeId ?? null,
    deptId: f.deptId ?? null,
    factoryId: f.factoryId ?? null,
    officePlaceId: f.officePlaceId ?? null,
    tagIds: [...new Set(f.tagIds ?? [])],
    headcount: f.headcount ?? 1,
    salaryMin: f.salaryMin,
    salaryMax: f.salaryMax,
    salaryUnit: f.salaryUnit ?? 1,
    education: f.education ?? 1,
    workExperience: f.workExperience ?? 0,
    ageMin: f.ageMin ?? null,
    ageMax: f.ageMax ?? null,
    description: f.description,
    requirement: f.requirement ?? null,
    ...period(f.recruitmentType, f),
    examId: f.examId ?? null,
    specialFormId: f.specialFormId ?? null,
    state: f.submit ? POSITION_STATE.pending : POSITION_STATE.draft,
    submittedAt: f.submit ? now : null,
    createdBy: caller.userId,
  };
}

/**
 * 1192 when the department given would put the position outside the caller's data scope on positions:
 * a departments rule allows its departments; an "only self" rule keeps the writer's own positions in
 * scope whatever their department. Clearing the department (null) is allowed.
 */
async function assertDeptInScope(db: Queryable, s: PositionScope, deptId: number | null | undefined, createdBy: number | null) {
  if (deptId === undefined || deptId === null || !s.where) return;
  if (!(await repo.rowInScope(db, s.where, { deptId, createdBy }))) throw new AppError('DEPT_OUT_OF_SCOPE');
}

export async function insertPosition(deps: Deps, caller: Manager, input: InsertInput, lang: Lang, shortOnly = false) {
  const s = await positionScope(deps.db, caller);
  const f = shortOnly ? { ...input, recruitmentType: RECRUITMENT_TYPE.shortTerm } : input;
  await assertTypesHeld(deps.db, caller, 'add', [f]);
  const values = insertValues(s.tenementId, caller, f);
  assertPositionRules(values as RuleView);
  // Submitting on insert is 申请发布: the same needs as the step.
  const missing = f.submit ? missingForStep('applyPublish', { ...values, state: POSITION_STATE.draft }) : [];
  if (missing.length) throw new AppError('POSITION_INCOMPLETE', incompleteParams(f.name, missing, 'applyPublish', lang));
  await assertPositionRefs(deps.db, s.tenementId, f);
  await assertDeptInScope(deps.db, s, f.deptId, caller.userId);
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.insertPosition(tx, values);
    const view = (await repo.positionView(tx, undefined, row.id))!;
    await logOperation(tx, caller, {
      action: 'add',
      resource: resourceOf(shortOnly),
      recordId: row.id,
      summary: { after: loggedFields(view) },
    });
    return { id: row.id };
  });
}

/** What a cleared field (null) goes back to, for the fields that always hold a value. */
const DEFAULTS = { tagIds: [], headcount: 1, salaryUnit: 1, education: 1, workExperience: 0 } as const;

/** The given fields only: undefined means "not sent", null clears an optional one (or restores its default). */
function patchOf(f: PositionFields): repo.PositionValues {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f))
    if (v !== undefined) out[k] = v === null && Object.hasOwn(DEFAULTS, k) ? DEFAULTS[k as keyof typeof DEFAULTS] : v;
  if (f.tagIds) out.tagIds = [...new Set(f.tagIds)];
  return out as repo.PositionValues;
}

async function lockedInScope(tx: Tx, s: PositionScope, id: number, shortOnly: boolean) {
  const [row] = await repo.positionsForUpdate(tx, scopedWhere(s, shortFilter(shortOnly)), [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

function assertEditable(row: repo.PositionRow, f: PositionFields) {
  if (!positionStepAllows('edit', row)) throw new AppError('POSITION_LOCKED');
  const renamed = f.name !== undefined && f.name !== row.name;
  const retyped = f.recruitmentType !== undefined && f.recruitmentType !== row.recruitmentType;
  if (row.submittedAt && (renamed || retyped)) throw new AppError('POSITION_FIELD_FIXED');
}

export async function updatePosition(deps: Deps, caller: Manager, input: PositionFields & { id: number }, lang: Lang, shortOnly = false) {
  const { id, ...fields } = input;
  const s = await positionScope(deps.db, caller);
  await assertPositionRefs(deps.db, s.tenementId, fields);
  return inTransaction(deps.db, async (tx) => {
    const row = await lockedInScope(tx, s, id, shortOnly);
    await assertDeptInScope(tx, s, fields.deptId, row.createdBy);
    // Both the kind it is and the kind it would become must be the caller's to edit.
    await assertTypesHeld(tx, caller, 'edit', [row, { name: row.name, recruitmentType: fields.recruitmentType ?? row.recruitmentType }]);
    assertEditable(row, fields);
    const patch = patchOf(fields);
    const merged = { ...row, ...patch } as repo.PositionRow;
    Object.assign(patch, period(merged.recruitmentType, merged));
    assertPositionRules({ ...merged, ...patch } as RuleView);
    const before = (await repo.positionView(tx, undefined, id))!;
    await repo.updatePositions(tx, s.tenementId, [id], patch);
    const after = (await repo.positionView(tx, undefined, id))!;
    await logOperation(tx, caller, {
      action: 'edit',
      resource: resourceOf(shortOnly),
      recordId: id,
      summary: changes(loggedFields(before), loggedFields(after)),
    });
    return presentForHr(after, lang, s.mask);
  });
}

/** Drafts and offline positions without applications; one refusal refuses the whole batch. */
export async function deletePositions(deps: Deps, caller: Manager, ids: number[], lang: Lang, shortOnly = false) {
  const s = await positionScope(deps.db, caller);
  const wanted = [...new Set(ids)];
  return inTransaction(deps.db, async (tx) => {
    const rows = await repo.positionsForUpdate(tx, scopedWhere(s, shortFilter(shortOnly)), wanted);
    if (rows.length !== wanted.length) throw new AppError('NOT_FOUND');
    await assertTypesHeld(tx, caller, 'delete', rows);
    const live = rows.find((r) => !positionStepAllows('delete', r));
    if (live) throw new AppError('POSITION_STATE', stateStepParams(live.state, 'delete', lang));
    const counts = await repo.deliveryCounts(tx, wanted);
    const used = rows.find((r) => (counts.get(r.id) ?? 0) > 0);
    if (used) throw new AppError('POSITION_HAS_DELIVERIES', { count: counts.get(used.id)! });
    await repo.deletePositions(tx, s.tenementId, wanted);
    for (const r of rows) {
      await logOperation(tx, caller, {
        action: 'delete',
        resource: resourceOf(shortOnly),
        recordId: r.id,
        summary: { before: { name: r.name, recruitmentType: r.recruitmentType, state: r.state } },
      });
    }
    return { deleted: rows.length };
  });
}
