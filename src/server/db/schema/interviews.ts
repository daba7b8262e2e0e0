/**
 * Interviews, assessments and offers (issue 21). Invitations are served now; schedules, assessments,
 * offers and offer templates are laid down for the sessions that build their calls, so those need no
 * reshaping. People an interview names are join rows (`…_interviewers`) indexed by user: "the interviews a
 * person takes part in" is an index walk, not an array scan. The interview contact is a row of the
 * generic InterviewContacts resource (interview_contacts), kept by id without a foreign key because that
 * table is generated from its definition (deleting a contact an invitation names is refused, 1231); office
 * places are kept by id without one too, as positions keep theirs (the company page rewrites its places).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { users } from './identity.ts';
import { depts, tenements } from './org.ts';
import { deliveryRecords } from './recruiting.ts';

const tenementId = () =>
  integer('tenement_id')
    .notNull()
    .references(() => tenements.id);
const recordId = () =>
  integer('delivery_record_id')
    .notNull()
    .references(() => deliveryRecords.id);

/**
 * An invitation to interview (InviteDelivery): valid 72 hours from `sent_at` (`expires_at`); the seeker
 * accepts or declines while it is pending and not expired. Expiry is not stored as an answer: a pending
 * row past `expires_at` reads as expired. A re-invitation (after an expiry or a decline) sets
 * `cancelled_at` on the one it replaces, so a record has at most one live invitation (partial unique index).
 */
export const interviewInvitations = pgTable(
  'interview_invitations',
  {
    id: id(),
    tenementId: tenementId(),
    deliveryRecordId: recordId(),
    /** 1 for the first interview; a retest (another round) counts up. */
    round: smallint('round').notNull().default(1),
    interviewAt: timestamp('interview_at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 200 }),
    officePlaceId: integer('office_place_id'),
    /** An interview_contacts row of the company (InterviewContacts/GetInterviewContactsDropDown). */
    contactId: integer('contact_id'),
    message: varchar('message', { length: 500 }),
    sentBy: integer('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** INVITATION_ANSWER in src/common/interviews.ts: 0 pending, 1 accepted, 2 declined. */
    answer: smallint('answer').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('interview_invitations_live').on(t.deliveryRecordId).where(sql`${t.cancelledAt} is null`),
    index('interview_invitations_record').on(t.deliveryRecordId, t.id),
    index('interview_invitations_tenement_at').on(t.tenementId, t.interviewAt),
  ],
);

export const interviewInvitationInterviewers = pgTable(
  'interview_invitation_interviewers',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => interviewInvitations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tenementId: tenementId(),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.userId] }),
    index('interview_invitation_interviewers_user').on(t.userId, t.invitationId),
  ],
);

/** An interview on the calendar (InterviewSchedule/*): month views walk (company, starts_at). */
export const interviewSchedules = pgTable(
  'interview_schedules',
  {
    id: id(),
    tenementId: tenementId(),
    deliveryRecordId: recordId(),
    invitationId: integer('invitation_id').references(() => interviewInvitations.id),
    round: smallint('round').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 200 }),
    officePlaceId: integer('office_place_id'),
    /** The room, for the clash check (the same room twice at one time is refused). */
    room: varchar('room', { length: 50 }),
    createdBy: integer('created_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('interview_schedules_tenement_starts').on(t.tenementId, t.startsAt),
    index('interview_schedules_record').on(t.deliveryRecordId, t.round),
  ],
);

/** Interviewers of a scheduled interview; starts/ends copied so an interviewer's clash check is one index range. */
export const interviewScheduleInterviewers = pgTable(
  'interview_schedule_interviewers',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => interviewSchedules.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tenementId: tenementId(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] }), index('interview_schedule_interviewers_user').on(t.userId, t.startsAt)],
);

/**
 * One interviewer's assessment of one round (AddInterviewAssessment / EidtInterviewAssessment):
 * `scores` keyed by the seeds' dropdown groups (communication, personality, ...), `fraction_type` the
 * scoring scale. A retest is another round; the first stays.
 */
export const interviewAssessments = pgTable(
  'interview_assessments',
  {
    id: id(),
    tenementId: tenementId(),
    deliveryRecordId: recordId(),
    scheduleId: integer('schedule_id').references(() => interviewSchedules.id),
    round: smallint('round').notNull().default(1),
    interviewerId: integer('interviewer_id')
      .notNull()
      .references(() => users.id),
    scores: jsonb('scores').notNull().default({}),
    fractionType: varchar('fraction_type', { length: 20 }),
    total: numeric('total', { precision: 6, scale: 2 }),
    /** 1 pass, 2 fail, 3 undecided (another round). */
    result: smallint('result'),
    comment: varchar('comment', { length: 1000 }),
    /** The general-worker assessment form's answers (SpecialForm/EidtInterviewAssessment). */
    formData: jsonb('form_data'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('interview_assessments_round_interviewer').on(t.deliveryRecordId, t.round, t.interviewerId)],
);

/**
 * A company's offer letter templates (HR edits them; PreviewOffer renders one as a PDF): the parts of
 * `OfferTemplate` (src/server/modules/offers/template.ts), in one language; `paragraphs` a JSON array of
 * strings. The company's default per language is the one SendOffer uses when none is named.
 */
export const offerTemplates = pgTable(
  'offer_templates',
  {
    id: id(),
    tenementId: tenementId(),
    name: varchar('name', { length: 50 }).notNull(),
    lang: varchar('lang', { length: 8 }).notNull().default('zh-CN'),
    title: varchar('title', { length: 60 }).notNull(),
    greeting: varchar('greeting', { length: 200 }).notNull().default(''),
    paragraphs: jsonb('paragraphs').notNull().default([]),
    closing: varchar('closing', { length: 500 }).notNull().default(''),
    signature: varchar('signature', { length: 100 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('offer_templates_name').on(t.tenementId, t.name)],
);

/**
 * An offer (SendOffer): state 0 sent, 1 accepted, 2 declined, 3 withdrawn, 4 expired (a sent one past
 * `valid_until` reads as expired until a job marks it); `answered_via` 1 the seeker, 2 recorded by HR.
 */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    tenementId: tenementId(),
    deliveryRecordId: recordId(),
    templateId: integer('template_id').references(() => offerTemplates.id),
    positionName: varchar('position_name', { length: 100 }).notNull(),
    deptId: integer('dept_id').references(() => depts.id),
    /** The amount and its unit (OFFER_SALARY_UNIT in src/common/offers.ts: 1 a month, 2 an hour, 3 a day, 4 a year). */
    salary: numeric('salary', { precision: 12, scale: 2 }).notNull(),
    salaryUnit: smallint('salary_unit').notNull().default(1),
    /** The letter's language (the seeker's application language unless HR picks another). */
    lang: varchar('lang', { length: 8 }).notNull().default('zh-CN'),
    entryDate: date('entry_date'),
    place: varchar('place', { length: 200 }),
    officePlaceId: integer('office_place_id'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    state: smallint('state').notNull().default(0),
    sentBy: integer('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredVia: smallint('answered_via'),
    answeredBy: integer('answered_by').references(() => users.id),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('offers_record').on(t.deliveryRecordId, t.id), index('offers_tenement_state').on(t.tenementId, t.state, t.sentAt)],
);
