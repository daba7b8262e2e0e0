/**
 * The seeker's photo pipeline: choose a file → the seeds' type check → the 3:4 cropper → PNG →
 * compression under 5 MB (quality 1 down to 0.3) → private upload. The caller saves the result.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECRUITING_LIMITS, SEEKER_IMAGE_EXTENSIONS } from '../../../../common/recruiting.ts';
import { toastError } from '../../../../shell/dialogs.tsx';
import { useWidgetsT } from '../../../../widgets/i18n.ts';
import { acceptAttr, hasAllowedType, typesText } from '../../../../widgets/upload/rules.ts';
import { ImageCropDialog } from '../../../../widgets/image-crop/ImageCropDialog.tsx';
import { compressUnderLimit, type CompressLimits } from '../../../../widgets/image-crop/compress.ts';
import { compressorStep } from '../../../../widgets/image-crop/compressor.ts';
import { uploadResumePhoto } from '../../../resume-api/resume.ts';
import type { StoredPhoto } from '../../../resume-api/types.ts';

export const SEEKER_COMPRESS: CompressLimits = {
  maxBytes: RECRUITING_LIMITS.seekerImageBytesMax,
  qualityStart: RECRUITING_LIMITS.compressQualityStart,
  qualityMin: RECRUITING_LIMITS.compressQualityMin,
  qualityStep: RECRUITING_LIMITS.compressQualityStep,
  triesMax: RECRUITING_LIMITS.compressTriesMax,
};

export interface PhotoFlow {
  /** Open the file chooser. */
  pick: () => void;
  /** The hidden input and the cropper dialog: render them once. */
  elements: ReactNode;
}

/** `photo.png`, or `photo.jpg` when compression turned the PNG into a JPEG. */
function nameFor(blob: Blob): string {
  return blob.type === 'image/jpeg' ? 'photo.jpg' : 'photo.png';
}

export function usePhotoFlow(onUploaded: (photo: StoredPhoto) => Promise<void>): PhotoFlow {
  const { t } = useTranslation('resume');
  const wt = useWidgetsT();
  const input = useRef<HTMLInputElement>(null);
  const [src, setSrc] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!hasAllowedType(file.name, SEEKER_IMAGE_EXTENSIONS)) {
      toastError(wt('upload.wrongImageType', { types: typesText(SEEKER_IMAGE_EXTENSIONS, 'image') }));
      return;
    }
    setSrc(URL.createObjectURL(file));
  };

  const onCropped = useCallback(
    async (png: Blob) => {
      const out = await compressUnderLimit(png, compressorStep(SEEKER_COMPRESS.maxBytes), SEEKER_COMPRESS).catch(() => null);
      if (!out) {
        toastError(t('photos.processFailed'));
        return;
      }
      if (!out.ok) {
        toastError(t('photos.tooLarge'));
        return;
      }
      try {
        await onUploaded(await uploadResumePhoto(out.blob, nameFor(out.blob)));
        setSrc(null);
      } catch {
        // The HTTP layer showed why; the dialog stays so the seeker can try again.
      }
    },
    [onUploaded, t],
  );

  const texts = {
    title: t('crop.title'),
    hint: t('crop.hint'),
    zoom: t('crop.zoom'),
    cancel: t('actions.cancel'),
    confirm: t('crop.confirm'),
  };
  const elements = (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="photo-input"
        accept={acceptAttr(SEEKER_IMAGE_EXTENSIONS)}
        onChange={(e) => {
          onFile(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      <ImageCropDialog
        src={src}
        texts={texts}
        onCancel={() => setSrc(null)}
        onConfirm={onCropped}
        onFailed={() => toastError(t('photos.processFailed'))}
      />
    </>
  );
  return { pick: () => input.current?.click(), elements };
}
