/**
 * Two server processes on one PostgreSQL with RATE_LIMIT_PER_MINUTE=6: requests from one client
 * spread over both are refused once their sum reaches the limit (per address on a route, per target
 * on SysLogin, per address on the hub's negotiate), because both count in the database. With the
 * in-memory store each would let 6 through. PostgreSQL tier only: PGlite is one process by nature.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roomInWindow } from '../../support/rate-windows.ts';
import { freshPostgresUrl, startInstance, stopInstance, type Instance } from './cluster.ts';

const PER_MINUTE = 6;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  const url = await freshPostgresUrl();
  // A lock threshold past the per-target limit, so SysLogin's answers are the limit's alone.
  const env = { RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), LOGIN_LOCK_THRESHOLD: '10' };
  [a, b] = await Promise.all([startInstance(url, 18391, env), startInstance(url, 18392, env)]);
}, 120_000);
afterAll(async () => Promise.all([stopInstance(a), stopInstance(b)]));
beforeEach(() => roomInWindow());

/** The i-th request goes to a, b, a, b...: what a load balancer without stickiness does. */
const either = (i: number) => (i % 2 ? b : a);

async function send(i: number, method: string, path: string, payload?: unknown) {
  const res = await fetch(`${either(i).base}${path}`, {
    method,
    headers: { 'accept-language': 'en', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: text.startsWith('{') ? (JSON.parse(text) as { state: number; message: string }) : null,
  };
}

describe('rate limits counted across two instances', () => {
  it('refuses an address on a route once the hits on both reach RATE_LIMIT_PER_MINUTE', async () => {
    const answers = [];
    for (let i = 0; i < PER_MINUTE + 2; i++) answers.push(await send(i, 'GET', `/recruit/api/Login/VerifyAccount?account=spread${i}`));
    expect(answers.map((r) => r.body?.state)).toEqual([...Array(PER_MINUTE).fill(1302), 1004, 1004]);
    const refused = answers.at(-1)!;
    const wait = Number(refused.retryAfter);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.body?.message).toMatch(new RegExp(`^Too many requests, try again in ${wait} s$`));
  });

  it('refuses a login target at a third of the limit, whichever instance the attempts reach', async () => {
    const states = [];
    for (let i = 0; i < 4; i++)
      states.push(
        (await send(i, 'POST', '/recruit/api/Login/SysLogin', { account: 'spread_target', password: 'wrong-one', loginSource: 1 })).body
          ?.state,
      );
    expect(states).toEqual([1300, 1300, 1300, 1004]);
  });

  it("refuses the hub's negotiate at twice the limit summed over both", async () => {
    const statuses = [];
    for (let i = 0; i < 2 * PER_MINUTE + 1; i++)
      statuses.push((await send(i, 'POST', '/recruit/hubs/systemMessageHub/negotiate?negotiateVersion=1')).status);
    expect(statuses).toEqual([...Array(2 * PER_MINUTE).fill(200), 429]);
  });
});
