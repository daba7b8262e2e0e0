/** 个人数据请求's texts (namespace `privacy`, shared with the portal's 设置账号 card): the 处理 button and its question. */
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/privacy.json';
import zhTW from '../../../../locales/zh-TW/privacy.json';
import en from '../../../../locales/en/privacy.json';

export const PRIVACY_NS = 'privacy';

registerCatalogs(PRIVACY_NS, { 'zh-CN': zhCN, 'zh-TW': zhTW, en });
