/**
 * The attachment resume and the entry papers as the drawer shows them: a PDF drawn inline (its first
 * pages), a picture inline, anything else as a download; each with a download button.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { PdfPreview } from '../../../widgets/pdf-preview/PdfPreview.tsx';
import { PdfPreviewDialog } from '../../../widgets/pdf-preview/PdfPreviewDialog.tsx';
import { usePipelineT } from '../i18n.ts';
import { downloadFile, fileBytes, isImage, isPdf, useObjectUrl } from './files.ts';

function AuthImage({ fullPath, alt, maxHeight }: { fullPath: string; alt: string; maxHeight: number }) {
  const t = usePipelineT();
  const url = useObjectUrl(fullPath);
  if (url === null) return <CircularProgress size={20} />;
  if (url === 'failed')
    return (
      <Typography variant="body2" color="error">
        {t('drawer.fileFailed')}
      </Typography>
    );
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ display: 'block', maxWidth: '100%', maxHeight, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }}
    />
  );
}

export { AuthImage };

function FileHeader({ name, fullPath, onEnlarge }: { name: string; fullPath: string; onEnlarge?: () => void }) {
  const t = usePipelineT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minWidth: 0 }}>
      <DescriptionIcon fontSize="small" color="action" />
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 500 }} title={name}>
        {name}
      </Typography>
      {onEnlarge && (
        <Button size="small" onClick={onEnlarge}>
          {t('drawer.enlarge')}
        </Button>
      )}
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => downloadFile(fullPath)} data-testid="paper-download">
        {t('drawer.download')}
      </Button>
    </Box>
  );
}

/** One paper, previewed where the browser can show it. `compact` keeps a PDF to its first page (entry papers). */
export function PaperPreview({ name, fullPath, compact = false }: { name: string; fullPath: string; compact?: boolean }) {
  const t = usePipelineT();
  const [large, setLarge] = useState(false);
  const texts = { loading: t('drawer.pdfLoading'), failed: t('drawer.pdfFailed') };
  const load = () => fileBytes(fullPath);
  if (isPdf(name)) {
    return (
      <Box data-testid="paper-pdf">
        <FileHeader name={name} fullPath={fullPath} onEnlarge={() => setLarge(true)} />
        <Box sx={{ bgcolor: 'grey.100', borderRadius: 1, p: 1, maxHeight: compact ? 260 : 640, overflow: 'auto' }}>
          <PdfPreview source={fullPath} load={load} texts={texts} maxPages={compact ? 1 : 5} />
        </Box>
        <PdfPreviewDialog
          open={large}
          title={name}
          source={fullPath}
          load={load}
          texts={{ ...texts, close: t('drawer.close') }}
          onClose={() => setLarge(false)}
        />
      </Box>
    );
  }
  return (
    <Box data-testid="paper-file">
      <FileHeader name={name} fullPath={fullPath} />
      {isImage(name) && <AuthImage fullPath={fullPath} alt={name} maxHeight={compact ? 200 : 560} />}
    </Box>
  );
}
