import { describe, it, expect } from 'vitest';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../src/common/captcha.ts';
import { checkCaptchaAnswer } from '../../src/server/modules/code/captcha-check.ts';
import {
  MAX_TRACK_POINTS,
  MIN_SAMPLE_GAP_MS,
  dragGeometry,
  finishDrag,
  followDrag,
  handleLeftFor,
  offsetForDrag,
  recordPoint,
  startDrag,
  thinTrack,
  type PointerSample,
} from '../../src/widgets/captcha/track.ts';

const PICTURE = { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, sliderWidth: 64, sliderHeight: 64 };
const HANDLE = 52;

describe('drag geometry', () => {
  it('is 1:1 at full width and caps the display at the picture width', () => {
    const g = dragGeometry(500, PICTURE, HANDLE);
    expect(g).toMatchObject({ width: 340, height: 212, scale: 1, pieceWidth: 64, maxOffset: 276, handleTravel: 288 });
  });

  it('scales the picture and the piece on a narrow screen', () => {
    const g = dragGeometry(300, PICTURE, HANDLE);
    expect(g.scale).toBeCloseTo(300 / 340);
    expect(g.height).toBeCloseTo(212 * (300 / 340));
    expect(g.pieceWidth).toBeCloseTo(64 * (300 / 340));
  });

  it('moves the piece to its ends together with the handle, and never past them', () => {
    const g = dragGeometry(300, PICTURE, HANDLE);
    expect(offsetForDrag(-20, g)).toBe(0);
    expect(offsetForDrag(g.handleTravel, g)).toBeCloseTo(g.maxOffset);
    expect(offsetForDrag(g.handleTravel + 50, g)).toBeCloseTo(g.maxOffset);
    expect(handleLeftFor(offsetForDrag(100, g), g)).toBeCloseTo(100);
  });
});

describe('track recording', () => {
  const session = () => startDrag(1, { clientX: 0, clientY: 0, timeStamp: 0 }, 0);

  it('rounds samples and skips a pointer that did not move', () => {
    const d = session();
    recordPoint(d, { x: 1.234, y: 0.26, t: 13.6 });
    recordPoint(d, { x: 1.23, y: 0.3, t: 29 });
    expect(d.track).toEqual([
      { x: 0, y: 0, t: 0 },
      { x: 1.2, y: 0.3, t: 14 },
    ]);
  });

  it('drops samples closer than the gap, but never the release', () => {
    const d = session();
    recordPoint(d, { x: 5, y: 0, t: MIN_SAMPLE_GAP_MS - 1 });
    recordPoint(d, { x: 6, y: 0, t: MIN_SAMPLE_GAP_MS });
    recordPoint(d, { x: 7, y: 0, t: MIN_SAMPLE_GAP_MS + 1 }, true);
    expect(d.track.map((p) => p.x)).toEqual([0, 6, 7]);
  });

  it('keeps time in order even if timestamps are not', () => {
    const d = session();
    recordPoint(d, { x: 5, y: 0, t: 30 });
    recordPoint(d, { x: 6, y: 0, t: 20 }, true);
    expect(d.track.map((p) => p.t)).toEqual([0, 30, 30]);
  });

  it('thins a long track to half, keeping its first and last points', () => {
    const track = Array.from({ length: 11 }, (_, i) => ({ x: i, y: 0, t: i * 10 }));
    thinTrack(track);
    expect(track.map((p) => p.x)).toEqual([0, 2, 4, 6, 8, 10]);
    const even = Array.from({ length: 10 }, (_, i) => ({ x: i, y: 0, t: i }));
    thinTrack(even);
    expect(even.map((p) => p.x)).toEqual([0, 2, 4, 6, 8, 9]);
  });

  it('never keeps more than MAX_TRACK_POINTS, at an even resolution', () => {
    const d = session();
    for (let t = 1; t <= 60_000; t += 4) recordPoint(d, { x: t / 200, y: 0, t }, t > 59_996);
    expect(d.track.length).toBeLessThanOrEqual(MAX_TRACK_POINTS);
    expect(d.track[d.track.length - 1]).toEqual({ x: 300, y: 0, t: 60_000 - 3 });
    const gaps = d.track.slice(1, -1).map((p, i) => p.t - (d.track[i]?.t ?? 0));
    // Repeated halving of the whole list would leave the start exponentially sparser than the end.
    expect(Math.max(...gaps) / Math.min(...gaps)).toBeLessThanOrEqual(3);
  });
});

/** Pointer samples of a hand dragging the handle `distance` px: smooth speed curve, wobble, uneven frames. */
function handSamples(origin: PointerSample, distance: number, hz: number, moveMs: number): PointerSample[] {
  const samples: PointerSample[] = [];
  let wobble = 7;
  for (let t = 1000 / hz; t <= moveMs; t += 1000 / hz) {
    const p = t / moveMs;
    const eased = 10 * p ** 3 - 15 * p ** 4 + 6 * p ** 5;
    wobble = (wobble * 48271) % 2147483647;
    const jitter = (wobble / 2147483647 - 0.5) * 1.5;
    samples.push({
      clientX: origin.clientX + distance * eased + jitter,
      clientY: origin.clientY + jitter * 2,
      timeStamp: origin.timeStamp + t + jitter * 0.3,
    });
  }
  samples.push({ clientX: origin.clientX + distance, clientY: origin.clientY + 1, timeStamp: origin.timeStamp + moveMs + 90 });
  return samples;
}

describe('widget drag checked by the server', () => {
  const answer = 190;
  const origin: PointerSample = { clientX: 40, clientY: 500, timeStamp: 12_345.6 };

  function drag(displayWidth: number, hz: number, moveMs: number, distance?: number) {
    const g = dragGeometry(displayWidth, PICTURE, HANDLE);
    const session = startDrag(1, origin, 1_750_000_000_000);
    const handleDistance = distance ?? (answer * g.scale * g.handleTravel) / g.maxOffset;
    const samples = handSamples(origin, handleDistance, hz, moveMs);
    // Browsers deliver several samples per event when they coalesce: feed them in small batches.
    for (let i = 0; i < samples.length; i += 3) followDrag(session, samples.slice(i, i + 3), g);
    return finishDrag(session, samples[samples.length - 1]?.timeStamp ?? 0, g);
  }

  it('passes a hand-like drag at full and at scaled width, at common pointer rates', () => {
    for (const width of [340, 300, 280]) {
      for (const [hz, ms] of [
        [60, 600],
        [120, 350],
        [1000, 2500],
      ] as const) {
        const payload = drag(width, hz, ms);
        expect(payload.bgImageWidth).toBeCloseTo(width, 0);
        expect(payload.trackList.length).toBeLessThanOrEqual(MAX_TRACK_POINTS);
        expect(checkCaptchaAnswer({ x: answer }, payload), `${width}px ${hz}Hz`).toEqual({ ok: true });
      }
    }
  });

  it('fails the same drag released short of the hole', () => {
    expect(checkCaptchaAnswer({ x: answer }, drag(300, 60, 600, 120))).toEqual({ ok: false, reason: 'offset' });
  });
});
