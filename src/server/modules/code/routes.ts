import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { sendCode } from '../identity/account.ts';
import { checkChallenge, createChallenge } from './captcha.ts';
import * as s from './schemas.ts';

export function codeRoutes({ api, deps, limits }: RouteContext) {
  const r = typed(api);
  const open = { auth: 'public' as const, rateLimit: limits.perIp };

  r.post('/Code/GetCode', { schema: s.getCode, config: open, preHandler: limits.perTarget('phone') }, async (req) =>
    ok(req, await sendCode(deps, { channel: 'sms', target: req.body.phone, ...req.body, ip: req.ip }, req.caller)),
  );
  r.post('/Code/GetMailCode', { schema: s.getMailCode, config: open, preHandler: limits.perTarget('email') }, async (req) =>
    ok(req, await sendCode(deps, { channel: 'mail', target: req.body.email.toLowerCase(), ...req.body, ip: req.ip }, req.caller)),
  );
  // The seeds name the challenge call twice, in two spellings; both are served.
  for (const url of ['/Code/GetCaptcha', '/code/getCaptchaCode']) {
    r.get(url, { schema: s.getCaptcha, config: open }, async (req) => ok(req, await createChallenge(deps)));
  }
  r.post('/Code/CheckCaptcha', { schema: s.checkCaptcha, config: open }, async (req) =>
    ok(req, await checkChallenge(deps, req.query.id, req.query.purpose, req.body)),
  );
}
