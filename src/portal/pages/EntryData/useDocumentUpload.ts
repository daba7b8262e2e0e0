/**
 * Entry papers: a picture (the seeds' image types, compressed under 5 MB like the resume photo) or
 * a PDF (up to 10 MB), stored as the seeker's private entry document.
 */
import { useTranslation } from 'react-i18next';
import { RECRUITING_LIMITS, SEEKER_IMAGE_EXTENSIONS } from '../../../common/recruiting.ts';
import { toastError } from '../../../shell/dialogs.tsx';
import { useWidgetsT } from '../../../widgets/i18n.ts';
import { extensionOf, hasAllowedType, isTooLarge, typesText } from '../../../widgets/upload/rules.ts';
import { compressUnderLimit } from '../../../widgets/image-crop/compress.ts';
import { compressorStep } from '../../../widgets/image-crop/compressor.ts';
import { uploadEntryDocument } from '../../resume-api/entry.ts';
import type { StoredPhoto } from '../../resume-api/types.ts';
import { SEEKER_COMPRESS } from '../CompleteData/photo/usePhotoFlow.tsx';

export const DOCUMENT_TYPES: readonly string[] = [...SEEKER_IMAGE_EXTENSIONS, 'pdf'];
const PDF_MAX_MB = RECRUITING_LIMITS.attachmentBytesMax / 1024 / 1024;

export const isPdfName = (name: string) => extensionOf(name) === 'pdf';

/** Returns the stored file, or null when the file was refused (the reason is shown). */
export function useDocumentUpload(): (file: File) => Promise<StoredPhoto | null> {
  const { t } = useTranslation('resume');
  const wt = useWidgetsT();
  return async (file) => {
    if (!hasAllowedType(file.name, DOCUMENT_TYPES)) {
      toastError(wt('upload.wrongFileType', { types: typesText(DOCUMENT_TYPES, 'file') }));
      return null;
    }
    if (isPdfName(file.name)) {
      if (isTooLarge(file.size, PDF_MAX_MB)) {
        toastError(wt('upload.fileTooLarge', { n: PDF_MAX_MB }));
        return null;
      }
      return uploadEntryDocument(file, file.name);
    }
    const out = await compressUnderLimit(file, compressorStep(SEEKER_COMPRESS.maxBytes), SEEKER_COMPRESS);
    if (!out.ok) {
      toastError(t('photos.tooLarge'));
      return null;
    }
    const name = out.blob === file ? file.name : file.name.replace(/\.[^.]+$/, '') + (out.blob.type === 'image/jpeg' ? '.jpg' : '.png');
    return uploadEntryDocument(out.blob, name);
  };
}
