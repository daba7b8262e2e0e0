import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HANDSHAKE_OK,
  PING,
  closeMessage,
  completion,
  formatHandshakeError,
  formatRecord,
  invocation,
  MessageType,
  parseHandshake,
  parseMessage,
  splitRecords,
  type InvocationMessage,
} from './protocol.ts';
import { Negotiations, Registry, type Connection, type HubSocket } from './registry.ts';
import { addHubRoutes } from './routes.ts';
import type { Hub, HubEvent, HubIdentity, HubOptions, PushMessage, ResolvedHubOptions } from './types.ts';

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
  clearTimeout(conn.bindTimer);
  registry.remove(conn);
}

const NOT_BOUND = 'Connection not bound to a login in time.';
const TOO_MANY_FOR_USER = 'Too many connections for this user.';

/** (Re)starts the wait for a binding: an anonymous socket costs the server, so it may not linger. */
function awaitBinding(registry: Registry, conn: Connection, ms: number): void {
  clearTimeout(conn.bindTimer);
  conn.bindTimer = setTimeout(() => closeWith(registry, conn, NOT_BOUND), ms);
}

/** Bind, unless the user already holds the most connections allowed: then it stays unbound (and waits). */
function bindWithin(registry: Registry, conn: Connection, identity: HubIdentity | null, opts: ResolvedHubOptions): boolean {
  const held = identity ? (registry.byUser.get(identity.userId)?.size ?? 0) : 0;
  const again = identity !== null && conn.identity?.userId === identity.userId;
  const allowed = identity !== null && (again || held < opts.maxConnectionsPerUser);
  registry.bind(conn, allowed ? identity : null);
  if (allowed) clearTimeout(conn.bindTimer);
  else awaitBinding(registry, conn, opts.bindTimeoutMs);
  return allowed || identity === null;
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
export class HubEndpoint {
  constructor(
    private readonly registry: Registry,
    private readonly opts: ResolvedHubOptions,
  ) {}

  onSocket(socket: HubSocket, request: FastifyRequest): void {
    const conn: Connection = {
      socket,
      log: request.log,
      address: request.ip,
      handshaken: false,
      closed: false,
      pending: '',
      identity: null,
      generation: 0,
    };
    this.registry.add(conn);
    awaitBinding(this.registry, conn, this.opts.bindTimeoutMs);
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
      bindWithin(this.registry, conn, null, this.opts);
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
    if (generation !== conn.generation) {
      this.reply(conn, msg.invocationId, identity ? { result: null } : { error: 'invalid token' });
      return;
    }
    const bound = bindWithin(this.registry, conn, identity, this.opts);
    this.reply(conn, msg.invocationId, !identity ? { error: 'invalid token' } : bound ? { result: null } : { error: TOO_MANY_FOR_USER });
  }

  private reply(conn: Connection, invocationId: string | undefined, outcome: Outcome): void {
    if (invocationId !== undefined) write(conn, formatRecord(completion(invocationId, outcome)));
  }
}

/**
 * Registers the hub on the root instance (so `app.hub` is visible to every module) and
 * @fastify/websocket if nobody has yet. Call before `ready()`.
 */
export async function registerHub(app: FastifyInstance, options: HubOptions): Promise<void> {
  const opts: ResolvedHubOptions = {
    pingIntervalMs: 15_000,
    clientTimeoutMs: 30_000,
    negotiateTtlMs: 30_000,
    bindTimeoutMs: 10_000,
    maxConnectionsPerUser: 20,
    maxConnectionsPerAddress: 200,
    ...options,
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
  addHubRoutes(app, { registry, negotiations, endpoint: new HubEndpoint(registry, opts), opts });
}
