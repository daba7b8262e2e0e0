/**
 * Sizes of the cropper, pure: the seeds' fixed 3:4 box of 360 x 480 in a 700 px dialog, scaled
 * down (still 3:4) when a phone cannot fit it, the zoom that keeps the box covered by the picture,
 * and the size of the PNG it produces.
 */

export interface Size {
  width: number;
  height: number;
}

export interface CropFrame {
  /** The dialog's width in px. */
  dialog: number;
  /** The cropper's stage (the picture moves inside it). */
  stage: Size;
  /** The fixed crop box, always 3:4. */
  box: Size;
}

/** Space the dialog keeps from the screen edges, and around the stage inside it. */
export const SCREEN_MARGIN = 8;
export const STAGE_PADDING = 16;
/** Room above and below the box so the picture around it stays visible. */
const STAGE_EXTRA_HEIGHT = 40;

export function cropFrame(viewportWidth: number, dialogWidth: number, box: Size): CropFrame {
  const dialog = Math.max(0, Math.min(dialogWidth, viewportWidth - 2 * SCREEN_MARGIN));
  const stageWidth = Math.max(0, dialog - 2 * STAGE_PADDING);
  // Whole steps of the reduced ratio (3 x 4 px) keep a scaled-down box exactly 3:4.
  const g = gcd(box.width, box.height);
  const steps = Math.floor(Math.min(box.width, stageWidth * 0.9) / (box.width / g));
  const size = { width: (steps * box.width) / g, height: (steps * box.height) / g };
  return { dialog, stage: { width: stageWidth, height: size.height + STAGE_EXTRA_HEIGHT }, box: size };
}

/**
 * Smallest zoom at which the picture (its size at zoom 1 on the stage) still covers the box: a
 * wide panorama fitted into the stage would otherwise leave the box partly empty.
 */
export function minZoomToCover(media: Size, box: Size): number {
  if (!(media.width > 0 && media.height > 0)) return 1;
  return Math.max(1, box.width / media.width, box.height / media.height);
}

/**
 * Pixel size of the PNG: the cropped area at full resolution, but not wider than `maxWidth`
 * (a badge photo needs no more; a 12-megapixel crop would only make the upload slow), keeping
 * the box's aspect exactly, to the pixel.
 */
export function outputSize(area: Size, box: Size, maxWidth: number): Size {
  // Whole steps of the box's reduced ratio (3:4 → widths in threes) keep the pixel size exactly 3:4.
  const g = gcd(box.width, box.height);
  const stepW = box.width / g;
  const steps = Math.max(1, Math.floor(Math.min(area.width, maxWidth) / stepW));
  return { width: steps * stepW, height: (steps * box.height) / g };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
