/**
 * Judges a slide-captcha answer: did the piece land on the hole, and does the drag look like a hand
 * moved it? Pure, so the rules can be tested with synthetic tracks. The rules stop naive scripts
 * (posting the answer at once, teleporting the handle, replaying a constant-speed line); they are
 * not meant to beat a determined bot, which the rate limits and one-time tickets are there for.
 */
import {
  CAPTCHA_HEIGHT,
  CAPTCHA_MAX_TRACK_POINTS,
  CAPTCHA_WIDTH,
  type CaptchaPayload,
  type CaptchaTrackPoint,
} from '../../../common/captcha.ts';

export type CaptchaFailReason = 'offset' | 'track' | 'timing' | 'shape';
export type CaptchaCheckResult = { ok: true } | { ok: false; reason: CaptchaFailReason };

export const CAPTCHA_RULES = {
  /** Grabbing the handle, dragging 100-270 px and aiming takes a person well over this. */
  minDurationMs: 200,
  /** Past a minute the person has walked away; a fresh challenge costs them nothing. */
  maxDurationMs: 60_000,
  /** pointermove fires once a frame or more: a 200 ms drag already gives about a dozen samples. */
  minPoints: 5,
  /**
   * Steps that actually move the piece. A single jump (or two) is a script setting the value; a hand,
   * even in a quick flick, spreads the move over several frames.
   */
  minMovingSteps: 4,
  /** The last t and endTime come from separate readings and roundings: allow that much between them. */
  timeSlackMs: 100,
  /** The piece starts at the left edge, so the drag must begin near it (share of the picture width). */
  maxStartShare: 0.05,
  /** Overshooting and coming back is human; going back more than half the way forward is not aiming. */
  maxBackwardShare: 0.5,
  /**
   * No single step may carry this share of the forward distance or more. A teleport moves all the way
   * in one event. A hand's quickest frame moves under a fifth of the way, and even when a busy page
   * drops frames at the peak of a flick the gap stays under half (the widget also reads coalesced
   * events, which keep the samples of dropped frames).
   */
  maxStepShare: 0.5,
  /**
   * Machine-regular motion: this share of moving steps within ±`regularTolerance` of their median speed.
   * Hands accelerate and brake, so their speeds spread far wider than that.
   */
  maxRegularShare: 0.8,
  regularTolerance: 0.1,
  /**
   * Aiming: a person brakes to fit the piece, so the last tenth of the way takes at least this share of
   * the drag's time (an ease-out takes 40 % and more, a bell-shaped reach about 20 %). A script sliding
   * at an even pace, jitter or not, spends a tenth of its time there: about 4 % of such blind slides
   * landed on the hole before this rule, under 0.25 % after.
   */
  aimShare: 0.1,
  minAimTimeShare: 1 / 6,
  /** Hands wander off the bar while dragging (pointer capture keeps the drag); not by more than this
   * share of the picture's height. */
  maxYDriftShare: 1,
  /** The picture may be shown scaled, within these factors of its real width (a 34-px-wide display
   * would make the tolerance meaningless). */
  minScale: 1 / 3,
  maxScale: 3,
  /** The height must keep the picture's aspect ratio, give or take rounding. */
  aspectTolerance: 0.05,
} as const;

const R = CAPTCHA_RULES;
const fail = (reason: CaptchaFailReason): CaptchaCheckResult => ({ ok: false, reason });
const finite = (...values: number[]) => values.every((v) => typeof v === 'number' && Number.isFinite(v));

/** Malformed or impossible payloads: nothing a real widget sends. */
function shapeIsValid(answer: { x: number }, p: CaptchaPayload): boolean {
  if (!finite(answer.x, p.bgImageWidth, p.bgImageHeight, p.sliderImageWidth, p.sliderImageHeight, p.startTime, p.endTime)) return false;
  if (!Array.isArray(p.trackList) || p.trackList.length > CAPTCHA_MAX_TRACK_POINTS) return false;
  if (!p.trackList.every((pt) => typeof pt === 'object' && pt !== null && finite(pt.x, pt.y, pt.t))) return false;
  const scale = p.bgImageWidth / CAPTCHA_WIDTH;
  if (scale < R.minScale || scale > R.maxScale) return false;
  const expectedHeight = (p.bgImageWidth * CAPTCHA_HEIGHT) / CAPTCHA_WIDTH;
  if (Math.abs(p.bgImageHeight - expectedHeight) > expectedHeight * R.aspectTolerance) return false;
  return p.sliderImageWidth > 0 && p.sliderImageHeight > 0 && p.sliderImageWidth < p.bgImageWidth;
}

/** Sample times start at 0 (the pointerdown), never go back, and end by the release. */
function timesAreOrdered(track: readonly CaptchaTrackPoint[], duration: number): boolean {
  let previous = 0;
  for (const { t } of track) {
    if (t < previous) return false;
    previous = t;
  }
  return previous <= duration + R.timeSlackMs;
}

interface Steps {
  forward: number;
  backward: number;
  largest: number;
  speeds: number[];
}

/** Per-step movement along x; speeds only for steps that move and take time. */
function measureSteps(track: readonly CaptchaTrackPoint[]): Steps {
  const steps: Steps = { forward: 0, backward: 0, largest: 0, speeds: [] };
  for (let i = 1; i < track.length; i++) {
    const a = track[i - 1] as CaptchaTrackPoint;
    const b = track[i] as CaptchaTrackPoint;
    const dx = b.x - a.x;
    if (dx > 0) steps.forward += dx;
    else steps.backward -= dx;
    steps.largest = Math.max(steps.largest, Math.abs(dx));
    if (dx !== 0 && b.t > a.t) steps.speeds.push(Math.abs(dx) / (b.t - a.t));
  }
  return steps;
}

function isMachineRegular(speeds: readonly number[]): boolean {
  const sorted = [...speeds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const near = speeds.filter((s) => Math.abs(s - median) <= median * R.regularTolerance).length;
  return near >= speeds.length * R.maxRegularShare;
}

/** Time spent on the last `aimShare` of the way to the release point, as a share of the whole drag. */
function aimTimeShare(track: readonly CaptchaTrackPoint[]): number {
  const first = track[0] as CaptchaTrackPoint;
  const last = track[track.length - 1] as CaptchaTrackPoint;
  const total = last.t - first.t;
  const near = first.x + (last.x - first.x) * (1 - R.aimShare);
  const reached = track.find((pt) => pt.x >= near) ?? last;
  return total > 0 ? (last.t - reached.t) / total : 0;
}

function trackLooksHuman(track: readonly CaptchaTrackPoint[], p: CaptchaPayload): boolean {
  if (track.length < R.minPoints) return false;
  if (!timesAreOrdered(track, p.endTime - p.startTime)) return false;
  const first = track[0] as CaptchaTrackPoint;
  if (first.x > p.bgImageWidth * R.maxStartShare) return false;
  if (track.some((pt) => Math.abs(pt.y - first.y) > p.bgImageHeight * R.maxYDriftShare)) return false;
  const steps = measureSteps(track);
  if (steps.forward <= 0 || steps.backward > steps.forward * R.maxBackwardShare) return false;
  if (steps.largest >= steps.forward * R.maxStepShare) return false;
  if (steps.speeds.length < R.minMovingSteps) return false;
  if (aimTimeShare(track) < R.minAimTimeShare) return false;
  return !isMachineRegular(steps.speeds);
}

/**
 * `answer.x` is the piece's true left edge in the 340-px picture; the payload's track is in displayed
 * pixels, and its last point is where the piece was let go.
 */
export function checkCaptchaAnswer(answer: { x: number }, payload: CaptchaPayload, tolerancePx = 6): CaptchaCheckResult {
  if (!shapeIsValid(answer, payload)) return fail('shape');
  const duration = payload.endTime - payload.startTime;
  if (duration < R.minDurationMs || duration > R.maxDurationMs) return fail('timing');
  if (!trackLooksHuman(payload.trackList, payload)) return fail('track');
  const released = payload.trackList[payload.trackList.length - 1] as CaptchaTrackPoint;
  const offset = (released.x * CAPTCHA_WIDTH) / payload.bgImageWidth;
  return Math.abs(offset - answer.x) <= tolerancePx ? { ok: true } : fail('offset');
}
