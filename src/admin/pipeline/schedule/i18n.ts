/** The interview calendar's texts (namespace `schedule`). */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/schedule.json';
import zhTW from '../../../../locales/zh-TW/schedule.json';
import en from '../../../../locales/en/schedule.json';

export const SCHEDULE_NS = 'schedule';

registerCatalogs(SCHEDULE_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function useScheduleT() {
  return useTranslation(SCHEDULE_NS).t;
}

export type ScheduleT = ReturnType<typeof useScheduleT>;
