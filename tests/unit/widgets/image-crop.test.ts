import { describe, expect, it } from 'vitest';
import { compressUnderLimit, qualitySchedule, type CompressLimits, type CompressStep } from '../../../src/widgets/image-crop/compress.ts';
import { cropFrame, minZoomToCover, outputSize } from '../../../src/widgets/image-crop/geometry.ts';
import { RECRUITING_LIMITS } from '../../../src/common/recruiting.ts';

const MB = 1024 * 1024;
/** The loop only compares sizes: a kilobyte stands for a megabyte so the fake images stay small. */
const U = 1024;
const SEEKER: CompressLimits = { maxBytes: 5 * U, qualityStart: 1, qualityMin: 0.3, qualityStep: 0.1, triesMax: 10 };
const blob = (size: number, type = 'image/png') => new Blob([new Uint8Array(size)], { type });

/** A fake encoder: the output size is the input size times quality times `factor`; it records each call. */
function fakeStep(factor: number) {
  const calls: { quality: number; inputSize: number }[] = [];
  const step: CompressStep = async (image, quality) => {
    calls.push({ quality, inputSize: image.size });
    return blob(Math.round(image.size * quality * factor), 'image/jpeg');
  };
  return { step, calls };
}

describe('compression schedule (the seeds: quality 1 down by 0.1 to 0.3, at most 10 tries)', () => {
  it('lists exact qualities from 1 to 0.3', () => {
    expect(qualitySchedule(SEEKER)).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
  });

  it('stops at the try limit when the minimum is further away', () => {
    expect(qualitySchedule({ ...SEEKER, qualityStep: 0.05 })).toHaveLength(10);
    expect(qualitySchedule({ ...SEEKER, qualityStep: 0.05 }).at(-1)).toBe(0.55);
  });

  it("the shared limits give the seeds' numbers", () => {
    expect(RECRUITING_LIMITS).toMatchObject({
      seekerImageBytesMax: 5 * MB,
      compressQualityStart: 1,
      compressQualityMin: 0.3,
      compressQualityStep: 0.1,
      compressTriesMax: 10,
    });
  });
});

describe('compressUnderLimit', () => {
  it('keeps an image already under the limit without encoding it', async () => {
    const { step, calls } = fakeStep(1);
    const input = blob(5 * U - 1);
    const out = await compressUnderLimit(input, step, SEEKER);
    expect(out).toEqual({ ok: true, blob: input, tries: 0, quality: null });
    expect(calls).toHaveLength(0);
  });

  it('treats exactly 5 MB as too large (under, not up to)', async () => {
    const { step, calls } = fakeStep(0.5);
    const out = await compressUnderLimit(blob(5 * U), step, SEEKER);
    expect(out.ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('lowers the quality until the result is under the limit, each try from the original', async () => {
    const { step, calls } = fakeStep(0.8);
    // 8 MB * q * 0.8 < 5 MB first at q = 0.7 (4.48 MB).
    const out = await compressUnderLimit(blob(8 * U), step, SEEKER);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.quality).toBe(0.7);
    expect(out.tries).toBe(4);
    expect(out.blob.size).toBeLessThan(5 * U);
    expect(calls.map((c) => c.quality)).toEqual([1, 0.9, 0.8, 0.7]);
    expect(new Set(calls.map((c) => c.inputSize))).toEqual(new Set([8 * U]));
  });

  it('fails after the last quality when nothing gets under the limit', async () => {
    const { step, calls } = fakeStep(1);
    const out = await compressUnderLimit(blob(40 * U), step, SEEKER);
    expect(out.ok).toBe(false);
    expect(calls.map((c) => c.quality)).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3]);
    if (!out.ok) expect(out.smallest).toBe(12 * U);
  });

  it('never tries more than the try limit', async () => {
    const { step, calls } = fakeStep(1);
    await compressUnderLimit(blob(40 * U), step, { ...SEEKER, qualityStep: 0.01 });
    expect(calls).toHaveLength(10);
  });
});

describe('cropper geometry', () => {
  const box = { width: 360, height: 480 };

  it("keeps the seeds' 700 px dialog and 360 x 480 box on a desk", () => {
    const f = cropFrame(1366, 700, box);
    expect(f.dialog).toBe(700);
    expect(f.box).toEqual(box);
    expect(f.stage.width).toBeGreaterThan(box.width);
    expect(f.stage.height).toBeGreaterThan(box.height);
  });

  it('scales the box down on a phone but keeps it 3:4 and inside the stage', () => {
    const f = cropFrame(390, 700, box);
    expect(f.dialog).toBe(374);
    expect(f.box.width).toBeLessThan(360);
    expect(f.box.width * 4).toBe(f.box.height * 3);
    expect(f.box.width).toBeLessThanOrEqual(f.stage.width);
    expect(f.box.height).toBeLessThan(f.stage.height);
  });

  it('zooms a wide picture in until it covers the box', () => {
    expect(minZoomToCover({ width: 652, height: 217 }, box)).toBeCloseTo(480 / 217);
    expect(minZoomToCover({ width: 390, height: 520 }, box)).toBe(1);
    expect(minZoomToCover({ width: 0, height: 0 }, box)).toBe(1);
  });

  it('outputs the crop at full size up to a cap, exactly 3:4', () => {
    expect(outputSize({ width: 900.4, height: 1200.6 }, box, 1080)).toEqual({ width: 900, height: 1200 });
    expect(outputSize({ width: 3000, height: 4000 }, box, 1080)).toEqual({ width: 1080, height: 1440 });
    // 647 wide would be 862.67 high: down to 645 x 860.
    expect(outputSize({ width: 647.3, height: 863 }, box, 1080)).toEqual({ width: 645, height: 860 });
    expect(outputSize({ width: 0.2, height: 0.3 }, box, 1080)).toEqual({ width: 3, height: 4 });
    for (const w of [100, 361, 799, 1001]) {
      const o = outputSize({ width: w, height: (w * 4) / 3 }, box, 1080);
      expect(o.width * 4).toBe(o.height * 3);
    }
  });
});
