import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { loginAs, testApp, listenOnLoopback } from '../../support/test-app.ts';

let app: FastifyInstance;
let base: string;
const connections: HubConnection[] = [];

beforeAll(async () => {
  app = await testApp();
  base = await listenOnLoopback(app);
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await app.close();
});

async function connect(token: string) {
  const conn = new HubConnectionBuilder().withUrl(`${base}/recruit/hubs/systemMessageHub`).configureLogging(LogLevel.None).build();
  connections.push(conn);
  const messages: Array<{ event: string; payload: unknown }> = [];
  for (const event of ['ConnectMessage', 'PermissionsMessage', 'NoticeMessage'])
    conn.on(event, (payload: unknown) => messages.push({ event, payload }));
  await conn.start();
  await conn.invoke('InitUserMsgConnectionInfo', token);
  return messages;
}

describe('push on session end (real SignalR client against the app)', () => {
  it('tells the older session that the account logged in elsewhere, and only it', async () => {
    const first = await loginAs(app, 'seeker', 'Seeker@2026', 1);
    const mobile = await loginAs(app, 'seeker', 'Seeker@2026', 3);
    const firstMessages = await connect(first);
    const mobileMessages = await connect(mobile);
    await loginAs(app, 'seeker', 'Seeker@2026', 1);
    await expect.poll(() => firstMessages.length, { timeout: 5000 }).toBe(1);
    expect(firstMessages[0]).toEqual({ event: 'ConnectMessage', payload: { state: 4003, message: '账号在其他地方登录，请重新登录' } });
    expect(mobileMessages).toEqual([]);
  });

  it('refuses to register a connection with a dead token', async () => {
    await expect(connect('not-a-token')).rejects.toThrow();
  });
});
