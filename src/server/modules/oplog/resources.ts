import type { Lang } from '../../../common/states.ts';
import { screenMenuIds, type ScreenKey } from '../../../../generated/server/menu-seed.ts';
import { seededTitle } from '../../i18n/menu-titles.ts';

/**
 * The names an operation-log entry may carry besides a screen's menu key: records that live on a
 * screen but are not what the screen lists, so they get a name (and a label) of their own.
 */
export const EXTRA_LOG_RESOURCES = {
  userType: { 'zh-CN': '用户类型', 'zh-TW': '使用者類型', en: 'User types' },
  tenementUserInvite: { 'zh-CN': '邀请成员', 'zh-TW': '邀請成員', en: 'Member invitations' },
  accountLookup: { 'zh-CN': '查找账号', 'zh-TW': '查找帳號', en: 'Account lookups' },
  form: { 'zh-CN': '加入申请', 'zh-TW': '加入申請', en: 'Join requests' },
  userExamDetail: { 'zh-CN': '考试成绩', 'zh-TW': '考試成績', en: 'Exam results' },
  specialFormData: { 'zh-CN': '特殊表单数据', 'zh-TW': '特殊表單資料', en: 'Special form answers' },
  deliveryRecord: { 'zh-CN': '投递记录', 'zh-TW': '投遞記錄', en: 'Applications' },
} as const satisfies Record<string, Readonly<Record<Lang, string>>>;

/** What a write logs as its `resource`: the menu key of the screen it happens on, or a declared extra. */
export type LogResource = ScreenKey | keyof typeof EXTRA_LOG_RESOURCES;

/** A resource definition's menu key as a log name: its write routes carry its function keys, so it is a screen. */
export function screenKey(menuKey: string): ScreenKey {
  if (!Object.hasOwn(screenMenuIds, menuKey)) throw new Error(`menu key ${menuKey} has no function keys: no write can happen on it`);
  return menuKey as ScreenKey;
}

/** DropDown/Log/ResourcesType: every name a log entry may carry, labelled in the caller's language. */
export function logResourceOptions(lang: Lang): Array<{ value: string; display: string }> {
  return [
    ...Object.entries(screenMenuIds).map(([key, id]) => ({ value: key, display: seededTitle(id, lang) ?? key })),
    ...Object.entries(EXTRA_LOG_RESOURCES).map(([key, labels]) => ({ value: key, display: labels[lang] })),
  ];
}

/** A log name's label in a language (the screen's menu title, or a declared extra's label); the name itself if neither. */
export function logResourceLabel(resource: string, lang: Lang): string {
  if (Object.hasOwn(screenMenuIds, resource)) return seededTitle(screenMenuIds[resource as ScreenKey], lang) ?? resource;
  return Object.hasOwn(EXTRA_LOG_RESOURCES, resource) ? EXTRA_LOG_RESOURCES[resource as keyof typeof EXTRA_LOG_RESOURCES][lang] : resource;
}
