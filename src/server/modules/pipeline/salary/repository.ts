/**
 * SQL of salary approval: the company's settings, an application's proposal and its processes (the
 * open one, the newest), the conditional end of a process, and the 薪资审批 list's page.
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import {
  deliveryRecords,
  depts,
  positions,
  salaryProcesses,
  salaryProposals,
  salarySettings,
  tenementUsers,
  users,
} from '../../../db/schema/index.ts';
import { PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { SALARY_PROCESS_STATE } from '../../../../common/salary.ts';
import { NAME } from '../lists/repository.ts';

export type ProcessRow = typeof salaryProcesses.$inferSelect;
export type ProposalRow = typeof salaryProposals.$inferSelect;

export interface Settings {
  requireApproval: boolean;
  approverIds: number[];
  globalflowUrl: string | null;
}

export async function settingsOf(db: Queryable, tenementId: number): Promise<Settings> {
  const [row] = await db
    .select({
      requireApproval: salarySettings.requireApproval,
      approverIds: salarySettings.approverIds,
      globalflowUrl: salarySettings.globalflowUrl,
    })
    .from(salarySettings)
    .where(eq(salarySettings.tenementId, tenementId));
  return row ?? { requireApproval: false, approverIds: [], globalflowUrl: null };
}

export async function saveSettings(db: Queryable, tenementId: number, s: Settings, by: number) {
  const values = { ...s, updatedBy: by, updatedAt: new Date() };
  await db
    .insert(salarySettings)
    .values({ tenementId, ...values })
    .onConflictDoUpdate({ target: salarySettings.tenementId, set: values });
}

/** The company's enabled members among `userIds`, with their names. */
export async function enabledMembers(db: Queryable, tenementId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: tenementUsers.userId, name: tenementUsers.name })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, tenementId), inArray(tenementUsers.userId, [...userIds]), eq(tenementUsers.enabled, true)));
}

/** A member's name in the company (the approver who ended a process), else the account's name. */
export async function memberName(db: Queryable, tenementId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: sql<string>`coalesce(${tenementUsers.name}, ${users.name}, ${users.account})` })
    .from(users)
    .leftJoin(tenementUsers, and(eq(tenementUsers.userId, users.id), eq(tenementUsers.tenementId, tenementId)))
    .where(eq(users.id, userId));
  return row?.name ?? '';
}

/** Takes the application's row lock: starting, editing and sending an offer queue on it. */
export async function lockRecord(db: Queryable, recordId: number) {
  await db.execute(sql`select id from ${deliveryRecords} where ${deliveryRecords.id} = ${recordId} for update`);
}

export async function openProcess(db: Queryable, recordId: number): Promise<ProcessRow | undefined> {
  const [row] = await db
    .select()
    .from(salaryProcesses)
    .where(and(eq(salaryProcesses.deliveryRecordId, recordId), eq(salaryProcesses.state, SALARY_PROCESS_STATE.open)));
  return row;
}

/** The newest process of each application. */
export async function latestProcesses(db: Queryable, recordIds: readonly number[]): Promise<Map<number, ProcessRow>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([salaryProcesses.deliveryRecordId])
    .from(salaryProcesses)
    .where(inArray(salaryProcesses.deliveryRecordId, [...recordIds]))
    .orderBy(salaryProcesses.deliveryRecordId, desc(salaryProcesses.id));
  return new Map(rows.map((r) => [r.deliveryRecordId, r]));
}

export async function proposals(db: Queryable, recordIds: readonly number[]): Promise<Map<number, ProposalRow>> {
  if (recordIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(salaryProposals)
    .where(inArray(salaryProposals.deliveryRecordId, [...recordIds]));
  return new Map(rows.map((r) => [r.deliveryRecordId, r]));
}

export async function saveProposal(
  db: Queryable,
  v: { recordId: number; tenementId: number; salary: number; salaryUnit: number; note: string | null; by: number },
) {
  const set = { salary: String(v.salary), salaryUnit: v.salaryUnit, note: v.note, updatedBy: v.by, updatedAt: new Date() };
  await db
    .insert(salaryProposals)
    .values({ deliveryRecordId: v.recordId, tenementId: v.tenementId, ...set })
    .onConflictDoUpdate({ target: salaryProposals.deliveryRecordId, set });
}

export async function insertProcess(db: Queryable, values: typeof salaryProcesses.$inferInsert): Promise<number> {
  const [row] = await db.insert(salaryProcesses).values(values).returning({ id: salaryProcesses.id });
  return row!.id;
}

export async function processById(db: Queryable, id: number): Promise<ProcessRow | undefined> {
  const [row] = await db.select().from(salaryProcesses).where(eq(salaryProcesses.id, id));
  return row;
}

/** Ends an open process; of two approvers at once exactly one finds it open. Answers whether this one did. */
export async function endProcess(db: Queryable, id: number, end: { state: number; by: number; comment: string | null; now: Date }) {
  const rows = await db
    .update(salaryProcesses)
    .set({ state: end.state, endedBy: end.by, endedAt: end.now, comment: end.comment })
    .where(and(eq(salaryProcesses.id, id), eq(salaryProcesses.state, SALARY_PROCESS_STATE.open)))
    .returning({ id: salaryProcesses.id });
  return rows.length === 1;
}

const starter = alias(users, 'starter');
const ender = alias(users, 'ender');
const starterMember = alias(tenementUsers, 'starter_member');
const enderMember = alias(tenementUsers, 'ender_member');

export interface ListFilter {
  tenementId: number;
  /** The applications the caller sees (pipeline lists' seenApplications: company and data scope). */
  seen: SQL | undefined;
  state?: number | undefined;
  keyword?: string | undefined;
  positionId?: number | undefined;
}

const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function listWhere(f: ListFilter): SQL | undefined {
  return and(
    eq(salaryProcesses.tenementId, f.tenementId),
    f.seen,
    f.state !== undefined ? eq(salaryProcesses.state, f.state) : undefined,
    f.positionId !== undefined ? eq(deliveryRecords.positionId, f.positionId) : undefined,
    f.keyword ? or(sql`${NAME} ilike ${likePattern(f.keyword)}`, ilike(positions.name, likePattern(f.keyword))) : undefined,
  );
}

/** One page of processes, newest first (open ones before ended ones when `openFirst`). */
export async function listPage(db: Queryable, f: ListFilter, offset: number, limit: number) {
  const where = listWhere(f);
  const base = () =>
    db
      .select({
        id: salaryProcesses.id,
        deliveryRecordId: salaryProcesses.deliveryRecordId,
        name: NAME,
        positionName: positions.name,
        deptName: depts.name,
        stage: deliveryRecords.stage,
        step: deliveryRecords.step,
        salary: salaryProcesses.salary,
        salaryUnit: salaryProcesses.salaryUnit,
        note: salaryProcesses.note,
        state: salaryProcesses.state,
        startedBy: salaryProcesses.startedBy,
        startedByName: sql<string>`coalesce(${starterMember.name}, ${starter.name}, ${starter.account})`,
        startedAt: salaryProcesses.startedAt,
        endedByName: sql<string | null>`coalesce(${enderMember.name}, ${ender.name}, ${ender.account})`,
        endedAt: salaryProcesses.endedAt,
        comment: salaryProcesses.comment,
      })
      .from(salaryProcesses)
      .innerJoin(deliveryRecords, eq(deliveryRecords.id, salaryProcesses.deliveryRecordId))
      .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
      .innerJoin(users, eq(users.id, deliveryRecords.userId))
      .leftJoin(depts, eq(depts.id, positions.deptId))
      .innerJoin(starter, eq(starter.id, salaryProcesses.startedBy))
      .leftJoin(starterMember, and(eq(starterMember.userId, salaryProcesses.startedBy), eq(starterMember.tenementId, f.tenementId)))
      .leftJoin(ender, eq(ender.id, salaryProcesses.endedBy))
      .leftJoin(enderMember, and(eq(enderMember.userId, salaryProcesses.endedBy), eq(enderMember.tenementId, f.tenementId)));
  const rows = await base()
    .where(where)
    .orderBy(sql`${salaryProcesses.state} = 0 desc`, desc(salaryProcesses.startedAt), desc(salaryProcesses.id))
    .limit(limit)
    .offset(offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(salaryProcesses)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, salaryProcesses.deliveryRecordId))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

/** Applications at the hire stage's offer steps the caller sees, without an open process: the start dialog's choices. */
export async function candidates(db: Queryable, tenementId: number, seen: SQL | undefined, steps: readonly number[], keyword?: string) {
  return db
    .select({ id: deliveryRecords.id, name: NAME, positionName: positions.name })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(
      and(
        eq(deliveryRecords.tenementId, tenementId),
        seen,
        eq(deliveryRecords.stage, PIPELINE_STAGE.hire),
        inArray(deliveryRecords.step, [...steps]),
        keyword ? sql`${NAME} ilike ${likePattern(keyword)}` : undefined,
        sql`not exists (select 1 from ${salaryProcesses} p where p.delivery_record_id = ${deliveryRecords.id} and p.state = 0)`,
      ),
    )
    .orderBy(desc(deliveryRecords.stageChangedAt), desc(deliveryRecords.id))
    .limit(50);
}
