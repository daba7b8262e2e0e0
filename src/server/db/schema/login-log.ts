import { boolean, index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { users } from './identity.ts';

/**
 * Every login attempt, kept LOGIN_LOG_DAYS (purged with the identity rows). A success is written in
 * the transaction that opens its session; a failure on its own, after the attempt's work is undone.
 * Never a password, a code, a token or a third-party id: only what identifies the attempt.
 */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    /** The login as typed (trimmed), or the account reached by a link or a third-party identity; '' when none. */
    account: varchar('account', { length: 254 }).notNull(),
    /** The account the attempt reached, when it names one. No foreign key: the row is a fact kept after the account goes. */
    userId: integer('user_id'),
    /** The company the session acts for (management sessions); null for job-seeker sessions and failures. */
    tenementId: integer('tenement_id'),
    /** password, register, exchangeCode, thirdParty, switch (see src/server/modules/login-log/record.ts). */
    method: varchar('method', { length: 16 }).notNull(),
    /** The client kind the caller said (1 computer browser, 3 mobile browser). */
    loginSource: smallint('login_source').notNull(),
    success: boolean('success').notNull(),
    /** Why a failure failed (wrongPassword, unknownAccount, locked, captcha, disabled, ...); null on success. */
    reason: varchar('reason', { length: 32 }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    /** The terms version the person ticked on the login or register page, as sent. */
    agreementVersion: varchar('agreement_version', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_logs_tenement').on(t.tenementId, t.id),
    index('login_logs_user').on(t.userId, t.id),
    index('login_logs_created').on(t.createdAt),
  ],
);

/** Who accepted which version of the terms, and when they first did (register, or a login after the terms changed). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    version: varchar('version', { length: 20 }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
