/**
 * react-admin's Store kept on the server per user (UserStore/*), so column choices and saved
 * queries survive a logout and follow the user to another browser. Reads are synchronous from
 * memory, filled from UserStore/GetAll before the admin renders; writes go to memory at once and
 * then to the server in order, one call at a time, consecutive writes of one key coalesced.
 */
import type { Store } from 'react-admin';
import { api } from '../shell/api.ts';
import { getToken } from '../shell/session.ts';

/** The slice of the shell's http client the store needs (a fake in unit tests). */
export interface StoreTransport {
  getAll(): Promise<Readonly<Record<string, string | undefined>>>;
  set(key: string, value: string): Promise<unknown>;
  remove(key: string, prefix: boolean): Promise<unknown>;
  /** The session writes belong to: a write queued for one account never reaches the next. */
  token(): string | null;
}

/** The server's limits (UserStore/Set): a longer key or value stays in this page's memory only. */
export const MAX_KEY_LENGTH = 200;
export const MAX_VALUE_LENGTH = 65_536;

/**
 * Per-page state react-admin also keeps in its store: row selections and expanded rows. Sending
 * each click to the server would cost a call per checkbox and restore stale selections later.
 */
const TRANSIENT = /\.(selectedIds(\.storeKeys)?|datagrid\.expanded)$/;

export function isPersisted(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && !TRANSIENT.test(key);
}

type Write = { kind: 'set'; key: string; value: string } | { kind: 'remove'; key: string; prefix: boolean };
type Op = Write & { token: string };

export interface ServerStore extends Store {
  /** Replace memory with the user's stored settings; once per token. Never rejects. */
  hydrate(token: string): Promise<void>;
  /** Resolves once every queued write has been sent (before a logout revokes the token). */
  flush(): Promise<void>;
}

function parse(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Writes in order, one at a time; a set right behind a set of the same key replaces it. */
function createWriteQueue(transport: StoreTransport) {
  const queue: Op[] = [];
  let running: Promise<void> | null = null;
  const send = (op: Op) => (op.kind === 'set' ? transport.set(op.key, op.value) : transport.remove(op.key, op.prefix));
  const drain = async () => {
    for (let op = queue.shift(); op; op = queue.shift()) {
      if (transport.token() !== op.token) continue;
      // A failed write keeps the value in memory; the next change of the key sends it again.
      await send(op).catch((e: unknown) => console.warn('UserStore write failed', op.key, e));
    }
    running = null;
  };
  return {
    push(op: Op) {
      const last = queue.at(-1);
      if (op.kind === 'set' && last?.kind === 'set' && last.key === op.key) queue[queue.length - 1] = op;
      else queue.push(op);
      // Started on a microtask: a drain that skips every op would otherwise end before `running` is set.
      running ??= Promise.resolve().then(drain);
    },
    flush: () => running ?? Promise.resolve(),
  };
}

type Callback = (value: unknown) => void;

/** The synchronously readable copy, with react-admin's per-key subscriptions. */
function createMemory() {
  let map = new Map<string, unknown>();
  const subscriptions = new Map<number, { key: string; callback: Callback }>();
  let nextId = 0;
  const publish = (key: string, value: unknown) => {
    for (const s of subscriptions.values()) if (s.key === key) s.callback(value);
  };
  return {
    get: <T>(key: string, fallback?: T): T | undefined => (map.has(key) ? (map.get(key) as T) : fallback),
    keys: () => [...map.keys()],
    entries: () => [...map],
    set(key: string, value: unknown) {
      map.set(key, value);
      publish(key, value);
    },
    remove(keys: readonly string[]) {
      for (const k of keys) map.delete(k);
      for (const k of keys) publish(k, undefined);
    },
    /** Swap the whole content, telling every subscriber whose key changed hands. */
    replace(next: Map<string, unknown>) {
      const keys = new Set([...map.keys(), ...next.keys()]);
      map = next;
      for (const k of keys) publish(k, next.get(k));
    },
    subscribe(key: string, callback: Callback) {
      const id = nextId++;
      subscriptions.set(id, { key, callback });
      return () => void subscriptions.delete(id);
    },
  };
}

async function loadAll(transport: StoreTransport): Promise<Map<string, unknown>> {
  try {
    const entries = Object.entries(await transport.getAll()).map(([k, text]) => [k, parse(text)] as const);
    return new Map(entries.filter(([, v]) => v !== undefined));
  } catch (e) {
    console.warn('UserStore not loaded: settings start from their defaults', e);
    return new Map();
  }
}

export function createServerStore(transport: StoreTransport): ServerStore {
  const memory = createMemory();
  const writes = createWriteQueue(transport);
  let hydrated: { token: string; promise: Promise<void> } | null = null;
  const queue = (write: Write) => {
    const token = transport.token();
    if (token) writes.push({ ...write, token });
  };
  // Another account's settings must never show while this one's load, or if it fails.
  const load = async () => {
    memory.replace(new Map());
    memory.replace(await loadAll(transport));
  };
  // Plain functions, not methods: react-admin destructures the store (`const { setItem } = ...`).
  const removeItem = (key: string) => {
    memory.remove([key]);
    if (isPersisted(key)) queue({ kind: 'remove', key, prefix: false });
  };
  const setItem = <T>(key: string, value: T) => {
    if (value === undefined) return removeItem(key);
    memory.set(key, value);
    if (!isPersisted(key)) return;
    const text = JSON.stringify(value);
    if (text.length > MAX_VALUE_LENGTH) console.warn(`UserStore: "${key}" is over 64 KiB, kept for this page only`);
    else queue({ kind: 'set', key, value: text });
  };
  const removeItems = (keyPrefix: string) => {
    memory.remove(memory.keys().filter((k) => k.startsWith(keyPrefix)));
    if (keyPrefix && keyPrefix.length <= MAX_KEY_LENGTH) queue({ kind: 'remove', key: keyPrefix, prefix: true });
  };
  /**
   * react-admin resets its store on logout (useLogout), where it keeps one user's settings from
   * the next user of a shared browser. Here they belong to the account on the server, so a reset
   * drops this page's copy only; the next login hydrates its own.
   */
  const reset = () => {
    memory.remove(memory.keys());
    hydrated = null;
  };
  const hydrate = (token: string) => {
    if (hydrated?.token !== token) hydrated = { token, promise: load() };
    return hydrated.promise;
  };
  const listItems = (prefix?: string) => Object.fromEntries(memory.entries().filter(([k]) => prefix === undefined || k.startsWith(prefix)));
  // Memory lives as long as the page: StrictMode's setup/teardown pairs must not empty it.
  const lifecycle = { setup: () => undefined, teardown: () => undefined };
  return {
    ...lifecycle,
    hydrate,
    flush: writes.flush,
    getItem: memory.get,
    setItem,
    removeItem,
    removeItems,
    reset,
    subscribe: memory.subscribe,
    listItems,
  };
}

const httpTransport: StoreTransport = {
  getAll: () => api.get('/UserStore/GetAll'),
  // Silent: a lost preference is not worth a toast, and a write racing a logout must not end a session.
  set: (key, value) => api.post('/UserStore/Set', { key, value }, { silent: true }),
  remove: (key, prefix) => api.post('/UserStore/Remove', { key, prefix }, { silent: true }),
  token: getToken,
};

/** The admin's store: `<AdminContext store={adminStore}>`, hydrated while the admin boots. */
export const adminStore: ServerStore = createServerStore(httpTransport);
