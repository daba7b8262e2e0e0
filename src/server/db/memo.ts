/**
 * A per-process copy of rows read on nearly every request (a session, a caller's roles and grants),
 * dropped when the change feed says the rows changed. A read that raced a change is not kept: the
 * feed's generation is taken before the read and compared after it, so a value read just before a
 * logout committed can never be stored after the logout's notice was handled. Entries also expire
 * after `ttlMs`, a backstop for what no trigger covers, and the oldest go first past `max`.
 */
import { feedOf, type Change, type ChangeFeed } from './changes.ts';

export interface MemoOptions<K, V> {
  readonly max: number;
  readonly ttlMs: number;
  /** Whether a change makes this entry stale; `a` always does. */
  readonly drops: (change: Change, key: K, value: V) => boolean;
}

export class Memo<K, V> {
  readonly #entries = new Map<K, { value: V; at: number }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly opts: MemoOptions<K, V>,
  ) {
    feed.subscribe((change) => this.#drop(change));
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.opts.ttlMs) return hit.value;
    const generation = this.feed.generation;
    const value = await load();
    if (this.feed.generation === generation && value !== undefined) this.set(key, value);
    return value;
  }

  /** Replaces a kept entry (after this process wrote what it knows changed, e.g. a session's touch). */
  update(key: K, fn: (value: V) => V): void {
    const hit = this.#entries.get(key);
    if (hit) this.#entries.set(key, { value: fn(hit.value), at: hit.at });
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  private set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, at: Date.now() });
    if (this.#entries.size > this.opts.max) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  #drop(change: Change): void {
    if (change.kind === 'a') {
      this.#entries.clear();
      return;
    }
    for (const [key, { value }] of this.#entries) if (this.opts.drops(change, key, value)) this.#entries.delete(key);
  }
}

const memos = new WeakMap<object, Map<string, Memo<unknown, unknown>>>();

/**
 * The memo `name` of a database, made on first use; undefined for a transaction (reads inside one
 * go to the database) or a database opened without a feed.
 */
export function memoOf<K, V>(db: object, name: string, opts: MemoOptions<K, V>): Memo<K, V> | undefined {
  const feed = feedOf(db);
  if (!feed) return undefined;
  let byName = memos.get(db);
  if (!byName) memos.set(db, (byName = new Map()));
  let memo = byName.get(name) as Memo<K, V> | undefined;
  if (!memo) byName.set(name, (memo = new Memo(feed, opts)) as Memo<unknown, unknown>);
  return memo;
}

/** Through the memo when there is one, else straight to the database. */
export function remembered<K, V>(memo: Memo<K, V> | undefined, key: K, load: () => Promise<V>): Promise<V> {
  return memo ? memo.get(key, load) : load();
}
