/**
 * SQL of the stage lists: one builder for every list (a stage list is a query over delivery_records,
 * its position and, for 不合适, the history row that moved it there; nothing keeps a second copy).
 * The resume fields come from the snapshot the application carried.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { deliveryRecords, deliveryStageHistory, depts, interviewInvitations, offers, positions, users } from '../../../db/schema/index.ts';

const entryDepts = alias(depts, 'entry_depts');
const snap = deliveryRecords.resumeSnapshot;
const basic = (key: string) => sql<string | null>`nullif(${snap}->'basic'->>${sql.raw(`'${key}'`)}, '')`;
const basicInt = (key: string) =>
  sql<
    number | null
  >`case when jsonb_typeof(${snap}->'basic'->${sql.raw(`'${key}'`)}) = 'number' then (${snap}->'basic'->>${sql.raw(`'${key}'`)})::int end`;

/** The name HR reads: the resume's, else the account's. */
export const NAME = sql<string>`coalesce(${basic('name')}, ${users.name}, ${users.account})`;
const PHONE = sql<string | null>`coalesce(${basic('phone')}, ${users.phone})`;
const EDUCATION = basicInt('education');

/** The move into the record's current stage (for 不合适: the stage it left, the tag, remark and message). */
const lastMove = (field: SQL) =>
  sql`(select ${field} from ${deliveryStageHistory} h where h.delivery_record_id = ${deliveryRecords.id} and h.to_stage = ${deliveryRecords.stage} order by h.id desc limit 1)`;

/** A date range's bounds: a day (the whole day) or a moment. */
export interface Range {
  from?: string | undefined;
  to?: string | undefined;
}

export interface ListFilter {
  tenementId: number;
  stages: readonly number[];
  /** The interview tabs: only these sub-steps. */
  steps?: readonly number[] | undefined;
  /** The data scope's condition (reads positions). */
  scope: SQL | undefined;
  /** Applications the caller takes part in (reads delivery_records), listed beside the scope's. */
  takesPart?: SQL | undefined;
  /** 不合适 lists: the stage the record left. */
  fromStage?: number | undefined;
  positionId?: number | undefined;
  /** The position's department and those below it. */
  deptId?: number | undefined;
  source?: string | undefined;
  created: Range;
  /** When the record entered its current stage (for 不合适: when it was marked). */
  changed: Range;
  keyword?: string | undefined;
  /** Whether the keyword may match the phone (not when the phone is masked for the caller). */
  keywordOnPhone: boolean;
  education?: number | undefined;
  personnelType?: string | undefined;
}

const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function deptSubtree(tenementId: number, deptId: number): SQL {
  const own = sql`(select ${depts.path} from ${depts} where ${depts.id} = ${deptId} and ${depts.tenementId} = ${tenementId})`;
  return inArray(
    positions.deptId,
    sql`(select ${depts.id} from ${depts} where ${depts.tenementId} = ${tenementId} and ${depts.path} like ${own} || '%')`,
  );
}

function keywordWhere(f: ListFilter): SQL | undefined {
  if (!f.keyword) return undefined;
  const p = likePattern(f.keyword);
  return or(sql`${NAME} ilike ${p}`, ilike(users.account, p), f.keywordOnPhone ? sql`${PHONE} like ${p}` : undefined);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function rangeWhere(column: AnyPgColumn, r: Range): SQL | undefined {
  return and(
    r.from ? sql`${column} >= ${r.from}::timestamptz` : undefined,
    // A day as the end includes that day: before the day after it.
    r.to ? (DAY.test(r.to) ? sql`${column} < ${r.to}::date + 1` : sql`${column} <= ${r.to}::timestamptz`) : undefined,
  );
}

/** Conditions on the position (company, data scope, department): one side of the count's lateral join. */
function positionSide(f: ListFilter): SQL | undefined {
  return and(
    eq(positions.tenementId, f.tenementId),
    f.takesPart ? undefined : f.scope,
    f.deptId !== undefined ? deptSubtree(f.tenementId, f.deptId) : undefined,
  );
}

/** Conditions on the application itself (and its account, for the keyword); its company is its position's. */
function recordSide(f: ListFilter): SQL | undefined {
  return and(
    f.stages.length === 1 ? eq(deliveryRecords.stage, f.stages[0]!) : inArray(deliveryRecords.stage, [...f.stages]),
    f.steps ? inArray(deliveryRecords.step, [...f.steps]) : undefined,
    f.fromStage !== undefined ? sql`${lastMove(sql`h.from_stage`)} = ${f.fromStage}` : undefined,
    f.positionId !== undefined ? eq(deliveryRecords.positionId, f.positionId) : undefined,
    f.source ? eq(deliveryRecords.source, f.source) : undefined,
    rangeWhere(deliveryRecords.createdAt, f.created),
    rangeWhere(deliveryRecords.stageChangedAt, f.changed),
    keywordWhere(f),
    f.education !== undefined ? sql`${EDUCATION} = ${f.education}` : undefined,
    f.personnelType ? eq(deliveryRecords.personnelType, f.personnelType) : undefined,
  );
}

export function listWhere(f: ListFilter): SQL | undefined {
  return and(
    eq(deliveryRecords.tenementId, f.tenementId),
    positionSide(f),
    recordSide(f),
    f.takesPart ? or(f.scope, f.takesPart) : undefined,
  );
}

const SORTS = { createdAt: deliveryRecords.createdAt, stageChangedAt: deliveryRecords.stageChangedAt, name: NAME } as const;
export type ListSort = keyof typeof SORTS;
export const LIST_SORTS = Object.keys(SORTS) as ListSort[];

const columns = {
  id: deliveryRecords.id,
  userId: deliveryRecords.userId,
  name: NAME,
  phone: PHONE,
  gender: basicInt('sex'),
  birthday: basic('birthday'),
  education: EDUCATION,
  idNumber: basic('idNumber'),
  salaryMin: sql<string | null>`${snap}->'expect'->>'salaryMin'`,
  salaryMax: sql<string | null>`${snap}->'expect'->>'salaryMax'`,
  positionId: deliveryRecords.positionId,
  positionName: positions.name,
  recruitmentType: positions.recruitmentType,
  deptId: positions.deptId,
  deptName: depts.name,
  entryDeptName: entryDepts.name,
  source: deliveryRecords.source,
  stage: deliveryRecords.stage,
  step: deliveryRecords.step,
  createdAt: deliveryRecords.createdAt,
  stageChangedAt: deliveryRecords.stageChangedAt,
  viewedAt: deliveryRecords.viewedAt,
  employeeNo: deliveryRecords.employeeNo,
  entryDate: deliveryRecords.entryDate,
  dimissionDate: deliveryRecords.dimissionDate,
  personnelType: deliveryRecords.personnelType,
};

const moveColumns = {
  fromStage: sql<number | null>`${lastMove(sql`h.from_stage`)}`,
  moveRemark: sql<string | null>`${lastMove(sql`h.remark`)}`,
  moveData: sql<Record<string, unknown> | null>`${lastMove(sql`h.data`)}`,
};

/** The interview lists: the record's live invitation (one at most: a partial unique index). */
export interface ListInvitation {
  id: number;
  interviewAt: string;
  expiresAt: string;
  answer: number;
  answeredAt: string | null;
}
const invitationColumns = {
  invitation: sql<ListInvitation | null>`(select json_build_object('id', i.id, 'interviewAt', i.interview_at,
      'expiresAt', i.expires_at, 'answer', i.answer, 'answeredAt', i.answered_at)
    from ${interviewInvitations} i where i.delivery_record_id = ${deliveryRecords.id} and i.cancelled_at is null)`,
};

/** The hire list: the record's live offer (its newest; the (record, id) index). */
export interface ListOffer {
  id: number;
  state: number;
  validUntil: string;
}
const offerColumns = {
  offer: sql<ListOffer | null>`(select json_build_object('id', o.id, 'state', o.state, 'validUntil', o.valid_until)
    from ${offers} o where o.delivery_record_id = ${deliveryRecords.id} order by o.id desc limit 1)`,
};

/**
 * The page query (exported for the benchmark's bare run and its plans): the page's ids first, walking
 * the (company, stage, sort column) index under the scope, then the columns of those rows only, so a
 * page costs its ten rows' snapshots and joins, not every matching row's.
 */
export function listPageQuery(
  db: Queryable,
  where: SQL | undefined,
  sort: { key: ListSort; desc: boolean },
  offset: number,
  limit: number,
  withMove: boolean,
  withUsers: boolean,
  withInvitation = false,
  withOffer = false,
) {
  const order = sort.desc ? desc : asc;
  const ids = db
    .select({ id: sql<number>`${deliveryRecords.id}`.as('page_id'), key: sql`${SORTS[sort.key]}`.as('page_key') })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId));
  const page = (withUsers || sort.key === 'name' ? ids.innerJoin(users, eq(users.id, deliveryRecords.userId)) : ids)
    .where(where)
    .orderBy(order(SORTS[sort.key]), order(deliveryRecords.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({
      ...columns,
      ...(withMove ? moveColumns : {}),
      ...(withInvitation ? invitationColumns : {}),
      ...(withOffer ? offerColumns : {}),
    })
    .from(page)
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, page.id))
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .leftJoin(depts, eq(depts.id, positions.deptId))
    .leftJoin(entryDepts, eq(entryDepts.id, deliveryRecords.entryDeptId))
    .orderBy(order(page.key), order(page.id));
}

type PageRow = Awaited<ReturnType<typeof listPageQuery>>[number];
export type ListRow = PageRow & {
  fromStage?: number | null;
  moveRemark?: string | null;
  moveData?: Record<string, unknown> | null;
  invitation?: ListInvitation | null;
  offer?: ListOffer | null;
};

/**
 * The count, position by position: the positions in scope first, then each one's applications through
 * the (position, stage) index, so a scoped member's count reads their positions' rows only (a join
 * from the stage's rows would read the whole company's stage and drop most of them).
 */
export function listCountQuery(f: ListFilter): SQL {
  const withUsers = f.keyword ? sql`inner join ${users} on ${users.id} = ${deliveryRecords.userId}` : sql``;
  // A scope widened by the interviews the caller takes part in reads the records themselves.
  if (f.takesPart)
    return sql`select count(*)::int as n from ${deliveryRecords} inner join ${positions} on ${positions.id} = ${deliveryRecords.positionId} ${withUsers} where ${listWhere(f)}`;
  return sql`select coalesce(sum(c.n), 0)::int as n from ${positions}
    cross join lateral (select count(*) as n from ${deliveryRecords} ${withUsers} where ${deliveryRecords.positionId} = ${positions.id} and ${recordSide(f)}) c
    where ${positionSide(f)}`;
}

export async function listPage(db: Queryable, f: ListFilter, sort: { key: ListSort; desc: boolean }, offset: number, limit: number) {
  const where = listWhere(f);
  const withUsers = Boolean(f.keyword);
  const [rows, totals] = await Promise.all([
    listPageQuery(
      db,
      where,
      sort,
      offset,
      limit,
      f.stages.includes(PIPELINE_STAGE.inappropriate),
      withUsers,
      f.stages.includes(PIPELINE_STAGE.interview),
      f.stages.includes(PIPELINE_STAGE.hire),
    ),
    db.execute(listCountQuery(f)),
  ]);
  return { rows: rows as ListRow[], total: (totals as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0 };
}

/** The interview stage's records per sub-step inside the filter (the tabs' counts). */
export async function stepCounts(db: Queryable, f: ListFilter) {
  const rows = await db
    .select({ step: deliveryRecords.step, n: sql<number>`count(*)::int` })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(listWhere(f))
    .groupBy(deliveryRecords.step);
  return new Map(rows.map((r) => [r.step, r.n]));
}
