/**
 * Recruitment tasks (招聘任务 314; their lines and counted applications, 315 and 601, are lines.ts's).
 * The caller sees the lines whose position lies in their data scope on applications (the stage lists'
 * scope, pipeline's listScope) and
 * the tasks with such a line, or that they created or own; a caller whose scope is the whole company
 * sees every task. Figures are counted when asked (repository.ts, progress.ts). A cancelled task and its
 * lines are history: not changed again (1460).
 */
import type { Deps } from '../../deps.ts';
import { COMPANY_UTC_OFFSET_MINUTES } from '../../../common/company-time.ts';
import type { Lang } from '../../../common/states.ts';
import { crossFieldIssues, TASK_PROGRESS, TASK_RULES, TASK_STATUS } from '../../../common/tasks.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { logOperation } from '../oplog/service.ts';
import { listScope } from '../pipeline/lists/service.ts';
import { lineFigures, progressOf, sumFigures } from './progress.ts';
import { lineCounts } from './figures-repository.ts';
import * as repo from './repository.ts';

/** 招聘任务, 任务明细 (resources/task-recruit.json, task-recruit-line.json) and 任务达成明细 (task-recruit-line-detail.json). */
export const TASK_MENU = 314;
export const TASK_LINE_MENU = 315;
export const TASK_DETAIL_MENU = 601;

/** Most tasks one summary works over (figures are worked out before the page is cut). */
const TASK_MAX = 2000;

export const companyToday = (now: Date) => new Date(now.getTime() + COMPANY_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

export async function scopeOf(deps: Deps, caller: Manager) {
  const s = await listScope(deps, caller);
  return { tenementId: caller.tenementId, scope: s.where, userId: caller.userId };
}

/** The lines with their figures, all counted in one statement (figures-repository.ts). */
export async function withFigures<L extends { id: number; beginDate: string; endDate: string }>(
  deps: Deps,
  tenementId: number,
  lines: L[],
): Promise<Array<L & { hired: number; entered: number }>> {
  if (!lines.length) return [];
  const from = lines.map((l) => l.beginDate).sort()[0]!;
  const to = lines.map((l) => l.endDate).sort()[lines.length - 1]!;
  const counts = new Map(
    (
      await lineCounts(
        deps.db,
        tenementId,
        lines.map((l) => l.id),
        from,
        to,
      )
    ).map((c) => [c.id, c]),
  );
  return lines.map((l) => ({ ...l, hired: counts.get(l.id)?.hired ?? 0, entered: counts.get(l.id)?.entered ?? 0 }));
}

export interface Page {
  page: number;
  perPage: number;
}
export const pageOf = <T>(rows: T[], q: Page) => ({
  list: rows.slice((q.page - 1) * q.perPage, q.page * q.perPage),
  totalCount: rows.length,
  page: q.page,
  perPage: q.perPage,
});

export function sorted<T extends Record<string, unknown>>(rows: T[], sort: string | undefined): T[] {
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
  const found = tasks.length ? await repo.findLines(deps.db, { ...f, taskIds: tasks.map((t) => t.id) }) : [];
  const lines = await withFigures(deps, f.tenementId, found);
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

export async function seenTask(deps: Deps, caller: Manager, id: number) {
  const [task] = await repo.findTasks(deps.db, { ...(await scopeOf(deps, caller)), ids: [id] }, 1);
  if (!task) throw new AppError('NOT_FOUND');
  return task;
}

export async function taskDetail(deps: Deps, caller: Manager, id: number) {
  return seenTask(deps, caller, id);
}

const CANCELLED: Readonly<Record<Lang, string>> = { 'zh-CN': '（已取消）', 'zh-TW': '（已取消）', en: ' (cancelled)' };

/** The tasks as options; a cancelled one says so (the lines' filter still names it, a new line cannot). */
export async function taskOptions(deps: Deps, caller: Manager, open: boolean | undefined, lang: Lang) {
  const f = await scopeOf(deps, caller);
  const rows = await repo.findTasks(deps.db, { ...f, status: open ? TASK_STATUS.open : undefined }, 500);
  return rows.map((t) => ({ value: t.id, display: t.status === TASK_STATUS.cancelled ? `${t.title}${CANCELLED[lang]}` : t.title }));
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
