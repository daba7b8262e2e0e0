import { describe, expect, it, vi } from 'vitest';
import { MAX_VALUE_LENGTH, createServerStore, isPersisted, type StoreTransport } from '../../../src/admin/store.ts';

/** An in-memory UserStore/* with a log of the calls, answering after a tick like the network. */
function fakeServer(initial: Record<string, string> = {}) {
  const rows = new Map(Object.entries(initial));
  const calls: string[] = [];
  let token: string | null = 'A';
  const tick = () => new Promise((r) => setTimeout(r, 1));
  const transport: StoreTransport = {
    getAll: async () => {
      await tick();
      return Object.fromEntries(rows);
    },
    set: async (key, value) => {
      calls.push(`set ${key}=${value}`);
      await tick();
      rows.set(key, value);
    },
    remove: async (key, prefix) => {
      calls.push(`remove ${key}${prefix ? '*' : ''}`);
      await tick();
      for (const k of [...rows.keys()]) if (prefix ? k.startsWith(key) : k === key) rows.delete(k);
    },
    token: () => token,
  };
  return { rows, calls, transport, login: (t: string | null) => (token = t) };
}

describe('the server-backed react-admin store', () => {
  it('reads what UserStore/GetAll holds, synchronously once hydrated, skipping unreadable values', async () => {
    const server = fakeServer({ 'PositionType.engine.hiddenColumns': '["code"]', broken: '{nope' });
    const store = createServerStore(server.transport);
    await store.hydrate('A');
    expect(store.getItem('PositionType.engine.hiddenColumns')).toEqual(['code']);
    expect(store.getItem('broken', 'default')).toBe('default');
    expect(store.listItems?.('PositionType.')).toEqual({ 'PositionType.engine.hiddenColumns': ['code'] });
  });

  it('writes through in order, coalescing back-to-back writes of one key, and notifies subscribers', async () => {
    const server = fakeServer();
    const store = createServerStore(server.transport);
    await store.hydrate('A');
    const seen = vi.fn();
    const off = store.subscribe('k', seen);
    store.setItem('k', [1]);
    store.setItem('k', [1, 2]);
    store.setItem('k', [1, 2, 3]);
    store.removeItems('old.');
    store.removeItem('x');
    expect(store.getItem('k')).toEqual([1, 2, 3]);
    await store.flush();
    expect(server.calls).toEqual(['set k=[1,2,3]', 'remove old.*', 'remove x']);
    store.setItem('k', [4]);
    await Promise.resolve();
    store.setItem('k', [5]);
    store.setItem('k', [6]);
    await store.flush();
    expect(server.calls.slice(3)).toEqual(['set k=[4]', 'set k=[6]']);
    expect(server.rows.get('k')).toBe('[6]');
    expect(seen.mock.calls.map((c) => c[0])).toEqual([[1], [1, 2], [1, 2, 3], [4], [5], [6]]);
    off();
  });

  it('keeps row selections, oversized values and values of another session off the server', async () => {
    const server = fakeServer();
    const store = createServerStore(server.transport);
    await store.hydrate('A');
    expect(isPersisted('PositionType.selectedIds')).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.setItem('PositionType.selectedIds', [1, 2]);
    store.setItem('big', 'x'.repeat(MAX_VALUE_LENGTH));
    store.setItem('late', 1);
    server.login('B');
    await store.flush();
    warn.mockRestore();
    expect(server.calls).toEqual([]);
    expect(store.getItem('PositionType.selectedIds')).toEqual([1, 2]);
  });

  it("survives react-admin's reset (on logout) on the server, and the next login hydrates again", async () => {
    const server = fakeServer({ saved: '"yes"' });
    const store = createServerStore(server.transport);
    await store.hydrate('A');
    store.reset();
    expect(store.getItem('saved')).toBeUndefined();
    expect(server.rows.get('saved')).toBe('"yes"');
    await store.hydrate('A');
    expect(store.getItem('saved')).toBe('yes');
  });

  it('starts empty for another account and when the load fails', async () => {
    const server = fakeServer({ mine: '1' });
    const store = createServerStore(server.transport);
    await store.hydrate('A');
    server.rows.clear();
    await store.hydrate('B');
    expect(store.getItem('mine')).toBeUndefined();
    const failing = createServerStore({ ...server.transport, getAll: () => Promise.reject(new Error('down')) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(failing.hydrate('A')).resolves.toBeUndefined();
    warn.mockRestore();
    expect(failing.getItem('mine', 0)).toBe(0);
  });

  it('works when react-admin destructures its methods', async () => {
    const server = fakeServer();
    const { setItem, getItem, removeItem } = createServerStore(server.transport);
    setItem('a', 1);
    expect(getItem('a')).toBe(1);
    removeItem('a');
    expect(getItem('a', 'none')).toBe('none');
  });
});
