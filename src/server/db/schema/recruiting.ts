import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { users } from './identity.ts';
import { tenements } from './org.ts';
import { files } from './config.ts';

/**
 * Positions and what job seekers do with them: resumes, attachments, applications (delivery
 * records), saved positions, entry data and special forms. Codes are in src/common/recruiting.ts.
 */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    name: varchar('name', { length: 50 }).notNull(),
    /** DropDown Position/RecruitmentType: 1 social, 2 campus, 3 short term. Fixed after the first submit. */
    recruitmentType: smallint('recruitment_type').notNull(),
    positionTypeId: integer('position_type_id'),
    deptId: integer('dept_id'),
    factoryId: integer('factory_id'),
    officePlaceId: integer('office_place_id'),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    headcount: integer('headcount').notNull().default(1),
    salaryMin: integer('salary_min').notNull(),
    salaryMax: integer('salary_max').notNull(),
    /** DropDown Position/SalaryUnit. */
    salaryUnit: smallint('salary_unit').notNull().default(1),
    /** Qualification: DropDown Position/Education (lowest accepted), WorkExperience, age range. */
    education: smallint('education').notNull().default(1),
    workExperience: smallint('work_experience').notNull().default(0),
    ageMin: smallint('age_min'),
    ageMax: smallint('age_max'),
    description: varchar('description', { length: 1000 }).notNull(),
    requirement: varchar('requirement', { length: 1000 }),
    /** Short-term positions (recruitment type 3): the work period. */
    workStartDate: date('work_start_date'),
    workEndDate: date('work_end_date'),
    examId: integer('exam_id'),
    specialFormId: integer('special_form_id'),
    /** POSITION_STATE: 0 draft, 1 waiting for publish, 2 published, 3 offline. */
    state: smallint('state').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    offlineAt: timestamp('offline_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('positions_tenement_state').on(t.tenementId, t.state, t.id),
    index('positions_published').on(t.state, t.publishedAt, t.id),
    index('positions_tags').using('gin', t.tagIds),
  ],
);

export const positionCollects = pgTable(
  'position_collects',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.positionId] }), index('position_collects_user').on(t.userId, t.createdAt)],
);

/** A job seeker's online resume: one per account, sections as validated JSON documents. */
export const resumes = pgTable('resumes', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  /** 1 full online resume, 2 the short general-worker resume (AddSpecialResume). */
  kind: smallint('kind').notNull().default(1),
  basic: jsonb('basic').notNull().default({}),
  jobStatus: smallint('job_status'),
  selfEvaluation: varchar('self_evaluation', { length: 1000 }),
  skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
  expect: jsonb('expect'),
  jobs: jsonb('jobs').notNull().default([]),
  projects: jsonb('projects').notNull().default([]),
  educations: jsonb('educations').notNull().default([]),
  /** File ids: the first is the ID-style photo. */
  photoIds: integer('photo_ids').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const resumeAttachments = pgTable(
  'resume_attachments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    name: varchar('name', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    /** Deleted by its owner: gone from their lists; applications made with it still show it to HR. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('resume_attachments_user').on(t.userId, t.id)],
);

/** One application of a job seeker to a position, and where it stands in the pipeline. */
export const deliveryRecords = pgTable(
  'delivery_records',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** DropDown ResumeLib/ResumeType: 1 online, 2 attachment. */
    resumeType: smallint('resume_type').notNull(),
    attachmentId: integer('attachment_id').references(() => resumeAttachments.id),
    /** The online resume as it was sent (later edits do not change what HR received). */
    resumeSnapshot: jsonb('resume_snapshot').notNull(),
    /** PIPELINE_STAGE in src/common/recruiting.ts. */
    stage: smallint('stage').notNull().default(1),
    /** Sub-step inside a stage (the interview and hire stages' steps), 0 when the stage has none. */
    step: smallint('step').notNull().default(0),
    /** Open while not rejected and not finished: one open application per seeker and position. */
    active: boolean('active').notNull().default(true),
    /** SysParam resume source line (招聘网站 for the job-seeker site). */
    source: varchar('source', { length: 50 }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    arrivalTime: timestamp('arrival_time', { withTimezone: true }),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The furthest stage of the main path (2..10) a row of delivery_stage_history moved the record into,
     * 1 when none: kept by the database as history rows arrive (trigger delivery_stage_history_furthest,
     * migration 0022), read by the reports' funnel beside the current stage.
     */
    furthestMoved: smallint('furthest_moved').notNull().default(1),
    /** The language the seeker applied in: their pipeline notices speak it. */
    lang: varchar('lang', { length: 8 }).notNull().default('zh-CN'),
    /** Hire side: employee number (unique in the company), entry department, personnel type, dates. */
    employeeNo: varchar('employee_no', { length: 32 }),
    entryDeptId: integer('entry_dept_id'),
    personnelType: varchar('personnel_type', { length: 20 }),
    entryDate: date('entry_date'),
    dimissionDate: date('dimission_date'),
    /** Who manages the candidate's interviews (ResumeLib/editInterviewManager); sees them in their scope. */
    interviewManagerId: integer('interview_manager_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_records_open').on(t.userId, t.positionId).where(sql`${t.active}`),
    index('delivery_records_user').on(t.userId, t.id),
    index('delivery_records_position').on(t.positionId, t.id),
    index('delivery_records_tenement_stage').on(t.tenementId, t.stage, t.id),
    // Stage lists: a page walks its sort column inside (company, stage), the position at hand for the
    // data scope (index only); the count and the position filter read (position, stage).
    index('delivery_records_stage_created').on(t.tenementId, t.stage, t.createdAt, t.id, t.positionId),
    index('delivery_records_stage_changed').on(t.tenementId, t.stage, t.stageChangedAt, t.id, t.positionId),
    index('delivery_records_position_stage').on(t.positionId, t.stage),
    index('delivery_records_interview_manager').on(t.interviewManagerId, t.id).where(sql`${t.interviewManagerId} is not null`),
    uniqueIndex('delivery_records_employee_no').on(t.tenementId, t.employeeNo).where(sql`${t.employeeNo} is not null`),
  ],
);

/** Personal details a seeker gives for onboarding (ID number, address, emergency contact, bank ...). */
export const resumeUserInfos = pgTable('resume_user_infos', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  data: jsonb('data').notNull().default({}),
  updatedAt: updatedAt(),
});

/** Entry data of one hired application: arrival, documents (file ids), and what HR asked for. */
export const entryInfos = pgTable('entry_infos', {
  deliveryRecordId: integer('delivery_record_id')
    .primaryKey()
    .references(() => deliveryRecords.id),
  data: jsonb('data').notNull().default({}),
  updatedAt: updatedAt(),
});

/** Extra questions a position asks its applicants (general workers: height, shifts, dormitory ...). */
export const specialForms = pgTable(
  'special_forms',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    name: varchar('name', { length: 50 }).notNull(),
    /** [{prop, label, el: input|number|select|radio|date|textarea, required, options?[], maxLength?}] */
    items: jsonb('items').notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('special_forms_tenement_name').on(t.tenementId, t.name)],
);

/** Answers to a special form for one application (general-worker data). */
export const specialFormData = pgTable('special_form_data', {
  deliveryRecordId: integer('delivery_record_id')
    .primaryKey()
    .references(() => deliveryRecords.id),
  formId: integer('form_id')
    .notNull()
    .references(() => specialForms.id),
  data: jsonb('data').notNull().default({}),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** An applicant's result in a position's exam, with the scanned paper or report bound to it. */
export const userExamDetails = pgTable(
  'user_exam_details',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    deliveryRecordId: integer('delivery_record_id')
      .notNull()
      .references(() => deliveryRecords.id),
    examId: integer('exam_id').notNull(),
    score: integer('score'),
    /** null not marked, true passed, false failed (score against the exam's pass score). */
    passed: boolean('passed'),
    attachmentIds: integer('attachment_ids').array().notNull().default(sql`'{}'::integer[]`),
    remark: varchar('remark', { length: 200 }),
    examAt: timestamp('exam_at', { withTimezone: true }),
    /** PublishExamination: who set the exam to the candidate, when. */
    publishedBy: integer('published_by').references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** ExamineUserInfo: who reviewed the result, when. */
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_exam_details_record_exam').on(t.deliveryRecordId, t.examId),
    index('user_exam_details_tenement').on(t.tenementId, t.id),
  ],
);
