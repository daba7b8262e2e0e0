/**
 * Recruitment tasks (招聘任务, TaskRecruitInfo): a plan of headcount per position over a period. Progress
 * (hired, entered) is never stored: it is counted from the pipeline's history rows when asked
 * (src/server/modules/tasks/). A cancelled task stays as history (`status` 2) and is not edited again.
 * A line names a position; its department is the position's, so the lines are seen in the data scope
 * the position's applications are seen in. Deleting a position (only a draft or offline one without
 * applications) takes its lines with it.
 */
import { date, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { users } from './identity.ts';
import { tenements } from './org.ts';
import { positions } from './recruiting.ts';

export const taskRecruitInfos = pgTable(
  'task_recruit_infos',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    title: varchar('title', { length: 100 }).notNull(),
    /** The period whose hires and entries count (company days, both included). */
    beginDate: date('begin_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The day the planned headcount should be hired by (inside the period). */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    ownerId: integer('owner_id').references(() => users.id),
    /** 1 open, 2 cancelled (src/common/tasks.ts TASK_STATUS). */
    status: smallint('status').notNull().default(1),
    remark: varchar('remark', { length: 500 }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('task_recruit_infos_tenement').on(t.tenementId, t.beginDate)],
);

export const taskRecruitLines = pgTable(
  'task_recruit_lines',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    taskId: integer('task_id')
      .notNull()
      .references(() => taskRecruitInfos.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    planned: integer('planned').notNull(),
    remark: varchar('remark', { length: 200 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('task_recruit_lines_task_position').on(t.taskId, t.positionId),
    index('task_recruit_lines_position').on(t.positionId),
  ],
);
