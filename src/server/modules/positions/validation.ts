/**
 * The rules a position keeps whatever the screen: salaries (salaryIssue), the short-term work
 * period, the age range, and references that must be the company's own.
 */
import { RECRUITMENT_TYPE, salaryIssue } from '../../../common/recruiting.ts';
import type { FieldIssue } from '../../../common/field-messages.ts';
import { orderIssues } from '../../../common/field-order.ts';
import { definitions } from '../../../../generated/definitions.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './repository.ts';

/** The fields of a position an operator writes (Insert, Update). */
export interface PositionFields {
  name?: string | undefined;
  recruitmentType?: number | undefined;
  positionTypeId?: number | null | undefined;
  deptId?: number | null | undefined;
  factoryId?: number | null | undefined;
  officePlaceId?: number | null | undefined;
  tagIds?: number[] | null | undefined;
  headcount?: number | null | undefined;
  salaryMin?: number | undefined;
  salaryMax?: number | undefined;
  salaryUnit?: number | null | undefined;
  education?: number | null | undefined;
  workExperience?: number | null | undefined;
  ageMin?: number | null | undefined;
  ageMax?: number | null | undefined;
  description?: string | undefined;
  requirement?: string | null | undefined;
  workStartDate?: string | null | undefined;
  workEndDate?: string | null | undefined;
  examId?: number | null | undefined;
  specialFormId?: number | null | undefined;
}

/** What a rule looks at once the input is laid over the stored row. */
export interface RuleView {
  recruitmentType: number;
  salaryMin: number;
  salaryMax: number;
  ageMin: number | null;
  ageMax: number | null;
  workStartDate: string | null;
  workEndDate: string | null;
}

/** 2026-02-31 matches the pattern but is no day: the database would refuse it with a fault. */
function isCalendarDate(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

function workPeriodIssues(v: RuleView, out: Record<string, FieldIssue>) {
  for (const key of ['workStartDate', 'workEndDate'] as const) {
    const value = v[key];
    if (value === null) out[key] = { rule: 'required' };
    else if (!isCalendarDate(value)) out[key] = { rule: 'format' };
  }
  if (!out.workStartDate && !out.workEndDate && v.workEndDate! < v.workStartDate!) out.workEndDate = { rule: 'dateOrder' };
}

/** The order rules the position definition declares (最高年龄 not below 最低年龄). */
const POSITION_FIELDS = definitions.PositionInfo.fields;

/** Every broken rule at once, so the form marks all of its fields in one answer (1000). */
export function assertPositionRules(v: RuleView) {
  const out: Record<string, FieldIssue> = {};
  const salary = salaryIssue(v.salaryMin, v.salaryMax);
  if (salary) out[salary.field] = { rule: salary.rule };
  if (v.recruitmentType === RECRUITMENT_TYPE.shortTerm) workPeriodIssues(v, out);
  Object.assign(out, orderIssues(POSITION_FIELDS, { ageMin: v.ageMin, ageMax: v.ageMax }));
  if (Object.keys(out).length) throw new AppError('VALIDATION', {}, out);
}

const SINGLE_REFS = ['positionTypeId', 'deptId', 'factoryId', 'officePlaceId', 'examId', 'specialFormId'] as const;

/** Referenced rows must be the company's own: another company's id reads as missing (1102). */
export async function assertPositionRefs(db: Queryable, tenementId: number, f: PositionFields) {
  for (const name of SINGLE_REFS) {
    const value = f[name];
    if (value !== undefined && value !== null && !(await repo.refsOwned(db, tenementId, name, [value]))) throw new AppError('NOT_FOUND');
  }
  if (f.tagIds?.length && !(await repo.refsOwned(db, tenementId, 'tagIds', f.tagIds))) throw new AppError('NOT_FOUND');
}
