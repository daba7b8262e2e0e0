/** A PDF preview in a dialog: wide on a desk, the whole screen on a phone. */
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_QUERY } from '../../shell/guardRules.ts';
import { PdfPreview, type PdfPreviewTexts } from './PdfPreview.tsx';

export interface PdfPreviewDialogProps {
  open: boolean;
  title: string;
  /** What is shown (its URL or id). */
  source: string;
  load: () => Promise<ArrayBuffer | Uint8Array>;
  texts: PdfPreviewTexts & { close: string };
  onClose: () => void;
}

export function PdfPreviewDialog({ open, title, source, load, texts, onClose }: PdfPreviewDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'pdf-dialog' } as object }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5, pr: 1 }}>
        <Typography component="span" noWrap sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton aria-label={texts.close} onClick={onClose} data-testid="pdf-close">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'grey.100', px: { xs: 1, md: 3 } }}>
        {open && <PdfPreview source={source} load={load} texts={texts} />}
      </DialogContent>
    </Dialog>
  );
}
