import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isApiError, type ApiError } from '../../../src/shell/http.ts';
import { TOKEN_KEY } from '../../../src/shell/session.ts';
import { judgeResponse, percentOf, postForm, uploadFiles, type TransferProgress } from '../../../src/widgets/upload/transfer.ts';

const shown = vi.hoisted(() => ({ toasts: [] as string[], logouts: 0 }));
vi.mock('../../../src/shell/dialogs.tsx', () => ({ toastError: (text: string) => shown.toasts.push(text) }));
vi.mock('../../../src/shell/forceLogout.ts', () => ({
  forceLogout: () => {
    shown.logouts += 1;
  },
  goToLogin: () => undefined,
  isForcedLogoutPending: () => false,
  textOf: (t: { raw?: string; key?: string }) => t.raw ?? t.key ?? '',
}));

class MemoryStorage {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

type Handler = ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;

/** Just enough XMLHttpRequest: records the request; the test plays the server. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: Handler } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const xhr = () => FakeXhr.last!;

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (isApiError(e)) return e;
    throw e;
  }
  throw new Error('expected a rejection');
}

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem(TOKEN_KEY, 'tok-1');
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  shown.toasts = [];
  shown.logouts = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('percentOf', () => {
  it('rounds, clamps and reads an unknown total as 0', () => {
    expect([percentOf(1, 3), percentOf(5, 4), percentOf(5, 0)]).toEqual([33, 100, 0]);
  });
});

describe('judgeResponse', () => {
  it('reads the envelope as the shell client does', () => {
    expect(judgeResponse(200, '{"state":200,"message":"","data":[1]}')).toEqual({ ok: true, data: [1] });
    expect(judgeResponse(200, '{"state":1301,"message":"文件类型不正确","data":null}')).toMatchObject({
      ok: false,
      failure: { kind: 'state', code: 1301, message: '文件类型不正确' },
    });
    expect(judgeResponse(200, '<html>')).toMatchObject({ ok: false, failure: { kind: 'badResponse' } });
    expect(judgeResponse(413, '{"state":1002,"message":"请求内容过大"}')).toMatchObject({
      ok: false,
      failure: { kind: 'http', code: 413, message: '请求内容过大' },
    });
  });
});

describe('postForm', () => {
  it('posts under the API base with the session headers and reports progress', async () => {
    const seen: TransferProgress[] = [];
    const p = postForm<{ ok: boolean }>('InterviewContacts/ImportContacts', new FormData(), { onProgress: (x) => seen.push(x) });
    expect([xhr().method, xhr().url]).toEqual(['POST', '/recruit/api/InterviewContacts/ImportContacts']);
    expect(xhr().headers).toEqual({ 'Accept-Language': 'zh-CN', Authorization: 'Bearer tok-1' });
    xhr().progress(50, 200);
    xhr().progress(200, 200);
    xhr().respond(200, { state: 200, message: '', data: { ok: true } });
    await expect(p).resolves.toEqual({ ok: true });
    expect(seen.map((s) => s.percent)).toEqual([25, 100]);
  });

  it('names a public purpose only when the caller gives one (else the server keeps the upload private)', async () => {
    const plain = uploadFiles([new File(['x'], 'a.png')]);
    expect((xhr().body as FormData).has('purpose')).toBe(false);
    xhr().respond(200, { state: 200, message: '', data: [] });
    await plain;
    const logo = uploadFiles([new File(['x'], 'a.png')], { purpose: 'logo' });
    expect((xhr().body as FormData).get('purpose')).toBe('logo');
    xhr().respond(200, { state: 200, message: '', data: [] });
    await logo;
  });

  it("shows a refused upload's message and rejects with its state", async () => {
    const p = failure(uploadFiles([new File(['x'], 'a.png')]));
    expect((xhr().body as FormData).getAll('files')).toHaveLength(1);
    xhr().respond(200, { state: 1301, message: '请上传png,jpeg文件', data: null });
    const e = await p;
    expect([e.kind, e.state, e.message]).toEqual(['state', 1301, '请上传png,jpeg文件']);
    expect(shown.toasts).toEqual(['请上传png,jpeg文件']);
  });

  it('ends the session on a session state', async () => {
    const p = failure(postForm('Files/UploadFiles', new FormData()));
    xhr().respond(200, { state: 4003, message: '', data: null });
    await p;
    expect(shown.logouts).toBe(1);
  });

  it('times out after the idle limit without progress', async () => {
    vi.useFakeTimers();
    const p = failure(postForm('Files/UploadFiles', new FormData(), { idleTimeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(900);
    xhr().progress(10, 100);
    await vi.advanceTimersByTimeAsync(900);
    xhr().progress(20, 100);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await p).kind).toBe('timeout');
    expect(shown.toasts).toEqual(['http.timeout']);
  });

  it('stays quiet when the caller aborts', async () => {
    const ctrl = new AbortController();
    const p = failure(postForm('Files/UploadFiles', new FormData(), { signal: ctrl.signal }));
    ctrl.abort();
    expect((await p).kind).toBe('aborted');
    expect(shown.toasts).toEqual([]);
  });
});
