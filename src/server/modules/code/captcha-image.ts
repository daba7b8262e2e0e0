/**
 * Slide-puzzle captcha images: a procedural landscape with a jigsaw-shaped hole, and the piece cut
 * from it. Pure: all randomness comes from the injected `random`, so a seeded one gives the same PNGs.
 */
import { PNG } from 'pngjs';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../../common/captcha.ts';
import { clamp01, makeScene, paintBackground, smooth } from './captcha-scene.ts';

// Local copies: in the hot loops a module binding can cost a property lookup per read once transpiled.
const W: number = CAPTCHA_WIDTH;
const H: number = CAPTCHA_HEIGHT;

/** Side of the piece's square body. */
const BODY = 44;
const KNOB_R = 9;
/** The knob's centre sits this far outside the body's edge, so the neck narrows like a real jigsaw tab. */
const KNOB_OUT = 3;
/** Room around the shape inside the piece image for its outline and drop shadow. */
const MARGIN = 4;
/** The piece image is square: body plus one knob's reach plus a margin each side. */
export const PIECE_SIZE = MARGIN + BODY + KNOB_OUT + KNOB_R + MARGIN;
/** The answer keeps clear of the start so an untouched slider never passes, and of the far edge. */
const X_MIN = PIECE_SIZE + 20;
const X_MAX = W - PIECE_SIZE - 10;
const Y_MIN = 6;
const Y_MAX = H - PIECE_SIZE - 6;

export interface GeneratedCaptcha {
  /** Left edge of the piece image inside the background, in background px: the expected answer. */
  x: number;
  /** Top edge of the piece image inside the background: the client draws the piece at top = y. */
  y: number;
  /** PNG, CAPTCHA_WIDTH x CAPTCHA_HEIGHT, RGB, with the hole drawn in. */
  background: Buffer;
  /** PNG with alpha, only the piece's own box (pieceWidth x pieceHeight), not a full-height strip. */
  piece: Buffer;
  pieceWidth: number;
  pieceHeight: number;
}

/** Signed distance to the piece outline (negative inside), in piece-image coordinates. */
function pieceDistance(px: number, py: number): number {
  const left = MARGIN;
  const top = MARGIN + KNOB_R + KNOB_OUT;
  const dx = Math.max(left - px, px - (left + BODY));
  const dy = Math.max(top - py, py - (top + BODY));
  const box = Math.hypot(Math.max(dx, 0), Math.max(dy, 0)) + Math.min(Math.max(dx, dy), 0);
  const knobTop = Math.hypot(px - (left + BODY / 2), py - (top - KNOB_OUT)) - KNOB_R;
  const knobRight = Math.hypot(px - (left + BODY + KNOB_OUT), py - (top + BODY / 2)) - KNOB_R;
  return Math.min(box, knobTop, knobRight);
}

/**
 * Per pixel of the piece box, 0..1: anti-aliased inside coverage, strength of the light outline
 * hugging the edge on the inside, opacity of the drop shadow falling down-right of the shape.
 */
interface PieceMask {
  cover: Float32Array;
  edge: Float32Array;
  shadow: Float32Array;
}

/** The shape never changes, so its masks are computed once per process. */
const MASK: PieceMask = (() => {
  const n = PIECE_SIZE * PIECE_SIZE;
  const mask: PieceMask = { cover: new Float32Array(n), edge: new Float32Array(n), shadow: new Float32Array(n) };
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      const d = pieceDistance(i + 0.5, j + 0.5);
      const k = j * PIECE_SIZE + i;
      mask.cover[k] = clamp01(0.5 - d);
      mask.edge[k] = clamp01(1 - Math.abs(d + 0.8) / 1.1);
      mask.shadow[k] = 0.45 * smooth(clamp01((2.5 - pieceDistance(i - 1, j - 1)) / 3.5));
    }
  }
  return mask;
})();

/** Lifts the piece out of the picture: its own pixels, a light outline, a soft shadow beneath. */
function cutPiece(rgb: Float32Array, x0: number, y0: number): Buffer {
  const out = Buffer.alloc(PIECE_SIZE * PIECE_SIZE * 4);
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      const k = j * PIECE_SIZE + i;
      const cover = MASK.cover[k] ?? 0;
      const shadow = MASK.shadow[k] ?? 0;
      const alpha = cover + shadow * (1 - cover);
      if (alpha <= 0) continue;
      const src = ((y0 + j) * W + x0 + i) * 3;
      const edge = (MASK.edge[k] ?? 0) * 0.9;
      for (let c = 0; c < 3; c++) {
        const lit = (rgb[src + c] ?? 0) + (255 - (rgb[src + c] ?? 0)) * edge;
        // The shadow is black, so it only contributes through alpha: un-premultiply the piece colour.
        out[k * 4 + c] = Math.round(Math.min(255, Math.max(0, (lit * cover) / alpha)));
      }
      out[k * 4 + 3] = Math.round(alpha * 255);
    }
  }
  return out;
}

/** Darkens the hole and rims it with a light line, in place. */
function punchHole(rgb: Float32Array, x0: number, y0: number): void {
  for (let j = 0; j < PIECE_SIZE; j++) {
    for (let i = 0; i < PIECE_SIZE; i++) {
      const k = j * PIECE_SIZE + i;
      const cover = MASK.cover[k] ?? 0;
      const edge = (MASK.edge[k] ?? 0) * 0.75;
      if (cover <= 0 && edge <= 0) continue;
      const dst = ((y0 + j) * W + x0 + i) * 3;
      for (let c = 0; c < 3; c++) {
        const dark = (rgb[dst + c] ?? 0) * (1 - 0.55 * cover);
        rgb[dst + c] = dark + (245 - dark) * edge;
      }
    }
  }
}

/**
 * Fast settings: the Sub filter alone (pngjs tries all five per row by default, and Paeth is slow in
 * JS) with zlib's run-length strategy encode in ~5 ms; the default strategy saves ~25% but takes ~30 ms.
 */
function encode(data: Buffer, width: number, height: number, alpha: boolean): Buffer {
  const colorType = alpha ? 6 : 2;
  const png = new PNG({ width, height, colorType, inputColorType: colorType, inputHasAlpha: alpha });
  png.data = data;
  return PNG.sync.write(png, {
    colorType,
    inputColorType: colorType,
    inputHasAlpha: alpha,
    filterType: 1,
    deflateLevel: 6,
    deflateStrategy: 3,
  });
}

/** Uint8ClampedArray's conversion rounds and clamps natively, much faster than a JS loop. */
function toBytes(rgb: Float32Array): Buffer {
  const bytes = new Uint8ClampedArray(rgb);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const pick = (random: () => number, lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

/** A new challenge; about 15 ms of CPU, most of it painting the picture and deflating the PNGs. */
export function generateCaptcha(random: () => number = Math.random): GeneratedCaptcha {
  const x = pick(random, X_MIN, X_MAX);
  const y = pick(random, Y_MIN, Y_MAX);
  const rgb = paintBackground(makeScene(random));
  const piece = encode(cutPiece(rgb, x, y), PIECE_SIZE, PIECE_SIZE, true);
  punchHole(rgb, x, y);
  const background = encode(toBytes(rgb), W, H, false);
  return { x, y, background, piece, pieceWidth: PIECE_SIZE, pieceHeight: PIECE_SIZE };
}
