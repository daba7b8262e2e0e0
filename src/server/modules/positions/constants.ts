import type { Lang } from '../../../common/states.ts';
import { POSITION_STATE, type PositionState } from '../../../common/recruiting.ts';
import type { PublishField } from '../../../common/position-lifecycle.ts';

/** The back-office screens of positions (resources/position-info.json, short-position.json, _menu.json). */
export const POSITION_MENU = 201;
export const SHORT_POSITION_MENU = 207;
export const SPECIAL_FORM_MENU = 208;
/** Reads of positions: either screen lists them. */
export const POSITION_MENUS = [POSITION_MENU, SHORT_POSITION_MENU] as const;

export type PositionAction = 'add' | 'edit' | 'delete' | 'applyPublish' | 'publish' | 'offline';

/** A write on the general routes takes either screen's key: both screens act on the same table. */
export const eitherKey = (action: PositionAction) => [`positionInfo:${action}`, `shortPosition:${action}`] as const;
/** The short-term routes belong to the 短期职位 screen alone. */
export const shortKey = (action: PositionAction) => `shortPosition:${action}` as const;

const STATE_NAMES: Readonly<Record<PositionState, Readonly<Record<Lang, string>>>> = {
  [POSITION_STATE.draft]: { 'zh-CN': '草稿', 'zh-TW': '草稿', en: 'Draft' },
  [POSITION_STATE.pending]: { 'zh-CN': '待发布', 'zh-TW': '待發佈', en: 'Pending' },
  [POSITION_STATE.published]: { 'zh-CN': '已发布', 'zh-TW': '已發佈', en: 'Published' },
  [POSITION_STATE.offline]: { 'zh-CN': '已下线', 'zh-TW': '已下線', en: 'Offline' },
};

/** The list's state column and the 1143 message name states alike (the definition's options say the same). */
export const stateName = (state: number, lang: Lang): string => STATE_NAMES[state as PositionState]?.[lang] ?? String(state);

/** What the 1143 message says could not be done ("不能{action}"). */
const ACTION_NAMES: Readonly<Record<'applyPublish' | 'publish' | 'offline' | 'delete', Readonly<Record<Lang, string>>>> = {
  applyPublish: { 'zh-CN': '申请发布', 'zh-TW': '申請發佈', en: 'submitted for publishing' },
  publish: { 'zh-CN': '发布', 'zh-TW': '發佈', en: 'published' },
  offline: { 'zh-CN': '下线', 'zh-TW': '下線', en: 'taken offline' },
  delete: { 'zh-CN': '删除', 'zh-TW': '刪除', en: 'deleted' },
};

export type LifecycleStep = keyof typeof ACTION_NAMES;

/** The params of state 1143 in the caller's language (English reads "The position is draft: ..."). */
export function stateStepParams(state: number, step: LifecycleStep, lang: Lang) {
  const name = stateName(state, lang);
  return { state: lang === 'en' ? name.toLowerCase() : name, action: ACTION_NAMES[step][lang] };
}

const NEED_NAMES: Readonly<Record<PublishField, Readonly<Record<Lang, string>>>> = {
  positionTypeId: { 'zh-CN': '职位类型', 'zh-TW': '職位類型', en: 'position type' },
  deptId: { 'zh-CN': '用人部门', 'zh-TW': '用人部門', en: 'hiring department' },
  officePlaceId: { 'zh-CN': '工作地点', 'zh-TW': '工作地點', en: 'work place' },
};

/** The params of state 1152: the position, what it lacks and the step, in the caller's language. */
export function incompleteParams(name: string, missing: readonly PublishField[], step: LifecycleStep, lang: Lang) {
  const sep = lang === 'en' ? ', ' : '、';
  return { name, missing: missing.map((f) => NEED_NAMES[f][lang]).join(sep), action: ACTION_NAMES[step][lang] };
}

/** Limits of the positions module beyond RECRUITING_LIMITS. */
export const POSITION_LIMITS = {
  nameMax: 50,
  tagsMax: 10,
  headcountMax: 9999,
  ageMin: 16,
  ageMax: 70,
  batchMax: 100,
  dropdownMax: 1000,
  examFilesMax: 10,
} as const;
