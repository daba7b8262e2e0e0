/**
 * Who uses a generically served record, so that deleting it cannot silently strip it from others
 * (a position losing its type or tag). Derived once from the definitions: a field whose
 * `options.source` is another resource's dropdown call stores that resource's id (one, or an id
 * array such as `tagIds`). Definitions not served generically name their table in HOLDER_TABLES;
 * references no field declares (values rather than ids, history) are listed in DECLARED.
 *
 * History is never deletable: the pipeline's tables may not be served by the generic store at all
 * (`historyServedGenerically`, checked when the routes are registered). usageCounts counts the uses;
 * in-use.ts turns them into the refusal.
 */
import { and, eq, getTableColumns, getTableName, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { definitions, type ResourceName } from '../../../../generated/definitions.ts';
import { resourceTables, sysParamLineTable } from '../../../../generated/server/tables.ts';
import { deliveryRecords, positions, userExamDetails } from '../../db/schema/recruiting.ts';
import { deliveryStageHistory } from '../../db/schema/pipeline.ts';
import { interviewInvitations } from '../../db/schema/interviews.ts';
import { INAPPROPRIATE_TAG_HEAD, PIPELINE_STAGE } from '../../../common/recruiting.ts';
import type { ResourceDefinition } from './definitions.ts';

export interface Reference {
  /** The generically served resource whose rows are used. */
  target: ResourceName;
  /** The target row's prop the holder stores: `id` for dropdown fields. */
  key: string;
  /** Only these target rows can be used this way (the inappropriate-tag lines among all lines). */
  appliesTo?: (row: Record<string, unknown>) => boolean;
  /** The table that holds the reference, and the value it stores there. */
  table: PgTable;
  value: PgColumn | SQL;
  /** The value is an array of keys (`positions.tag_ids`). */
  many: boolean;
  /** Only these holder rows count (employee numbers actually issued). */
  where?: SQL;
  /** Where the reference comes from: `PositionInfo.tagIds`, or the declaration's name. */
  origin: string;
}

/** Tables of definitions the generic store does not serve: their fields' references live there. */
export const HOLDER_TABLES: Readonly<Record<string, PgTable>> = {
  PositionInfo: positions,
  ShortPosition: positions,
  NewDelivery: deliveryRecords,
};

/** References no definition's field declares. */
const DECLARED: readonly Reference[] = [
  { origin: 'exam results', target: 'PositionExam', key: 'id', table: userExamDetails, value: userExamDetails.examId, many: false },
  {
    origin: 'issued employee numbers',
    target: 'EmployeeNumberSetting',
    key: 'personnelType',
    table: deliveryRecords,
    value: deliveryRecords.personnelType,
    many: false,
    where: isNotNull(deliveryRecords.employeeNo),
  },
  {
    origin: 'interview invitations',
    target: 'InterviewContacts',
    key: 'id',
    table: interviewInvitations,
    value: interviewInvitations.contactId,
    many: false,
  },
  {
    origin: 'parameter lines',
    target: 'SysParamHead',
    key: 'paramKey',
    table: sysParamLineTable,
    value: sysParamLineTable.headKey,
    many: false,
  },
  {
    origin: 'inappropriate tags in the pipeline history',
    target: 'SysParamLine',
    key: 'value',
    appliesTo: (row) => row.headKey === INAPPROPRIATE_TAG_HEAD,
    table: deliveryStageHistory,
    value: sql`${deliveryStageHistory.data}->>'tag'`,
    many: false,
    where: eq(deliveryStageHistory.toStage, PIPELINE_STAGE.inappropriate),
  },
];

/** Tables holding what happened to applications: the generic store must never serve (delete) them. */
export const HISTORY_TABLES: readonly string[] = [
  'delivery_records',
  'delivery_stage_history',
  'talent_pool',
  'delivery_notes',
  'temporary_card_bindings',
  'user_exam_details',
  'special_form_data',
  'entry_infos',
  'interview_invitations',
  'interview_invitation_interviewers',
  'interview_schedules',
  'interview_schedule_interviewers',
  'interview_assessments',
  'offers',
];

type Definitions = Readonly<Record<string, ResourceDefinition>>;
type Tables = Readonly<Record<string, PgTable>>;

const bare = (call: string) => call.replace(/^\/+/, '').replace(/^api\//i, '');
const pathOf = (a: string | { path: string } | undefined) => (typeof a === 'string' ? a : a?.path);

/** `Controller/Action` of each generically served resource's dropdown call -> that resource. */
function dropdownCalls(defs: Definitions, tables: Tables): Map<string, ResourceName> {
  const out = new Map<string, ResourceName>();
  for (const [name, def] of Object.entries(defs)) {
    const action = pathOf(def.api.actions.dropdown as string | { path: string } | undefined);
    if (action && tables[name]) out.set(`${def.api.controller}/${action}`, name as ResourceName);
  }
  return out;
}

/**
 * Every reference the definitions declare through dropdown fields, once per (table, column,
 * target), and what could not be placed (a definition neither generic nor in HOLDER_TABLES, a field
 * its table has no column for): a test requires that list to be empty.
 */
export function deriveReferences(
  defs: Definitions,
  tables: Tables,
  holders: Tables = HOLDER_TABLES,
): { references: Reference[]; problems: string[] } {
  const calls = dropdownCalls(defs, tables);
  const references: Reference[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const [name, def] of Object.entries(defs)) {
    for (const [prop, field] of Object.entries(def.fields)) {
      const target = field.options?.source ? calls.get(bare(field.options.source)) : undefined;
      if (!target) continue;
      const table = tables[name] ?? holders[name];
      const column = table && (getTableColumns(table) as Record<string, PgColumn>)[prop];
      if (!table) problems.push(`${name}.${prop} uses ${target}, but ${name} is not served generically: name its table in HOLDER_TABLES`);
      else if (!column) problems.push(`${name}.${prop} uses ${target}, but ${getTableName(table)} has no column for ${prop}`);
      if (!table || !column) continue;
      const id = `${getTableName(table)}.${prop}>${target}`;
      if (seen.has(id)) continue;
      seen.add(id);
      references.push({ origin: `${name}.${prop}`, target, key: 'id', table, value: column, many: column.columnType === 'PgArray' });
    }
  }
  return { references, problems };
}

const derived = deriveReferences(definitions as Definitions, resourceTables);

/** Every reference, derived and declared. */
export const REFERENCES: readonly Reference[] = [...derived.references, ...DECLARED];
/** What the derivation could not place (empty, or a definition needs its table declared). */
export const REFERENCE_PROBLEMS: readonly string[] = derived.problems;

const byTarget = new Map<string, Reference[]>();
for (const r of REFERENCES) byTarget.set(r.target, [...(byTarget.get(r.target) ?? []), r]);

export const referencesTo = (name: ResourceName): readonly Reference[] => byTarget.get(name) ?? [];

/** The name of the table that holds the reference (`positions`, `delivery_records`). */
export const holderTableName = (ref: Reference): string => getTableName(ref.table);

/** Generically served resources whose table is a history table (must be none). */
export function historyServedGenerically(tables: Tables = resourceTables): string[] {
  return Object.entries(tables)
    .filter(([, t]) => HISTORY_TABLES.includes(getTableName(t)))
    .map(([name]) => name);
}

/**
 * How many of the holder's rows (in the company) use each key, keyed by the key as text. Keys no
 * row uses are absent.
 */
export async function usageCounts(
  db: Queryable,
  ref: Reference,
  tenementId: number | null,
  keys: ReadonlyArray<string | number>,
): Promise<Map<string, number>> {
  if (!keys.length) return new Map();
  const tenant = (getTableColumns(ref.table) as Record<string, PgColumn>).tenementId;
  const where: SQL = and(tenementId === null || !tenant ? undefined : eq(tenant, tenementId), ref.where) ?? sql`true`;
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  const query = ref.many
    ? sql`select u.k::text as k, count(*)::int as n from (select unnest(${ref.value}) as k from ${ref.table} where ${where}) as u where u.k in (${list}) group by u.k`
    : sql`select (${ref.value})::text as k, count(*)::int as n from ${ref.table} where ${where} and (${ref.value}) in (${list}) group by 1`;
  const rows = ((await db.execute(query)) as unknown as { rows: Array<{ k: string; n: number }> }).rows;
  return new Map(rows.map((r) => [r.k, Number(r.n)]));
}
