/**
 * A value that follows another once it has stopped changing for `wait` ms (the seeds' 300 ms,
 * as the debounce button uses): typing a name asks the server once, not per key.
 */
import { useEffect, useState } from 'react';
import { DEFAULT_DEBOUNCE_MS } from '../../../widgets/debounce/gate.ts';

export function useDebouncedValue<T>(value: T, wait = DEFAULT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
