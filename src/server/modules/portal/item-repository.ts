/**
 * The job-seeker site's position card as SQL: its columns (camelCase, dates as text so both drivers
 * answer the same) and the conditions shared by every public position read. Statements name the
 * positions table unaliased (`positions.state`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { POSITION_STATE } from '../../../common/recruiting.ts';

/** ISO 8601 in UTC, exactly as Date.toISOString() writes it. */
export const isoText = (column: SQL) => sql`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const dateText = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** A position's enabled tags, ordered as the company sorts them (each found by its key, however many tags exist). */
export const tagsJson = sql`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name, 'color', g.color) order by g.sort, g.id)
  from unnest(positions.tag_ids) as u(id) join position_tags g on g.id = u.id where g.enabled), '[]'::json)`;

/**
 * The names beside the position come from scalar subqueries rather than joins: they run for the
 * page's rows only, and the planner has one relation to plan instead of seven (planning, not
 * execution, dominated the joined form on the embedded database).
 */
const named = (table: string, column: string, key: string, ref: string) =>
  sql.raw(`(select x.${column} from ${table} x where x.${key} = positions.${ref})`);

export const itemColumns = sql`positions.id, positions.name, positions.tenement_id as "tenementId", ${named('tenements', 'name', 'id', 'tenement_id')} as "tenementName",
  ${named('company_infos', 'logo', 'tenement_id', 'tenement_id')} as "companyLogo",
  positions.recruitment_type as "recruitmentType", ${named('position_types', 'name', 'id', 'position_type_id')} as "positionTypeName", ${tagsJson} as tags,
  positions.salary_min as "salaryMin", positions.salary_max as "salaryMax", positions.salary_unit as "salaryUnit",
  positions.education, positions.work_experience as "workExperience", positions.headcount,
  ${named('office_places', 'name', 'id', 'office_place_id')} as "officePlaceName", ${named('factories', 'name', 'id', 'factory_id')} as "factoryName",
  ${dateText(sql`positions.work_start_date`)} as "workStartDate", ${dateText(sql`positions.work_end_date`)} as "workEndDate",
  ${isoText(sql`positions.published_at`)} as "publishedAt"`;

/** Companies the job-seeker site shows: enabled, and listed (a company without an info row is). */
export const publicCompanyIds = sql`(select pc.id from tenements pc left join company_infos pci on pci.tenement_id = pc.id
  where pc.enabled and coalesce(pci.published, true))`;

/** A position seekers may see in lists: published, by a listed company (the ids computed once, not joined in). */
export const isListed = sql`positions.state = ${POSITION_STATE.published} and positions.tenement_id = any(array${publicCompanyIds})`;

/** `%`, `_` and `\` typed by a user are literal characters in a contains-filter. */
export const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** `in (...)` over values given as parameters (both drivers, no array parameter typing). */
export const inList = (values: readonly (string | number)[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The portal card as the wire shows it. */
export interface PortalItem {
  id: number;
  name: string;
  tenementId: number;
  tenementName: string;
  companyLogo: string | null;
  recruitmentType: number;
  positionTypeName: string | null;
  tags: Array<{ id: number; name: string; color: string | null }>;
  salaryMin: number;
  salaryMax: number;
  salaryUnit: number;
  education: number;
  workExperience: number;
  headcount: number;
  officePlaceName: string | null;
  factoryName: string | null;
  workStartDate: string | null;
  workEndDate: string | null;
  publishedAt: string | null;
}

/** Rows of a raw statement, whichever driver ran it (both answer `{rows}`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
