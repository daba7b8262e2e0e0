/** One entry paper (ID card side, diploma ...): its picture or PDF, and upload / replace / remove. */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import { useTranslation } from 'react-i18next';
import { acceptAttr } from '../../../widgets/upload/rules.ts';
import { PdfPreviewDialog } from '../../../widgets/pdf-preview/PdfPreviewDialog.tsx';
import { fetchFileBlob } from '../../resume-api/files.ts';
import type { StoredPhoto } from '../../resume-api/types.ts';
import { PrivateImage } from '../CompleteData/shared/PrivateImage.tsx';
import { DOCUMENT_TYPES, isPdfName, useDocumentUpload } from './useDocumentUpload.ts';

export interface SlotFile {
  id: number;
  name: string;
  fullPath: string;
}

const overlayButtonSx = {
  p: 0.25,
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.45)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
} as const;
const frameSx = {
  position: 'relative',
  width: '100%',
  aspectRatio: '1.58',
  borderRadius: 1.5,
  border: 1,
  borderColor: 'divider',
  overflow: 'hidden',
  bgcolor: 'grey.50',
} as const;

export function DocumentSlot({
  label,
  file,
  editable,
  onChange,
  testId,
}: {
  label: string;
  file: SlotFile | null;
  editable: boolean;
  onChange: (f: StoredPhoto | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('resume');
  const input = useRef<HTMLInputElement>(null);
  const upload = useDocumentUpload();
  const [busy, setBusy] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);

  const onFile = async (f: File | undefined) => {
    if (!f) return;
    setBusy(true);
    try {
      const stored = await upload(f);
      if (stored) onChange(stored);
    } catch {
      // Shown by the upload client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box data-testid={testId}>
      <Box sx={frameSx}>
        {file && !isPdfName(file.name) && <PrivateImage fullPath={file.fullPath} alt={label} sx={{ width: '100%', height: '100%' }} />}
        {file && isPdfName(file.name) && (
          <Box
            component="button"
            type="button"
            onClick={() => setPdfOpen(true)}
            sx={{
              all: 'unset',
              cursor: 'pointer',
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.5,
            }}
          >
            <PictureAsPdfIcon sx={{ color: '#e5484d', fontSize: 36 }} />
            <Typography variant="caption" noWrap sx={{ maxWidth: '90%' }}>
              {file.name}
            </Typography>
          </Box>
        )}
        {!file && editable && (
          <Box
            component="button"
            type="button"
            onClick={() => input.current?.click()}
            disabled={busy}
            data-testid={`${testId}-add`}
            sx={{
              all: 'unset',
              cursor: 'pointer',
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              color: 'text.secondary',
              border: '1px dashed transparent',
              '&:hover': { color: 'primary.main' },
            }}
          >
            <AddIcon />
            <Typography variant="caption">{t('entry.upload')}</Typography>
          </Box>
        )}
        {!file && !editable && (
          <Box
            sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.disabled' }}
          >
            <Typography variant="caption">{t('entry.notGiven')}</Typography>
          </Box>
        )}
        {busy && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(255,255,255,0.7)',
            }}
          >
            <CircularProgress size={28} />
          </Box>
        )}
        {file && editable && !busy && (
          <Box sx={{ position: 'absolute', top: 4, right: 4, display: 'flex', gap: 0.5 }}>
            <IconButton
              size="small"
              aria-label={t('entry.replace')}
              title={t('entry.replace')}
              onClick={() => input.current?.click()}
              sx={overlayButtonSx}
              data-testid={`${testId}-replace`}
            >
              <SwapIcon sx={{ fontSize: 16 }} />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('actions.delete')}
              title={t('actions.delete')}
              onClick={() => onChange(null)}
              sx={overlayButtonSx}
            >
              <CloseIcon sx={{ fontSize: 16 }} />
            </IconButton>
          </Box>
        )}
      </Box>
      <Typography variant="body2" noWrap title={label} sx={{ mt: 0.75, fontWeight: 500 }}>
        {label}
      </Typography>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttr(DOCUMENT_TYPES)}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          void onFile(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      {file && isPdfName(file.name) && (
        <PdfPreviewDialog
          open={pdfOpen}
          title={file.name}
          source={file.fullPath}
          load={async () => (await fetchFileBlob(file.fullPath)).arrayBuffer()}
          texts={{ loading: t('attachments.loading'), failed: t('attachments.failed'), close: t('actions.close') }}
          onClose={() => setPdfOpen(false)}
        />
      )}
    </Box>
  );
}
