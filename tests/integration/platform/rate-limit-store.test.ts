/**
 * The rate-limit store that counts in the database (RATE_LIMIT_STORE=database, the default on
 * PostgreSQL): the same answers and headers as the in-memory store, one allowance shared by every
 * process on the database, windows that end and start again, ended windows purged. Run on both
 * tiers with the store forced, so PGlite checks the same statements.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { like } from 'drizzle-orm';
import { api, body, testApp } from '../../support/test-app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import type { Database } from '../../../src/server/db/client.ts';
import { actionCounters } from '../../../src/server/db/schema/index.ts';
import { registerContext } from '../../../src/server/plugins/context.ts';
import { registerErrorHandling } from '../../../src/server/plugins/errors.ts';
import { registerRateLimits } from '../../../src/server/plugins/rate-limits.ts';
import { HUB_PATH } from '../../../src/server/plugins/hub/types.ts';
import { purgeExpired } from '../../../src/server/modules/identity/purge.ts';
import { bumpCounter } from '../../../src/server/modules/identity/repository.ts';
import { roomInWindow } from '../../support/rate-windows.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 9, rateLimitStore: 'database' });
});
afterAll(async () => app.close());
beforeEach(() => roomInWindow());

const LONG = `/x/${'long'.repeat(60)}`;

/** One server process's limits on `database` (as app.ts wires them), behind a few bare routes. */
async function instance(database: Database, perMinute: number) {
  const one = Fastify();
  registerContext(one);
  registerErrorHandling(one, '/x');
  const limits = await registerRateLimits(
    one,
    loadConfig({ DATA_DIR: 'memory://' }, { rateLimitPerMinute: perMinute, rateLimitStore: 'database' }),
    database,
  );
  one.get('/x/open', { config: { rateLimit: limits.perIp } }, async () => ({ state: 200 }));
  one.post('/x/login', { preHandler: limits.perTarget('account') }, async () => ({ state: 200 }));
  one.get('/x/short', { config: { rateLimit: { max: 2, timeWindow: 2000 } } }, async () => ({ state: 200 }));
  one.get(LONG, { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ state: 200 }));
  // The plugin's peek ({ increment: false }) reads the store without counting.
  const peekable = one.createRateLimit({ max: 2, timeWindow: 60_000, keyGenerator: (req) => `peek:${req.ip}` });
  one.get<{ Querystring: { count?: string } }>('/x/peek', async (req) => {
    const r = await peekable(req, { increment: req.query.count !== undefined });
    return r.isAllowed ? {} : { remaining: r.remaining, exceeded: r.isExceeded };
  });
  return one;
}

const state = (res: LightMyRequestResponse) => body(res).state;
const seconds = (res: LightMyRequestResponse) => Number(/(\d+)/.exec(body(res).message)?.[1]);

describe('answers as the in-memory store does', () => {
  it('counts one address per route, with the same headers, and refuses with the seconds to wait', async () => {
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await app.inject({
          method: 'GET',
          url: api(`/Login/VerifyAccount?account=user${i}`),
          remoteAddress: '10.0.0.1',
          headers: { 'accept-language': 'en' },
        }),
      );
    expect(answers.map(state)).toEqual([...Array(9).fill(1302), 1004, 1004]);
    expect(answers.slice(0, 9).map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['8', '7', '6', '5', '4', '3', '2', '1', '0']);
    const refused = answers[10]!;
    expect(refused.statusCode).toBe(200);
    expect(body(refused).message).toMatch(/^Too many requests, try again in \d+ s$/);
    expect(seconds(refused)).toBeGreaterThanOrEqual(1);
    expect(seconds(refused)).toBeLessThanOrEqual(60);
    expect(refused.headers['retry-after']).toBe(String(seconds(refused)));
    expect(refused.headers['x-ratelimit-limit']).toBe('9');
    expect(state(await app.inject({ method: 'GET', url: api('/Login/VerifyAccount?account=x1234'), remoteAddress: '10.0.0.2' }))).toBe(
      1302,
    );
    const rows = await app.database.db.select().from(actionCounters).where(like(actionCounters.key, 'rl:%VerifyAccount%'));
    expect(rows.map((r) => [r.key, r.count]).sort()).toEqual([
      ['rl:GET /recruit/api/Login/VerifyAccount:10.0.0.1', 11],
      ['rl:GET /recruit/api/Login/VerifyAccount:10.0.0.2', 1],
    ]);
  });

  it('counts one account across addresses without keeping the account as typed', async () => {
    const states: number[] = [];
    for (let i = 0; i < 5; i++)
      states.push(
        state(
          await app.inject({
            method: 'POST',
            url: api('/Login/SysLogin'),
            remoteAddress: `10.1.0.${i}`,
            payload: { account: 'Nobody_Here', password: 'x' },
          }),
        ),
      );
    expect(states).toEqual([1300, 1300, 1300, 1004, 1004]);
    const keys = (await app.database.db.select({ key: actionCounters.key }).from(actionCounters)).map((r) => r.key.toLowerCase());
    expect(keys.filter((k) => k.startsWith('rl:target:/recruit/api/login/syslogin:account:'))).toHaveLength(1);
    expect(keys.some((k) => k.includes('nobody_here'))).toBe(false);
  });

  it("limits the hub's negotiate per address to twice the limit, answering 429 with retry-after", async () => {
    const codes: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 19; i++) {
      last = await app.inject({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1`, remoteAddress: '10.2.0.1' });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([...Array(18).fill(200), 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(last!.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('several processes on one database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = [await instance(app.database, 6), await instance(app.database, 6)];
  });
  afterAll(async () => Promise.all([a.close(), b.close()]));

  it('share one allowance per address and per target', async () => {
    const open = [];
    for (let i = 0; i < 8; i++)
      open.push(state(await (i % 2 ? b : a).inject({ method: 'GET', url: '/x/open', remoteAddress: '10.3.0.1' })));
    expect(open).toEqual([200, 200, 200, 200, 200, 200, 1004, 1004]);
    const login = [];
    for (let i = 0; i < 5; i++)
      login.push(
        state(
          await (i % 2 ? b : a).inject({ method: 'POST', url: '/x/login', remoteAddress: `10.3.1.${i}`, payload: { account: 'shared' } }),
        ),
      );
    expect(login).toEqual([200, 200, 200, 1004, 1004]);
  });

  it('let exactly the limit through when hits race on both', async () => {
    const racing = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? b : a).inject({ method: 'GET', url: '/x/open', remoteAddress: '10.3.0.2' })),
    );
    expect(racing.map(state).filter((s) => s === 200)).toHaveLength(6);
    expect(racing.map(state).filter((s) => s === 1004)).toHaveLength(24);
  });

  it('start a window again once it has ended, on the database clock', async () => {
    // At least 1.5 s of a 2-second window left, so the first three hits share one.
    await roomInWindow(1500, 2000);
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await (i % 2 ? b : a).inject({ method: 'GET', url: '/x/short', remoteAddress: '10.3.0.3' }));
    expect(first.map(state)).toEqual([200, 200, 1004]);
    const wait = Number(first[2]!.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(2);
    await new Promise((r) => setTimeout(r, wait * 1000 + 50));
    const next = await b.inject({ method: 'GET', url: '/x/short', remoteAddress: '10.3.0.3' });
    expect(state(next)).toBe(200);
    expect(next.headers['x-ratelimit-remaining']).toBe('1');
  });

  it("answer the plugin's peek from the shared count without adding to it", async () => {
    const peek = async (one: FastifyInstance, count = false) =>
      (await one.inject({ method: 'GET', url: `/x/peek${count ? '?count=1' : ''}`, remoteAddress: '10.3.0.5' })).json();
    expect(await peek(a)).toEqual({ remaining: 2, exceeded: false });
    expect(await peek(a, true)).toEqual({ remaining: 1, exceeded: false });
    expect(await peek(b, true)).toEqual({ remaining: 0, exceeded: false });
    expect([await peek(b), await peek(a)]).toEqual([
      { remaining: 0, exceeded: false },
      { remaining: 0, exceeded: false },
    ]);
    expect(await peek(a, true)).toEqual({ remaining: 0, exceeded: true });
    expect(await peek(b)).toEqual({ remaining: 0, exceeded: true });
  });

  it('count a route whose key would pass the column under a hash of it', async () => {
    expect(state(await a.inject({ method: 'GET', url: LONG, remoteAddress: '10.3.0.4' }))).toBe(200);
    expect(state(await b.inject({ method: 'GET', url: LONG, remoteAddress: '10.3.0.4' }))).toBe(1004);
    const hashed = await app.database.db.select().from(actionCounters).where(like(actionCounters.key, 'rl:#%'));
    expect(hashed.map((r) => [r.key.length, r.count])).toEqual([[3 + 1 + 64, 2]]);
  });
});

describe('purge', () => {
  it('purges ended windows with the identity rows and keeps live ones and other counters', async () => {
    const db = app.database.db;
    await app.inject({ method: 'GET', url: api('/Login/VerifyAccount?account=p'), remoteAddress: '10.4.0.1' });
    await bumpCounter(db, 'login-fail:purge-check', new Date(Date.now() - 3600_000));
    const now = new Date();
    const windows = await db.select().from(actionCounters).where(like(actionCounters.key, 'rl:%'));
    const live = windows
      .filter((w) => w.windowStart >= now)
      .map((w) => w.key)
      .sort();
    // The 2-second window of the test above has ended by now.
    expect(windows.length - live.length).toBeGreaterThan(0);
    expect(live).toContain('rl:GET /recruit/api/Login/VerifyAccount:10.4.0.1');
    expect((await purgeExpired(db, now)).rateLimitWindows).toBe(windows.length - live.length);
    expect((await db.select().from(actionCounters).where(like(actionCounters.key, 'rl:%'))).map((w) => w.key).sort()).toEqual(live);
    expect((await purgeExpired(db, new Date(now.getTime() + 61_000))).rateLimitWindows).toBe(live.length);
    expect(await db.select().from(actionCounters).where(like(actionCounters.key, 'rl:%'))).toEqual([]);
    expect(await db.select().from(actionCounters).where(like(actionCounters.key, 'login-fail:purge-check'))).toHaveLength(1);
  });
});
