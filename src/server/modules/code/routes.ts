import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { checkChallenge, createChallenge } from './captcha.ts';
import * as s from './schemas.ts';

/** The captcha; Code/GetCode and Code/GetMailCode are identity's (they look the account up): identity/routes.ts. */
export function codeRoutes({ api, deps, limits }: RouteContext) {
  const r = typed(api);
  const open = { auth: 'public' as const, rateLimit: limits.perIp };

  // The seeds name the challenge call twice, in two spellings; both are served.
  for (const url of ['/Code/GetCaptcha', '/code/getCaptchaCode']) {
    r.get(url, { schema: s.getCaptcha, config: open }, async (req) => ok(req, await createChallenge(deps)));
  }
  r.post('/Code/CheckCaptcha', { schema: s.checkCaptcha, config: open }, async (req) =>
    ok(req, await checkChallenge(deps, req.query.id, req.query.purpose, req.body)),
  );
}
