/** Overlay rows as the ResourceConfig calls answer them. */
import type { Overlay } from './overlay.ts';
import type * as repo from './repository.ts';

type HistoryRow = Awaited<ReturnType<typeof repo.history>>[number];

/** The overlay in force (version 0 and empty before the first save), and what the definition lets admins override. */
export const presentOverlay = (resource: string, row: repo.OverlayRow | undefined, overridable: string[]) => ({
  resource,
  version: row?.version ?? 0,
  overlay: (row?.overlay ?? {}) as Overlay,
  overridable,
});

/** One saved version in the history list: who saved it, when, and why. */
export const presentVersion = (row: HistoryRow) => ({ ...row, createdAt: row.createdAt.toISOString() });
