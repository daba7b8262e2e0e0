import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import { LoginLog } from '../../../../generated/definitions/LoginLog.ts';
import { loginLogList } from './schemas.ts';
import { listLoginLogs } from './service.ts';

/** Read only: rows are written by the logins themselves (record.ts). */
export function loginLogRoutes({ api, deps }: RouteContext) {
  typed(api).get('/LoginLog/GetList', { schema: loginLogList, config: { auth: 'manage', menu: LoginLog.menu.id } }, async (req) =>
    ok(req, await listLoginLogs(deps, managerOf(req), req.query)),
  );
}
