/**
 * What the resume forms check before saving, with the server's limits (section-schemas on the
 * server say the same). Each check returns field → message key of the `resume` namespace.
 */
import { RECRUITING_LIMITS } from '../../../common/recruiting.ts';
import { isEmail, isPhone, isUrl } from '../../../common/validators.ts';
import type { Draft, ExpectDraft } from './drafts.ts';

export interface Issue {
  key: string;
  params?: Record<string, string | number>;
}
export type Issues = Record<string, Issue>;

export const TEXT_MAX = 50;
export const LIST_MAX = 5;
export const SKILL_MAX_LENGTH = 20;
export const WORK_YEARS_MAX = 60;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

const required = (v: string | undefined) => (v ?? '').trim() !== '';

function needText(d: Draft, field: string, issues: Issues, max = TEXT_MAX) {
  const v = (d[field] ?? '').trim();
  if (!v) issues[field] = { key: 'rules.required' };
  else if (v.length > max) issues[field] = { key: 'rules.maxLength', params: { n: max } };
}

/** A YYYY-MM-DD naming a real day. */
export function isRealDay(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export function basicIssues(d: Draft, today: string): Issues {
  const issues: Issues = {};
  needText(d, 'name', issues);
  needText(d, 'city', issues);
  for (const f of ['sex', 'education'] as const) if (!required(d[f])) issues[f] = { key: 'rules.choose' };
  const birthday = (d.birthday ?? '').trim();
  if (!birthday) issues.birthday = { key: 'rules.required' };
  else if (!isRealDay(birthday) || birthday > today || birthday < '1900-01-01') issues.birthday = { key: 'rules.birthday' };
  const phone = (d.phone ?? '').trim();
  if (!phone) issues.phone = { key: 'rules.required' };
  else if (!isPhone(phone)) issues.phone = { key: 'rules.phone' };
  const email = (d.email ?? '').trim();
  if (email && !isEmail(email)) issues.email = { key: 'rules.email' };
  const years = (d.workYears ?? '').trim();
  if (!years) issues.workYears = { key: 'rules.required' };
  else if (!/^\d+$/.test(years) || Number(years) > WORK_YEARS_MAX)
    issues.workYears = { key: 'rules.workYears', params: { n: WORK_YEARS_MAX } };
  return issues;
}

export function statusIssues(d: { jobStatus: string; selfEvaluation: string }): Issues {
  const issues: Issues = {};
  if (!required(d.jobStatus)) issues.jobStatus = { key: 'rules.choose' };
  if (d.selfEvaluation.trim().length > RECRUITING_LIMITS.descriptionMax)
    issues.selfEvaluation = { key: 'rules.maxLength', params: { n: RECRUITING_LIMITS.descriptionMax } };
  return issues;
}

/** Skills: at most 20, each at most 20 characters, no repeats (case-insensitive). */
export function skillsIssue(skills: readonly string[]): Issue | null {
  if (skills.length > RECRUITING_LIMITS.skillsMax) return { key: 'rules.skillsMax', params: { n: RECRUITING_LIMITS.skillsMax } };
  if (skills.some((x) => x.trim().length > SKILL_MAX_LENGTH)) return { key: 'rules.skillLength', params: { n: SKILL_MAX_LENGTH } };
  return null;
}

/** Add a typed skill to the list: trimmed, no duplicates, refused past the limit. */
export function addSkill(skills: readonly string[], raw: string): string[] {
  const v = raw.trim();
  if (!v || skills.some((x) => x.toLowerCase() === v.toLowerCase())) return [...skills];
  return [...skills, v];
}

export function expectIssues(d: ExpectDraft): Issues {
  const issues: Issues = {};
  for (const f of ['positionTypes', 'cities'] as const) {
    if (d[f].length === 0) issues[f] = { key: 'rules.chooseOne' };
    else if (d[f].length > LIST_MAX) issues[f] = { key: 'rules.listMax', params: { n: LIST_MAX } };
    else if (d[f].some((x) => x.trim().length > TEXT_MAX)) issues[f] = { key: 'rules.maxLength', params: { n: TEXT_MAX } };
  }
  const min = d.salaryMin.trim();
  const max = d.salaryMax.trim();
  const top = RECRUITING_LIMITS.salaryMinExclusiveMax;
  const ok = (v: string) => /^[1-9]\d*$/.test(v) && Number(v) < top;
  if (!min) issues.salaryMin = { key: 'rules.required' };
  else if (!ok(min)) issues.salaryMin = { key: 'rules.salary', params: { n: top } };
  if (!max) issues.salaryMax = { key: 'rules.required' };
  else if (!ok(max)) issues.salaryMax = { key: 'rules.salary', params: { n: top } };
  else if (ok(min) && Number(max) < Number(min)) issues.salaryMax = { key: 'rules.salaryOrder' };
  return issues;
}

/** A period: start required and not after this month; end (unless "until now") not before start. */
function periodIssues(d: Draft, thisMonth: string, issues: Issues, endMayBeFuture: boolean) {
  const start = (d.startDate ?? '').trim();
  const end = (d.endDate ?? '').trim();
  if (!start) issues.startDate = { key: 'rules.required' };
  else if (!MONTH.test(start)) issues.startDate = { key: 'rules.month' };
  else if (start > thisMonth) issues.startDate = { key: 'rules.future' };
  if (d.toNow === '1') return;
  if (!end) issues.endDate = { key: 'rules.required' };
  else if (!MONTH.test(end)) issues.endDate = { key: 'rules.month' };
  else if (MONTH.test(start) && end < start) issues.endDate = { key: 'rules.dateOrder' };
  else if (!endMayBeFuture && end > thisMonth) issues.endDate = { key: 'rules.future' };
}

function descriptionIssue(d: Draft, issues: Issues) {
  needText(d, 'description', issues, RECRUITING_LIMITS.descriptionMax);
}

export function jobIssues(d: Draft, thisMonth: string): Issues {
  const issues: Issues = {};
  needText(d, 'company', issues);
  needText(d, 'position', issues);
  periodIssues(d, thisMonth, issues, false);
  descriptionIssue(d, issues);
  return issues;
}

export const URL_MAX = 200;

export function projectIssues(d: Draft, thisMonth: string): Issues {
  const issues: Issues = {};
  needText(d, 'name', issues);
  needText(d, 'role', issues);
  periodIssues(d, thisMonth, issues, false);
  const url = (d.url ?? '').trim();
  if (url && (!isUrl(url) || url.length > URL_MAX)) issues.url = { key: 'rules.url' };
  descriptionIssue(d, issues);
  return issues;
}

/** A student may give the expected graduation, so the end of a study period may be ahead. */
export function educationIssues(d: Draft, thisMonth: string): Issues {
  const issues: Issues = {};
  needText(d, 'school', issues);
  needText(d, 'major', issues);
  if (!required(d.education)) issues.education = { key: 'rules.choose' };
  periodIssues(d, thisMonth, issues, true);
  return issues;
}

/** Today as YYYY-MM-DD in the browser's own time zone (what the seeker calls today). */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
