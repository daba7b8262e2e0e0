/**
 * A seeker's papers are private files: their keyed links answer only with the session's token, so
 * the drawer fetches them (http.download) and shows the bytes, never a bare link.
 */
import { useEffect, useState } from 'react';
import { http, saveDownload } from '../../../shell/http.ts';

export const isPdf = (name: string) => /\.pdf$/i.test(name);
export const isImage = (name: string) => /\.(png|jpe?g|gif|webp|bmp)$/i.test(name);

export async function fileBytes(fullPath: string): Promise<ArrayBuffer> {
  const { blob } = await http.download(fullPath, undefined, { silent: true });
  return blob.arrayBuffer();
}

/** Save a paper under its own name (failures toast in http.ts). */
export function downloadFile(fullPath: string): void {
  http.download(fullPath).then(saveDownload, () => undefined);
}

/** An object URL of the file while the component shows it; null while loading, 'failed' when it could not be read. */
export function useObjectUrl(fullPath: string): string | null | 'failed' {
  const [url, setUrl] = useState<{ path: string; url: string | 'failed' } | null>(null);
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    http.download(fullPath, undefined, { silent: true }).then(
      ({ blob }) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl({ path: fullPath, url: made });
      },
      () => live && setUrl({ path: fullPath, url: 'failed' }),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fullPath]);
  return url?.path === fullPath ? url.url : null;
}
