import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { HubIdentity } from './types.ts';

/** The part of a `ws` WebSocket the hub uses (@types/ws is not a dependency). */
export interface HubSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: unknown, isBinary: boolean) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

export interface Connection {
  readonly socket: HubSocket;
  readonly log: FastifyBaseLogger;
  /** The client address, for the per-address cap. */
  readonly address: string;
  handshaken: boolean;
  closed: boolean;
  pending: string;
  identity: HubIdentity | null;
  /** Bumped by every Init/UnInit so a slow token lookup cannot undo a later call. */
  generation: number;
  pingTimer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  /** Closes the connection unless it is bound to a login in time. */
  bindTimer?: NodeJS.Timeout;
}

// Caps memory held by negotiations that are never followed by a WebSocket.
const MAX_PENDING_NEGOTIATIONS = 10_000;

export class Registry {
  readonly all = new Set<Connection>();
  readonly byUser = new Map<number, Set<Connection>>();
  readonly bySession = new Map<number, Set<Connection>>();
  private readonly byAddress = new Map<string, number>();

  add(conn: Connection): void {
    this.all.add(conn);
    this.byAddress.set(conn.address, this.countFrom(conn.address) + 1);
  }

  countFrom(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }

  bind(conn: Connection, identity: HubIdentity | null): void {
    if (conn.identity) this.index(conn, conn.identity, false);
    conn.identity = identity;
    if (identity) this.index(conn, identity, true);
  }

  remove(conn: Connection): void {
    this.bind(conn, null);
    if (!this.all.delete(conn)) return;
    const left = this.countFrom(conn.address) - 1;
    if (left > 0) this.byAddress.set(conn.address, left);
    else this.byAddress.delete(conn.address);
  }

  private index(conn: Connection, { userId, sessionId }: HubIdentity, add: boolean): void {
    for (const [map, key] of [
      [this.byUser, userId],
      [this.bySession, sessionId],
    ] as const) {
      const set = map.get(key) ?? new Set<Connection>();
      if (add) set.add(conn);
      else set.delete(conn);
      if (set.size > 0) map.set(key, set);
      else map.delete(key);
    }
  }
}

/** One-use connection tokens handed out by negotiate; expired ones are pruned lazily, so no timer. */
export class Negotiations {
  private readonly expiries = new Map<string, number>();
  constructor(private readonly ttlMs: number) {}

  issue(): string | null {
    const now = Date.now();
    // Insertion order is expiry order (one TTL for all), so pruning stops at the first live token.
    for (const [token, expires] of this.expiries) {
      if (expires > now) break;
      this.expiries.delete(token);
    }
    if (this.expiries.size >= MAX_PENDING_NEGOTIATIONS) return null;
    const token = randomBytes(32).toString('base64url');
    this.expiries.set(token, now + this.ttlMs);
    return token;
  }

  consume(token: string): boolean {
    const expires = this.expiries.get(token);
    this.expiries.delete(token);
    return expires !== undefined && expires > Date.now();
  }

  clear(): void {
    this.expiries.clear();
  }
}
