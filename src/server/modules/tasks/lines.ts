/**
 * The lines of recruitment tasks (任务明细 315) and the applications they count (任务达成明细 601): a line is
 * seen when its position lies in the caller's data scope on applications (service.ts scopeOf); the lines
 * of a cancelled task are history (1460).
 */
import type { Deps } from '../../deps.ts';
import { stageName } from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import { TASK_STATUS } from '../../../common/tasks.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { logOperation } from '../oplog/service.ts';
import { lineFigures, progressOf } from './progress.ts';
import * as repo from './repository.ts';
import { companyToday, type Page, pageOf, scopeOf, seenTask, sorted, withFigures } from './service.ts';

/** Most applications one GetTaskLineDetail works over. */
const ROWS_MAX = 5000;

export interface LineQuery extends Page {
  taskId?: number;
  positionId?: number;
  deptId?: number;
  progressState?: number;
  sort?: string;
}

/** Report/GetTaskRecruitDetailList: the lines the caller sees, each with its figures. */
export async function lineList(deps: Deps, caller: Manager, q: LineQuery) {
  const f = await scopeOf(deps, caller);
  const found = await repo.findLines(deps.db, {
    ...f,
    taskIds: q.taskId !== undefined ? [q.taskId] : undefined,
    positionId: q.positionId,
    deptId: q.deptId,
  });
  const lines = await withFigures(deps, f.tenementId, found);
  const today = companyToday(deps.clock.now());
  const rows = lines.map((l) => {
    const { met: _met, ...figures } = lineFigures(l);
    return { ...l, ...figures, ...progressOf({ ...l, status: l.taskStatus }, lineFigures(l), today, 1) };
  });
  const kept = q.progressState === undefined ? rows : rows.filter((r) => r.progressState === q.progressState);
  return pageOf(sorted(kept, q.sort), q);
}

export async function lineDetail(deps: Deps, caller: Manager, id: number) {
  const f = await scopeOf(deps, caller);
  const [line] = await withFigures(deps, f.tenementId, await repo.findLines(deps.db, { ...f, ids: [id] }));
  if (!line) throw new AppError('NOT_FOUND');
  return line;
}

export async function lineOptions(deps: Deps, caller: Manager, taskId: number | undefined) {
  const f = await scopeOf(deps, caller);
  const lines = await repo.findLines(deps.db, { ...f, taskIds: taskId !== undefined ? [taskId] : undefined });
  return lines
    .slice(0, 500)
    .map((l) => ({ value: l.id, display: taskId !== undefined ? l.positionName : `${l.taskTitle} · ${l.positionName}` }));
}

export interface LineInput {
  planned: number;
  positionId: number;
  remark?: string | null;
}

async function checkedPosition(tx: Parameters<typeof repo.positionInScope>[0], f: repo.LineFilter, positionId: number) {
  const position = await repo.positionInScope(tx, f.tenementId, f.scope, positionId);
  if (!position) throw fieldError('positionId', { rule: 'notFound' });
  return position;
}

export async function addLine(deps: Deps, caller: Manager, input: LineInput & { taskId: number }) {
  const f = await scopeOf(deps, caller);
  return inTransaction(deps.db, async (tx) => {
    const task = await repo.taskForUpdate(tx, f, input.taskId);
    if (!task) throw fieldError('taskId', { rule: 'notFound' });
    if (task.status !== TASK_STATUS.open) throw new AppError('TASK_CANCELLED', { name: task.title });
    const position = await checkedPosition(tx, f, input.positionId);
    if (await repo.lineOfPosition(tx, task.id, position.id))
      throw new AppError('TASK_LINE_EXISTS', { name: task.title, position: position.name });
    const values = { taskId: task.id, positionId: position.id, planned: input.planned, remark: input.remark?.trim() || null };
    const id = await repo.insertLine(tx, { ...values, tenementId: caller.tenementId, createdBy: caller.userId });
    await logOperation(tx, caller, { action: 'add', resource: 'taskRecruitLine', recordId: id, summary: { after: values } });
    return { id };
  });
}

export async function editLine(deps: Deps, caller: Manager, input: LineInput & { id: number }) {
  const f = await scopeOf(deps, caller);
  await inTransaction(deps.db, async (tx) => {
    const line = await repo.lineForUpdate(tx, f, input.id);
    if (!line) throw new AppError('NOT_FOUND');
    if (line.taskStatus !== TASK_STATUS.open) throw new AppError('TASK_CANCELLED', { name: line.taskTitle });
    const position = await checkedPosition(tx, f, input.positionId);
    if (await repo.lineOfPosition(tx, line.taskId, position.id, line.id))
      throw new AppError('TASK_LINE_EXISTS', { name: line.taskTitle, position: position.name });
    const values = { positionId: position.id, planned: input.planned, remark: input.remark?.trim() || null };
    await repo.updateLine(tx, line.id, values);
    await logOperation(tx, caller, { action: 'edit', resource: 'taskRecruitLine', recordId: line.id, summary: { after: values } });
  });
  return lineDetail(deps, caller, input.id);
}

export async function deleteLines(deps: Deps, caller: Manager, ids: number[]) {
  const wanted = [...new Set(ids)];
  const f = await scopeOf(deps, caller);
  return inTransaction(deps.db, async (tx) => {
    for (const id of wanted) {
      const line = await repo.lineForUpdate(tx, f, id);
      if (!line) throw new AppError('NOT_FOUND');
      if (line.taskStatus !== TASK_STATUS.open) throw new AppError('TASK_CANCELLED', { name: line.taskTitle });
    }
    await repo.deleteLines(tx, wanted);
    for (const id of wanted) await logOperation(tx, caller, { action: 'delete', resource: 'taskRecruitLine', recordId: id, summary: {} });
    return { deleted: wanted.length };
  });
}

/** Report/GetTaskLineDetail: the applications the lines (of one task, or one line) count. */
export async function countedList(deps: Deps, caller: Manager, q: Page & { taskId?: number; lineId?: number }, lang: Lang) {
  // A task or line the caller does not see answers 1102, as its detail does.
  if (q.taskId !== undefined) await seenTask(deps, caller, q.taskId);
  if (q.lineId !== undefined) await lineDetail(deps, caller, q.lineId);
  const f = await scopeOf(deps, caller);
  const rows = await repo.countedApplications(
    deps.db,
    { ...f, taskIds: q.taskId !== undefined ? [q.taskId] : undefined, ids: q.lineId !== undefined ? [q.lineId] : undefined },
    ROWS_MAX,
  );
  const list = rows.map(({ stage, step: _step, ...r }) => ({
    ...r,
    id: `${r.lineId}-${r.id}`,
    applicationId: r.id,
    stageName: stageName(stage, lang),
  }));
  return pageOf(list, q);
}
