/** A stable 31-bit id from a string (FNV-1a): function ids stay the same across runs and machines. */
export function stableId(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  // Above 10^6 so they never meet the hand-seeded ids.
  return 1_000_000 + (h % 2_000_000_000);
}
