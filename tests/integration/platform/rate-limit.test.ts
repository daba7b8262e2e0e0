import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, body, testApp } from '../../support/test-app.ts';
import { roomInWindow } from '../../support/rate-windows.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 9 });
});
afterAll(async () => app.close());
// On PostgreSQL the hits are counted in the database's fixed windows: each test's hits in one of them.
beforeEach(() => roomInWindow());

describe('rate limits on identity calls', () => {
  it('limits one address per route', async () => {
    const states: number[] = [];
    for (let i = 0; i < 11; i++) {
      states.push(
        body(await app.inject({ method: 'GET', url: api(`/Login/VerifyAccount?account=user${i}`), remoteAddress: '10.0.0.1' })).state,
      );
    }
    // Without a register captcha ticket VerifyAccount answers 1302 (issue 26, F); the limit comes first.
    expect(states.slice(0, 9).every((s) => s === 1302)).toBe(true);
    expect(states.slice(9)).toEqual([1004, 1004]);
    // Another address is not affected.
    expect(body(await app.inject({ method: 'GET', url: api('/Login/VerifyAccount?account=x1234'), remoteAddress: '10.0.0.2' })).state).toBe(
      1302,
    );
  });

  it('limits one account across many addresses', async () => {
    const states: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: api('/Login/SysLogin'),
        remoteAddress: `10.1.0.${i}`,
        payload: { account: 'nobody', password: 'x' },
      });
      states.push(body(res).state);
    }
    expect(states).toEqual([1300, 1300, 1300, 1004, 1004]);
    const msg = body(
      await app.inject({
        method: 'POST',
        url: api('/Login/SysLogin'),
        remoteAddress: '10.1.0.9',
        headers: { 'accept-language': 'en' },
        payload: { account: 'nobody', password: 'x' },
      }),
    );
    expect(msg.message).toMatch(/^Too many requests, try again in \d+ s$/);
  });
});
