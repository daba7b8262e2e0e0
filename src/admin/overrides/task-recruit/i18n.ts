/** Recruitment tasks' own texts (namespace `tasks`): the cancel button and its question. */
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/tasks.json';
import zhTW from '../../../../locales/zh-TW/tasks.json';
import en from '../../../../locales/en/tasks.json';

export const TASKS_NS = 'tasks';

registerCatalogs(TASKS_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
