/** Pagination arithmetic of the list footer (sizes 10/20/30/50/100, a page jumper). */
export const PAGE_SIZES: readonly number[] = [10, 20, 30, 50, 100];

export function pageCount(total: number | undefined, perPage: number): number {
  if (!total || total <= 0 || perPage <= 0) return 1;
  return Math.ceil(total / perPage);
}

/** The jumper's text → a page within range, or null when it is not a number. */
export function jumpTarget(text: string, pages: number): number | null {
  const n = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(n)) return null;
  return Math.min(Math.max(1, n), Math.max(1, pages));
}
