/** The rich-text editor's limits from the seeds, and the arithmetic behind them. */

export const DEFAULT_EDITOR_HEIGHT = 500;
/** Inserted pictures fit in this square; larger ones are scaled down, smaller ones stay. */
export const MAX_IMAGE_EDGE = 650;
/** Steps offered between the seeds' 11 px and 48 px. */
export const FONT_SIZES: readonly number[] = [11, 12, 13, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48];
export const MIN_FONT_SIZE = 11;
export const MAX_FONT_SIZE = 48;

export interface Size {
  width: number;
  height: number;
}

/**
 * Scale down to fit `max` x `max`, keeping the aspect ratio; never scales up. Null when the size
 * is unknown (the browser could not decode the file): the editor's CSS cap still applies then.
 */
export function fitWithin(size: Size, max: number = MAX_IMAGE_EDGE): Size | null {
  const { width, height } = size;
  if (!(width > 0) || !(height > 0)) return null;
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** `16px` → 16; anything outside the seeds' range (pasted styles) reads as no size. */
export function fontSizeOf(css: unknown): number | null {
  if (typeof css !== 'string') return null;
  const m = /^\s*(\d+(?:\.\d+)?)px\s*$/i.exec(css);
  if (!m?.[1]) return null;
  const px = Number(m[1]);
  return px >= MIN_FONT_SIZE && px <= MAX_FONT_SIZE ? px : null;
}

/** The HTML the form stores: an editor with nothing in it is the empty string, not `<p></p>`. */
export function htmlValue(isEmpty: boolean, html: string): string {
  return isEmpty ? '' : html;
}
