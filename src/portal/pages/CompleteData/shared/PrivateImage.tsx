/**
 * A picture only its owner may see: fetched with the session's token (an <img src> sends none) and
 * shown from an object URL, released when the picture changes or leaves.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { fetchFileBlob } from '../../../resume-api/files.ts';

type Shown = { path: string; url: string | null; failed: boolean };

export function usePrivateFileUrl(fullPath: string | null | undefined): { url: string | null; failed: boolean } {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    if (!fullPath) return;
    const ctrl = new AbortController();
    let url: string | null = null;
    fetchFileBlob(fullPath, ctrl.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setShown({ path: fullPath, url, failed: false });
      },
      () => !ctrl.signal.aborted && setShown({ path: fullPath, url: null, failed: true }),
    );
    return () => {
      ctrl.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [fullPath]);
  if (!fullPath || shown?.path !== fullPath) return { url: null, failed: false };
  return { url: shown.url, failed: shown.failed };
}

export function PrivateImage({ fullPath, alt, sx, testId }: { fullPath: string; alt: string; sx?: SxProps<Theme>; testId?: string }) {
  const { url, failed } = usePrivateFileUrl(fullPath);
  if (failed) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', color: 'text.disabled', ...sx }}>
        <BrokenImageIcon />
      </Box>
    );
  }
  if (!url) return <Skeleton variant="rectangular" sx={{ ...sx }} />;
  return <Box component="img" src={url} alt={alt} data-testid={testId} data-loaded="true" sx={{ objectFit: 'cover', display: 'block', ...sx }} />;
}
