/** The texts of 简历解析's dialogs (batch upload, duplicates, contacts, download): the parsing namespace. */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/parsing.json';
import zhTW from '../../../../locales/zh-TW/parsing.json';
import en from '../../../../locales/en/parsing.json';

export const PARSING_NS = 'parsing';

registerCatalogs(PARSING_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function useParsingT() {
  return useTranslation(PARSING_NS).t;
}

/** 1.2 MB, 340 KB: a size for people. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
