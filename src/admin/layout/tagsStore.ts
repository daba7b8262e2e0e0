/**
 * The open tags of this browser tab (sessionStorage: a reload keeps them, another tab starts
 * fresh) plus a refresh counter per path that remounts a page on "refresh".
 */
import { useSyncExternalStore } from 'react';
import { HOME_TAG, withHome, type Tag } from './tagsModel.ts';

const STORAGE_KEY = 'recruit-admin-tags';

interface TagsState {
  tags: readonly Tag[];
  refresh: Readonly<Record<string, number>>;
}

function isTag(v: unknown): v is Tag {
  if (!v || typeof v !== 'object') return false;
  const t = v as Record<string, unknown>;
  return typeof t.path === 'string' && typeof t.title === 'string' && typeof t.affix === 'boolean' && typeof t.keepAlive === 'boolean';
}

function restore(): Tag[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return withHome(Array.isArray(parsed) ? parsed.filter(isTag) : []);
  } catch {
    return [HOME_TAG];
  }
}

let state: TagsState = { tags: typeof window === 'undefined' ? [HOME_TAG] : restore(), refresh: {} };
const listeners = new Set<() => void>();

function persist(tags: readonly Tag[]): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tags));
  } catch {
    // Storage unavailable: tags just do not survive a reload.
  }
}

export function setTags(update: (tags: readonly Tag[]) => readonly Tag[]): void {
  const tags = withHome(update(state.tags));
  if (tags.length === state.tags.length && tags.every((t, i) => t === state.tags[i])) return;
  state = { ...state, tags };
  persist(tags);
  for (const l of listeners) l();
}

export function bumpRefresh(path: string): void {
  state = { ...state, refresh: { ...state.refresh, [path]: (state.refresh[path] ?? 0) + 1 } };
  for (const l of listeners) l();
}

export function getTags(): readonly Tag[] {
  return state.tags;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export function useTagsState(): TagsState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
