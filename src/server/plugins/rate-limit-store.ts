/**
 * A store for @fastify/rate-limit that counts in the database (action_counters), so that N
 * instances on one PostgreSQL share one allowance instead of granting N times it. One statement per
 * hit (INSERT ... ON CONFLICT DO UPDATE ... RETURNING); windows are fixed and cut on the database's
 * clock; finished windows go with the identity purge.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { RATE_WINDOW_PREFIX, readWindow, windowHitter, type WindowCount } from '../modules/limits/repository.ts';

/** action_counters.key is varchar(200). */
const KEY_MAX = 200;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child`: the merged options, with the route they are for (none for createRateLimit). */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The in-memory store keeps one map per route; here every route shares one table, so a route's
 * counts are set apart by its method and URL. Limiters made with createRateLimit have no route:
 * their key generators name what they count.
 */
function namespaceOf(opts: ChildOptions): string {
  const { method, url } = opts.routeInfo ?? {};
  return url === undefined ? '' : `${[method ?? ''].flat().join(',')} ${url}:`;
}

/** A key past the column's width (a long URL) is hashed; the hash keeps keys distinct. */
function rowKey(namespace: string, key: string): string {
  const full = `${RATE_WINDOW_PREFIX}${namespace}${key}`;
  return full.length <= KEY_MAX ? full : `${RATE_WINDOW_PREFIX}#${createHash('sha256').update(full).digest('hex')}`;
}

/** Answers through the plugin's callback; two-argument then, so a throw in the callback is not reported twice. */
function answer(work: Promise<WindowCount>, cb: Callback) {
  work.then(
    ({ count, ttl }) => cb(null, { current: count, ttl: Math.max(0, Math.round(ttl)) }),
    (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
  );
}

/** The store's constructor, bound to one database, to pass as the plugin's `store` option. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const hit = windowHitter(db);
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly namespace = '') {}

    incr(key: string, cb: Callback, timeWindow: number) {
      answer(hit(rowKey(this.namespace, key), timeWindow), cb);
    }

    /** The plugin's non-mutating peek (`createRateLimit(...)(req, { increment: false })`). */
    read(key: string, cb: Callback, timeWindow: number) {
      answer(readWindow(db, rowKey(this.namespace, key), timeWindow), cb);
    }

    // The plugin's types say RouteOptions; what it passes (index.js, mergeParams) is its merged options with `routeInfo`.
    child(opts: object) {
      return new DatabaseStore(namespaceOf(opts as ChildOptions));
    }
  }
  // The plugin constructs the root store with its global options, which name no route.
  return class extends DatabaseStore {
    constructor() {
      super('');
    }
  };
}
