import type { Row } from './repository.ts';

/** Row → wire: timestamps as ISO strings; the route's response schema whitelists the rest. */
export function presentRecord(row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}
