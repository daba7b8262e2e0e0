import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';

export const users = pgTable('users', {
  id: id(),
  /** Login name: immutable once chosen. */
  account: varchar('account', { length: 16 }).notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  phone: varchar('phone', { length: 11 }).unique(),
  email: varchar('email', { length: 254 }).unique(),
  name: varchar('name', { length: 50 }),
  headPortrait: text('head_portrait'),
  /** Every registered user is a job seeker; management access comes from tenement membership. */
  isSeeker: boolean('is_seeker').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /**
   * The company that opened the account (TenementUser/Create, Add with a new phone, import); null for one
   * its owner registered. Only that company may reset its password, and only while the account is its alone.
   * No foreign key: tenements already refer to users, and the id is kept as a fact even if the company goes.
   */
  createdByTenementId: integer('created_by_tenement_id'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'seeker' or 'manage': the identity the session acts as. */
    identity: varchar('identity', { length: 8 }).notNull(),
    tenementId: integer('tenement_id'),
    /** 3 mobile browser, 1 otherwise; one live session per account and kind. */
    loginSource: smallint('login_source').notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxExpiresAt: timestamp('max_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The state the holder gets once revoked (4002 logout, 4003 elsewhere, 4004 disabled, ...). */
    revokedState: integer('revoked_state'),
  },
  (t) => [index('sessions_user').on(t.userId, t.loginSource)],
);

export const thirdPartyBindings = pgTable(
  'third_party_bindings',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    thirdPartyType: smallint('third_party_type').notNull(),
    unionId: varchar('union_id', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('third_party_union').on(t.thirdPartyType, t.unionId)],
);

/** SMS and e-mail codes: hashed, single use, expiring. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    channel: varchar('channel', { length: 8 }).notNull(),
    target: varchar('target', { length: 254 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    /** The logged-in account that asked for it (bind codes): codes are limited per sender too. */
    senderUserId: integer('sender_user_id'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_target').on(t.target, t.createdAt),
    index('verification_codes_ip').on(t.ip, t.createdAt),
    index('verification_codes_sender').on(t.senderUserId, t.createdAt),
  ],
);

/** Every message the system sends (SMS, mail): the embedded default's "gateway", and an audit trail. */
export const outbox = pgTable('outbox', {
  id: id(),
  channel: varchar('channel', { length: 8 }).notNull(),
  target: varchar('target', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Slide-puzzle challenges; the answer never leaves the server. */
export const captchas = pgTable('captchas', {
  id: varchar('id', { length: 36 }).primaryKey(),
  x: integer('x').notNull(),
  y: integer('y').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One-time proof that a captcha was solved, spent by GetCode, RegisterUser, BackPwd or a login. */
export const captchaTickets = pgTable('captcha_tickets', {
  ticketHash: varchar('ticket_hash', { length: 64 }).primaryKey(),
  /** The call it was solved for (login, register, reset, bind): a ticket is good for that purpose only. */
  purpose: varchar('purpose', { length: 16 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * WeChat mode: a single-use, short-lived code that the WeChat entry puts in the address (`?token=`)
 * instead of a session token; the app exchanges it for its own session by POST. Only a hash is kept.
 */
export const exchangeCodes = pgTable('exchange_codes', {
  codeHash: varchar('code_hash', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
