/**
 * Picture list: square thumbnails with preview and remove, an add tile that hides once the list
 * is full, and an optional sample beside it (the seeds' white-background ID photo hint).
 */
import { useMemo, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { useWidgetsT } from '../i18n.ts';
import {
  DEFAULT_IMAGE_TYPES, DEFAULT_MAX_COUNT, DEFAULT_MAX_SIZE_MB, acceptAttr, canAddMore, type UploadRules, type UploadedFile,
} from './rules.ts';
import { useUploadQueue, type PendingUpload } from './useUploadQueue.ts';
import type { UploadPurpose } from './transfer.ts';

export type { UploadedFile };

export interface ImageUploadProps {
  value: readonly UploadedFile[] | null | undefined;
  onChange: (next: UploadedFile[]) => void;
  /** Allowed extensions (default jpeg, png, jpg, bmp, webp). */
  accept?: readonly string[];
  /** Largest image in MB (default 2). */
  maxSizeMb?: number;
  /** Most images (default 10); the add tile hides when the list is full. */
  maxCount?: number;
  multiple?: boolean;
  disabled?: boolean;
  /** Replaces the default hint under the list. */
  hint?: ReactNode;
  /** Shown beside the list, e.g. <IdPhotoSample />. */
  sample?: ReactNode;
  /** Tile edge in px (default 104). */
  size?: number;
  /** Pictures for public pages (company logo, poster); without it the pictures stay private to the company. */
  purpose?: UploadPurpose;
}

const EMPTY: readonly UploadedFile[] = [];

/** Three tiles always fit a row: on a phone they shrink below `size` rather than wrap one by one. */
const tileSx = (size: number) => ({
  position: 'relative', width: `min(${size}px, calc((100% - 16px) / 3))`, aspectRatio: '1', flex: 'none', borderRadius: 1.5, overflow: 'hidden',
  border: 1, borderColor: 'divider', bgcolor: 'grey.50',
}) as const;

function ImageTile({ file, size, onPreview, onRemove }: { file: UploadedFile; size: number; onPreview: () => void; onRemove?: () => void }) {
  const t = useWidgetsT();
  const action = { color: 'common.white', '&:hover': { bgcolor: 'rgba(255,255,255,0.2)' } } as const;
  return (
    <Box data-testid="upload-image" sx={tileSx(size)}>
      <Box component="img" src={file.fullPath} alt={file.name} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      <Box
        sx={{
          position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, bgcolor: 'rgba(0,0,0,0.45)',
          opacity: 0, transition: 'opacity .2s', '&:hover, &:focus-within': { opacity: 1 },
          // Touch screens have no hover: keep the actions visible there.
          '@media (hover: none)': { opacity: 1, bgcolor: 'transparent', alignItems: 'flex-start', justifyContent: 'flex-end' },
        }}
      >
        <IconButton size="small" aria-label={t('upload.preview')} title={t('upload.preview')} onClick={onPreview} sx={{ ...action, '@media (hover: none)': { bgcolor: 'rgba(0,0,0,0.45)' } }}>
          <ZoomInIcon fontSize="small" />
        </IconButton>
        {onRemove && (
          <IconButton size="small" aria-label={t('upload.remove')} title={t('upload.remove')} onClick={onRemove} sx={{ ...action, '@media (hover: none)': { bgcolor: 'rgba(0,0,0,0.45)' } }}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    </Box>
  );
}

function PendingTile({ item, size }: { item: PendingUpload; size: number }) {
  const t = useWidgetsT();
  return (
    <Box data-testid="upload-pending" sx={tileSx(size)} title={t('upload.uploading', { percent: item.percent })}>
      {item.previewUrl && <Box component="img" src={item.previewUrl} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.35 }} />}
      <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress variant="determinate" value={item.percent} size={36} />
        <Typography variant="caption" sx={{ mt: 0.5, fontWeight: 600 }}>{item.percent}%</Typography>
      </Box>
    </Box>
  );
}

function AddTile({ size, onClick }: { size: number; onClick: () => void }) {
  const t = useWidgetsT();
  return (
    <Box
      component="button"
      type="button"
      data-testid="upload-add"
      onClick={onClick}
      sx={{
        ...tileSx(size), p: 0, borderStyle: 'dashed', cursor: 'pointer', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center',
        color: 'text.secondary', font: 'inherit', transition: 'border-color .2s, color .2s', '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' },
      }}
    >
      <AddIcon />
      <Typography variant="caption" sx={{ mt: 0.5 }}>{t('upload.addImage')}</Typography>
    </Box>
  );
}

function PreviewDialog({ file, onClose }: { file: UploadedFile | null; onClose: () => void }) {
  const t = useWidgetsT();
  return (
    <Dialog open={file !== null} onClose={onClose} maxWidth="lg" slotProps={{ paper: { sx: { m: 1, position: 'relative', bgcolor: 'grey.900' } } }}>
      <IconButton aria-label={t('upload.close')} onClick={onClose} sx={{ position: 'absolute', top: 4, right: 4, color: 'common.white', bgcolor: 'rgba(0,0,0,0.4)' }}>
        <CloseIcon />
      </IconButton>
      {file && <Box component="img" src={file.fullPath} alt={file.name} sx={{ display: 'block', maxWidth: 'calc(100vw - 16px)', maxHeight: 'calc(100vh - 64px)' }} />}
    </Dialog>
  );
}

export function ImageUpload(props: ImageUploadProps) {
  const { value, onChange, accept = DEFAULT_IMAGE_TYPES, maxSizeMb = DEFAULT_MAX_SIZE_MB, maxCount = DEFAULT_MAX_COUNT, multiple = true, disabled = false, hint, sample, size = 104, purpose } = props;
  const t = useWidgetsT();
  const images = value ?? EMPTY;
  const rules = useMemo<UploadRules>(() => ({ kind: 'image', types: accept, maxSizeMb, maxCount, purpose }), [accept, maxSizeMb, maxCount, purpose]);
  const { pending, add, remove } = useUploadQueue(images, onChange, rules);
  const [preview, setPreview] = useState<UploadedFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const showAdd = !disabled && canAddMore(images.length + pending.length, maxCount);

  return (
    <Box data-testid="image-upload">
      {/* The sample sits in the tiles' row: beside them on a desk, wrapped below them on a phone. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        {images.map((f) => <ImageTile key={f.id} file={f} size={size} onPreview={() => setPreview(f)} onRemove={disabled ? undefined : () => remove(f.id)} />)}
        {pending.map((p) => <PendingTile key={p.key} item={p} size={size} />)}
        {showAdd && <AddTile size={size} onClick={() => input.current?.click()} />}
        {sample && <Box sx={{ flex: '0 1 280px', minWidth: 0, ml: { sm: 2 } }}>{sample}</Box>}
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttr(accept)}
        multiple={multiple && maxCount > 1}
        onChange={(e) => {
          add(Array.from(e.currentTarget.files ?? []));
          e.currentTarget.value = '';
        }}
      />
      {!disabled && (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.75 }}>
          {hint ?? t('upload.imageHint', { types: acceptAttr(accept).replaceAll(',', ', '), n: maxSizeMb, max: maxCount })}
        </Typography>
      )}
      <PreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Box>
  );
}
