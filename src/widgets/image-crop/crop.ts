/** Draw the chosen area of a picture onto a canvas and take it out as PNG (the seeds' output). */
import { outputSize, type Size } from './geometry.ts';

export interface Area extends Size {
  x: number;
  y: number;
}

/** Output width cap: three times the box, plenty for a badge and face enrolment. */
export const CROP_OUTPUT_MAX_WIDTH = 1080;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image did not load'));
    img.src = src;
  });
}

export async function cropToPng(src: string, area: Area, box: Size): Promise<Blob> {
  const img = await loadImage(src);
  const out = outputSize(area, box, CROP_OUTPUT_MAX_WIDTH);
  const canvas = document.createElement('canvas');
  canvas.width = out.width;
  canvas.height = out.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d canvas');
  // A picture with transparency gets the white of an ID photo's background, not black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, out.width, out.height);
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas gave no PNG'))), 'image/png');
  });
}
