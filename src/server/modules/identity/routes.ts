import type { FastifyRequest } from 'fastify';
import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf } from '../../plugins/auth.ts';
import * as s from './schemas.ts';
import * as codeSchemas from '../code/schemas.ts';
import { login } from './login.ts';
import { accountExists, register, resetPassword, sendCode } from './account.ts';
import { areaCheck, changeLogin, checkLogin, logout } from './switch.ts';
import { devProvider, thirdPartyLogin, type ThirdPartyProvider } from './third-party.ts';
import { createExchangeCode, exchangeCode } from './exchange.ts';
import type { Client } from '../login-log/record.ts';

/** What the login log keeps of where a request came from. */
const clientOf = (req: FastifyRequest): Client => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

export function identityRoutes({ api, deps, limits }: RouteContext) {
  const r = typed(api);
  const open = { auth: 'public' as const, rateLimit: limits.perIp };
  const providers = new Map<number, ThirdPartyProvider>(deps.config.thirdPartyDev ? [[devProvider.thirdPartyType, devProvider]] : []);

  r.post('/Login/SysLogin', { schema: s.sysLogin, config: open, preHandler: limits.perTarget('account') }, async (req) =>
    ok(req, await login(deps, req.body, clientOf(req))),
  );
  r.post('/Login/RegisterUser', { schema: s.registerUser, config: open, preHandler: limits.perTarget('account') }, async (req) =>
    ok(req, await register(deps, { ...req.body, loginSource: req.body.loginSource ?? 1 }, clientOf(req))),
  );
  r.post('/Login/BackPwd', { schema: s.backPwd, config: open, preHandler: limits.perTarget('target') }, async (req) =>
    ok(req, await resetPassword(deps, req.body)),
  );
  // The code module's calls that look the target's account up (a reset or login code goes only to an account).
  r.post('/Code/GetCode', { schema: codeSchemas.getCode, config: open, preHandler: limits.perTarget('phone') }, async (req) =>
    ok(req, await sendCode(deps, { channel: 'sms', target: req.body.phone, ...req.body, ip: req.ip }, req.caller)),
  );
  r.post('/Code/GetMailCode', { schema: codeSchemas.getMailCode, config: open, preHandler: limits.perTarget('email') }, async (req) =>
    ok(req, await sendCode(deps, { channel: 'mail', target: req.body.email.toLowerCase(), ...req.body, ip: req.ip }, req.caller)),
  );
  r.get('/Login/VerifyAccount', { schema: s.verifyAccount, config: open }, async (req) =>
    ok(req, await accountExists(deps, req.query.account, req.query.captchaTicket)),
  );
  r.post('/Login/LogOut', { schema: s.logOut, config: open }, async (req) => ok(req, await logout(deps, req.caller)));
  r.post('/Login/CheckLogin', { schema: s.checkLogin, config: { rateLimit: limits.perIp } }, async (req) =>
    ok(req, await checkLogin(deps, callerOf(req))),
  );
  r.get('/Login/Check', { schema: s.areaCheck, config: { rateLimit: limits.perIp } }, async (req) =>
    ok(req, await areaCheck(deps, callerOf(req), req.query.area ?? 'web')),
  );
  r.post('/Login/ChangeLogin', { schema: s.changeLogin, config: { rateLimit: limits.perIp } }, async (req) =>
    ok(req, await changeLogin(deps, callerOf(req), req.body.identity, req.body.tenementId, clientOf(req))),
  );
  r.post('/Login/CreateExchangeCode', { schema: s.createExchangeCode, config: { rateLimit: limits.perIp } }, async (req) =>
    ok(req, await createExchangeCode(deps, callerOf(req))),
  );
  r.post('/Login/ExchangeCode', { schema: s.exchangeCode, config: open }, async (req) =>
    ok(
      req,
      await exchangeCode(
        deps,
        { code: req.body.code, loginSource: req.body.loginSource ?? 1, replace: req.body.replace ?? false },
        req.caller,
        clientOf(req),
      ),
    ),
  );
  r.post('/Login/ThirdPartyLogin', { schema: s.thirdPartyLogin, config: open, preHandler: limits.perTarget('unionId') }, async (req) =>
    ok(req, await thirdPartyLogin(deps, providers, { ...req.body, loginSource: req.body.loginSource ?? 1 }, req.caller, clientOf(req))),
  );
}
