import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { resolveToken, type Caller } from '../modules/identity/sessions.ts';
import { grantsOf, isPlatformAdmin } from '../modules/access/service.ts';
import { sendState } from './errors.ts';
import { asManager, isManager, type Manager } from '../http/manager.ts';

/**
 * Who may call a route, declared in its `config`:
 * - `public`: anyone; a valid token is still read when present.
 * - `user`: any logged-in account (the default: routes are closed unless opened).
 * - `manage`: a session acting as management; with `fn`, the caller must hold that function key.
 */
export type AuthLevel = 'public' | 'user' | 'manage';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** The function key the caller must hold; with a list, any one of them. */
    fn?: string | readonly string[];
    /** The menu node the caller must be able to open (reads of a resource); with a list, any one of them. */
    menu?: number | readonly number[];
    /** Shared system data: only the platform company's top administrator. */
    platform?: boolean;
    /** Open to a session that must still change its initial password (everything else answers 1329). */
    allowMustChange?: boolean;
    /**
     * Names an application (delivery record) that HR may reach: the handler applies the caller's data
     * scope on positions to it (access/application-scope.ts). The authorization matrix holds every such
     * route to that (tests/integration/platform/scope-matrix.test.ts).
     */
    byApplication?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The caller of a route that requires one (set by the auth hook before the handler runs). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route without auth reached a handler that needs a caller');
  return request.caller;
}

/**
 * The caller of an `auth: 'manage'` route, narrowed: the hook has already refused anyone else, so the
 * NOT_MANAGER here is only a backstop for a handler registered with the wrong level.
 */
export function managerOf(request: FastifyRequest): Manager {
  return asManager(callerOf(request));
}

async function authenticate(deps: Deps, request: FastifyRequest, reply: FastifyReply) {
  const { auth = 'user', fn, menu, platform, allowMustChange } = request.routeOptions.config;
  const token = bearerToken(request);
  if (auth === 'public') {
    if (token) {
      const check = await resolveToken(deps, token, request.ip);
      if (check.ok) request.caller = check.caller;
    }
    return;
  }
  if (!token) return sendState(reply, 'UNAUTHORIZED');
  const check = await resolveToken(deps, token, request.ip);
  if (!check.ok) return sendState(reply, check.state);
  request.caller = check.caller;
  if (check.caller.mustChangePassword && !allowMustChange) return sendState(reply, 'PASSWORD_CHANGE_REQUIRED');
  if (auth === 'manage') {
    // A management session always names its company (sessions.ts refuses one without a membership).
    if (!isManager(check.caller)) return sendState(reply, 'NOT_MANAGER');
    if (platform && !(await isPlatformAdmin(deps, check.caller))) return sendState(reply, 'FORBIDDEN');
    if (!fn && menu === undefined) return;
    const grants = await grantsOf(deps.db, check.caller);
    if (fn && ![fn].flat().some((k) => grants.functionKeys.has(k))) return sendState(reply, 'FORBIDDEN');
    const anyOf = menu === undefined ? [] : [menu].flat();
    if (anyOf.length && !grants.menus.some((m) => anyOf.includes(m.id))) return sendState(reply, 'FORBIDDEN');
  }
}

/** Register on the API scope only: the web app and the hub (which authenticates on Init) stay outside. */
export function registerAuth(api: FastifyInstance, deps: Deps) {
  api.decorateRequest('caller', null);
  api.addHook('onRequest', async (request, reply) => authenticate(deps, request, reply));
}
