/**
 * The reports' date range (数据报表): `beginDate` and `endDate` are company days (UTC+8), both included.
 * One rule, read by the server's validation and the report pages' filter alike: the end may not come
 * before the beginning, and one report spans at most REPORT_MAX_DAYS days.
 */
import type { FieldIssue } from './field-messages.ts';

export const REPORT_MAX_DAYS = 366;
/** The range a report opens with when none is given: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** Retention is read after these many days in the company. */
export const RETENTION_DAYS = [30, 90, 180] as const;

const DAY = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY);

/** Days from `beginDate` to `endDate`, both included. */
export const rangeDays = (beginDate: string, endDate: string) => dayNumber(endDate) - dayNumber(beginDate) + 1;

/** What is wrong with a range, on its end day (null when nothing is). */
export function rangeIssue(beginDate: string, endDate: string): FieldIssue | null {
  if (endDate < beginDate) return { rule: 'dateOrder' };
  const days = rangeDays(beginDate, endDate);
  if (days > REPORT_MAX_DAYS) return { rule: 'rangeTooLong', params: { limit: REPORT_MAX_DAYS } };
  return null;
}

/** `YYYY-MM-DD` of `n` days after `day` (before it when negative). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
