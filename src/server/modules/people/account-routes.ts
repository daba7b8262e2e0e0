import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf, managerOf } from '../../plugins/auth.ts';
import * as accounts from './accounts.ts';
import * as s from './account-schemas.ts';

/** Menu 911: the platform's account list. */
const ACCOUNT_MENU = 911;

/** User/* calls about accounts (User/GetUserInfo stays with the user module). */
export function accountRoutes({ api, deps, limits }: RouteContext) {
  const r = typed(api);
  r.get('/User/GetPageList', { schema: s.pageList, config: { auth: 'manage', platform: true, menu: ACCOUNT_MENU } }, async (req) =>
    ok(req, await accounts.listAccounts(deps, req.query)),
  );
  r.get('/User/GetUserInfoByCon', { schema: s.byCon, config: { auth: 'manage', fn: 'tenementUser:add' } }, async (req) =>
    ok(req, await accounts.findAccount(deps, managerOf(req), req.query)),
  );
  // Either screen's key lets the call through; the service decides whose password: any account for the platform administrator, members in scope otherwise.
  r.post(
    '/User/initializePassword',
    { schema: s.initializePassword, config: { auth: 'manage', fn: ['tenementUser:resetPassword', 'account:resetPassword'] } },
    async (req) => ok(req, await accounts.initializePassword(deps, managerOf(req), req.body.userId)),
  );
  r.post(
    '/User/ChangePassword',
    { schema: s.changePassword, config: { auth: 'user', allowMustChange: true, rateLimit: limits.perIp } },
    async (req) => ok(req, await accounts.changePassword(deps, callerOf(req), req.body)),
  );
}
