import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope } from '../../http/envelope.ts';
import { demoAccountsNotice } from './service.ts';

const demoAccounts = {
  tags: ['Login'],
  summary: 'Demo accounts that still open with their published passwords (the login page warns while any is listed)',
  response: {
    200: envelope({
      type: 'object',
      required: ['accounts'],
      properties: { accounts: { type: 'array', items: { type: 'string' } } },
      additionalProperties: false,
    }),
  },
} as const;

export function demoRoutes({ api, deps, limits }: RouteContext) {
  const r = typed(api);
  r.get('/Login/DemoAccounts', { schema: demoAccounts, config: { auth: 'public', rateLimit: limits.perIp } }, async (req) =>
    ok(req, await demoAccountsNotice(deps.db)),
  );
}
