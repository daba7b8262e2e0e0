/**
 * Salary approval as both ends read it: a process's states and their names, and the units of a
 * salary (the offer's, OFFER_SALARY_UNIT). An approved salary stands only while the proposal still
 * equals what was approved: a changed proposal needs a new approval.
 */
import type { Lang } from './states.ts';

/** salary_processes.state */
export const SALARY_PROCESS_STATE = { open: 0, approved: 1, rejected: 2 } as const;
export type SalaryProcessState = (typeof SALARY_PROCESS_STATE)[keyof typeof SALARY_PROCESS_STATE];

export const SALARY_STATE_NAMES: Readonly<Record<SalaryProcessState, Readonly<Record<Lang, string>>>> = {
  0: { 'zh-CN': '审批中', 'zh-TW': '審批中', en: 'In approval' },
  1: { 'zh-CN': '已通过', 'zh-TW': '已通過', en: 'Approved' },
  2: { 'zh-CN': '已驳回', 'zh-TW': '已駁回', en: 'Rejected' },
};

export const SALARY_UNIT_NAMES: Readonly<Record<number, Readonly<Record<Lang, string>>>> = {
  1: { 'zh-CN': '元/月', 'zh-TW': '元/月', en: 'a month' },
  2: { 'zh-CN': '元/小时', 'zh-TW': '元/小時', en: 'an hour' },
  3: { 'zh-CN': '元/天', 'zh-TW': '元/天', en: 'a day' },
  4: { 'zh-CN': '元/年', 'zh-TW': '元/年', en: 'a year' },
};

/** "12000 元/月", "CNY 12,000 a month". */
export function salaryText(amount: number, unit: number, lang: Lang): string {
  const u = SALARY_UNIT_NAMES[unit]?.[lang] ?? '';
  return lang === 'en' ? `CNY ${amount.toLocaleString('en-US')} ${u}` : `${amount} ${u}`;
}

/** Two amounts in cents are the same salary (numeric(12,2) on the wire as a number). */
export const sameSalary = (a: { salary: number; salaryUnit: number }, b: { salary: number; salaryUnit: number }) =>
  Math.round(a.salary * 100) === Math.round(b.salary * 100) && a.salaryUnit === b.salaryUnit;
