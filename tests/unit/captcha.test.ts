import { describe, it, expect } from 'vitest';
import { PNG } from 'pngjs';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, type CaptchaPayload, type CaptchaTrackPoint } from '../../src/common/captcha.ts';
import { generateCaptcha, PIECE_SIZE } from '../../src/server/modules/code/captcha-image.ts';
import { checkCaptchaAnswer } from '../../src/server/modules/code/captcha-check.ts';

/** mulberry32: a tiny seeded generator, enough to make the images and tracks reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('generateCaptcha', () => {
  const c = generateCaptcha(seeded(42));
  const bg = PNG.sync.read(c.background);
  const piece = PNG.sync.read(c.piece);

  it('writes PNGs of the documented sizes', () => {
    expect([bg.width, bg.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect([piece.width, piece.height]).toEqual([c.pieceWidth, c.pieceHeight]);
    expect(c.pieceWidth).toBe(PIECE_SIZE);
  });

  it('keeps the piece inside the picture and clear of the start', () => {
    // Constant generators pin x and y to both ends of their ranges.
    const randoms = [() => 0, () => 0.999_999, ...[1, 2, 3, 4, 5].map(seeded)];
    for (const random of randoms) {
      const { x, y, pieceWidth, pieceHeight } = generateCaptcha(random);
      expect(x).toBeGreaterThanOrEqual(pieceWidth + 20);
      expect(x + pieceWidth).toBeLessThanOrEqual(CAPTCHA_WIDTH - 10);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + pieceHeight).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
    }
  });

  it('darkens the hole at (x, y) and nowhere else', () => {
    const luma = (px: number, py: number) => {
      const k = (py * bg.width + px) * 4;
      return 0.3 * (bg.data[k] ?? 0) + 0.59 * (bg.data[k + 1] ?? 0) + 0.11 * (bg.data[k + 2] ?? 0);
    };
    const centre = { x: c.x + Math.floor(c.pieceWidth * 0.4), y: c.y + Math.floor(c.pieceHeight * 0.6) };
    const holeLuma = luma(centre.x, centre.y);
    // The same spot shifted one piece-width aside is untouched picture, which is clearly brighter.
    const beside = c.x - c.pieceWidth >= 0 ? centre.x - c.pieceWidth : centre.x + c.pieceWidth;
    expect(luma(beside, centre.y)).toBeGreaterThan(holeLuma * 1.5);
  });

  it('cuts an opaque piece with transparent corners', () => {
    const alpha = (px: number, py: number) => piece.data[(py * piece.width + px) * 4 + 3] ?? -1;
    expect(alpha(Math.floor(piece.width * 0.4), Math.floor(piece.height * 0.6))).toBe(255);
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(piece.width - 1, 0)).toBe(0);
  });

  it('is deterministic for a seeded random and varies between seeds', () => {
    const again = generateCaptcha(seeded(42));
    expect(again.x).toBe(c.x);
    expect(again.y).toBe(c.y);
    expect(again.background.equals(c.background)).toBe(true);
    expect(again.piece.equals(c.piece)).toBe(true);
    expect(generateCaptcha(seeded(43)).background.equals(c.background)).toBe(false);
  });

  it('is quick', () => {
    generateCaptcha();
    const started = performance.now();
    for (let i = 0; i < 10; i++) generateCaptcha();
    // The target is < 30 ms; the bound is loose because test runners share the CPU.
    expect((performance.now() - started) / 10).toBeLessThan(100);
  });
});

const ANSWER = 180;
const START = 1_750_000_000_000;

/** A hand-like drag: ease-out towards the target with jittery frames, wobble, and a small overshoot. */
function humanTrack(target: number, random: () => number, durationMs = 900): CaptchaTrackPoint[] {
  const track: CaptchaTrackPoint[] = [{ x: 0, y: 0, t: 0 }];
  let t = 0;
  while (t < durationMs - 120) {
    t += 8 + random() * 14;
    const p = Math.min(t / (durationMs - 120), 1);
    const eased = 1 - (1 - p) ** 3;
    track.push({
      x: Math.round(target * 1.03 * eased + (random() - 0.5) * 3),
      y: Math.round((random() - 0.5) * 6 + p * 4),
      t: Math.round(t),
    });
  }
  // Settle back from the overshoot onto the target, then let go.
  for (const dx of [3, 2, 1, 0]) {
    t += 25 + random() * 20;
    track.push({ x: target + dx, y: 3, t: Math.round(t) });
  }
  return track;
}

function payload(track: CaptchaTrackPoint[], overrides: Partial<CaptchaPayload> = {}): CaptchaPayload {
  const last = track[track.length - 1]?.t ?? 0;
  return {
    bgImageWidth: CAPTCHA_WIDTH,
    bgImageHeight: CAPTCHA_HEIGHT,
    sliderImageWidth: PIECE_SIZE,
    sliderImageHeight: PIECE_SIZE,
    startTime: START,
    endTime: START + last + 10,
    trackList: track,
    ...overrides,
  };
}

describe('checkCaptchaAnswer', () => {
  it('passes human-like drags, reliably', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seeded(seed);
      const duration = 350 + random() * 2500;
      const result = checkCaptchaAnswer({ x: ANSWER }, payload(humanTrack(ANSWER, random, duration)));
      expect(result, `seed ${seed}`).toEqual({ ok: true });
    }
  });

  it('fails a drop away from the hole', () => {
    expect(checkCaptchaAnswer({ x: ANSWER + 20 }, payload(humanTrack(ANSWER, seeded(1))))).toEqual({ ok: false, reason: 'offset' });
  });

  it('accepts a near miss within the tolerance', () => {
    expect(checkCaptchaAnswer({ x: ANSWER + 5 }, payload(humanTrack(ANSWER, seeded(1))))).toEqual({ ok: true });
  });

  it('fails a teleport to the answer', () => {
    const teleport = [0, 1, 2, 3].map((i) => ({ x: 0, y: 0, t: i * 100 })).concat({ x: ANSWER, y: 0, t: 500 });
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(teleport))).toEqual({ ok: false, reason: 'track' });
    const twoJumps = [0, 0, 0, ANSWER / 2, ANSWER].map((x, i) => ({ x, y: 0, t: i * 150 }));
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(twoJumps))).toEqual({ ok: false, reason: 'track' });
    const twoPoints = [
      { x: 0, y: 0, t: 0 },
      { x: ANSWER, y: 0, t: 600 },
    ];
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(twoPoints))).toEqual({ ok: false, reason: 'track' });
  });

  it('fails a drag faster than a person', () => {
    const track = humanTrack(ANSWER, seeded(2)).map((p) => ({ ...p, t: p.t / 10 }));
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track, { endTime: START + 100 }))).toEqual({ ok: false, reason: 'timing' });
  });

  it('fails a stale drag', () => {
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(humanTrack(ANSWER, seeded(2)), { endTime: START + 61_000 }))).toEqual({
      ok: false,
      reason: 'timing',
    });
  });

  it('fails a constant-velocity straight line', () => {
    const robot = Array.from({ length: 31 }, (_, i) => ({ x: i * 6, y: 0, t: i * 20 }));
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(robot))).toEqual({ ok: false, reason: 'track' });
  });

  it('fails times that run backwards or past the end', () => {
    const track = humanTrack(ANSWER, seeded(3));
    const swapped = track.map((p, i) => (i === 5 ? { ...p, t: (track[3]?.t ?? 0) - 1 } : p));
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(swapped))).toEqual({ ok: false, reason: 'track' });
    const beforeStart = track.map((p, i) => (i === 0 ? { ...p, t: -50 } : p));
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(beforeStart))).toEqual({ ok: false, reason: 'track' });
    const last = track[track.length - 1]?.t ?? 0;
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track, { endTime: START + last - 500 }))).toEqual({ ok: false, reason: 'track' });
  });

  it('fails an empty or short track', () => {
    expect(checkCaptchaAnswer({ x: ANSWER }, payload([], { endTime: START + 800 }))).toEqual({ ok: false, reason: 'track' });
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(humanTrack(ANSWER, seeded(4)).slice(-3)))).toEqual({ ok: false, reason: 'track' });
  });

  it('fails a drag that wanders far off the bar or does not start at the left', () => {
    const track = humanTrack(ANSWER, seeded(5));
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track.map((p, i) => (i === 8 ? { ...p, y: 400 } : p))))).toEqual({
      ok: false,
      reason: 'track',
    });
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track.slice(6)))).toEqual({ ok: false, reason: 'track' });
  });

  it('maps a scaled display back to the 340-px picture', () => {
    const scale = 300 / CAPTCHA_WIDTH;
    const track = humanTrack(Math.round(ANSWER * scale), seeded(6));
    const scaled = {
      bgImageWidth: 300,
      bgImageHeight: Math.round(CAPTCHA_HEIGHT * scale),
      sliderImageWidth: PIECE_SIZE * scale,
      sliderImageHeight: PIECE_SIZE * scale,
    };
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track, scaled))).toEqual({ ok: true });
    // The same displayed offset read as unscaled pixels would be 21 px short of the hole.
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track))).toEqual({ ok: false, reason: 'offset' });
  });

  it('fails malformed payloads', () => {
    const track = humanTrack(ANSWER, seeded(7));
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track, { bgImageWidth: 0 }))).toEqual({ ok: false, reason: 'shape' });
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track, { bgImageHeight: 50 }))).toEqual({ ok: false, reason: 'shape' });
    expect(checkCaptchaAnswer({ x: ANSWER }, payload(track, { startTime: Number.NaN }))).toEqual({ ok: false, reason: 'shape' });
    expect(checkCaptchaAnswer({ x: ANSWER }, payload([...track, { x: Number.POSITIVE_INFINITY, y: 0, t: 1 }]))).toEqual({
      ok: false,
      reason: 'shape',
    });
  });
});
