/** What the push hub offers the app: its path, events, messages and options (the endpoint is hub.ts). */
import type { FastifyRequest } from 'fastify';

/**
 * The push hub: a SignalR-compatible endpoint (JSON hub protocol over WebSockets only) that the
 * browser's @microsoft/signalr client connects to. Push-only: clients may only bind their
 * connection to a login session; everything else flows server -> client through `app.hub`.
 */
export const HUB_PATH = '/recruit/hubs/systemMessageHub';

export type HubEvent = 'ConnectMessage' | 'PermissionsMessage' | 'NoticeMessage';
export interface PushMessage {
  state: number;
  message: string;
  data?: unknown;
}

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

export interface HubIdentity {
  userId: number;
  sessionId: number;
}

export interface HubOptions {
  /** Maps the login token a client passes to InitUserMsgConnectionInfo to its session, or null. */
  resolveToken(token: string): Promise<HubIdentity | null>;
  /** Defaults follow the SignalR client's own: it pings every 15 s and gives up after 30 s. */
  pingIntervalMs?: number;
  clientTimeoutMs?: number;
  negotiateTtlMs?: number;
  /** A connection not bound by InitUserMsgConnectionInfo (or unbound) this long is closed: 10 s. */
  bindTimeoutMs?: number;
  /** Connections one user may bind at once (tabs, devices); the next bind is refused: 20. */
  maxConnectionsPerUser?: number;
  /** Open connections from one client address, bound or not; the next upgrade answers 429: 200. */
  maxConnectionsPerAddress?: number;
  /** Per-address limit on negotiate: answers the seconds to wait, or null to go on (none by default). */
  negotiateLimit?: (request: FastifyRequest) => Promise<number | null>;
}

export type ResolvedHubOptions = Required<Omit<HubOptions, 'negotiateLimit'>> & Pick<HubOptions, 'negotiateLimit'>;

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}
