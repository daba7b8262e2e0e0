/**
 * The one HTTP client of the web app (fetch based). Calls resolve to the envelope's `data` and
 * reject with ApiError; what the user sees for a failure comes from errorCatalogue.ts only.
 */
import { getToken } from './session.ts';
import { currentLang } from './i18n.ts';
import { toastError } from './dialogs.tsx';
import { forceLogout, goToLogin, isForcedLogoutPending, textOf } from './forceLogout.ts';
import { reactTo, type Failure, type Reaction } from './errorCatalogue.ts';
import {
  ApiError,
  REQUEST_TIMEOUT_MS,
  fileNameFromDisposition,
  isEnvelope,
  resolveUrl,
  trimDeep,
  withQuery,
  type Query,
} from './httpCore.ts';

export { ApiError, isApiError, type Query } from './httpCore.ts';

export interface CallOptions {
  params?: Query;
  timeoutMs?: number;
  /** States this caller handles itself (e.g. 1302 captcha required): no toast for them. */
  quietStates?: readonly number[];
  /**
   * Show nothing and end no session: the caller owns every failure (logout, background probes).
   * To only skip some toasts, use quietStates instead.
   */
  silent?: boolean;
  /**
   * The caller puts the answer's per-field `errors` under its fields: a refusal that carries them
   * shows there only, without a toast repeating it (one without field errors still toasts).
   */
  fieldsShown?: boolean;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export interface Download {
  blob: Blob;
  fileName: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
  return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function buildInit(method: Method, body: unknown, opts: CallOptions, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { 'Accept-Language': currentLang(), ...opts.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body === undefined) return { method, headers, signal };
  if (isRawBody(body)) return { method, headers, body, signal };
  headers['Content-Type'] = 'application/json';
  return { method, headers, body: JSON.stringify(trimDeep(body)), signal };
}

function apply(r: Reaction): void {
  if (r.type === 'forceLogout') forceLogout(r.text);
  else if (r.type === 'toLogin') goToLogin();
  // Behind the forced-logout dialog more toasts would only repeat the same news.
  else if (r.type === 'toast' && !isForcedLogoutPending()) toastError(textOf(r.text), r.ms);
}

/** What decides how a failure is shown; other transports (XHR uploads) pass theirs. */
export type FailureOptions = Pick<CallOptions, 'quietStates' | 'silent' | 'fieldsShown'>;

/**
 * Show the failure as the catalogue says, then hand the caller an ApiError. Exported so every
 * transport of the app (the XHR uploads too) reacts to a state the same way.
 */
export function reportFailure(f: Failure, opts: FailureOptions, errors?: Record<string, string>): ApiError {
  const r = reactTo(f, { hasToken: getToken() !== null, quietStates: opts.quietStates });
  const inFields = opts.fieldsShown === true && errors !== undefined && Object.keys(errors).length > 0;
  if (!opts.silent && !inFields) apply(r);
  const text = f.message ?? ('text' in r ? textOf(r.text) : '');
  return new ApiError(f.kind, f.code, text, errors);
}

async function readJsonSafely(res: Response): Promise<unknown> {
  try {
    return (await res.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** How a read learns that its request was stopped while the body came in (the caller left, or the timeout). */
interface ReadOptions extends CallOptions {
  stopped?: () => 'aborted' | 'timeout' | null;
}

async function readEnvelope<T>(res: Response, opts: ReadOptions): Promise<T> {
  const body = await readJsonSafely(res);
  // A body cut off by an abort is no bad answer from the server: the caller left (a refetch took over) or time ran out.
  const stopped = opts.stopped?.();
  if (stopped) throw reportFailure({ kind: stopped, code: 0 }, opts);
  if (!res.ok) {
    const message = isEnvelope(body) && body.message ? body.message : undefined;
    throw reportFailure({ kind: 'http', code: res.status, message }, opts);
  }
  if (!isEnvelope(body)) throw reportFailure({ kind: 'badResponse', code: res.status }, opts);
  if (body.state !== 200) throw reportFailure({ kind: 'state', code: body.state, message: body.message }, opts, body.errors);
  return body.data as T;
}

async function readDownload(res: Response, opts: ReadOptions): Promise<Download> {
  const type = res.headers.get('content-type') ?? '';
  // Errors come back as an envelope even from export routes.
  if (!res.ok || type.includes('application/json')) {
    await readEnvelope<unknown>(res, opts);
    throw reportFailure({ kind: 'badResponse', code: res.status }, opts);
  }
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition'));
  if (!fileName) throw reportFailure({ kind: 'noDisposition', code: res.status }, opts);
  try {
    return { blob: await res.blob(), fileName };
  } catch (e) {
    const stopped = opts.stopped?.();
    if (stopped) throw reportFailure({ kind: stopped, code: 0 }, opts);
    throw e;
  }
}

/** One round trip with the 30 s timeout covering the body read as well. */
async function exchange<T>(
  method: Method,
  path: string,
  body: unknown,
  opts: CallOptions,
  read: (res: Response, opts: ReadOptions) => Promise<T>,
): Promise<T> {
  const ctrl = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    ctrl.abort();
  }, opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => ctrl.abort();
  opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const url = withQuery(resolveUrl(path), opts.params ? trimDeep(opts.params) : undefined);
    let res: Response;
    try {
      res = await fetch(url, buildInit(method, body, opts, ctrl.signal));
    } catch {
      // No answer at all: a timeout, a dropped network, or the caller leaving.
      throw reportFailure({ kind: opts.signal?.aborted && !timedOut ? 'aborted' : 'timeout', code: 0 }, opts);
    }
    return await read(res, { ...opts, stopped: () => (ctrl.signal.aborted ? (timedOut ? 'timeout' : 'aborted') : null) });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onCallerAbort);
  }
}

export const http = {
  get: <T>(path: string, params?: Query, opts: CallOptions = {}) =>
    exchange<T>('GET', path, undefined, { ...opts, params: params ?? opts.params }, readEnvelope),
  post: <T>(path: string, body?: unknown, opts: CallOptions = {}) => exchange<T>('POST', path, body, opts, readEnvelope),
  put: <T>(path: string, body?: unknown, opts: CallOptions = {}) => exchange<T>('PUT', path, body, opts, readEnvelope),
  delete: <T>(path: string, params?: Query, opts: CallOptions = {}) =>
    exchange<T>('DELETE', path, undefined, { ...opts, params: params ?? opts.params }, readEnvelope),
  /** GET a file (exports, templates); its name comes from Content-Disposition. */
  download: (path: string, params?: Query, opts: CallOptions = {}) =>
    exchange<Download>('GET', path, undefined, { ...opts, params: params ?? opts.params }, readDownload),
  /** POST a body and read a file back (a document rendered from what was sent: the offer letter's preview). */
  postFile: (path: string, body?: unknown, opts: CallOptions = {}) => exchange<Download>('POST', path, body, opts, readDownload),
};

/** Hand a downloaded file to the browser's save flow. */
export function saveDownload({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
