import { boolean, date, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { users } from './identity.ts';

/**
 * A job seeker's request to erase their personal data (设置账号 → 删除我的数据). State 0 pending, 1 done
 * (erased), 2 refused (`reason`: a hire's legal retention until `retain_until`, or a company membership).
 * The companies the seeker had applied to when asking see it on 个人数据请求 (menu 913); any of them runs it,
 * and the daily retention job runs one left pending 30 days. Code: src/server/modules/privacy.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** PRIVACY_REQUEST_STATE in src/common/privacy.ts. */
    state: smallint('state').notNull().default(0),
    /** The companies the seeker had applied to when asking: the ones that see the request. */
    tenementIds: integer('tenement_ids').array().notNull(),
    /** Why a refused request was refused: legalRetention, member. */
    reason: varchar('reason', { length: 32 }),
    /** Under legal retention: the day the last hire's retention ends (null while still employed). */
    retainUntil: date('retain_until'),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_requests_user').on(t.userId, t.id), index('privacy_requests_state').on(t.state, t.createdAt)],
);

/**
 * What the retention job and each erasure did, in counts only (rows per holder, files): never a name,
 * an id of a person or a value. `dry_run` runs count what would go without removing it.
 */
export const privacyAudit = pgTable(
  'privacy_audit',
  {
    id: id(),
    /** retention (the job) or erasure (one request). */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** cli, schedule, hr, job. */
    trigger: varchar('trigger', { length: 16 }).notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    counts: jsonb('counts').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_audit_created').on(t.createdAt)],
);
