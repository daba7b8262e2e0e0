/**
 * Recruitment tasks (招聘任务 314, 任务明细 315, 任务达成明细 601). The caller sees the lines whose
 * position lies in their data scope on applications (the stage lists' scope, pipeline's listScope) and
 * the tasks with such a line, or that they created or own; a caller whose scope is the whole company
 * sees every task. Figures are counted when asked (repository.ts, progress.ts). A cancelled task and its
 * lines are history: not changed again (1460).
 */
import type { Deps } from '../../deps.ts';
import { COMPANY_UTC_OFFSET_MINUTES } from '../../../common/company-time.ts';
import { stageName } from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import { crossFieldIssues, TASK_PROGRESS, TASK_RULES, TASK_STATUS } from '../../../common/tasks.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { logOperation } from '../oplog/service.ts';
import { listScope } from '../pipeline/lists/service.ts';
import { lineFigures, progressOf, sumFigures } from './progress.ts';
import * as repo from './repository.ts';

/** 招聘任务, 任务明细 (resources/task-recruit.json, task-recruit-line.json) and 任务达成明细 (task-recruit-line-detail.json). */
export const TASK_MENU = 314;
export const TASK_LINE_MENU = 315;
export const TASK_DETAIL_MENU = 601;

/** Most tasks one summary works over (figures are worked out before the page is cut). */
const TASK_MAX = 2000;
const ROWS_MAX = 5000;

export const companyToday = (now: Date) => new Date(now.getTime() + COMPANY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

async function scopeOf(deps: Deps, caller: Manager) {
  const s = await listScope(deps, caller);
  return { tenementId: caller.tenementId, scope: s.where, userId: caller.userId };
}

interface Page {
  page: number;
  perPage: number;
}
const pageOf = <T>(rows: T[], q: Page) => ({
  list: rows.slice((q.page - 1) * q.perPage, q.page * q.perPage),
  totalCount: rows.length,
  page: q.page,
  perPage: q.perPage,
});

function sorted<T extends Record<string, unknown>>(rows: T[], sort: string | undefined): T[] {
  if (!sort) return rows;
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const sign = desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[key] as string | number;
    const y = b[key] as string | number;
    return x === y ? 0 : x < y ? -sign : sign;
  });
}

export interface SummaryQuery extends Page {
  keyword?: string;
  status?: number;
  progressState?: number;
  beginDate?: string;
  endDate?: string;
  sort?: string;
}

/** Every task the caller sees with its figures over the lines they see (before paging). */
async function tasksWithFigures(deps: Deps, caller: Manager, q: Omit<SummaryQuery, keyof Page | 'sort'>) {
  const f = await scopeOf(deps, caller);
  const tasks = await repo.findTasks(
    deps.db,
    { ...f, keyword: q.keyword?.trim() || undefined, status: q.status, beginDate: q.beginDate, endDate: q.endDate },
    TASK_MAX,
  );
  const lines = tasks.length ? await repo.findLines(deps.db, { ...f, taskIds: tasks.map((t) => t.id) }) : [];
  const today = companyToday(deps.clock.now());
  const rows = tasks.map((t) => {
    const mine = lines.filter((l) => l.taskId === t.id);
    const sum = sumFigures(mine.map(lineFigures));
    const { met: _met, ...figures } = sum;
    return { ...t, ...figures, lines: mine.length, ...progressOf(t, sum, today, mine.length) };
  });
  return q.progressState === undefined ? rows : rows.filter((r) => r.progressState === q.progressState);
}

/** Report/GetTaskRecruitSummary. */
export async function taskSummary(deps: Deps, caller: Manager, q: SummaryQuery) {
  return pageOf(sorted(await tasksWithFigures(deps, caller, q), q.sort), q);
}

/** Open tasks behind plan that the caller sees (the home dashboard's figure). */
export async function tasksBehindPlan(deps: Deps, caller: Manager): Promise<number> {
  return (await tasksWithFigures(deps, caller, { status: TASK_STATUS.open, progressState: TASK_PROGRESS.behind })).length;
}

async function seenTask(deps: Deps, caller: Manager, id: number) {
  const [task] = await repo.findTasks(deps.db, { ...(await scopeOf(deps, caller)), ids: [id] }, 1);
  if (!task) throw new AppError('NOT_FOUND');
  return task;
}

export async function taskDetail(deps: Deps, caller: Manager, id: number) {
  return seenTask(deps, caller, id);
}

export async function taskOptions(deps: Deps, caller: Manager, open: boolean | undefined) {
  const f = await scopeOf(deps, caller);
  const rows = await repo.findTasks(deps.db, { ...f, status: open ? TASK_STATUS.open : undefined }, 500);
  return rows.map((t) => ({ value: t.id, display: t.title }));
}

export interface TaskInput {
  title: string;
  beginDate: string;
  endDate: string;
  deadline: string;
  ownerId?: number | null;
  remark?: string | null;
}

async function checkTask(deps: Deps, caller: Manager, input: TaskInput) {
  const issues = crossFieldIssues(TASK_RULES, input as unknown as Record<string, unknown>);
  if (Object.keys(issues).length) throw new AppError('VALIDATION', {}, issues);
  if (input.ownerId && !(await repo.isMember(deps.db, caller.tenementId, input.ownerId)))
    throw fieldError('ownerId', { rule: 'notMember' });
}

const taskValues = (input: TaskInput) => ({
  title: input.title.trim(),
  beginDate: input.beginDate,
  endDate: input.endDate,
  deadline: input.deadline,
  ownerId: input.ownerId ?? null,
  remark: input.remark?.trim() || null,
});

export async function addTask(deps: Deps, caller: Manager, input: TaskInput) {
  await checkTask(deps, caller, input);
  const id = await inTransaction(deps.db, async (tx) => {
    const values = taskValues(input);
    const made = await repo.insertTask(tx, { ...values, tenementId: caller.tenementId, createdBy: caller.userId });
    await logOperation(tx, caller, { action: 'add', resource: 'taskRecruit', recordId: made, summary: { after: values } });
    return made;
  });
  return seenTask(deps, caller, id);
}

export async function editTask(deps: Deps, caller: Manager, input: TaskInput & { id: number }) {
  await checkTask(deps, caller, input);
  const f = await scopeOf(deps, caller);
  await inTransaction(deps.db, async (tx) => {
    const task = await repo.taskForUpdate(tx, f, input.id);
    if (!task) throw new AppError('NOT_FOUND');
    const values = taskValues(input);
    if (task.status !== TASK_STATUS.open || !(await repo.updateOpenTask(tx, task.id, values)))
      throw new AppError('TASK_CANCELLED', { name: task.title });
    await logOperation(tx, caller, { action: 'edit', resource: 'taskRecruit', recordId: task.id, summary: { after: values } });
  });
  return seenTask(deps, caller, input.id);
}

/** PUT CancelTask: every task named must be seen and open, or nothing is cancelled. */
export async function cancelTasks(deps: Deps, caller: Manager, ids: number[]) {
  const wanted = [...new Set(ids)];
  const f = await scopeOf(deps, caller);
  return inTransaction(deps.db, async (tx) => {
    for (const id of wanted) {
      const task = await repo.taskForUpdate(tx, f, id);
      if (!task) throw new AppError('NOT_FOUND');
      if (task.status !== TASK_STATUS.open) throw new AppError('TASK_CANCELLED', { name: task.title });
    }
    const done = await repo.cancelTasks(tx, wanted, caller.userId, deps.clock.now());
    for (const { id } of done)
      await logOperation(tx, caller, {
        action: 'edit',
        resource: 'taskRecruit',
        recordId: id,
        summary: { after: { status: TASK_STATUS.cancelled } },
      });
    return { updated: done.length };
  });
}

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
  const lines = await repo.findLines(deps.db, {
    ...f,
    taskIds: q.taskId !== undefined ? [q.taskId] : undefined,
    positionId: q.positionId,
    deptId: q.deptId,
  });
  const today = companyToday(deps.clock.now());
  const rows = lines.map((l) => {
    const { met: _met, ...figures } = lineFigures(l);
    return { ...l, ...figures, ...progressOf({ ...l, status: l.taskStatus }, lineFigures(l), today, 1) };
  });
  const kept = q.progressState === undefined ? rows : rows.filter((r) => r.progressState === q.progressState);
  return pageOf(sorted(kept, q.sort), q);
}

export async function lineDetail(deps: Deps, caller: Manager, id: number) {
  const [line] = await repo.findLines(deps.db, { ...(await scopeOf(deps, caller)), ids: [id] });
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
