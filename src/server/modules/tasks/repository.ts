/**
 * SQL of recruitment tasks and their lines; the lines' figures are figures-repository.ts's (one grouped
 * pass over the history rows of the lines' positions), and the applications a line counts are below.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { TASK_STATUS } from '../../../common/tasks.ts';
import {
  deliveryRecords,
  deliveryStageHistory,
  depts,
  positions,
  taskRecruitInfos as tasks,
  taskRecruitLines as lines,
  tenementUsers,
  users,
} from '../../db/schema/index.ts';
import { afterDay, dayStart, ENTERED, HIRED } from './figures-repository.ts';

export interface TaskFilter {
  tenementId: number;
  /** The caller's data scope on applications (a condition on positions); undefined: the whole company. */
  scope: SQL | undefined;
  userId: number;
  ids?: number[] | undefined;
  keyword?: string | undefined;
  status?: number | undefined;
  /** Tasks whose period overlaps [beginDate, endDate]. */
  beginDate?: string | undefined;
  endDate?: string | undefined;
}

/** A line of the task in scope: the task is seen through it. */
const lineInScope = (scope: SQL) =>
  sql`exists (select 1 from ${lines} join ${positions} on ${positions.id} = ${lines.positionId} where ${lines.taskId} = ${tasks.id} and ${scope})`;

function taskWhere(f: TaskFilter): SQL | undefined {
  const seen = f.scope ? or(lineInScope(f.scope), eq(tasks.createdBy, f.userId), eq(tasks.ownerId, f.userId)) : undefined;
  return and(
    eq(tasks.tenementId, f.tenementId),
    seen,
    f.ids ? inArray(tasks.id, f.ids) : undefined,
    f.keyword ? ilike(tasks.title, `%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    f.status !== undefined ? eq(tasks.status, f.status) : undefined,
    f.beginDate ? sql`${tasks.endDate} >= ${f.beginDate}` : undefined,
    f.endDate ? sql`${tasks.beginDate} <= ${f.endDate}` : undefined,
  );
}

const ownerName = sql<string | null>`coalesce(${tenementUsers.name}, ${users.name}, ${users.account})`;

const TASK_COLUMNS = {
  id: tasks.id,
  title: tasks.title,
  beginDate: tasks.beginDate,
  endDate: tasks.endDate,
  deadline: tasks.deadline,
  ownerId: tasks.ownerId,
  ownerName,
  status: tasks.status,
  remark: tasks.remark,
  cancelledAt: tasks.cancelledAt,
  createdAt: tasks.createdAt,
};

export type TaskRow = Awaited<ReturnType<typeof findTasks>>[number];

/** The tasks the filter names, newest period first; at most `limit`. */
export function findTasks(db: Queryable, f: TaskFilter, limit: number) {
  return db
    .select(TASK_COLUMNS)
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.ownerId))
    .leftJoin(tenementUsers, and(eq(tenementUsers.userId, tasks.ownerId), eq(tenementUsers.tenementId, tasks.tenementId)))
    .where(taskWhere(f))
    .orderBy(desc(tasks.beginDate), desc(tasks.id))
    .limit(limit);
}

/** One task of the company, locked for a write (FOR UPDATE), seen or not: the service decides. */
export async function taskForUpdate(db: Queryable, f: TaskFilter, id: number) {
  const [row] = await db
    .select({
      id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      beginDate: tasks.beginDate,
      endDate: tasks.endDate,
      deadline: tasks.deadline,
    })
    .from(tasks)
    .where(and(taskWhere({ ...f, ids: [id] })))
    .for('update');
  return row;
}

export interface LineFilter {
  tenementId: number;
  scope: SQL | undefined;
  taskIds?: number[] | undefined;
  ids?: number[] | undefined;
  positionId?: number | undefined;
  deptId?: number | undefined;
}

function lineWhere(f: LineFilter) {
  return and(
    eq(lines.tenementId, f.tenementId),
    f.scope,
    f.taskIds ? inArray(lines.taskId, f.taskIds) : undefined,
    f.ids ? inArray(lines.id, f.ids) : undefined,
    f.positionId !== undefined ? eq(lines.positionId, f.positionId) : undefined,
    f.deptId !== undefined ? eq(positions.deptId, f.deptId) : undefined,
  );
}

export type LineRow = Awaited<ReturnType<typeof findLines>>[number];

/** Lines in scope, by task and position name (their figures: figures-repository.ts lineCounts). */
export function findLines(db: Queryable, f: LineFilter) {
  return db
    .select({
      id: lines.id,
      taskId: lines.taskId,
      taskTitle: tasks.title,
      taskStatus: tasks.status,
      beginDate: tasks.beginDate,
      endDate: tasks.endDate,
      deadline: tasks.deadline,
      positionId: lines.positionId,
      positionName: positions.name,
      deptId: positions.deptId,
      deptName: depts.name,
      planned: lines.planned,
      remark: lines.remark,
    })
    .from(lines)
    .innerJoin(tasks, eq(tasks.id, lines.taskId))
    .innerJoin(positions, eq(positions.id, lines.positionId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .where(lineWhere(f))
    .orderBy(desc(tasks.beginDate), asc(lines.taskId), asc(positions.name), asc(lines.id));
}

/** One line in scope, locked with its task's state, for a write. */
export async function lineForUpdate(db: Queryable, f: LineFilter, id: number) {
  const [row] = await db
    .select({ id: lines.id, taskId: lines.taskId, taskTitle: tasks.title, taskStatus: tasks.status, positionId: lines.positionId })
    .from(lines)
    .innerJoin(tasks, eq(tasks.id, lines.taskId))
    .innerJoin(positions, eq(positions.id, lines.positionId))
    .where(lineWhere({ ...f, ids: [id] }))
    .for('update', { of: lines });
  return row;
}

/** A position of the company inside `scope` (a condition on positions), with its name. */
export async function positionInScope(db: Queryable, tenementId: number, scope: SQL | undefined, id: number) {
  const [row] = await db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.tenementId, tenementId), scope));
  return row;
}

export async function lineOfPosition(db: Queryable, taskId: number, positionId: number, exceptId?: number) {
  const [row] = await db
    .select({ id: lines.id })
    .from(lines)
    .where(and(eq(lines.taskId, taskId), eq(lines.positionId, positionId), exceptId ? sql`${lines.id} <> ${exceptId}` : undefined));
  return row;
}

export async function insertTask(db: Queryable, values: typeof tasks.$inferInsert) {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  return row!.id;
}

/** Updates an open task; false when it was cancelled meanwhile (the condition lost the race). */
export async function updateOpenTask(db: Queryable, id: number, values: Partial<typeof tasks.$inferInsert>) {
  const rows = await db
    .update(tasks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(tasks.id, id), eq(tasks.status, TASK_STATUS.open)))
    .returning({ id: tasks.id });
  return rows.length > 0;
}

export async function cancelTasks(db: Queryable, ids: number[], userId: number, at: Date) {
  return db
    .update(tasks)
    .set({ status: TASK_STATUS.cancelled, cancelledAt: at, cancelledBy: userId, updatedAt: sql`now()` })
    .where(and(inArray(tasks.id, ids), eq(tasks.status, TASK_STATUS.open)))
    .returning({ id: tasks.id });
}

export async function insertLine(db: Queryable, values: typeof lines.$inferInsert) {
  const [row] = await db.insert(lines).values(values).returning({ id: lines.id });
  return row!.id;
}

export async function updateLine(db: Queryable, id: number, values: Partial<typeof lines.$inferInsert>) {
  await db
    .update(lines)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(lines.id, id));
}

export async function deleteLines(db: Queryable, ids: number[]) {
  await db.delete(lines).where(inArray(lines.id, ids));
}

/** Whether the user is a member of the company (a task's owner must be). */
export async function isMember(db: Queryable, tenementId: number, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), eq(tenementUsers.userId, userId)));
  return (row?.n ?? 0) > 0;
}

const snap = deliveryRecords.resumeSnapshot;
const candidate = sql<string>`coalesce(nullif(${snap}->'basic'->>'name', ''), ${users.name}, ${users.account})`;

/** The applications a line counts: each with when it was first hired and first entered inside the period. */
export function countedApplications(db: Queryable, f: LineFilter, limit: number) {
  const hiredAt = sql<Date | null>`min(h.created_at) filter (where ${HIRED})`.mapWith(deliveryStageHistory.createdAt);
  const enteredAt = sql<Date | null>`min(h.created_at) filter (where ${ENTERED})`.mapWith(deliveryStageHistory.createdAt);
  return db
    .select({
      id: deliveryRecords.id,
      lineId: lines.id,
      taskTitle: tasks.title,
      name: candidate,
      positionName: positions.name,
      deptName: depts.name,
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
      hiredAt,
      enteredAt,
    })
    .from(lines)
    .innerJoin(tasks, eq(tasks.id, lines.taskId))
    .innerJoin(positions, eq(positions.id, lines.positionId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .innerJoin(deliveryRecords, and(eq(deliveryRecords.positionId, lines.positionId), eq(deliveryRecords.tenementId, lines.tenementId)))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .innerJoin(
      sql`${deliveryStageHistory} h`,
      sql`h.delivery_record_id = ${deliveryRecords.id} and h.created_at >= ${dayStart(tasks.beginDate)}
        and h.created_at < ${afterDay(tasks.endDate)} and (${HIRED} or ${ENTERED})`,
    )
    .where(lineWhere(f))
    .groupBy(deliveryRecords.id, lines.id, tasks.title, positions.name, depts.name, users.name, users.account)
    .orderBy(sql`min(h.created_at) desc`, desc(deliveryRecords.id))
    .limit(limit);
}
