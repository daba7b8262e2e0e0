/**
 * A seeker's papers are private files: their keyed links answer only with the session's token, so
 * the drawer fetches them (http.download) and shows the bytes, never a bare link.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
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

/**
 * An object URL of the file while the component shows it; null while loading, 'failed' when it could
 * not be read. The bytes are a query of the shared client (a file under a random key never changes,
 * so the drawer opened again shows them at once); the URL made of them is the component's to revoke.
 */
export function useObjectUrl(fullPath: string): string | null | 'failed' {
  const file = useQuery({
    queryKey: ['file', fullPath],
    queryFn: ({ signal }) => http.download(fullPath, undefined, { silent: true, signal }).then((d) => d.blob),
    staleTime: Infinity,
  });
  const blob = file.data;
  const [url, setUrl] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const made = URL.createObjectURL(blob);
    setUrl({ blob, url: made });
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  if (file.isError) return 'failed';
  return url && url.blob === blob ? url.url : null;
}
