import { LIMITS, PATTERNS } from '../../../common/validators.ts';
import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope } from '../../http/envelope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { bindEmail, bindPhone } from './bind.ts';

const tags = ['User'];
const code = { type: 'string', pattern: PATTERNS.code6 } as const;
/** The account's current password (any it may have: no length rule, which would tell old from new). */
const password = { type: 'string', minLength: 1, maxLength: LIMITS.passwordMax } as const;
const answer = {
  200: envelope({
    type: 'object',
    required: ['account'],
    properties: { account: { type: 'string' }, phone: { type: ['string', 'null'] }, email: { type: ['string', 'null'] } },
    additionalProperties: false,
  }),
} as const;

/** User/BindPhone and User/BindEmail: limited per address like the other code-spending calls (codes are guessable). */
export function bindRoutes({ api, deps, limits }: RouteContext) {
  const r = typed(api);
  r.post(
    '/User/BindPhone',
    {
      schema: {
        tags,
        summary: 'Bind a new phone to the caller’s account with a code sent to it (purpose bind) and the current password',
        body: {
          type: 'object',
          required: ['phone', 'code', 'password'],
          properties: { phone: { type: 'string', pattern: PATTERNS.phone }, code, password },
          additionalProperties: false,
        },
        response: answer,
      },
      config: { rateLimit: limits.perIp },
    },
    async (req) => ok(req, await bindPhone(deps, callerOf(req), req.body)),
  );
  r.post(
    '/User/BindEmail',
    {
      schema: {
        tags,
        summary: 'Bind a new e-mail to the caller’s account with a code sent to it (purpose bind) and the current password',
        body: {
          type: 'object',
          required: ['email', 'code', 'password'],
          properties: { email: { type: 'string', maxLength: 254, pattern: PATTERNS.email }, code, password },
          additionalProperties: false,
        },
        response: answer,
      },
      config: { rateLimit: limits.perIp },
    },
    async (req) => ok(req, await bindEmail(deps, callerOf(req), req.body)),
  );
}
