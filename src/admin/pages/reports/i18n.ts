/** The report pages' texts (namespace `reports`). */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/reports.json';
import zhTW from '../../../../locales/zh-TW/reports.json';
import en from '../../../../locales/en/reports.json';

export const REPORTS_NS = 'reports';

registerCatalogs(REPORTS_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function useReportsT() {
  return useTranslation(REPORTS_NS).t;
}
