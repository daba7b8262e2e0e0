import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HANDSHAKE_OK, PING, closeMessage, completion, formatHandshakeError, formatRecord, invocation,
  MessageType, parseHandshake, parseMessage, splitRecords, type InvocationMessage,
} from './protocol.ts';
import { Negotiations, Registry, type Connection, type HubSocket } from './registry.ts';

/**
 * The push hub: a SignalR-compatible endpoint (JSON hub protocol over WebSockets only) that the
 * browser's @microsoft/signalr client connects to. Push-only: clients may only bind their
 * connection to a login session; everything else flows server -> client through `app.hub`.
 */
export const HUB_PATH = '/recruit/hubs/systemMessageHub';

export type HubEvent = 'ConnectMessage' | 'PermissionsMessage' | 'NoticeMessage';
export interface PushMessage { state: number; message: string; data?: unknown }

export interface Hub {
  /** Returns how many connections the message was written to. */
  sendToUser(userId: number, target: HubEvent, payload: PushMessage): number;
  sendToSession(sessionId: number, target: HubEvent, payload: PushMessage): number;
  /**
   * A session ended (logout, logged in elsewhere, disabled, removed, password reset): tell its
   * connections why (ConnectMessage, when given), then close them, so they receive nothing more.
   * Returns how many were closed.
   */
  endSession(sessionId: number, why?: PushMessage): number;
  /** Open connections, bound to a user or not. */
  connectionCount(): number;
}

export interface HubIdentity { userId: number; sessionId: number }

export interface HubOptions {
  /** Maps the login token a client passes to InitUserMsgConnectionInfo to its session, or null. */
  resolveToken(token: string): Promise<HubIdentity | null>;
  /** Defaults follow the SignalR client's own: it pings every 15 s and gives up after 30 s. */
  pingIntervalMs?: number;
  clientTimeoutMs?: number;
  negotiateTtlMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance { hub: Hub }
}

const WS_OPEN = 1;
const MAX_RECORD_CHARS = 64 * 1024;
const MAX_FRAME_BYTES = 4 * MAX_RECORD_CHARS;
const STREAMING_UNSUPPORTED = { error: 'Streaming is not supported by this hub.' };

function write(conn: Connection, text: string): boolean {
  if (conn.closed || conn.socket.readyState !== WS_OPEN) return false;
  conn.socket.send(text);
  return true;
}

function dispose(registry: Registry, conn: Connection): void {
  conn.closed = true;
  clearInterval(conn.pingTimer);
  clearTimeout(conn.idleTimer);
  registry.remove(conn);
}

/** Ends a connection the protocol's way: a Close record first, so the client knows why. */
function closeWith(registry: Registry, conn: Connection, error?: string): void {
  if (conn.closed) return;
  write(conn, formatRecord(closeMessage(error)));
  dispose(registry, conn);
  // 1000 even on errors: the client reports a non-1000 code instead of the Close record's error.
  if (conn.socket.readyState === WS_OPEN) conn.socket.close(1000);
}

function pushTo(conns: Set<Connection> | undefined, target: HubEvent, payload: PushMessage): number {
  if (!conns) return 0;
  const text = formatRecord(invocation(target, [payload]));
  let reached = 0;
  for (const conn of conns) if (write(conn, text)) reached += 1;
  return reached;
}

function decodeFrame(data: unknown): string | null {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data) && data.every((part) => Buffer.isBuffer(part))) return Buffer.concat(data).toString('utf8');
  return null;
}

type Outcome = { result: null } | { error: string };

/** Per-connection protocol handling: handshake, then hub invocations, with keep-alive timers. */
class HubEndpoint {
  constructor(private readonly registry: Registry, private readonly opts: Required<HubOptions>) {}

  onSocket(socket: HubSocket, request: FastifyRequest): void {
    const conn: Connection = {
      socket, log: request.log, handshaken: false, closed: false, pending: '', identity: null, generation: 0,
    };
    this.registry.all.add(conn);
    conn.idleTimer = setTimeout(() => {
      closeWith(this.registry, conn, 'Server timeout elapsed without receiving a message from the client.');
    }, this.opts.clientTimeoutMs);
    socket.on('message', (data, isBinary) => {
      // A bug here must cost one connection, never the process.
      try {
        this.onFrame(conn, data, isBinary);
      } catch (err) {
        conn.log.error({ err }, 'hub: frame handling failed');
        closeWith(this.registry, conn, 'internal error');
      }
    });
    socket.on('close', () => dispose(this.registry, conn));
  }

  private onFrame(conn: Connection, data: unknown, isBinary: boolean): void {
    // A closing socket can still deliver frames; refresh() would re-arm the cleared timer.
    if (conn.closed) return;
    conn.idleTimer?.refresh();
    const text = isBinary ? null : decodeFrame(data);
    if (text === null) {
      closeWith(this.registry, conn, 'Binary frames are not supported: use the Text transfer format.');
      return;
    }
    const { records, rest } = splitRecords(conn.pending, text);
    if (rest.length > MAX_RECORD_CHARS) {
      closeWith(this.registry, conn, 'Record too large.');
      return;
    }
    conn.pending = rest;
    for (const record of records) {
      if (conn.closed) return;
      if (conn.handshaken) this.onRecord(conn, record);
      else this.handshake(conn, record);
    }
  }

  private handshake(conn: Connection, record: string): void {
    const parsed = parseHandshake(record);
    if (!parsed.ok) {
      // The handshake answer carries the error; a Close record after it would mean nothing to the client.
      write(conn, formatHandshakeError(parsed.error));
      dispose(this.registry, conn);
      conn.socket.close(1000);
      return;
    }
    conn.handshaken = true;
    write(conn, HANDSHAKE_OK);
    // Pings start only now: anything before the handshake answer would be read as that answer.
    conn.pingTimer = setInterval(() => write(conn, formatRecord(PING)), this.opts.pingIntervalMs);
  }

  private onRecord(conn: Connection, record: string): void {
    const parsed = parseMessage(record);
    if (!parsed.ok) {
      closeWith(this.registry, conn, `Invalid message: ${parsed.error}`);
      return;
    }
    const msg = parsed.value;
    if (msg.type === MessageType.Invocation) this.invoke(conn, msg);
    else if (msg.type === MessageType.StreamInvocation) this.reply(conn, msg.invocationId, STREAMING_UNSUPPORTED);
    else if (msg.type === MessageType.Close) closeWith(this.registry, conn);
    // Pings, cancels, acks and client-result completions need nothing from a push-only hub.
  }

  private invoke(conn: Connection, msg: InvocationMessage): void {
    if (msg.streamIds !== undefined) {
      this.reply(conn, msg.invocationId, STREAMING_UNSUPPORTED);
    } else if (msg.target === 'InitUserMsgConnectionInfo') {
      this.init(conn, msg).catch((err: unknown) => conn.log.error({ err }, 'hub: init failed'));
    } else if (msg.target === 'UnInitUserMsgConnectionInfo') {
      conn.generation += 1;
      this.registry.bind(conn, null);
      this.reply(conn, msg.invocationId, { result: null });
    } else {
      this.reply(conn, msg.invocationId, { error: `Unknown hub method '${msg.target}'.` });
    }
  }

  private async init(conn: Connection, msg: InvocationMessage): Promise<void> {
    const [token] = msg.arguments;
    if (msg.arguments.length !== 1 || typeof token !== 'string') {
      const error = `Invocation provides ${msg.arguments.length} argument(s) but target expects 1 string.`;
      this.reply(conn, msg.invocationId, { error });
      return;
    }
    const generation = ++conn.generation;
    let identity: HubIdentity | null;
    try {
      identity = await this.opts.resolveToken(token);
    } catch (err) {
      conn.log.error({ err }, 'hub: resolving a connection token failed');
      this.reply(conn, msg.invocationId, { error: 'internal error' });
      return;
    }
    if (conn.closed) return;
    // A refused token also drops any earlier binding: the client has evidently lost that login.
    if (generation === conn.generation) this.registry.bind(conn, identity);
    this.reply(conn, msg.invocationId, identity ? { result: null } : { error: 'invalid token' });
  }

  private reply(conn: Connection, invocationId: string | undefined, outcome: Outcome): void {
    if (invocationId !== undefined) write(conn, formatRecord(completion(invocationId, outcome)));
  }
}

const stringArray = { type: 'array', items: { type: 'string' } } as const;
const negotiateSchema = {
  querystring: { type: 'object', properties: { negotiateVersion: { type: 'integer', minimum: 0 } } },
  response: {
    200: {
      type: 'object',
      required: ['negotiateVersion', 'connectionId', 'connectionToken', 'availableTransports'],
      properties: {
        negotiateVersion: { type: 'integer' },
        connectionId: { type: 'string' },
        connectionToken: { type: 'string' },
        availableTransports: {
          type: 'array',
          items: { type: 'object', properties: { transport: { type: 'string' }, transferFormats: stringArray } },
        },
      },
    },
    503: { type: 'string' },
  },
} as const;

const connectSchema = {
  querystring: { type: 'object', properties: { id: { type: 'string', minLength: 1 } } },
  response: { 404: { type: 'string' } },
} as const;

function addRoutes(app: FastifyInstance, registry: Registry, negotiations: Negotiations, opts: Required<HubOptions>): void {
  // The negotiate answer is SignalR's wire format, not the API envelope: the client parses it itself.
  app.post(`${HUB_PATH}/negotiate`, { schema: negotiateSchema }, async (_request, reply) => {
    const connectionToken = negotiations.issue();
    if (connectionToken === null) return reply.code(503).send('Too many pending connections.');
    return {
      negotiateVersion: 1,
      connectionId: randomBytes(16).toString('base64url'),
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  });

  const endpoint = new HubEndpoint(registry, opts);
  app.get<{ Querystring: { id?: string } }>(HUB_PATH, {
    websocket: true,
    schema: connectSchema,
    // Refuse before upgrading, as SignalR servers do: a 404 makes the client fail start() at once.
    preValidation: async (request, reply) => {
      const { id } = request.query;
      if (request.ws && id !== undefined && !negotiations.consume(id)) {
        return reply.code(404).send('No connection with that ID.');
      }
    },
  }, (socket: HubSocket, request) => endpoint.onSocket(socket, request));
}

/**
 * Registers the hub on the root instance (so `app.hub` is visible to every module) and
 * @fastify/websocket if nobody has yet. Call before `ready()`.
 */
export async function registerHub(app: FastifyInstance, options: HubOptions): Promise<void> {
  const opts: Required<HubOptions> = {
    pingIntervalMs: 15_000, clientTimeoutMs: 30_000, negotiateTtlMs: 30_000, ...options,
  };
  const registry = new Registry();
  const negotiations = new Negotiations(opts.negotiateTtlMs);
  const hub: Hub = {
    sendToUser: (userId, target, payload) => pushTo(registry.byUser.get(userId), target, payload),
    sendToSession: (sessionId, target, payload) => pushTo(registry.bySession.get(sessionId), target, payload),
    endSession: (sessionId, why) => {
      const conns = [...(registry.bySession.get(sessionId) ?? [])];
      if (why) pushTo(new Set(conns), 'ConnectMessage', why);
      // A Close record without an error: the client stops and does not reconnect on its own.
      for (const conn of conns) closeWith(registry, conn);
      return conns.length;
    },
    connectionCount: () => registry.all.size,
  };
  app.decorate('hub', hub);
  // preClose, not onClose: @fastify/websocket's own preClose closes every socket without a
  // Close record, and preClose hooks run in order, so this one must be added before it.
  app.addHook('preClose', async () => {
    for (const conn of [...registry.all]) closeWith(registry, conn);
  });
  app.addHook('onClose', async () => {
    for (const conn of [...registry.all]) dispose(registry, conn);
    negotiations.clear();
  });
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  }
  addRoutes(app, registry, negotiations, opts);
}
