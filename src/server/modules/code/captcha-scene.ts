/**
 * The captcha's picture: a procedural landscape (sky, soft blobs, hills, two octaves of noise),
 * painted into a float RGB buffer. Pure: all randomness comes from the injected `random`.
 */
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../../common/captcha.ts';

// Local copies: in the hot loops a module binding can cost a property lookup per read once transpiled.
const W: number = CAPTCHA_WIDTH;
const H: number = CAPTCHA_HEIGHT;

type Rgb = [number, number, number];
export const clamp01 = (v: number) => Math.min(Math.max(v, 0), 1);
export const smooth = (v: number) => v * v * (3 - 2 * v);

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) => 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

interface Blob {
  cx: number;
  cy: number;
  r: number;
  color: Rgb;
  alpha: number;
}
/** `top` is the ridge's highest point: rows above every hill's top are all sky. */
interface Layer {
  ridge: Float32Array;
  top: number;
  color: Rgb;
  shade: number;
}
/** A coarse lattice of random values; smooth sampling of it gives soft, cloudy brightness texture. */
interface Noise {
  grid: Float32Array;
  cell: number;
  cols: number;
  amp: number;
}
interface Scene {
  skyTop: Rgb;
  skyBottom: Rgb;
  blobs: Blob[];
  layers: Layer[];
  noise: Noise[];
}

/**
 * Two octaves: broad blotches so flat areas are never flat (and a flat-colour scan finds nothing),
 * and a finer texture on top, which also hides banding in the gradients. Per-pixel grain would do
 * that too but grows the PNG by half again.
 */
const OCTAVES = [
  { cell: 24, amp: 14 },
  { cell: 9, amp: 6 },
] as const;

function lattice(random: () => number, cell: number, amp: number): Noise {
  const cols = Math.ceil(W / cell) + 2;
  return { grid: Float32Array.from({ length: cols * (Math.ceil(H / cell) + 2) }, () => random() - 0.5), cell, cols, amp };
}

/** One row of the noise, interpolated between lattice rows first so each pixel only blends along x. */
function noiseRow({ grid, cell, cols, amp }: Noise, y: number, out: Float32Array): void {
  const gy = y / cell;
  const iy = Math.floor(gy);
  const fy = smooth(gy - iy);
  const column = new Float32Array(cols);
  for (let c = 0; c < cols; c++) {
    column[c] = ((grid[iy * cols + c] ?? 0) * (1 - fy) + (grid[(iy + 1) * cols + c] ?? 0) * fy) * amp;
  }
  for (let x = 0; x < W; x++) {
    const gx = x / cell;
    const ix = Math.floor(gx);
    const fx = smooth(gx - ix);
    out[x] = (out[x] ?? 0) + (column[ix] ?? 0) * (1 - fx) + (column[ix + 1] ?? 0) * fx;
  }
}

/** Rolling hills from far (hazy, light) to near (saturated, dark), each a sum of a few sines. */
function makeLayers(random: () => number, hue: number, haze: Rgb): Layer[] {
  const layers: Layer[] = [];
  for (let k = 0; k < 4; k++) {
    const base = H * (0.4 + 0.14 * k) + (random() - 0.5) * 14;
    const waves = [0, 1, 2].map((w) => ({
      amp: (16 - 3 * k) / (w + 1),
      freq: (0.008 + random() * 0.01) * (w + 1) ** 1.6,
      phase: random() * 6.3,
    }));
    const ridge = new Float32Array(W);
    for (let x = 0; x < W; x++) ridge[x] = waves.reduce((h, w) => h + w.amp * Math.sin(x * w.freq + w.phase), base);
    const own = hsl(hue + k * 12 + random() * 20, 0.3 + 0.12 * k, 0.7 - 0.13 * k);
    const mist = 0.55 - 0.17 * k;
    const color: Rgb = [own[0] + (haze[0] - own[0]) * mist, own[1] + (haze[1] - own[1]) * mist, own[2] + (haze[2] - own[2]) * mist];
    layers.push({ ridge, top: Math.min(...ridge), color, shade: 0.5 + 0.1 * k });
  }
  return layers;
}

/** A sun and a few soft clouds, each cloud a cluster of overlapping discs. */
function makeBlobs(random: () => number, hue: number): Blob[] {
  const blobs: Blob[] = [
    { cx: 30 + random() * (W - 60), cy: 20 + random() * 50, r: 16 + random() * 12, color: hsl(hue + 50, 0.95, 0.9), alpha: 0.95 },
  ];
  const clouds = 2 + Math.floor(random() * 3);
  for (let c = 0; c < clouds; c++) {
    const cx = random() * W;
    const cy = 15 + random() * 70;
    for (let d = 0; d < 3; d++) {
      blobs.push({
        cx: cx + (d - 1) * (14 + random() * 10),
        cy: cy + (random() - 0.5) * 10,
        r: 12 + random() * 14,
        color: [255, 255, 255],
        alpha: 0.22 + random() * 0.2,
      });
    }
  }
  return blobs;
}

/** A sky of one hue over hills of a contrasting one, so every picture is colourful but harmonious. */
export function makeScene(random: () => number): Scene {
  const hue = random() * 360;
  const skyTop = hsl(hue, 0.55, 0.6);
  const skyBottom = hsl(hue + 35, 0.75, 0.83);
  const blobs = makeBlobs(random, hue);
  const layers = makeLayers(random, hue + 140 + random() * 70, skyBottom);
  return { skyTop, skyBottom, blobs, layers, noise: OCTAVES.map(({ cell, amp }) => lattice(random, cell, amp)) };
}

/**
 * One row of the picture being painted, a channel per array. Painting shape by shape along a row,
 * rather than pixel by pixel through every shape, keeps the loops tight: about 5 ms for the picture.
 */
interface Row {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}

/** Channels as plain numbers: colour arrays of mixed element kinds would make this hot call polymorphic. */
const blend = (row: Row, x: number, cr: number, cg: number, cb: number, a: number) => {
  row.r[x] = (row.r[x] ?? 0) + (cr - (row.r[x] ?? 0)) * a;
  row.g[x] = (row.g[x] ?? 0) + (cg - (row.g[x] ?? 0)) * a;
  row.b[x] = (row.b[x] ?? 0) + (cb - (row.b[x] ?? 0)) * a;
};

/** Soft discs: a flat core fading at the rim, then a faint halo out to 1.6 radii. */
function paintBlobs(row: Row, y: number, blobs: readonly Blob[]): void {
  for (const blob of blobs) {
    const reach = blob.r * 1.6;
    const dy = y - blob.cy;
    if (Math.abs(dy) >= reach) continue;
    const half = Math.sqrt(reach * reach - dy * dy);
    const from = Math.max(0, Math.ceil(blob.cx - half));
    const to = Math.min(W - 1, Math.floor(blob.cx + half));
    for (let x = from; x <= to; x++) {
      const dx = x - blob.cx;
      const d = Math.sqrt(dx * dx + dy * dy) / blob.r;
      const a = blob.alpha * (d < 1 ? 1 - 0.4 * smooth(d) : 0.6 * (1 - smooth(clamp01((d - 1) / 0.6))));
      blend(row, x, blob.color[0], blob.color[1], blob.color[2], a);
    }
  }
}

/**
 * Each hill covers the row below its ridge, anti-aliased at the ridge and darkening with depth.
 * Painting starts at the nearest hill that fully covers the pixel: the ones behind it would not show.
 */
function paintLayers(row: Row, y: number, layers: readonly Layer[]): void {
  if (layers.every((layer) => y + 0.5 <= layer.top)) return;
  for (let x = 0; x < W; x++) {
    let k = Math.max(0, layers.length - 1);
    while (k > 0 && y + 0.5 - (layers[k]?.ridge[x] ?? H) < 1) k--;
    for (; k < layers.length; k++) {
      const layer = layers[k] as Layer;
      const depth = y + 0.5 - (layer.ridge[x] ?? H);
      if (depth <= 0) continue;
      const dark = 1 - layer.shade * Math.min(depth / H, 0.5);
      blend(row, x, layer.color[0] * dark, layer.color[1] * dark, layer.color[2] * dark, clamp01(depth));
    }
  }
}

/** The picture as a float RGB buffer: kept unrounded until encoding so the hole and piece blend cleanly. */
export function paintBackground(scene: Scene): Float32Array {
  const rgb = new Float32Array(W * H * 3);
  const row: Row = { r: new Float32Array(W), g: new Float32Array(W), b: new Float32Array(W) };
  const grain = new Float32Array(W);
  const { skyTop: top, skyBottom: bottom } = scene;
  for (let y = 0; y < H; y++) {
    const v = (y / H) ** 0.8;
    row.r.fill(top[0] + (bottom[0] - top[0]) * v);
    row.g.fill(top[1] + (bottom[1] - top[1]) * v);
    row.b.fill(top[2] + (bottom[2] - top[2]) * v);
    paintBlobs(row, y, scene.blobs);
    paintLayers(row, y, scene.layers);
    grain.fill(0);
    for (const noise of scene.noise) noiseRow(noise, y, grain);
    for (let x = 0, k = y * W * 3; x < W; x++, k += 3) {
      const n = grain[x] ?? 0;
      rgb[k] = (row.r[x] ?? 0) + n;
      rgb[k + 1] = (row.g[x] ?? 0) + n;
      rgb[k + 2] = (row.b[x] ?? 0) + n;
    }
  }
  return rgb;
}
