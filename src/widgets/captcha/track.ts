/**
 * Pure helpers of the slide captcha widget: how the handle maps to the piece when the picture is
 * shown scaled, and how the drag is sampled into the payload the server checks.
 */
import type { CaptchaPayload, CaptchaTrackPoint } from '../../common/captcha.ts';

/**
 * Most points the widget keeps. Coalesced pointer events of a fast mouse can arrive at 1 kHz; a
 * few hundred points describe a drag just as well and keep the request small.
 */
export const MAX_TRACK_POINTS = 400;

export interface DragGeometry {
  /** Displayed picture size, in CSS px. */
  width: number;
  height: number;
  /** Displayed px per picture px (1 unless the screen is too narrow for 340 px). */
  scale: number;
  /** Displayed piece size. */
  pieceWidth: number;
  pieceHeight: number;
  /** Furthest the piece can go: its right edge at the picture's right edge. */
  maxOffset: number;
  handleWidth: number;
  /** Furthest the handle can go inside the bar. */
  handleTravel: number;
}

export function dragGeometry(
  displayWidth: number,
  picture: { width: number; height: number; sliderWidth: number; sliderHeight: number },
  handleWidth: number,
): DragGeometry {
  const width = Math.max(1, Math.min(displayWidth, picture.width));
  const scale = width / picture.width;
  const pieceWidth = picture.sliderWidth * scale;
  return {
    width,
    height: picture.height * scale,
    scale,
    pieceWidth,
    pieceHeight: picture.sliderHeight * scale,
    maxOffset: Math.max(0, width - pieceWidth),
    handleWidth,
    handleTravel: Math.max(1, width - handleWidth),
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The piece's offset for a handle dragged `dx` px from its start. The two travels differ by a few
 * px (the handle and the piece are not the same width), so both reach their ends together.
 */
export function offsetForDrag(dx: number, g: DragGeometry): number {
  return clamp((dx * g.maxOffset) / g.handleTravel, 0, g.maxOffset);
}

export function handleLeftFor(offset: number, g: DragGeometry): number {
  return g.maxOffset > 0 ? (offset * g.handleTravel) / g.maxOffset : 0;
}

/** One decimal is finer than any screen's pointer and keeps the JSON short. */
const tenth = (v: number) => Math.round(v * 10) / 10;

/**
 * Samples closer together than this are dropped: 125 Hz is above a screen's frame rate, while a
 * gaming mouse's coalesced samples come at up to 1 kHz.
 */
export const MIN_SAMPLE_GAP_MS = 8;

export interface PointerSample {
  clientX: number;
  clientY: number;
  timeStamp: number;
}

/**
 * A drag in progress. `origin` is the pointerdown; its timestamp is the clock every later sample's
 * `t` is measured on; `epoch` is the wall clock at that moment, for the payload's start and end.
 * `gapMs` is the current sampling interval: it doubles each time the track is thinned.
 */
export interface DragSession {
  pointerId: number;
  origin: PointerSample;
  epoch: number;
  track: CaptchaTrackPoint[];
  gapMs: number;
}

export function startDrag(pointerId: number, origin: PointerSample, epoch: number): DragSession {
  return { pointerId, origin, epoch, track: [{ x: 0, y: 0, t: 0 }], gapMs: MIN_SAMPLE_GAP_MS };
}

/**
 * Adds a sample, in place. A still pointer tells the server nothing, and samples closer than the
 * session's gap add only bytes, so both are skipped (except the release, which is the answer).
 * When the list is full it is thinned to every other point and the gap doubles, so the whole drag
 * keeps one even resolution.
 */
export function recordPoint(d: DragSession, point: CaptchaTrackPoint, release = false): void {
  const last = d.track[d.track.length - 1];
  // Event timestamps are monotonic; clamping keeps the order even if a browser's are not.
  const sample = { x: tenth(point.x), y: tenth(point.y), t: Math.max(last?.t ?? 0, Math.round(point.t)) };
  if (last && last.x === sample.x && last.y === sample.y) return;
  if (last && !release && sample.t - last.t < d.gapMs) return;
  d.track.push(sample);
  if (d.track.length <= MAX_TRACK_POINTS) return;
  thinTrack(d.track);
  d.gapMs *= 2;
}

/** Keeps every other point, and always the first and the last. */
export function thinTrack(track: CaptchaTrackPoint[]): void {
  const last = track[track.length - 1];
  const kept = track.filter((_, i) => i % 2 === 0);
  if (last && kept[kept.length - 1] !== last) kept.push(last);
  track.splice(0, track.length, ...kept);
}

/** Records the samples of one pointer event and answers the piece's offset after the last of them. */
export function followDrag(d: DragSession, samples: readonly PointerSample[], g: DragGeometry, release = false): number {
  let x = 0;
  samples.forEach((s, i) => {
    x = offsetForDrag(s.clientX - d.origin.clientX, g);
    recordPoint(d, { x, y: s.clientY - d.origin.clientY, t: s.timeStamp - d.origin.timeStamp }, release && i === samples.length - 1);
  });
  return x;
}

/** The payload for a drag let go at `releaseStamp` (an event timestamp, the origin's clock). */
export function finishDrag(d: DragSession, releaseStamp: number, g: DragGeometry): CaptchaPayload {
  return buildPayload(d.track, d.epoch, d.epoch + (releaseStamp - d.origin.timeStamp), g);
}

/** The payload for a finished drag; the last track point is where the piece was let go. */
export function buildPayload(track: readonly CaptchaTrackPoint[], startTime: number, endTime: number, g: DragGeometry): CaptchaPayload {
  return {
    bgImageWidth: tenth(g.width),
    bgImageHeight: tenth(g.height),
    sliderImageWidth: tenth(g.pieceWidth),
    sliderImageHeight: tenth(g.pieceHeight),
    startTime: Math.round(startTime),
    endTime: Math.round(endTime),
    trackList: [...track],
  };
}
