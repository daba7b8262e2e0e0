/** The offer dialog's texts (namespace `offers`, shared with the seeker's offer card). */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/offers.json';
import zhTW from '../../../../locales/zh-TW/offers.json';
import en from '../../../../locales/en/offers.json';

registerCatalogs('offers', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function useOffersT() {
  return useTranslation('offers').t;
}
export type OffersT = ReturnType<typeof useOffersT>;
