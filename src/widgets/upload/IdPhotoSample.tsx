/**
 * The sample beside a photo upload: what an acceptable ID photo looks like (white background,
 * head and shoulders, 3:4), because the photo is printed on the badge and enrolled for face
 * recognition. Drawn, not a stored picture, so it ships with the bundle and never fails to load.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWidgetsT } from '../i18n.ts';

export interface IdPhotoSampleProps {
  /** Replaces the default text (白底证件照, for the badge and face recognition). */
  text?: ReactNode;
  /** A real sample picture instead of the drawing. */
  src?: string;
  /** Width of the picture in px (default 78, height 4:3 of it). */
  width?: number;
}

function Silhouette() {
  return (
    <svg viewBox="0 0 90 120" width="100%" height="100%" aria-hidden="true">
      <rect width="90" height="120" fill="#ffffff" />
      <ellipse cx="45" cy="46" rx="17" ry="21" fill="#cbd5e1" />
      <path d="M28 40c0-14 8-22 17-22s17 8 17 22c-4-7-10-9-17-9s-13 2-17 9z" fill="#64748b" />
      <path d="M12 120c2-24 14-36 33-36s31 12 33 36z" fill="#334155" />
      <path d="M38 84l7 14 7-14z" fill="#ffffff" />
    </svg>
  );
}

export function IdPhotoSample({ text, src, width = 78 }: IdPhotoSampleProps) {
  const t = useWidgetsT();
  return (
    <Box data-testid="id-photo-sample" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', maxWidth: 280 }}>
      <Box
        sx={{
          width,
          height: (width * 4) / 3,
          flex: 'none',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'common.white',
        }}
      >
        {src ? <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <Silhouette />}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="div" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {t('upload.sampleTitle')}
        </Typography>
        <Typography variant="caption" component="div" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {text ?? t('upload.sampleText')}
        </Typography>
      </Box>
    </Box>
  );
}
