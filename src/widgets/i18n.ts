/**
 * The widgets' texts, one namespace for every shared widget. Each widget imports this module, so
 * whichever page first shows a widget registers the catalog; no page has to remember to.
 */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../shell/i18n.ts';
import zhCN from '../../locales/zh-CN/widgets.json';
import zhTW from '../../locales/zh-TW/widgets.json';
import en from '../../locales/en/widgets.json';

export const WIDGETS_NS = 'widgets';

registerCatalogs(WIDGETS_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** `t` bound to the widgets' namespace. */
export function useWidgetsT() {
  return useTranslation(WIDGETS_NS).t;
}
