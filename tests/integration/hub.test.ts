import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { HUB_PATH, type PushMessage } from '../../src/server/plugins/hub/types.ts';
import { bareHub } from '../support/hub-app.ts';

const RS = '\u001e';

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Client {
  readonly connection: HubConnection;
  readonly notices: PushMessage[];
  readonly closed: Promise<Error | undefined>;
}

async function connect(url: string, skipNegotiation = false): Promise<Client> {
  const builder = new HubConnectionBuilder().configureLogging(LogLevel.None);
  const connection = (
    skipNegotiation ? builder.withUrl(url, { skipNegotiation: true, transport: HttpTransportType.WebSockets }) : builder.withUrl(url)
  ).build();
  const notices: PushMessage[] = [];
  connection.on('NoticeMessage', (payload: PushMessage) => notices.push(payload));
  const closed = new Promise<Error | undefined>((resolve) => connection.onclose(resolve));
  await connection.start();
  return { connection, notices, closed };
}

/** Pushes a marker and waits for it: frames on one socket arrive in order, so anything sent before has arrived too. */
async function drain(app: FastifyInstance, client: Client, userId: number): Promise<PushMessage[]> {
  const marker: PushMessage = { state: 0, message: `marker-${Math.random()}` };
  app.hub.sendToUser(userId, 'NoticeMessage', marker);
  await waitFor(() => (client.notices.some((n) => n.message === marker.message) ? true : undefined));
  return client.notices.filter((n) => n.message !== marker.message);
}

describe('hub with the real @microsoft/signalr client', () => {
  let app: FastifyInstance;
  let url: string;
  const clients: Client[] = [];
  const open = async (token: string, skipNegotiation = false): Promise<Client> => {
    const client = await connect(url, skipNegotiation);
    clients.push(client);
    await client.connection.invoke('InitUserMsgConnectionInfo', token);
    return client;
  };

  beforeAll(async () => ({ app, url } = await bareHub()));
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.connection.stop()));
    await app.close();
  });

  it('delivers a push to the user and not to other users; a client that skips negotiation is refused', async () => {
    // Issue 26 (F): a socket must spend a negotiate id, so negotiate's per-address limit cannot be skipped.
    await expect(connect(url, true)).rejects.toThrow(/WebSocket failed to connect/);
    const alice = await open('token-alice');
    const bob = await open('token-bob');
    const payload: PushMessage = { state: 200, message: 'hello', data: { id: 7, tags: ['a'] } };
    expect(app.hub.sendToUser(1, 'NoticeMessage', payload)).toBe(1);
    expect(await waitFor(() => alice.notices[0])).toEqual(payload);
    expect(await drain(app, bob, 2)).toEqual([]);
    expect(app.hub.sendToUser(2, 'NoticeMessage', payload)).toBe(1);
    expect(await waitFor(() => bob.notices.find((n) => n.message === 'hello'))).toEqual(payload);
    expect(app.hub.sendToUser(99, 'NoticeMessage', payload)).toBe(0);
  });

  it('targets one session with sendToSession and every session with sendToUser', async () => {
    const desk = await open('token-alice');
    const phone = await open('token-alice-phone');
    const connectMessages: PushMessage[] = [];
    phone.connection.on('ConnectMessage', (p: PushMessage) => connectMessages.push(p));
    const kick: PushMessage = { state: 4003, message: 'logged in elsewhere' };
    expect(app.hub.sendToSession(12, 'ConnectMessage', kick)).toBe(1);
    expect(await waitFor(() => connectMessages[0])).toEqual(kick);
    expect(app.hub.sendToSession(999, 'ConnectMessage', kick)).toBe(0);
    // Alice's first test connection is open too: three connections for user 1, two for session 11.
    expect(app.hub.sendToUser(1, 'PermissionsMessage', { state: 200, message: 'menus changed' })).toBe(3);
    expect(app.hub.sendToSession(11, 'NoticeMessage', { state: 200, message: 'desk only' })).toBe(2);
    await waitFor(() => desk.notices.find((n) => n.message === 'desk only'));
    expect((await drain(app, phone, 1)).map((n) => n.message)).not.toContain('desk only');
  });

  it('rejects an invalid token, bad arguments and unknown methods', async () => {
    const client = await connect(url);
    clients.push(client);
    await expect(client.connection.invoke('InitUserMsgConnectionInfo', 'forged')).rejects.toThrow(/invalid token/);
    await expect(client.connection.invoke('InitUserMsgConnectionInfo')).rejects.toThrow(/argument/);
    await expect(client.connection.invoke('DeleteEverything')).rejects.toThrow(/Unknown hub method/);
    // Still open after refused calls: a bad call is not a protocol error.
    await expect(client.connection.invoke('UnInitUserMsgConnectionInfo')).resolves.toBeNull();
  });

  it('stops delivering after UnInitUserMsgConnectionInfo', async () => {
    const before = app.hub.sendToUser(2, 'NoticeMessage', { state: 0, message: 'count' });
    const bob = await open('token-bob');
    expect(app.hub.sendToUser(2, 'NoticeMessage', { state: 0, message: 'count' })).toBe(before + 1);
    await bob.connection.invoke('UnInitUserMsgConnectionInfo');
    expect(app.hub.sendToUser(2, 'NoticeMessage', { state: 0, message: 'count' })).toBe(before);
    // A refused token unbinds too.
    await bob.connection.invoke('InitUserMsgConnectionInfo', 'token-bob');
    await expect(bob.connection.invoke('InitUserMsgConnectionInfo', 'forged')).rejects.toThrow(/invalid token/);
    expect(app.hub.sendToUser(2, 'NoticeMessage', { state: 0, message: 'count' })).toBe(before);
  });

  it('unregisters a connection when the client stops', async () => {
    const count = app.hub.connectionCount();
    const client = await open('token-bob');
    expect(app.hub.connectionCount()).toBe(count + 1);
    await client.connection.stop();
    await waitFor(() => (app.hub.connectionCount() === count ? true : undefined));
  });

  it('answers negotiate with a WebSockets-only, one-use token', async () => {
    const res = await app.inject({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1` });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ connectionToken: string; connectionId: string }>();
    expect(body).toEqual({
      negotiateVersion: 1,
      connectionId: expect.any(String),
      connectionToken: expect.any(String),
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
    const ws = await app.injectWS(`${HUB_PATH}?id=${body.connectionToken}`);
    ws.terminate();
    await expect(app.injectWS(`${HUB_PATH}?id=${body.connectionToken}`)).rejects.toThrow(/404/);
    await expect(app.injectWS(`${HUB_PATH}?id=made-up`)).rejects.toThrow(/404/);
  });
});

/** A bare WebSocket speaking the protocol by hand, for what the real client never sends. */
interface RawSocket {
  send(data: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: Buffer) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}

async function rawClient(app: FastifyInstance) {
  const negotiated = await app.inject({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1` });
  const ws: RawSocket = await app.injectWS(`${HUB_PATH}?id=${negotiated.json<{ connectionToken: string }>().connectionToken}`);
  const records: string[] = [];
  let closeCode: number | undefined;
  ws.on('message', (data) =>
    records.push(
      ...data
        .toString('utf8')
        .split(RS)
        .filter((r) => r !== ''),
    ),
  );
  ws.on('close', (code) => {
    closeCode = code;
  });
  return { ws, records, closed: () => waitFor(() => closeCode) };
}

describe('hub protocol edge cases', () => {
  let app: FastifyInstance;
  beforeAll(async () => ({ app } = await bareHub({ pingIntervalMs: 40, clientTimeoutMs: 400, negotiateTtlMs: 50 })));
  afterAll(() => app.close());

  it('refuses a handshake for another protocol', async () => {
    const client = await rawClient(app);
    client.ws.send(`{"protocol":"messagepack","version":1}${RS}`);
    await client.closed();
    expect(client.records).toEqual([`{"error":"Requested protocol 'messagepack' is not available."}`]);
  });

  it('answers a handshake and a call in the same frame, split across frames', async () => {
    const client = await rawClient(app);
    client.ws.send(`{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"1","target":"InitUserMsg`);
    client.ws.send(`ConnectionInfo","arguments":["token-bob"]}${RS}`);
    await waitFor(() => (client.records.length >= 2 ? true : undefined));
    expect(client.records.slice(0, 2)).toEqual(['{}', '{"type":3,"invocationId":"1","result":null}']);
    client.ws.terminate();
  });

  it('closes with an error on a malformed record, and the process survives', async () => {
    const client = await rawClient(app);
    client.ws.send(`{"protocol":"json","version":1}${RS}`);
    client.ws.send(`{"type":1,"target":${RS}`);
    expect(await client.closed()).toBe(1000);
    expect(client.records.at(-1)).toBe('{"type":7,"error":"Invalid message: record is not valid JSON"}');
  });

  it('pings, then closes a client that stays silent', async () => {
    const client = await rawClient(app);
    client.ws.send(`{"protocol":"json","version":1}${RS}`);
    await waitFor(() => (client.records.includes('{"type":6}') ? true : undefined));
    await client.closed();
    expect(client.records.at(-1)).toBe('{"type":7,"error":"Server timeout elapsed without receiving a message from the client."}');
  });

  it('refuses a negotiate token used after it expired', async () => {
    const res = await app.inject({ method: 'POST', url: `${HUB_PATH}/negotiate?negotiateVersion=1` });
    await new Promise((resolve) => setTimeout(resolve, 80));
    await expect(app.injectWS(`${HUB_PATH}?id=${res.json<{ connectionToken: string }>().connectionToken}`)).rejects.toThrow(/404/);
  });
});

describe('hub shutdown', () => {
  it('closes client connections with a Close message when the app closes', async () => {
    const { app, url } = await bareHub();
    const clients = [await connect(url), await connect(url)];
    await clients[0]?.connection.invoke('InitUserMsgConnectionInfo', 'token-alice');
    expect(app.hub.connectionCount()).toBe(2);
    await app.close();
    // No error: the client got {"type":7} before the socket closed with 1000.
    expect(await Promise.all(clients.map((c) => c.closed))).toEqual([undefined, undefined]);
    expect(app.hub.connectionCount()).toBe(0);
  });
});
