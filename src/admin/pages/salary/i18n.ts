/** Salary approval's and the background check's texts (namespace `salary`). */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/salary.json';
import zhTW from '../../../../locales/zh-TW/salary.json';
import en from '../../../../locales/en/salary.json';

export const SALARY_NS = 'salary';

registerCatalogs(SALARY_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function useSalaryT() {
  return useTranslation(SALARY_NS).t;
}
export type SalaryT = ReturnType<typeof useSalaryT>;

/** "12000 元/月", "12,000 a month". */
export function salaryLabel(t: SalaryT, salary: number | null, unit: number | null): string {
  if (salary === null) return '';
  const u = unit === null ? '' : t(`units.${unit}`);
  return t('units.1') === 'a month' ? `CNY ${salary.toLocaleString('en-US')} ${u}` : `${salary} ${u}`;
}
