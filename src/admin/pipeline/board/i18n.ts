/** The pipeline board's texts (namespace `board`). */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/board.json';
import zhTW from '../../../../locales/zh-TW/board.json';
import en from '../../../../locales/en/board.json';

export const BOARD_NS = 'board';

registerCatalogs(BOARD_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function useBoardT() {
  return useTranslation(BOARD_NS).t;
}

export type BoardT = ReturnType<typeof useBoardT>;
