/**
 * The visited-views tag bar as pure list operations: the home tag is affixed and never closes,
 * closing the active tag moves to its neighbour, and the bar scrolls past 6 tags.
 */
export interface Tag {
  path: string;
  title: string;
  affix: boolean;
  keepAlive: boolean;
}

export const MAX_TAGS_WITHOUT_SCROLL = 6;

export const HOME_TAG: Tag = { path: '/web/home', title: '首页', affix: true, keepAlive: false };

export function withHome(tags: readonly Tag[]): Tag[] {
  return tags.some((t) => t.path === HOME_TAG.path) ? [...tags] : [HOME_TAG, ...tags];
}

/** Visiting a route adds its tag once; a known tag keeps its place and takes the newer title. */
export function visit(tags: readonly Tag[], tag: Tag): Tag[] {
  const i = tags.findIndex((t) => t.path === tag.path);
  if (i === -1) return [...tags, tag];
  const old = tags[i]!;
  if (old.title === tag.title && old.keepAlive === tag.keepAlive) return [...tags];
  return tags.map((t, j) => (j === i ? { ...tag, affix: old.affix || tag.affix } : t));
}

export function close(tags: readonly Tag[], path: string): Tag[] {
  return tags.filter((t) => t.affix || t.path !== path);
}

export function closeOthers(tags: readonly Tag[], path: string): Tag[] {
  return tags.filter((t) => t.affix || t.path === path);
}

export function closeAll(tags: readonly Tag[]): Tag[] {
  return tags.filter((t) => t.affix);
}

/**
 * Where to go after the tags changed: nowhere while the active tag is still open, else the tag
 * that stood before it (or the last one left), else home.
 */
export function nextActive(before: readonly Tag[], after: readonly Tag[], active: string): string | null {
  if (after.some((t) => t.path === active)) return null;
  const i = before.findIndex((t) => t.path === active);
  for (let j = Math.min(i, before.length) - 1; j >= 0; j--) {
    const candidate = before[j]!;
    if (after.some((t) => t.path === candidate.path)) return candidate.path;
  }
  return after.at(-1)?.path ?? HOME_TAG.path;
}

export function needsScroll(tags: readonly Tag[]): boolean {
  return tags.length > MAX_TAGS_WITHOUT_SCROLL;
}
