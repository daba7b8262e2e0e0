/** The resume library's and talent centre's hand-written parts (namespace `talent`). */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/talent.json';
import zhTW from '../../../../locales/zh-TW/talent.json';
import en from '../../../../locales/en/talent.json';

export const TALENT_NS = 'talent';

registerCatalogs(TALENT_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** `t` bound to the talent namespace. */
export function useTalentT() {
  return useTranslation(TALENT_NS).t;
}
