import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../http/app-error.ts';

/**
 * Identity calls are limited twice: per client address (route config `rateLimit`) and per account
 * or target (a preHandler keyed on a body field), so one address cannot sweep many accounts and
 * many addresses cannot hammer one account.
 */
export interface IdentityLimits {
  perIp: { max: number; timeWindow: number };
  perTarget(field: string): preHandlerAsyncHookHandler;
  /**
   * The push hub's negotiate, per client address: twice RATE_LIMIT_PER_MINUTE a minute (every page
   * load and reconnect negotiates, and an office may share one address). Answers the seconds to wait
   * past the limit, else null.
   */
  hubNegotiate(req: FastifyRequest): Promise<number | null>;
}

const WINDOW_MS = 60_000;

export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<IdentityLimits> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => new AppError('RATE_LIMITED', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }),
  });
  const perTargetMax = Math.max(3, Math.floor(config.rateLimitPerMinute / 3));
  const negotiate = app.createRateLimit({ max: 2 * config.rateLimitPerMinute, timeWindow: WINDOW_MS, keyGenerator: (req: FastifyRequest) => `hub-negotiate:${req.ip}` });
  return {
    async hubNegotiate(req) {
      const result = await negotiate(req);
      return !result.isAllowed && result.isExceeded ? Math.max(1, result.ttlInSeconds) : null;
    },
    perIp: { max: config.rateLimitPerMinute, timeWindow: WINDOW_MS },
    perTarget(field) {
      // createRateLimit, not rateLimit: the latter skips a request the per-address limit already saw.
      const limiter = app.createRateLimit({
        max: perTargetMax,
        timeWindow: WINDOW_MS,
        keyGenerator: (req: FastifyRequest) => {
          const value = (req.body as Record<string, unknown> | undefined)?.[field] ?? (req.query as Record<string, unknown>)[field];
          return `${req.routeOptions.url}:${String(value ?? '').toLowerCase()}`;
        },
      });
      return async (req) => {
        const result = await limiter(req);
        if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED', { seconds: Math.max(1, result.ttlInSeconds) });
      };
    },
  };
}
