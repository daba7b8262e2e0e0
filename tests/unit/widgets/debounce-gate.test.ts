import { describe, expect, it } from 'vitest';
import { DEFAULT_DEBOUNCE_MS, createClickGate, isPromiseLike } from '../../../src/widgets/debounce/gate.ts';

function clock(start = 1000) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('click gate', () => {
  it('waits 300 ms by default', () => {
    expect(DEFAULT_DEBOUNCE_MS).toBe(300);
  });

  it('lets the first click through and ignores clicks within the wait', () => {
    const c = clock();
    const g = createClickGate(300, c.now);
    expect(g.tryEnter()).toBe(true);
    g.done();
    c.advance(299);
    expect(g.tryEnter()).toBe(false);
    c.advance(1);
    expect(g.tryEnter()).toBe(true);
  });

  it('measures the wait from the last click it let through, not the ignored ones', () => {
    const c = clock();
    const g = createClickGate(300, c.now);
    g.tryEnter();
    g.done();
    c.advance(200);
    expect(g.tryEnter()).toBe(false);
    c.advance(100);
    expect(g.tryEnter()).toBe(true);
  });

  it('ignores every click while a run is going, however long it takes', () => {
    const c = clock();
    const g = createClickGate(300, c.now);
    g.tryEnter();
    c.advance(5000);
    expect(g.running).toBe(true);
    expect(g.tryEnter()).toBe(false);
    g.done();
    expect(g.tryEnter()).toBe(true);
  });

  it('honours a configured wait', () => {
    const c = clock();
    const g = createClickGate(1000, c.now);
    g.tryEnter();
    g.done();
    c.advance(600);
    expect(g.tryEnter()).toBe(false);
  });

  it('treats only thenables as async', () => {
    expect(isPromiseLike(Promise.resolve())).toBe(true);
    // biome-ignore lint/suspicious/noThenProperty: a hand-made thenable is what this asserts on
    expect(isPromiseLike({ then: () => undefined })).toBe(true);
    expect(isPromiseLike(undefined)).toBe(false);
    expect(isPromiseLike(42)).toBe(false);
  });
});
