/**
 * The original file of a parsed resume, read with progress: the server sends Content-Length
 * (ResumeParsing/Parsing), so the dialog can show how much has arrived. Headers and failures as the
 * shell client's (an envelope instead of a file is read and reported like any other call's).
 */
import { reportFailure, saveDownload } from '../../../shell/http.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { fileNameFromDisposition, isEnvelope, resolveUrl, withQuery } from '../../../shell/httpCore.ts';
import { getToken } from '../../../shell/session.ts';
import type { ApiPath } from '../../../shell/api.ts';

const ORIGINAL: ApiPath<'get'> = '/ResumeParsing/Parsing';

export async function downloadOriginal(id: number, onProgress: (loaded: number, total: number) => void, signal: AbortSignal) {
  const headers: Record<string, string> = { 'Accept-Language': currentLang() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(withQuery(resolveUrl(ORIGINAL), { id }), { headers, signal });
  } catch {
    throw reportFailure({ kind: signal.aborted ? 'aborted' : 'timeout', code: 0 }, {});
  }
  if ((res.headers.get('content-type') ?? '').includes('application/json') || !res.ok || !res.body) {
    const body: unknown = await res.json().catch(() => undefined);
    if (isEnvelope(body)) throw reportFailure({ kind: 'state', code: body.state, message: body.message }, {});
    throw reportFailure({ kind: 'http', code: res.status }, {});
  }
  const total = Number(res.headers.get('content-length') ?? 0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    onProgress(loaded, total);
  }
  const fileName = fileNameFromDisposition(res.headers.get('content-disposition')) ?? 'resume';
  saveDownload({ blob: new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? undefined }), fileName });
}
