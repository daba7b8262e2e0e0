import { index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { users } from './identity.ts';
import { tenements } from './org.ts';
import { talentEntries } from './talent.ts';

/**
 * One uploaded resume file and what became of it (src/server/modules/parsing): refused (why), landed in
 * the library as a new entry, or waiting for HR to merge it into an entry of the same person (found by
 * phone, e-mail or ID number) or keep it separate. The original bytes sit in the file store under
 * `storage_key` (accepted files only); `fields` is what the parser recognised, the ID number masked.
 */
export const resumeParses = pgTable(
  'resume_parses',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    /** The upload it came in: one BatchParsing call. */
    batchNo: varchar('batch_no', { length: 36 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** pdf or docx; null when the content was neither. */
    fileKind: varchar('file_kind', { length: 8 }),
    fileSize: integer('file_size').notNull(),
    storageKey: varchar('storage_key', { length: 80 }),
    /** SysParam ResumeSource value the batch was uploaded under. */
    source: varchar('source', { length: 50 }).notNull(),
    /** 1 landed, 2 duplicate waiting for a decision, 3 merged, 4 kept separate, 5 refused (PARSE_STATUS). */
    status: smallint('status').notNull(),
    /** Why a refused file was refused (limits.ts REFUSALS). */
    refusal: varchar('refusal', { length: 16 }),
    fields: jsonb('fields').notNull().default({}),
    /** The ID number in clear only while a duplicate waits (the entry made on keep-separate needs it); then null. */
    idNumber: varchar('id_number', { length: 18 }),
    /** Entries of the same person when it was parsed: [{id, name, matchedBy}]. */
    duplicates: jsonb('duplicates').notNull().default([]),
    talentEntryId: integer('talent_entry_id').references(() => talentEntries.id),
    textChars: integer('text_chars').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('resume_parses_tenement').on(t.tenementId, t.id), index('resume_parses_status').on(t.tenementId, t.status, t.id)],
);
