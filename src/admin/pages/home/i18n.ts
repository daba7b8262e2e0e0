/** The home dashboard's texts (namespace `dashboard`). */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/dashboard.json';
import zhTW from '../../../../locales/zh-TW/dashboard.json';
import en from '../../../../locales/en/dashboard.json';

export const DASHBOARD_NS = 'dashboard';

registerCatalogs(DASHBOARD_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function useDashboardT() {
  return useTranslation(DASHBOARD_NS).t;
}

export type DashboardT = ReturnType<typeof useDashboardT>;
