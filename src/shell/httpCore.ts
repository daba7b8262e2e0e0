/**
 * The pure half of the HTTP client: request shaping and response reading that need no browser
 * globals, so unit tests cover them directly.
 */

export const API_BASE = '/recruit/api';
export const REQUEST_TIMEOUT_MS = 30_000;

/** The server's envelope around every JSON answer. */
export interface Envelope<T = unknown> {
  state: number;
  message: string;
  data: T;
  errors?: Record<string, string>;
}

export type FailureKind = 'state' | 'http' | 'timeout' | 'badResponse' | 'noDisposition' | 'aborted';

/**
 * What every failed call rejects with. `state` is the envelope state for business errors and the
 * HTTP status for HTTP errors (0 when nothing came back); `errors` holds per-field messages.
 */
export class ApiError extends Error {
  readonly kind: FailureKind;
  readonly state: number;
  readonly errors: Readonly<Record<string, string>>;

  constructor(kind: FailureKind, state: number, message: string, errors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.state = state;
    this.errors = errors;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * Callers may write the seeds' paths (`/api/Login/SysLogin`) or bare call names (`Login/SysLogin`);
 * both land under the API base. Absolute URLs and app-rooted paths (`/recruit/...`) pass unchanged
 * for callers given a full address (Excel upload targets, exports).
 */
export function resolveUrl(path: string): string {
  if (/^https?:\/\//i.test(path) || path.startsWith('/recruit/')) return path;
  const bare = path.replace(/^\/+/, '').replace(/^api\//i, '');
  return `${API_BASE}/${bare}`;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Trim every string in plain objects and arrays; leave files, dates and the like alone. */
export function trimDeep<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((v: unknown) => trimDeep(v)) as T;
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = trimDeep(v);
    return out as T;
  }
  return value;
}

export type QueryScalar = string | number | boolean | Date;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

function scalarText(v: QueryScalar): string {
  if (v instanceof Date) return v.toISOString();
  return typeof v === 'string' ? v.trim() : String(v);
}

/**
 * Serialise query params the way the server reads them: arrays as repeated keys without indices
 * (`ids=1&ids=2`), strings trimmed, null and undefined left out.
 */
export function buildQuery(params: Query | undefined): string {
  if (!params) return '';
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const list: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of list) {
      if (item !== null && item !== undefined) sp.append(key, scalarText(item));
    }
  }
  const text = sp.toString();
  return text ? `?${text}` : '';
}

export function withQuery(url: string, params: Query | undefined): string {
  const q = buildQuery(params);
  if (!q) return url;
  return url.includes('?') ? `${url}&${q.slice(1)}` : `${url}${q}`;
}

function decodeSafely(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

/** The file name of a download: RFC 5987 `filename*` first, then plain `filename`. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header);
  if (star?.[1]) return decodeSafely(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const raw = plain?.[2] ?? plain?.[1];
  if (!raw) return null;
  const name = decodeSafely(raw.trim().replace(/^"|"$/g, ''));
  return name || null;
}

export function isEnvelope(v: unknown): v is Envelope {
  // `data` may be absent on errors; the numeric state is what makes it an envelope.
  return isPlainObject(v) && typeof v.state === 'number';
}
