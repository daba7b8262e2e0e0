import type { Deps } from '../../deps.ts';
import { DEFAULT_LANG, type Lang } from '../../../common/states.ts';

/**
 * What the client shows when its permissions change under it. A push reaches every connection of
 * the user, whose language the server does not know; like ConnectMessage, it speaks the default
 * language (the client may localise by event name).
 */
export const PERMISSIONS_CHANGED_TEXT: Readonly<Record<Lang, string>> = {
  'zh-CN': '权限已变更，请重新登录',
  'zh-TW': '權限已變更，請重新登入',
  en: 'Your permissions have changed, please log in again',
};

/** Tell every affected user that what they may open has changed (call after commit). */
export function pushPermissionsChanged(deps: Pick<Deps, 'hub'>, userIds: Iterable<number>) {
  const payload = { state: 200, message: PERMISSIONS_CHANGED_TEXT[DEFAULT_LANG], data: null };
  for (const userId of new Set(userIds)) deps.hub.sendToUser(userId, 'PermissionsMessage', payload);
}
