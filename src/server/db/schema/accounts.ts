import { index, integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { users } from './identity.ts';
import { tenements } from './org.ts';

/**
 * A company's invitation to an existing account: nothing of the company reaches the account, and the
 * company sees none of its contacts, until its owner accepts (then the membership is made from these fields).
 */
export const memberInvitations = pgTable(
  'member_invitations',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    inviterUserId: integer('inviter_user_id')
      .notNull()
      .references(() => users.id),
    /** What HR filled in on Add; the membership gets these on acceptance. */
    name: varchar('name', { length: 50 }).notNull(),
    // No foreign keys: a department or user type may go while the invitation waits (acceptance checks them).
    deptId: integer('dept_id'),
    userTypeId: integer('user_type_id'),
    post: varchar('post', { length: 50 }),
    jobNo: varchar('job_no', { length: 32 }),
    remark: text('remark'),
    /** 0 pending, 1 accepted, 2 declined, 3 cancelled by the company (expiry is read from expiresAt). */
    status: smallint('status').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('member_invitations_tenement').on(t.tenementId, t.status, t.id), index('member_invitations_user').on(t.userId, t.status)],
);

/** Counts of limited actions (lookups, invitations) per key and time window, shared by every instance. */
export const actionCounters = pgTable(
  'action_counters',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
