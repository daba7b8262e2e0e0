/**
 * Resume rules beyond the schemas: dates that exist and are not in the future, periods that end after
 * they start (field rule dateOrder), project URLs, ID numbers, salary order. Every broken rule of a
 * request is reported at once, under the same dotted field names the schema errors use.
 */
import type { FieldIssue } from '../../../common/field-messages.ts';
import { isIdNumber, isUrl } from '../../../common/validators.ts';
import { AppError } from '../../http/app-error.ts';
import type { BasicInput, EducationInput, ExpectInput, JobInput, ProjectInput, QuickInput } from './section-schemas.ts';

type Issues = Record<string, FieldIssue>;

/** A YYYY-MM-DD that names a real day (the pattern lets 2026-02-30 through). */
export function isRealDay(v: string): boolean {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => today().slice(0, 7);

function checkBirthday(birthday: string, field: string, issues: Issues) {
  if (!isRealDay(birthday) || birthday > today() || birthday < '1900-01-01') issues[field] = { rule: 'format' };
}

export function basicIssues(b: BasicInput | QuickInput, prefix: string, issues: Issues = {}): Issues {
  checkBirthday(b.birthday, `${prefix}birthday`, issues);
  if ('idNumber' in b && b.idNumber && !isIdNumber(b.idNumber)) issues[`${prefix}idNumber`] = { rule: 'format' };
  return issues;
}

interface Period {
  startDate: string;
  endDate: string | null;
}

/** Periods (YYYY-MM, compared as text): start not in the future, end not before start nor in the future. */
function periodIssues(list: readonly Period[], prefix: string, issues: Issues) {
  const now = thisMonth();
  list.forEach((p, i) => {
    if (p.startDate > now) issues[`${prefix}.${i}.startDate`] = { rule: 'format' };
    if (p.endDate !== null && p.endDate < p.startDate) issues[`${prefix}.${i}.endDate`] = { rule: 'dateOrder' };
  });
}

export function jobsIssues(jobs: readonly JobInput[], issues: Issues = {}): Issues {
  periodIssues(jobs, 'jobs', issues);
  return issues;
}

/** Education periods may end in the future (a student states the expected graduation). */
export function educationsIssues(list: readonly EducationInput[], issues: Issues = {}): Issues {
  list.forEach((p, i) => {
    if (p.endDate !== null && p.endDate < p.startDate) issues[`educations.${i}.endDate`] = { rule: 'dateOrder' };
  });
  return issues;
}

export function projectsIssues(list: readonly ProjectInput[], issues: Issues = {}): Issues {
  periodIssues(list, 'projects', issues);
  list.forEach((p, i) => {
    if (p.url && !isUrl(p.url)) issues[`projects.${i}.url`] = { rule: 'format' };
  });
  return issues;
}

export function expectIssues(e: ExpectInput, prefix = 'expect.', issues: Issues = {}): Issues {
  if (e.salaryMax < e.salaryMin) issues[`${prefix}salaryMax`] = { rule: 'salaryMaxBelowMin' };
  return issues;
}

/** Throw the collected issues as one validation error (1000), or do nothing. */
export function assertNoIssues(issues: Issues) {
  if (Object.keys(issues).length) throw new AppError('VALIDATION', {}, issues);
}
