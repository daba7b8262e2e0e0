/**
 * The seeds' compression loop, pure: the compress step is injected (compressorjs in the browser, a
 * fake in tests), so the limits are pinned by unit tests without a canvas.
 */

/** Re-encode `image` at `quality` (0-1). */
export type CompressStep = (image: Blob, quality: number) => Promise<Blob>;

export interface CompressLimits {
  maxBytes: number;
  qualityStart: number;
  qualityMin: number;
  qualityStep: number;
  triesMax: number;
}

export type CompressOutcome =
  | { ok: true; blob: Blob; tries: number; quality: number | null }
  | { ok: false; tries: number; smallest: number };

/** 1, 0.9, ... 0.3: rounded to the step's decimals so 1 - 7 * 0.1 is 0.3, not 0.29999999999999993. */
export function qualitySchedule(l: Pick<CompressLimits, 'qualityStart' | 'qualityMin' | 'qualityStep' | 'triesMax'>): number[] {
  const out: number[] = [];
  for (let i = 0; i < l.triesMax; i++) {
    const q = Math.round((l.qualityStart - i * l.qualityStep) * 1000) / 1000;
    if (q < l.qualityMin - 1e-9) break;
    out.push(q);
  }
  return out;
}

/**
 * An image already under the limit is kept as it is (no pointless re-encoding of the cropped PNG).
 * Otherwise each try starts again from the original at the next lower quality, so the losses of
 * one try do not pile onto the next; the first result under the limit wins.
 */
export async function compressUnderLimit(image: Blob, step: CompressStep, limits: CompressLimits): Promise<CompressOutcome> {
  if (image.size < limits.maxBytes) return { ok: true, blob: image, tries: 0, quality: null };
  let smallest = image.size;
  let tries = 0;
  for (const quality of qualitySchedule(limits)) {
    tries++;
    const out = await step(image, quality);
    if (out.size < limits.maxBytes) return { ok: true, blob: out, tries, quality };
    smallest = Math.min(smallest, out.size);
  }
  return { ok: false, tries, smallest };
}
