/**
 * The texts of the access screens (users' and roles' dialogs, data permissions, accounts): one
 * namespace, registered by whichever of them loads first.
 */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/access.json';
import zhTW from '../../../../locales/zh-TW/access.json';
import en from '../../../../locales/en/access.json';

export const ACCESS_NS = 'access';

registerCatalogs(ACCESS_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** `t` bound to the access namespace. */
export function useAccessT() {
  return useTranslation(ACCESS_NS).t;
}
