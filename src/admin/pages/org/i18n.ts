/**
 * The organisation screens' texts (namespace `org`): the back office's department, company,
 * team-code and company-list pages, and the join / create-company dialogs of /homeCheck. One
 * module registers the whole catalog, so whichever screen comes first brings every text.
 */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/org.json';
import zhTW from '../../../../locales/zh-TW/org.json';
import en from '../../../../locales/en/org.json';

export const ORG_NS = 'org';

registerCatalogs(ORG_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** `t` bound to the organisation namespace. */
export function useOrgT() {
  return useTranslation(ORG_NS).t;
}

export type OrgT = ReturnType<typeof useOrgT>;
