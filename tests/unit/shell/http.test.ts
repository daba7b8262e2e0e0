import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, isApiError, type ApiError } from '../../../src/shell/http.ts';
import { TOKEN_KEY } from '../../../src/shell/session.ts';
import { toastTexts } from '../../../src/shell/dialogs.tsx';

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

type FetchArgs = [string, RequestInit];
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

let calls: FetchArgs[] = [];
function answer(res: () => Response | Promise<Response>) {
  calls = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return Promise.resolve(res());
  });
}

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
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('http client', () => {
  it('resolves to data and sends the bearer token and the language', async () => {
    answer(() => json({ state: 200, message: 'ok', data: { a: 1 } }));
    await expect(http.get('User/GetUserInfo')).resolves.toEqual({ a: 1 });
    const [url, init] = calls[0]!;
    expect(url).toBe('/recruit/api/User/GetUserInfo');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Accept-Language']).toBe('zh-CN');
  });

  it('trims JSON bodies and serialises arrays as repeated keys', async () => {
    answer(() => json({ state: 200, message: '', data: null }));
    await http.post('Login/SysLogin', { account: '  admin ', nested: { x: ' y ' } });
    expect(JSON.parse(calls[0]![1].body as string)).toEqual({ account: 'admin', nested: { x: 'y' } });
    await http.get('PositionInfo/GetSimilarPosition', { ids: [1, 2], name: ' a ' });
    expect(calls[1]![0]).toBe('/recruit/api/PositionInfo/GetSimilarPosition?ids=1&ids=2&name=a');
  });

  it('rejects business states with state, message and field errors', async () => {
    answer(() => json({ state: 1000, message: '提交的数据有误', data: null, errors: { account: '账号格式不正确' } }));
    const e = await failure(http.post('Login/RegisterUser', {}));
    expect([e.kind, e.state, e.message, e.errors.account]).toEqual(['state', 1000, '提交的数据有误', '账号格式不正确']);
  });

  it('lets a form that shows field errors under its fields go without a toast repeating them, and toasts anything else', async () => {
    const refused = { state: 1000, message: '提交的数据有误', data: null, errors: { deptNo: '已存在' } };
    answer(() => json(refused));
    const before = toastTexts().length;
    expect((await failure(http.post('SysTenement/Dept/Add', {}, { fieldsShown: true }))).errors).toEqual({ deptNo: '已存在' });
    expect(toastTexts().length).toBe(before);
    await failure(http.post('SysTenement/Dept/Add', {}));
    expect(toastTexts().at(-1)).toBe('提交的数据有误');
    answer(() => json({ state: 1102, message: '数据不存在或无权访问', data: null }));
    await failure(http.post('SysTenement/Dept/Add', {}, { fieldsShown: true }));
    expect(toastTexts().at(-1)).toBe('数据不存在或无权访问');
  });

  it('rejects HTTP errors with the status', async () => {
    answer(() => new Response('oops', { status: 500 }));
    const e = await failure(http.get('Anything'));
    expect([e.kind, e.state]).toEqual(['http', 500]);
  });

  it('treats a non-envelope answer as a bad response', async () => {
    answer(() => new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    expect((await failure(http.get('Anything'))).kind).toBe('badResponse');
  });

  it('reports a body cut off because the caller left as aborted, not as a bad response from the server', async () => {
    const caller = new AbortController();
    calls = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      // The headers arrived; the body stalls until the request is aborted, then fails to read.
      const body = new ReadableStream({
        start(stream) {
          init.signal?.addEventListener('abort', () => stream.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }));
    });
    const p = failure(http.get('ResumeDeliveryRecord/User/GetList', undefined, { signal: caller.signal }));
    await new Promise((r) => setTimeout(r, 10));
    caller.abort();
    expect((await p).kind).toBe('aborted');
  });

  it('times out after 30 s', async () => {
    vi.useFakeTimers();
    calls = [];
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const p = failure(http.get('Slow'));
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const e = await p;
    expect([e.kind, e.state]).toEqual(['timeout', 0]);
  });

  it('downloads a blob with the name from Content-Disposition', async () => {
    answer(
      () =>
        new Response('abc', {
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': `attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx`,
          },
        }),
    );
    const d = await http.download('TenementUser/TenementUserExport', { ids: [1] });
    expect(d.fileName).toBe('导出.xlsx');
    expect(await d.blob.text()).toBe('abc');
  });

  it('refuses a download without Content-Disposition as a configuration error', async () => {
    answer(() => new Response('abc', { headers: { 'content-type': 'application/octet-stream' } }));
    expect((await failure(http.download('X/Export'))).kind).toBe('noDisposition');
  });

  it('reads envelope errors from export routes', async () => {
    answer(() => json({ state: 1100, message: '没有操作权限', data: null }));
    const e = await failure(http.download('X/Export'));
    expect([e.kind, e.state]).toEqual(['state', 1100]);
  });
});
