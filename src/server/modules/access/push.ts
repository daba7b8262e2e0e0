import type { Deps } from '../../deps.ts';
import type { HubEvent, PushMessage } from '../../plugins/hub/types.ts';
import { DEFAULT_LANG, type Lang } from '../../../common/states.ts';
import { manageSessionIds } from './repository.ts';

/**
 * What the client shows when its permissions change under it. A push reaches connections whose
 * language the server does not know; like ConnectMessage, it speaks the default language (the client
 * may localise by event name).
 */
export const PERMISSIONS_CHANGED_TEXT: Readonly<Record<Lang, string>> = {
  'zh-CN': '权限已变更，请重新登录',
  'zh-TW': '權限已變更，請重新登入',
  en: 'Your permissions have changed, please log in again',
};

/**
 * A company's news goes to the sessions acting as management for that company only: the same person's
 * sessions in another company or as a job seeker are none of its business (a grant change there would
 * otherwise log them out everywhere).
 */
export async function pushToCompanySessions(
  deps: Pick<Deps, 'hub' | 'db'>,
  tenementId: number,
  userIds: Iterable<number>,
  event: HubEvent,
  payload: PushMessage,
) {
  for (const sessionId of await manageSessionIds(deps.db, tenementId, [...new Set(userIds)]))
    deps.hub.sendToSession(sessionId, event, payload);
}

/** Tell the affected members that what they may open in the company has changed (call after commit). */
export function pushPermissionsChanged(deps: Pick<Deps, 'hub' | 'db'>, tenementId: number, userIds: Iterable<number>) {
  const payload = { state: 200, message: PERMISSIONS_CHANGED_TEXT[DEFAULT_LANG], data: null };
  return pushToCompanySessions(deps, tenementId, userIds, 'PermissionsMessage', payload);
}
