/**
 * Multipart POST with upload progress. fetch cannot report how much of a request body has gone
 * out, so uploads use XMLHttpRequest; everything else is the shell client's: the same headers
 * (Authorization, Accept-Language), the same envelope reading and the same failure reactions from
 * the error catalogue, so an upload that hits an expired session ends it like any other call.
 */
import { getToken } from '../../shell/session.ts';
import { currentLang } from '../../shell/i18n.ts';
import type { Failure } from '../../shell/errorCatalogue.ts';
import { reportFailure } from '../../shell/http.ts';
import { REQUEST_TIMEOUT_MS, isEnvelope, resolveUrl } from '../../shell/httpCore.ts';
import type { ApiData, ApiPath } from '../../shell/api.ts';

/**
 * A transfer fails after this long without any progress. Idle rather than total time: a large file
 * on a slow line may take minutes and still be healthy. The seeds' longer reading of the request
 * timeout, because an import also waits for the server to check every row after the upload.
 */
export const TRANSFER_IDLE_MS = REQUEST_TIMEOUT_MS * 2;

export interface TransferProgress {
  loaded: number;
  total: number;
  /** 0-100; 0 while the browser cannot tell the total. */
  percent: number;
}

export interface TransferOptions {
  onProgress?: (p: TransferProgress) => void;
  signal?: AbortSignal;
  idleTimeoutMs?: number;
  /** States the caller handles itself: no toast for them (as in the shell client). */
  quietStates?: readonly number[];
  /** Show nothing and end no session: the caller owns every failure. */
  silent?: boolean;
}

/** One stored file as `/Files/UploadFiles` answers it. */
export type StoredFile = ApiData<'/Files/UploadFiles', 'post'>[number];

export type Judgement<T> = { ok: true; data: T } | { ok: false; failure: Failure; errors?: Record<string, string> };

export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Read a finished response the way the shell client reads one (http.ts `readEnvelope`). */
export function judgeResponse<T>(status: number, text: string): Judgement<T> {
  const body = parseJson(text);
  if (status < 200 || status >= 300) {
    const message = isEnvelope(body) && body.message ? body.message : undefined;
    return { ok: false, failure: { kind: 'http', code: status, message } };
  }
  if (!isEnvelope(body)) return { ok: false, failure: { kind: 'badResponse', code: status } };
  if (body.state !== 200) return { ok: false, failure: { kind: 'state', code: body.state, message: body.message }, errors: body.errors };
  return { ok: true, data: body.data as T };
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A timer that fires after `ms` without a kick. */
function idleTimer(ms: number, onIdle: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    kick: () => {
      clearTimeout(timer);
      timer = setTimeout(onIdle, ms);
    },
    stop: () => clearTimeout(timer),
  };
}

/** POST a form (multipart) and resolve to the envelope's `data`; rejects with ApiError. */
export function postForm<T>(path: string, form: FormData, opts: TransferOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (opts.signal?.aborted) return reject(reportFailure({ kind: 'aborted', code: 0 }, opts));
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    const idle = idleTimer(opts.idleTimeoutMs ?? TRANSFER_IDLE_MS, () => {
      timedOut = true;
      xhr.abort();
    });
    const onCallerAbort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      idle.stop();
      opts.signal?.removeEventListener('abort', onCallerAbort);
      outcome();
    };
    xhr.open('POST', resolveUrl(path));
    for (const [k, v] of Object.entries(requestHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      idle.kick();
      opts.onProgress?.({ loaded: e.loaded, total: e.total, percent: e.lengthComputable ? percentOf(e.loaded, e.total) : 0 });
    };
    xhr.onprogress = () => idle.kick();
    xhr.onload = () =>
      settle(() => {
        const j = judgeResponse<T>(xhr.status, xhr.responseText);
        if (j.ok) resolve(j.data);
        else reject(reportFailure(j.failure, opts, j.errors));
      });
    // No answer at all: a dropped network looks the same as a timeout to the user.
    xhr.onerror = () => settle(() => reject(reportFailure({ kind: 'timeout', code: 0 }, opts)));
    xhr.onabort = () => settle(() => reject(reportFailure({ kind: timedOut ? 'timeout' : 'aborted', code: 0 }, opts)));
    opts.signal?.addEventListener('abort', onCallerAbort, { once: true });
    xhr.send(form);
    idle.kick();
  });
}

/** A multipart POST of the contract, its answer typed from it (the path as generated/client/api.ts spells it). */
export const postApiForm = <P extends ApiPath<'post'>>(path: P, form: FormData, opts: TransferOptions = {}) =>
  postForm<ApiData<P, 'post'>>(path, form, opts);

/**
 * Why a picture is uploaded when public pages show it: the server keeps back-office uploads private to
 * the company unless one of these is named (then pictures are readable by anyone).
 */
export type UploadPurpose = 'logo' | 'richText' | 'poster';

/** Store files through `/Files/UploadFiles` (multipart field `files`; `purpose` for pictures public pages show). */
export function uploadFiles(
  files: readonly File[],
  opts: TransferOptions & { purpose?: UploadPurpose | undefined } = {},
): Promise<StoredFile[]> {
  const form = new FormData();
  if (opts.purpose) form.append('purpose', opts.purpose);
  for (const f of files) form.append('files', f, f.name);
  return postApiForm('/Files/UploadFiles', form, opts);
}
