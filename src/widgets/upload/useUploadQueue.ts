/**
 * The upload list's state: the value the form owns plus the files still on their way. Each file
 * goes up in its own request, so one refused file leaves the others alone and each has its own
 * progress bar.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toastError } from '../../shell/dialogs.tsx';
import { useWidgetsT } from '../i18n.ts';
import { screenFiles, toUploaded, type UploadRules, type UploadedFile } from './rules.ts';
import { uploadFiles } from './transfer.ts';

export interface PendingUpload {
  key: string;
  name: string;
  percent: number;
  /** A local preview of an image while it uploads. */
  previewUrl?: string;
}

export interface UploadQueue {
  pending: readonly PendingUpload[];
  /** Screen a selection, report what is refused and upload the rest. */
  add: (files: readonly File[]) => void;
  remove: (id: number) => void;
}

let nextKey = 1;

export function useUploadQueue(value: readonly UploadedFile[], onChange: (next: UploadedFile[]) => void, rules: UploadRules): UploadQueue {
  const t = useWidgetsT();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Several uploads may finish before the parent re-renders with the new value: each one must
  // build on the previous one's result, not on the value of the last render.
  const committed = useRef<readonly UploadedFile[]>(value);
  useLayoutEffect(() => {
    committed.current = value;
  }, [value]);
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const open = controllers.current;
    return () => {
      for (const c of open) c.abort();
    };
  }, []);
  const pendingCount = useRef(0);

  const commit = useCallback((next: UploadedFile[]) => {
    committed.current = next;
    latestOnChange.current(next);
  }, []);

  const uploadOne = useCallback(
    async (file: File, preview: boolean) => {
      const key = `u${nextKey++}`;
      const previewUrl = preview ? URL.createObjectURL(file) : undefined;
      const ctrl = new AbortController();
      controllers.current.add(ctrl);
      pendingCount.current += 1;
      setPending((p) => [...p, { key, name: file.name, percent: 0, previewUrl }]);
      const onProgress = ({ percent }: { percent: number }) => setPending((p) => p.map((i) => (i.key === key ? { ...i, percent } : i)));
      try {
        const stored = await uploadFiles([file], { onProgress, signal: ctrl.signal, purpose: rules.purpose });
        if (!ctrl.signal.aborted) commit([...committed.current, ...stored.map(toUploaded)]);
      } catch {
        // The transfer has shown the server's message already; the file just leaves the list.
      } finally {
        controllers.current.delete(ctrl);
        pendingCount.current -= 1;
        if (previewUrl) URL.revokeObjectURL(previewUrl);
        if (!ctrl.signal.aborted) setPending((p) => p.filter((i) => i.key !== key));
      }
    },
    [commit, rules.purpose],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, rejections } = screenFiles(files, rules, committed.current.length + pendingCount.current);
      for (const r of rejections) toastError(t(r.key, r.params));
      for (const f of accepted) void uploadOne(f, rules.kind === 'image');
    },
    [rules, t, uploadOne],
  );

  const remove = useCallback((id: number) => commit(committed.current.filter((f) => f.id !== id)), [commit]);

  return { pending, add, remove };
}
