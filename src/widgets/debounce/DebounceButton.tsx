/**
 * A MUI Button that ignores repeated clicks: any within `wait` ms (default 300, the seeds' value)
 * of the last one it let through, and all while the async onClick it started is still running.
 * That keeps double clicks and impatient taps from submitting twice. As a form's submit button,
 * let onClick run the submission (and preventDefault the native one): Enter in a field clicks the
 * default button, so it goes through the same gate.
 */
import { useRef, useState, type MouseEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { DEFAULT_DEBOUNCE_MS, createClickGate, isPromiseLike, type ClickGate } from './gate.ts';

export interface DebounceButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** May return a promise: further clicks are ignored until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Clicks within this many ms of the last accepted one are ignored (default 300). */
  wait?: number;
  /** Show MUI's loading state while an async onClick runs (default true). */
  showLoading?: boolean;
}

function useGate(wait: number): ClickGate {
  const gate = useRef<{ wait: number; gate: ClickGate } | null>(null);
  if (gate.current?.wait !== wait) gate.current = { wait, gate: createClickGate(wait) };
  return gate.current.gate;
}

export function DebounceButton({ onClick, wait = DEFAULT_DEBOUNCE_MS, showLoading = true, loading, ...rest }: DebounceButtonProps) {
  const gate = useGate(wait);
  const [running, setRunning] = useState(false);
  const handle = (e: MouseEvent<HTMLButtonElement>) => {
    if (!gate.tryEnter()) {
      // A refused click on a submit button must not submit its form natively either.
      e.preventDefault();
      return;
    }
    let result: unknown;
    try {
      result = onClick?.(e);
    } catch (err) {
      gate.done();
      throw err;
    }
    if (!isPromiseLike(result)) {
      gate.done();
      return;
    }
    setRunning(true);
    // Failures belong to the caller (its toast, its form errors); the button only reopens.
    const finish = () => {
      gate.done();
      setRunning(false);
    };
    result.then(finish, finish);
  };
  return (
    <Button {...rest} loading={loading ?? (showLoading && running ? true : undefined)} aria-busy={running || undefined} onClick={handle} />
  );
}
