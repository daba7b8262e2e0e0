/** The scoring form, the rounds' summary and the exam marks (namespace `assessment`). */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/assessment.json';
import zhTW from '../../../../locales/zh-TW/assessment.json';
import en from '../../../../locales/en/assessment.json';

export const ASSESSMENT_NS = 'assessment';

registerCatalogs(ASSESSMENT_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function useAssessmentT() {
  return useTranslation(ASSESSMENT_NS).t;
}
