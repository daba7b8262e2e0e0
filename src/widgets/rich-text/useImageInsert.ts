/**
 * Pictures in the editor: checked like the image upload widget, stored through Files/UploadFiles
 * and inserted by the returned fullPath (never as data URLs, which would bloat the stored HTML),
 * sized down to fit 650 x 650.
 */
import { useCallback, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { toastError } from '../../shell/dialogs.tsx';
import { useWidgetsT } from '../i18n.ts';
import { DEFAULT_IMAGE_TYPES, screenFiles, type UploadRules } from '../upload/rules.ts';
import { uploadFiles } from '../upload/transfer.ts';
import { MAX_IMAGE_EDGE, fitWithin, type Size } from './limits.ts';

/** The picture's own size, read locally before the upload. */
function naturalSize(file: File): Promise<Size> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    const done = (size: Size) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    img.onload = () => done({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => done({ width: 0, height: 0 });
    img.src = url;
  });
}

export interface ImageInsert {
  /** Upload progress (0-100) while pictures go up, else null. */
  percent: number | null;
  insertFiles: (files: readonly File[]) => void;
}

export function useImageInsert(editor: Editor | null, maxSizeMb: number): ImageInsert {
  const t = useWidgetsT();
  const [percent, setPercent] = useState<number | null>(null);
  const busy = useRef(false);

  const insertOne = useCallback(async (ed: Editor, file: File) => {
    const [size, stored] = await Promise.all([
      naturalSize(file),
      uploadFiles([file], { onProgress: (p) => setPercent(p.percent), purpose: 'richText' }),
    ]);
    const first = stored[0];
    if (!first || ed.isDestroyed) return;
    const fit = fitWithin(size, MAX_IMAGE_EDGE);
    ed.chain()
      .focus()
      .setImage({ src: first.fullPath, alt: first.name, ...(fit ?? {}) })
      .run();
  }, []);

  const insertFiles = useCallback(
    (files: readonly File[]) => {
      if (!editor || busy.current) return;
      const rules: UploadRules = { kind: 'image', types: DEFAULT_IMAGE_TYPES, maxSizeMb, maxCount: Number.POSITIVE_INFINITY };
      const { accepted, rejections } = screenFiles(files, rules, 0);
      for (const r of rejections) toastError(t(r.key, r.params));
      if (!accepted.length) return;
      busy.current = true;
      setPercent(0);
      // One after another, so the pictures land in the order they were picked.
      void (async () => {
        try {
          for (const f of accepted) await insertOne(editor, f);
        } catch {
          // The transfer has shown the server's message; pictures already in stay in.
        } finally {
          busy.current = false;
          setPercent(null);
        }
      })();
    },
    [editor, insertOne, maxSizeMb, t],
  );

  return { percent, insertFiles };
}
