/**
 * The seeds' cropper: a 700 px dialog with a fixed 3:4 crop box of 360 x 480 (smaller but still
 * 3:4 on a phone); the picture is dragged and zoomed under the box; confirming gives a PNG.
 */
import { useCallback, useEffect, useState } from 'react';
import Cropper, { type Area as CropperArea, type MediaSize, type Point } from 'react-easy-crop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { RECRUITING_LIMITS } from '../../common/recruiting.ts';
import { STAGE_PADDING, cropFrame, minZoomToCover, type Size } from './geometry.ts';
import { cropToPng } from './crop.ts';

export interface ImageCropTexts {
  title: string;
  hint: string;
  zoom: string;
  cancel: string;
  confirm: string;
}

export interface ImageCropDialogProps {
  /** Object URL or data URL of the chosen picture; null keeps the dialog closed. */
  src: string | null;
  texts: ImageCropTexts;
  onCancel: () => void;
  /** Gets the PNG; the dialog shows the button busy until the promise settles. */
  onConfirm: (png: Blob) => Promise<void> | void;
  /** The picture could not be cropped (it did not decode). */
  onFailed?: () => void;
}

export const CROP_BOX: Size = { width: RECRUITING_LIMITS.cropBoxWidth, height: RECRUITING_LIMITS.cropBoxHeight };
const MAX_ZOOM_FACTOR = 4;

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

function CropStage({
  src,
  box,
  stage,
  zoomLabel,
  onArea,
}: {
  src: string;
  box: Size;
  stage: Size;
  zoomLabel: string;
  onArea: (a: CropperArea) => void;
}) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [minZoom, setMinZoom] = useState(1);
  const onMedia = useCallback(
    (m: MediaSize) => {
      const min = minZoomToCover(m, box);
      setMinZoom(min);
      setZoom(min);
    },
    [box],
  );
  return (
    <>
      <Box
        data-testid="crop-stage"
        sx={{ position: 'relative', width: stage.width, height: stage.height, bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}
      >
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={minZoom}
          maxZoom={minZoom * MAX_ZOOM_FACTOR}
          aspect={box.width / box.height}
          cropSize={box}
          objectFit="contain"
          showGrid
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_pct, px) => onArea(px)}
          onMediaLoaded={onMedia}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5, px: 1 }}>
        <ZoomOutIcon fontSize="small" color="action" />
        <Slider
          size="small"
          value={zoom}
          min={minZoom}
          max={minZoom * MAX_ZOOM_FACTOR}
          step={0.01}
          onChange={(_e, v) => setZoom(v as number)}
          slotProps={{ input: { 'aria-label': zoomLabel } }}
        />
        <ZoomInIcon fontSize="small" color="action" />
      </Box>
    </>
  );
}

export function ImageCropDialog({ src, texts, onCancel, onConfirm, onFailed }: ImageCropDialogProps) {
  const viewport = useViewportWidth();
  const frame = cropFrame(viewport, RECRUITING_LIMITS.cropDialogWidth, CROP_BOX);
  const [area, setArea] = useState<CropperArea | null>(null);
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new picture forgets the old picture's crop
  useEffect(() => setArea(null), [src]);

  const confirm = async () => {
    if (!src || !area || busy) return;
    setBusy(true);
    try {
      // The on-screen box may be scaled down; the picture keeps the nominal 3:4.
      await onConfirm(await cropToPng(src, area, CROP_BOX));
    } catch {
      // A picture the browser cannot draw: the caller's onConfirm never ran; nothing to undo.
      onFailed?.();
    } finally {
      setBusy(false);
    }
  };

  const paper = { 'data-testid': 'crop-dialog', sx: { width: frame.dialog, maxWidth: 'none', m: 1 } };
  return (
    <Dialog open={src !== null} onClose={() => !busy && onCancel()} maxWidth={false} slotProps={{ paper }}>
      <DialogTitle sx={{ px: `${STAGE_PADDING}px`, py: 1.5, fontSize: 17 }}>{texts.title}</DialogTitle>
      <DialogContent sx={{ px: `${STAGE_PADDING}px`, pb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {texts.hint}
        </Typography>
        {/* A window with no room for a box (a tiny window, a full-page screenshot's 1 x 1 moment) draws no
            cropper until it has room again: a 0 x 0 box sent react-easy-crop into an endless update loop
            (React error 185) that took the whole page down. */}
        {src && frame.box.width > 0 && (
          <CropStage
            key={`${src}:${frame.box.width}`}
            src={src}
            box={frame.box}
            stage={frame.stage}
            zoomLabel={texts.zoom}
            onArea={setArea}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: `${STAGE_PADDING}px`, pb: 2 }}>
        <Button color="inherit" onClick={onCancel} disabled={busy} data-testid="crop-cancel">
          {texts.cancel}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} loading={busy} disabled={!area} data-testid="crop-confirm">
          {texts.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
