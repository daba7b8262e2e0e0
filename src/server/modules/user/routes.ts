import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf } from '../../plugins/auth.ts';
import { userInfo } from '../identity/switch.ts';
import * as s from './schemas.ts';

export function userRoutes({ api, deps }: RouteContext) {
  typed(api).get('/User/GetUserInfo', { schema: s.getUserInfo, config: { allowMustChange: true } }, async (req) =>
    ok(req, await userInfo(deps, callerOf(req))),
  );
}
