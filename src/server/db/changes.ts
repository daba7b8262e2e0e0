/**
 * What changed in the tables that per-process caches copy (sessions, accounts, memberships, roles,
 * grants, menus, data scopes): triggers (migrations 0012, 0014) send `pg_notify('recruit_cache', '<kind>[:<id>]')` for
 * every write, whichever code or process made it, and every process listens. So a cache is dropped
 * by the database itself, not by remembering to call "forget" on each write path.
 *
 * Kinds: `s:<sessionId>` a session revoked or moved; `u:<userId>` an account or one of its
 * memberships changed; `g` roles, grants, data permissions, controlled fields, menus, keys or a
 * department's place changed; `a` anything (a company renamed or disabled, or the feed lost its
 * connection and cannot know what it missed).
 *
 * Delivery: on PGlite the notification is handled before the committing statement returns; on
 * PostgreSQL every pooled connection listens, so this process's own commits are handled before
 * they return as well, and a dedicated connection hears the other processes' (within milliseconds).
 */
export const CHANGES_CHANNEL = 'recruit_cache';

export type Change = { readonly kind: 's' | 'u'; readonly id: number } | { readonly kind: 'g' | 'a' };

export function parseChange(payload: string): Change {
  const [kind, raw] = payload.split(':');
  const id = Number(raw);
  if ((kind === 's' || kind === 'u') && Number.isSafeInteger(id)) return { kind, id };
  if (kind === 'g') return { kind };
  return { kind: 'a' };
}

/** One per database: caches subscribe; `generation` moves on every change (see Memo). */
export class ChangeFeed {
  #generation = 0;
  readonly #listeners = new Set<(change: Change) => void>();

  get generation(): number {
    return this.#generation;
  }

  subscribe(fn: (change: Change) => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  publish(change: Change): void {
    this.#generation += 1;
    for (const fn of this.#listeners) fn(change);
  }
}

const feeds = new WeakMap<object, ChangeFeed>();

/** Called by openDatabase for its drizzle instance. */
export function attachFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The feed of a database opened by openDatabase (a transaction object has none: pass the Db). */
export function feedOf(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}
