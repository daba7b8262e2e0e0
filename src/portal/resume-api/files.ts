/**
 * Private files (resume photos, attachments, entry documents) are served only with the caller's
 * bearer token, which an <img src> or a PDF viewer cannot send: read them through the HTTP client.
 */
import { http } from '../../shell/http.ts';

export async function fetchFileBlob(fullPath: string, signal?: AbortSignal): Promise<Blob> {
  const { blob } = await http.download(fullPath, undefined, { signal, silent: true });
  return blob;
}
