/**
 * 照片: up to six, the first is the ID-style photo (white background, for the badge and face
 * recognition). Each change saves at once through EditResumePhotos.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/AddAPhotoOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutlineOutlined';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import { useTranslation } from 'react-i18next';
import { RECRUITING_LIMITS } from '../../../../common/recruiting.ts';
import { IdPhotoSample } from '../../../../widgets/upload/IdPhotoSample.tsx';
import { TagChip } from '../../../components/Chips.tsx';
import { editPhotos } from '../../../resume-api/resume.ts';
import type { FileRef } from '../../../resume-api/types.ts';
import { SectionCard } from '../shared/SectionCard.tsx';
import { PrivateImage } from '../shared/PrivateImage.tsx';
import { useDeleteConfirm } from '../shared/useDeleteConfirm.tsx';
import { usePhotoFlow } from '../photo/usePhotoFlow.tsx';
import type { SectionProps } from './types.ts';

const tileSx = {
  position: 'relative',
  width: { xs: 'calc((100% - 16px) / 3)', sm: 120 },
  aspectRatio: '3 / 4',
  borderRadius: 1.5,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  flex: 'none',
} as const;
const actionSx = { color: 'common.white', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' }, p: 0.5 } as const;

function PhotoTile({
  photo,
  first,
  onPreview,
  onFirst,
  onDelete,
  index,
}: {
  photo: FileRef;
  first: boolean;
  index: number;
  onPreview: () => void;
  onFirst: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('resume');
  return (
    <Box sx={tileSx} data-testid="photo-tile">
      <PrivateImage
        fullPath={photo.fullPath}
        alt={t('photos.alt', { n: index + 1 })}
        sx={{ width: '100%', height: '100%' }}
        testId="photo-img"
      />
      {first && <TagChip label={t('photos.idPhoto')} sx={{ position: 'absolute', left: 4, top: 4 }} />}
      <Box sx={{ position: 'absolute', right: 4, bottom: 4, display: 'flex', gap: 0.5 }}>
        <IconButton size="small" sx={actionSx} aria-label={t('actions.preview')} title={t('actions.preview')} onClick={onPreview}>
          <ZoomInIcon sx={{ fontSize: 16 }} />
        </IconButton>
        {!first && (
          <IconButton
            size="small"
            sx={actionSx}
            aria-label={t('photos.makeFirst')}
            title={t('photos.makeFirst')}
            onClick={onFirst}
            data-testid="photo-first"
          >
            <StarOutlineIcon sx={{ fontSize: 16 }} />
          </IconButton>
        )}
        <IconButton
          size="small"
          sx={actionSx}
          aria-label={t('actions.delete')}
          title={t('actions.delete')}
          onClick={onDelete}
          data-testid="photo-delete"
        >
          <DeleteOutlineIcon sx={{ fontSize: 16 }} />
        </IconButton>
      </Box>
    </Box>
  );
}

function AddTile({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  const { t } = useTranslation('resume');
  return (
    <Box
      component="button"
      type="button"
      onClick={onClick}
      disabled={busy}
      data-testid="photo-add"
      sx={{
        ...tileSx,
        borderStyle: 'dashed',
        bgcolor: 'grey.50',
        cursor: 'pointer',
        font: 'inherit',
        color: 'text.secondary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
      }}
    >
      <AddIcon />
      <Typography variant="caption">{t('photos.add')}</Typography>
    </Box>
  );
}

function Preview({ photo, onClose }: { photo: FileRef | null; onClose: () => void }) {
  const { t } = useTranslation('resume');
  return (
    <Dialog open={photo !== null} onClose={onClose} slotProps={{ paper: { sx: { m: 1, position: 'relative', bgcolor: 'grey.900' } } }}>
      <IconButton
        aria-label={t('actions.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 4, right: 4, zIndex: 1, color: 'common.white', bgcolor: 'rgba(0,0,0,0.4)' }}
      >
        <CloseIcon />
      </IconButton>
      {photo && (
        <PrivateImage
          fullPath={photo.fullPath}
          alt=""
          sx={{ width: 'min(480px, calc(100vw - 16px))', aspectRatio: '3 / 4', objectFit: 'contain' }}
        />
      )}
    </Dialog>
  );
}

export function PhotosSection({ resume, apply, missing }: SectionProps & { missing: boolean }) {
  const { t } = useTranslation('resume');
  const photos = resume?.photos ?? [];
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<FileRef | null>(null);
  const confirm = useDeleteConfirm();

  const save = async (ids: number[]) => {
    setBusy(true);
    try {
      apply(await editPhotos(ids));
    } finally {
      setBusy(false);
    }
  };
  const flow = usePhotoFlow(async (stored) => save([...photos.map((p) => p.id), stored.id]));
  const ids = photos.map((p) => p.id);
  const remove = async (id: number) => {
    if (await confirm.ask()) await save(ids.filter((x) => x !== id)).catch(() => undefined);
  };
  const makeFirst = (id: number) => void save([id, ...ids.filter((x) => x !== id)]).catch(() => undefined);

  return (
    <SectionCard id="photos" title={t('sections.photos')} missing={missing}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        {photos.map((p, i) => (
          <PhotoTile
            key={p.id}
            photo={p}
            index={i}
            first={i === 0}
            onPreview={() => setPreview(p)}
            onFirst={() => makeFirst(p.id)}
            onDelete={() => void remove(p.id)}
          />
        ))}
        {photos.length < RECRUITING_LIMITS.photosMax && <AddTile onClick={flow.pick} busy={busy} />}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <IdPhotoSample text={t('photos.sample')} width={60} />
        <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 240px', lineHeight: 1.7 }}>
          {t('photos.rules', { max: RECRUITING_LIMITS.photosMax })}
        </Typography>
      </Box>
      {flow.elements}
      {confirm.dialog}
      <Preview photo={preview} onClose={() => setPreview(null)} />
    </SectionCard>
  );
}
