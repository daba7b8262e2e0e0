import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './common.ts';
import { tenements } from './org.ts';
import { users } from './identity.ts';

/**
 * Run-time configuration of a resource screen per tenement, versioned: every save is a new row,
 * the highest version is in force, and a rollback saves an old overlay again as the newest.
 */
export const resourceOverlays = pgTable(
  'resource_overlays',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    resource: varchar('resource', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    overlay: jsonb('overlay').notNull(),
    comment: varchar('comment', { length: 200 }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('resource_overlays_version').on(t.tenementId, t.resource, t.version)],
);

/** Per-user UI state (column chooser, saved filters): react-admin's Store, kept on the server. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: varchar('key', { length: 200 }).notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Uploaded files: this row says whose they are and what; the bytes are in file_blobs or under FILES_DIR (FILE_STORE). */
export const files = pgTable(
  'files',
  {
    id: id(),
    tenementId: integer('tenement_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    /** Names the bytes: a file_blobs row, or a path under FILES_DIR (`seed/…`: the shipped demo assets); never sent to clients. */
    storageKey: varchar('storage_key', { length: 100 }).notNull().unique(),
    /**
     * What read links name instead of the sequential id, so links cannot be walked by counting:
     * 128 random bits, drawn by the database for every row (existing rows got theirs when the column came).
     */
    key: varchar('key', { length: 32 }).notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    fromType: varchar('from_type', { length: 30 }).notNull().default('upload'),
    createdAt: createdAt(),
  },
  // The daily quota of public uploads counts one user's recent rows.
  (t) => [index('files_user_created').on(t.userId, t.createdAt)],
);

/**
 * The bytes of uploaded files when FILE_STORE=database, so every instance on this database reads them
 * (modules/files/store). Written in the transaction of the file's row; gone with the row.
 */
export const fileBlobs = pgTable('file_blobs', {
  storageKey: varchar('storage_key', { length: 100 })
    .primaryKey()
    .references(() => files.storageKey, { onDelete: 'cascade' }),
  data: bytea('data').notNull(),
});

/** Every back-office write: who, where, what, which record, a before/after summary without secrets. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: id(),
    tenementId: integer('tenement_id'),
    userId: integer('user_id').notNull(),
    account: varchar('account', { length: 16 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    resource: varchar('resource', { length: 64 }).notNull(),
    recordId: varchar('record_id', { length: 200 }),
    summary: jsonb('summary').notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('operation_logs_tenement').on(t.tenementId, t.id)],
);
