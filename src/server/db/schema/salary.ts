/**
 * Salary approval and background checks (issue 22). The offered salary of an application is HR's
 * proposal (`salary_proposals`, one per application); an approval is a `salary_processes` row, kept
 * for good (0 open, 1 approved, 2 rejected; at most one open per application, a partial unique index).
 * A company's approval settings live in `salary_settings` (none: no approval required).
 * Background checks look former employees up by a keyed hash of their ID number (HMAC-SHA256 under
 * the company's own key, `background_keys`): the number itself is never stored here.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './common.ts';
import { users } from './identity.ts';
import { tenements } from './org.ts';
import { deliveryRecords } from './recruiting.ts';

const keyBytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});
const tenementId = () =>
  integer('tenement_id')
    .notNull()
    .references(() => tenements.id);
const recordId = () =>
  integer('delivery_record_id')
    .notNull()
    .references(() => deliveryRecords.id);

/** A company's salary approval: whether an offer needs one, who approves, or an external workflow's address. */
export const salarySettings = pgTable('salary_settings', {
  tenementId: integer('tenement_id')
    .primaryKey()
    .references(() => tenements.id),
  requireApproval: boolean('require_approval').notNull().default(false),
  approverIds: integer('approver_ids').array().notNull().default(sql`'{}'::integer[]`),
  globalflowUrl: varchar('globalflow_url', { length: 500 }),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** HR's proposed salary of one application (StartSalaryProcess and ResumeLib/EditResumeSalary write it). */
export const salaryProposals = pgTable('salary_proposals', {
  deliveryRecordId: integer('delivery_record_id')
    .primaryKey()
    .references(() => deliveryRecords.id),
  tenementId: tenementId(),
  salary: numeric('salary', { precision: 12, scale: 2 }).notNull(),
  /** OFFER_SALARY_UNIT: 1 a month, 2 an hour, 3 a day, 4 a year. */
  salaryUnit: smallint('salary_unit').notNull().default(1),
  note: varchar('note', { length: 200 }),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/** One approval of a proposed salary: 0 open, 1 approved, 2 rejected. Never deleted. */
export const salaryProcesses = pgTable(
  'salary_processes',
  {
    id: id(),
    tenementId: tenementId(),
    deliveryRecordId: recordId(),
    salary: numeric('salary', { precision: 12, scale: 2 }).notNull(),
    salaryUnit: smallint('salary_unit').notNull().default(1),
    note: varchar('note', { length: 200 }),
    state: smallint('state').notNull().default(0),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedBy: integer('ended_by').references(() => users.id),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    comment: varchar('comment', { length: 200 }),
  },
  (t) => [
    uniqueIndex('salary_processes_open').on(t.deliveryRecordId).where(sql`${t.state} = 0`),
    index('salary_processes_record').on(t.deliveryRecordId, t.id),
    index('salary_processes_tenement').on(t.tenementId, t.startedAt, t.id),
  ],
);

/** A company's secret key for ID-number hashes (32 random bytes), made on first use. */
export const backgroundKeys = pgTable('background_keys', {
  tenementId: integer('tenement_id')
    .primaryKey()
    .references(() => tenements.id),
  key: keyBytes('key').notNull(),
  createdAt: createdAt(),
});

/** A former employee's application (it reached 离职) by the keyed hash of the ID number it carried. */
export const formerEmployeeIds = pgTable(
  'former_employee_ids',
  {
    deliveryRecordId: integer('delivery_record_id')
      .primaryKey()
      .references(() => deliveryRecords.id),
    tenementId: tenementId(),
    idHash: varchar('id_hash', { length: 64 }).notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('former_employee_ids_hash').on(t.tenementId, t.idHash)],
);

/** Rewards (1) and penalties (2) of an employment; a penalty may rule out a rehire. */
export const employeeMerits = pgTable(
  'employee_merits',
  {
    id: id(),
    tenementId: tenementId(),
    deliveryRecordId: recordId(),
    kind: smallint('kind').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    detail: varchar('detail', { length: 500 }),
    occurredOn: date('occurred_on').notNull(),
    blocksRehire: boolean('blocks_rehire').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('employee_merits_record').on(t.deliveryRecordId, t.occurredOn)],
);
