import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { users } from './identity.ts';
import { tenements } from './org.ts';
import { files } from './config.ts';

/**
 * The resume library (简历库): one entry per person per company, gathering the person's applications
 * (linked by (tenement_id, user_id), never by a copied stage), talent-pool entries and parsed resumes
 * (e-mail or paper: no seeker account, user_id null). `resume` is HR's own copy of the resume sections;
 * the seeker's online resume (table resumes) is never written from here. Code: src/server/modules/talent.
 */
export const talentEntries = pgTable(
  'talent_entries',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    userId: integer('user_id').references(() => users.id),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 254 }),
    /** SHA-256 of the normalised ID number (library.ts idNoHash): duplicates are found by it. */
    idNoHash: varchar('id_no_hash', { length: 64 }),
    sex: smallint('sex'),
    birthday: date('birthday'),
    /** Highest DropDown Position/Education value of HR's copy. */
    education: smallint('education'),
    workYears: smallint('work_years'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    city: varchar('city', { length: 50 }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** SysParam resume source line (招聘网站, 邮件, 纸质简历, 人才库 ...). */
    source: varchar('source', { length: 50 }).notNull(),
    /** The parsed file a parsed entry came from. */
    fileId: integer('file_id').references(() => files.id),
    /** HR's copy: { basic, jobStatus, selfEvaluation, skills, expect, jobs, projects, educations }. */
    resume: jsonb('resume').notNull().default({}),
    /**
     * Search terms (CJK bigrams, name characters, lowercased latin words) of name, skills, schools,
     * majors, companies and job titles, computed in TypeScript; null until computed (a backfilled row).
     */
    terms: text('terms').array(),
    /** Set once HR edits its copy: a later application no longer refreshes the copy from its resume. */
    hrEditedAt: timestamp('hr_edited_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('talent_entries_person').on(t.tenementId, t.userId).where(sql`${t.userId} is not null`),
    index('talent_entries_recent').on(t.tenementId, t.updatedAt, t.id),
    index('talent_entries_phone').on(t.tenementId, t.phone).where(sql`${t.phone} is not null`),
    index('talent_entries_email').on(t.tenementId, t.email).where(sql`${t.email} is not null`),
    index('talent_entries_id_no').on(t.tenementId, t.idNoHash).where(sql`${t.idNoHash} is not null`),
    index('talent_entries_terms').using('gin', t.terms),
    index('talent_entries_tags').using('gin', t.tags),
    index('talent_entries_education').on(t.tenementId, t.education),
    index('talent_entries_work_years').on(t.tenementId, t.workYears),
    index('talent_entries_birthday').on(t.tenementId, t.birthday),
    index('talent_entries_salary').on(t.tenementId, t.salaryMin),
    index('talent_entries_city').on(t.tenementId, t.city),
    index('talent_entries_source').on(t.tenementId, t.source),
    index('talent_entries_pending').on(t.tenementId).where(sql`${t.terms} is null`),
  ],
);

/** Who changed what in HR's copy, merges of parsed resumes, and forwards by e-mail. Never updated. */
export const talentEntryLogs = pgTable(
  'talent_entry_logs',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    entryId: integer('entry_id')
      .notNull()
      .references(() => talentEntries.id),
    /** create, edit, merge, forward, pipeline. */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The section changed (basic, jobStatus, expect, jobs, projects, educations, tags) or null. */
    section: varchar('section', { length: 20 }),
    /** Before and after of the section; an ID number is never kept in clear. */
    before: jsonb('before'),
    after: jsonb('after'),
    /** Forwards: the addresses and the subject sent. */
    toEmails: text('to_emails').array(),
    subject: varchar('subject', { length: 200 }),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('talent_entry_logs_entry').on(t.entryId, t.id), index('talent_entry_logs_tenement_kind').on(t.tenementId, t.kind, t.id)],
);

/** A member's saved talent-centre searches. */
export const talentSavedSearches = pgTable(
  'talent_saved_searches',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 30 }).notNull(),
    query: jsonb('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('talent_saved_searches_name').on(t.tenementId, t.userId, t.name)],
);

/** How far each company's applications have been gathered into the library (the newest delivery id seen). */
export const talentSync = pgTable('talent_sync', {
  tenementId: integer('tenement_id')
    .primaryKey()
    .references(() => tenements.id),
  lastDeliveryId: integer('last_delivery_id').notNull().default(0),
  updatedAt: updatedAt(),
});
