/**
 * Issue 26, area F (review item 12): the push hub takes no anonymous sockets, no flood of negotiations
 * from one address, and no unbounded number of connections per user or address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { testApp } from '../support/test-app.ts';
import { HUB_PATH } from '../../src/server/plugins/hub/types.ts';
import { bareHub } from '../support/hub-app.ts';
import { roomInWindow } from '../support/rate-windows.ts';

async function client(url: string) {
  const connection: HubConnection = new HubConnectionBuilder().withUrl(url).configureLogging(LogLevel.None).build();
  let closedWith: Error | undefined | null = null;
  connection.onclose((err) => {
    closedWith = err;
  });
  await connection.start();
  return { connection, closed: () => closedWith };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const negotiate = (app: FastifyInstance, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1`, remoteAddress });
const tokenOf = async (app: FastifyInstance) => (await negotiate(app)).json<{ connectionToken: string }>().connectionToken;

describe('security: push hub abuse (issue 26, F)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ rateLimitPerMinute: 5 });
    await app.ready(); // injectWS does not wait for it
  });
  afterAll(async () => app.close());

  it('refuses a WebSocket that did not spend a negotiate id', async () => {
    await expect(app.injectWS(HUB_PATH)).rejects.toThrow(/404/);
    const ws = await app.injectWS(`${HUB_PATH}?id=${await tokenOf(app)}`);
    ws.terminate();
  });

  it('limits negotiate per client address (twice RATE_LIMIT_PER_MINUTE a minute), so one client cannot use up everyone’s negotiations', async () => {
    await roomInWindow(); // on PostgreSQL, a fixed window of the database's: the eleven calls in one
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await negotiate(app, '10.8.0.1')).statusCode);
    expect(codes).toEqual([...Array<number>(10).fill(200), 429]);
    expect((await negotiate(app, '10.8.0.2')).statusCode).toBe(200);
  });

  it('closes a connection that is not bound by InitUserMsgConnectionInfo within the bind time, and keeps a bound one', async () => {
    const { app: hub, url } = await bareHub({ bindTimeoutMs: 300 });
    try {
      const idle = await client(url);
      const bound = await client(url);
      await bound.connection.invoke('InitUserMsgConnectionInfo', 'token-bob');
      await sleep(700);
      expect(idle.closed()).toEqual(new Error('Server returned an error on close: Connection not bound to a login in time.'));
      expect(bound.closed()).toBeNull();
      expect(hub.hub.connectionCount()).toBe(1);
      await bound.connection.stop();
    } finally {
      await hub.close();
    }
  });

  it('caps connections per user (the newest is refused) and per client address (the upgrade is refused)', async () => {
    const { app: hub, url } = await bareHub({ maxConnectionsPerUser: 2, maxConnectionsPerAddress: 4 });
    try {
      const alice = [await client(url), await client(url), await client(url)];
      await alice[0]!.connection.invoke('InitUserMsgConnectionInfo', 'token-alice');
      await alice[1]!.connection.invoke('InitUserMsgConnectionInfo', 'token-alice');
      await expect(alice[2]!.connection.invoke('InitUserMsgConnectionInfo', 'token-alice')).rejects.toThrow(
        /Too many connections for this user/,
      );
      expect(hub.hub.sendToUser(1, 'NoticeMessage', { state: 200, message: 'x' })).toBe(2);
      await alice[2]!.connection.invoke('InitUserMsgConnectionInfo', 'token-bob');
      // Four sockets from 127.0.0.1 (bound or not) are the most: the fifth upgrade is refused.
      const fourth = await client(url);
      await expect(client(url)).rejects.toThrow(/WebSocket failed to connect/);
      expect(hub.hub.connectionCount()).toBe(4);
      await Promise.all([...alice, fourth].map((c) => c.connection.stop()));
    } finally {
      await hub.close();
    }
  });
});
