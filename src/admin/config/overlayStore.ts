/**
 * The run-time configuration in force for the caller's company: ResourceConfig/GetAll, loaded
 * once per token while the admin boots (beside the menu tree), then read synchronously by every
 * resource screen. A save on the 界面配置 page puts its new version here, so open screens follow
 * at once; other tabs and browsers pick it up on their next page load.
 */
import { useSyncExternalStore } from 'react';
import { api } from '../../shell/api.ts';
import type { OverlayState } from './overlay.ts';

interface Loaded {
  token: string;
  byResource: ReadonlyMap<string, OverlayState>;
}

let loaded: Loaded | null = null;
let pending: { token: string; promise: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function publish(next: Loaded): void {
  loaded = next;
  for (const l of listeners) l();
}

async function fetchOverlays(token: string): Promise<void> {
  let rows: OverlayState[] = [];
  try {
    rows = await api.get('/ResourceConfig/GetAll');
  } catch (e) {
    // The screens still work as shipped; the http client already showed why (or ends the session).
    console.warn('Run-time configuration not loaded', e);
  }
  publish({ token, byResource: new Map(rows.map((r) => [r.resource, r])) });
}

/** Never rejects: a screen without its overlay is better than no back office. */
export function loadOverlays(token: string): Promise<void> {
  if (pending?.token !== token) pending = { token, promise: fetchOverlays(token) };
  return pending.promise;
}

/** After a save or a rollback: the new version is in force for this page from now on. */
export function putOverlay(state: OverlayState): void {
  if (!loaded) return;
  const byResource = new Map(loaded.byResource);
  byResource.set(state.resource, state);
  publish({ token: loaded.token, byResource });
}

export function peekOverlay(resource: string): OverlayState | undefined {
  return loaded?.byResource.get(resource);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export function useOverlay(resource: string): OverlayState | undefined {
  return useSyncExternalStore(
    subscribe,
    () => peekOverlay(resource),
    () => undefined,
  );
}

/** Forget the loaded configuration (tests; a new token loads its own anyway). */
export function resetOverlays(): void {
  loaded = null;
  pending = null;
}
