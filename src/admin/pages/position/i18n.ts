/**
 * The positions screens' texts (namespace `position`): the lifecycle commands and form hints of
 * 职位信息 / 短期职位, and the 特殊表单 page. One module registers the whole catalog, so whichever
 * screen comes first brings every text.
 */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/position.json';
import zhTW from '../../../../locales/zh-TW/position.json';
import en from '../../../../locales/en/position.json';

export const POSITION_NS = 'position';

registerCatalogs(POSITION_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** `t` bound to the positions namespace. */
export function usePositionT() {
  return useTranslation(POSITION_NS).t;
}

export type PositionT = ReturnType<typeof usePositionT>;
