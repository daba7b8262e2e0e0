import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
  /** The platform company: its top administrator edits the shared menus. Set by the demo seed or `recruit account platform`, never by registration order. */
  isPlatform: boolean('is_platform').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Department tree inside a tenement. */
export const depts = pgTable(
  'depts',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    parentId: integer('parent_id'),
    deptNo: varchar('dept_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Ancestor ids and its own, as '/1/5/9/': "this department and below" is one prefix match. */
    path: varchar('path', { length: 400 }).notNull().default('/'),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('depts_tenement_no').on(t.tenementId, t.deptNo),
    index('depts_parent').on(t.parentId),
    index('depts_path').on(t.tenementId, t.path),
  ],
);

/** Membership of a user in a tenement (the seeds' tenement user). */
export const tenementUsers = pgTable(
  'tenement_users',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deptId: integer('dept_id').references(() => depts.id),
    name: varchar('name', { length: 50 }).notNull(),
    jobNo: varchar('job_no', { length: 32 }),
    userTypeId: integer('user_type_id').references(() => userTypes.id),
    /** Job title inside the company. */
    post: varchar('post', { length: 50 }),
    enabled: boolean('enabled').notNull().default(true),
    isTopAdmin: boolean('is_top_admin').notNull().default(false),
    remark: text('remark'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tenement_users_member').on(t.tenementId, t.userId),
    index('tenement_users_dept').on(t.tenementId, t.deptId, t.id),
    index('tenement_users_page').on(t.tenementId, t.id),
  ],
);

/** Kinds of people a company keeps (the seeds' user types). */
export const userTypes = pgTable(
  'user_types',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_types_tenement_name').on(t.tenementId, t.name)],
);

/** What a company shows of itself to job seekers (one row per company). */
export const companyInfos = pgTable('company_infos', {
  tenementId: integer('tenement_id')
    .primaryKey()
    .references(() => tenements.id),
  shortName: varchar('short_name', { length: 50 }),
  logo: text('logo'),
  industry: varchar('industry', { length: 50 }),
  sizeType: smallint('size_type'),
  address: varchar('address', { length: 200 }),
  website: varchar('website', { length: 200 }),
  contactPhone: varchar('contact_phone', { length: 20 }),
  contactEmail: varchar('contact_email', { length: 254 }),
  /** Rich text (sanitised HTML). */
  intro: text('intro'),
  /** Listed on the job-seeker site. */
  published: boolean('published').notNull().default(true),
  updatedAt: updatedAt(),
});

/** Places people work at (at most 10 per company). */
export const officePlaces = pgTable(
  'office_places',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    name: varchar('name', { length: 50 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('office_places_tenement_name').on(t.tenementId, t.name)],
);

/** Requests that wait for a company administrator's review (joining with the team code, ...). */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    /** DropDown Form/ApplyType: 1 join the team, 2 permission request. */
    applyType: smallint('apply_type').notNull(),
    applicantUserId: integer('applicant_user_id')
      .notNull()
      .references(() => users.id),
    /** What the applicant filled in (name, remark, ...). */
    content: jsonb('content').notNull().default({}),
    /** DropDown Form/ReviewStatus: 0 pending, 1 approved, 2 rejected. */
    reviewStatus: smallint('review_status').notNull().default(0),
    reviewerUserId: integer('reviewer_user_id').references(() => users.id),
    reviewRemark: varchar('review_remark', { length: 200 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('forms_tenement_status').on(t.tenementId, t.reviewStatus, t.id), index('forms_applicant').on(t.applicantUserId)],
);
