import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/app-error.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

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

/**
 * The target as typed (a phone, an e-mail, an account) is personal data and of any length: the
 * counters keep a hash of it.
 */
const targetHash = (value: unknown) =>
  createHash('sha256')
    .update(String(value ?? '').toLowerCase())
    .digest('base64url');

/**
 * Where hits are counted (RATE_LIMIT_STORE): by default in the database on PostgreSQL, where several
 * instances must share one allowance, and in this process's memory on the embedded database, which
 * is one process by nature.
 */
export function rateLimitStoreFor(config: Config, database: Pick<Database, 'kind'>): 'memory' | 'database' {
  return config.rateLimitStore ?? (database.kind === 'postgres' ? 'database' : 'memory');
}

export async function registerRateLimits(app: FastifyInstance, config: Config, database: Database): Promise<IdentityLimits> {
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStoreFor(config, database) === 'database' ? { store: databaseRateLimitStore(database.db) } : {}),
    errorResponseBuilder: (_req, ctx) => new AppError('RATE_LIMITED', { seconds: Math.max(1, Math.ceil(ctx.ttl / 1000)) }),
  });
  const perTargetMax = Math.max(3, Math.floor(config.rateLimitPerMinute / 3));
  const negotiate = app.createRateLimit({
    max: 2 * config.rateLimitPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: (req: FastifyRequest) => `hub-negotiate:${req.ip}`,
  });
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
          return `target:${req.routeOptions.url}:${field}:${targetHash(value)}`;
        },
      });
      return async (req) => {
        const result = await limiter(req);
        if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED', { seconds: Math.max(1, result.ttlInSeconds) });
      };
    },
  };
}
