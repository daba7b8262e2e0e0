import { boolean, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { users } from './identity.ts';

/** A company (the seeds' tenement). */
export const tenements = pgTable('tenements', {
  id: id(),
  tenementNo: varchar('tenement_no', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  /** 15-character alphanumeric team code users join with. */
  teamCode: varchar('team_code', { length: 15 }).notNull().unique(),
  creatorUserId: integer('creator_user_id').references(() => users.id),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Department tree inside a tenement. */
export const depts = pgTable(
  'depts',
  {
    id: id(),
    tenementId: integer('tenement_id').notNull().references(() => tenements.id),
    parentId: integer('parent_id'),
    deptNo: varchar('dept_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('depts_tenement_no').on(t.tenementId, t.deptNo), index('depts_parent').on(t.parentId)],
);

/** Membership of a user in a tenement (the seeds' tenement user). */
export const tenementUsers = pgTable(
  'tenement_users',
  {
    id: id(),
    tenementId: integer('tenement_id').notNull().references(() => tenements.id),
    userId: integer('user_id').notNull().references(() => users.id),
    deptId: integer('dept_id').references(() => depts.id),
    name: varchar('name', { length: 50 }).notNull(),
    jobNo: varchar('job_no', { length: 32 }),
    enabled: boolean('enabled').notNull().default(true),
    isTopAdmin: boolean('is_top_admin').notNull().default(false),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tenement_users_member').on(t.tenementId, t.userId), index('tenement_users_dept').on(t.deptId)],
);
