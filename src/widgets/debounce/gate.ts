/**
 * The click gate behind DebounceButton. A click passes when no earlier click passed within the
 * wait and no run started by an earlier click is still going: a double click or an impatient
 * second tap on a slow save sends one request. Time is injected so tests need no fake timers.
 */

export const DEFAULT_DEBOUNCE_MS = 300;

export interface ClickGate {
  /** Whether this click may run; when it may, the gate closes until `done` and the wait have passed. */
  tryEnter: () => boolean;
  /** The run started by the last passing click has finished. */
  done: () => void;
  readonly running: boolean;
}

export function createClickGate(waitMs: number = DEFAULT_DEBOUNCE_MS, now: () => number = Date.now): ClickGate {
  let lastPass = Number.NEGATIVE_INFINITY;
  let running = false;
  return {
    tryEnter() {
      const t = now();
      if (running || t - lastPass < waitMs) return false;
      lastPass = t;
      running = true;
      return true;
    },
    done() {
      running = false;
    },
    get running() {
      return running;
    },
  };
}

/** Thenables only: a click handler that returns a value is treated as synchronous. */
export function isPromiseLike(v: unknown): v is PromiseLike<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';
}
