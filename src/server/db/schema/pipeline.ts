import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from './common.ts';
import { users } from './identity.ts';
import { tenements } from './org.ts';
import { deliveryRecords } from './recruiting.ts';

/**
 * The pipeline's history: one row per record per move (who, when, from, to, why). Never updated or
 * deleted; stage lists, reports and the seeker's view read it beside the record's current stage.
 */
export const deliveryStageHistory = pgTable(
  'delivery_stage_history',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    deliveryRecordId: integer('delivery_record_id')
      .notNull()
      .references(() => deliveryRecords.id),
    /** The transition (TRANSITIONS key in src/common/pipeline.ts). */
    call: varchar('call', { length: 40 }).notNull(),
    fromStage: smallint('from_stage').notNull(),
    fromStep: smallint('from_step').notNull().default(0),
    toStage: smallint('to_stage').notNull(),
    toStep: smallint('to_step').notNull().default(0),
    actorId: integer('actor_id').references(() => users.id),
    remark: varchar('remark', { length: 200 }),
    /** The call's own fields (tag, personnel type, message, dates ...), as sent. */
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_stage_history_record').on(t.deliveryRecordId, t.id),
    // Reports read moves by (company, stage arrived at, time): the daily index, hires, entries and
    // departures find what they count in the index alone (from_stage and the record ride along).
    index('delivery_stage_history_tenement_to').on(t.tenementId, t.toStage, t.createdAt, t.fromStage, t.deliveryRecordId),
  ],
);

/** A company's talent pool (HCP): candidates kept beyond one application. */
export const talentPool = pgTable(
  'talent_pool',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The application it came from (its resume snapshot is what HR keeps). */
    deliveryRecordId: integer('delivery_record_id')
      .notNull()
      .references(() => deliveryRecords.id),
    addedBy: integer('added_by').references(() => users.id),
    createdAt: createdAt(),
    /** Brought back into a pipeline: the entry stays as history. */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    index('talent_pool_tenement').on(t.tenementId, t.id),
    uniqueIndex('talent_pool_record').on(t.deliveryRecordId).where(sql`${t.leftAt} is null`),
  ],
);

/** Temporary cards a company hands to new hires before their badge is made. */
export const temporaryCards = pgTable(
  'temporary_cards',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    cardNo: varchar('card_no', { length: 32 }).notNull(),
    /** 1 in use (bound), 0 free; kept in step with the open binding. */
    state: smallint('state').notNull().default(0),
    /** A disabled card is not given out; one that was given out before is disabled instead of deleted. */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('temporary_cards_no').on(t.tenementId, t.cardNo)],
);

/** Who held a card when: one open binding per card and per record at a time. */
export const temporaryCardBindings = pgTable(
  'temporary_card_bindings',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    cardId: integer('card_id')
      .notNull()
      .references(() => temporaryCards.id),
    deliveryRecordId: integer('delivery_record_id')
      .notNull()
      .references(() => deliveryRecords.id),
    boundBy: integer('bound_by').references(() => users.id),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    unboundBy: integer('unbound_by').references(() => users.id),
    unboundAt: timestamp('unbound_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('temporary_card_bindings_open_card').on(t.cardId).where(sql`${t.unboundAt} is null`),
    uniqueIndex('temporary_card_bindings_open_record').on(t.deliveryRecordId).where(sql`${t.unboundAt} is null`),
    index('temporary_card_bindings_tenement').on(t.tenementId, t.id),
  ],
);

/** HR's notes on one application (the candidate drawer): kept with the record, never edited away. */
export const deliveryNotes = pgTable(
  'delivery_notes',
  {
    id: id(),
    tenementId: integer('tenement_id')
      .notNull()
      .references(() => tenements.id),
    deliveryRecordId: integer('delivery_record_id')
      .notNull()
      .references(() => deliveryRecords.id),
    authorId: integer('author_id').references(() => users.id),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_notes_record').on(t.deliveryRecordId, t.id)],
);
