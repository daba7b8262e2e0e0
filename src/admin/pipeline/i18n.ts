/**
 * The pipeline screens' hand-written parts (namespace `pipeline`): the transition dialog and the
 * candidate drawer. One module registers the whole catalog for whichever part shows first.
 */
import { useTranslation } from 'react-i18next';
import { registerCatalogs } from '../../shell/i18n.ts';
import zhCN from '../../../locales/zh-CN/pipeline.json';
import zhTW from '../../../locales/zh-TW/pipeline.json';
import en from '../../../locales/en/pipeline.json';

export const PIPELINE_NS = 'pipeline';

registerCatalogs(PIPELINE_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** `t` bound to the pipeline namespace. */
export function usePipelineT() {
  return useTranslation(PIPELINE_NS).t;
}

export type PipelineT = ReturnType<typeof usePipelineT>;
