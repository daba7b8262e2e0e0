/**
 * What the upload list shows per file: a file as a link line (a progress bar while it goes up), a
 * picture as a square tile with preview and remove (a progress ring while it goes up), the add tile,
 * and the picture preview.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { useWidgetsT } from '../i18n.ts';
import type { UploadedFile } from './rules.ts';
import type { PendingUpload } from './useUploadQueue.ts';

export function PendingRow({ item }: { item: PendingUpload }) {
  const t = useWidgetsT();
  const id = useId();
  return (
    <Box data-testid="upload-pending" sx={{ px: 1, py: 0.75 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <InsertDriveFileOutlinedIcon fontSize="small" color="disabled" />
        <Typography id={`${id}-name`} variant="body2" noWrap sx={{ flex: 1, color: 'text.secondary' }}>
          {item.name}
        </Typography>
        <Typography id={`${id}-state`} variant="caption" color="text.secondary">
          {t('upload.uploading', { percent: item.percent })}
        </Typography>
      </Box>
      {/* Named by the file and its state beside it (me.pdf 上传中 40%). */}
      <LinearProgress
        variant="determinate"
        value={item.percent}
        aria-labelledby={`${id}-name ${id}-state`}
        sx={{ mt: 0.5, height: 3, borderRadius: 2 }}
      />
    </Box>
  );
}

export function FileRow({ file, onRemove }: { file: UploadedFile; onRemove?: (() => void) | undefined }) {
  const t = useWidgetsT();
  return (
    <Box
      data-testid="upload-file"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        minWidth: 0,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <InsertDriveFileOutlinedIcon fontSize="small" color="primary" />
      <Link href={file.fullPath} target="_blank" rel="noopener" underline="hover" variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {file.name}
      </Link>
      {onRemove && (
        <IconButton size="small" aria-label={t('upload.remove')} title={t('upload.remove')} onClick={onRemove}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}

/** Three tiles always fit a row: on a phone they shrink below `size` rather than wrap one by one. */
const tileSx = (size: number) =>
  ({
    position: 'relative',
    width: `min(${size}px, calc((100% - 16px) / 3))`,
    aspectRatio: '1',
    flex: 'none',
    borderRadius: 1.5,
    overflow: 'hidden',
    border: 1,
    borderColor: 'divider',
    bgcolor: 'grey.50',
  }) as const;

const tileAction = {
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' },
  '@media (hover: none)': { bgcolor: 'rgba(0,0,0,0.45)' },
} as const;

export function ImageTile({
  file,
  size,
  onPreview,
  onRemove,
}: {
  file: UploadedFile;
  size: number;
  onPreview: () => void;
  onRemove?: (() => void) | undefined;
}) {
  const t = useWidgetsT();
  return (
    <Box data-testid="upload-image" sx={tileSx(size)}>
      <Box
        component="img"
        src={file.fullPath}
        alt={file.name}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 0.5,
          bgcolor: 'rgba(0,0,0,0.45)',
          opacity: 0,
          transition: 'opacity .2s',
          '&:hover, &:focus-within': { opacity: 1 },
          // Touch screens have no hover: keep the actions visible there.
          '@media (hover: none)': { opacity: 1, bgcolor: 'transparent', alignItems: 'flex-start', justifyContent: 'flex-end' },
        }}
      >
        <IconButton size="small" aria-label={t('upload.preview')} title={t('upload.preview')} onClick={onPreview} sx={tileAction}>
          <ZoomInIcon fontSize="small" />
        </IconButton>
        {onRemove && (
          <IconButton size="small" aria-label={t('upload.remove')} title={t('upload.remove')} onClick={onRemove} sx={tileAction}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}

export function PendingTile({ item, size }: { item: PendingUpload; size: number }) {
  const t = useWidgetsT();
  return (
    <Box data-testid="upload-pending" sx={tileSx(size)} title={t('upload.uploading', { percent: item.percent })}>
      {item.previewUrl && (
        <Box component="img" src={item.previewUrl} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.35 }} />
      )}
      <Box
        sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}
      >
        <CircularProgress
          variant="determinate"
          value={item.percent}
          size={36}
          aria-label={`${item.name} ${t('upload.uploading', { percent: item.percent })}`}
        />
        <Typography variant="caption" sx={{ mt: 0.5, fontWeight: 600 }}>
          {item.percent}%
        </Typography>
      </Box>
    </Box>
  );
}

export function AddTile({ size, onClick }: { size: number; onClick: () => void }) {
  const t = useWidgetsT();
  return (
    <Box
      component="button"
      type="button"
      data-testid="upload-add"
      onClick={onClick}
      sx={{
        ...tileSx(size),
        p: 0,
        borderStyle: 'dashed',
        cursor: 'pointer',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
        font: 'inherit',
        transition: 'border-color .2s, color .2s',
        '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' },
      }}
    >
      <AddIcon />
      <Typography variant="caption" sx={{ mt: 0.5 }}>
        {t('upload.addImage')}
      </Typography>
    </Box>
  );
}

export function PreviewDialog({ file, onClose }: { file: UploadedFile | null; onClose: () => void }) {
  const t = useWidgetsT();
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      maxWidth="lg"
      slotProps={{ paper: { sx: { m: 1, position: 'relative', bgcolor: 'grey.900' } } }}
    >
      <IconButton
        aria-label={t('upload.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4, color: 'common.white', bgcolor: 'rgba(0,0,0,0.4)' }}
      >
        <CloseIcon />
      </IconButton>
      {file && (
        <Box
          component="img"
          src={file.fullPath}
          alt={file.name}
          sx={{ display: 'block', maxWidth: 'calc(100vw - 16px)', maxHeight: 'calc(100vh - 64px)' }}
        />
      )}
    </Dialog>
  );
}
