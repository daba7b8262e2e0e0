/**
 * A picture only its owner may see: fetched with the session's token (an <img src> sends none) and
 * shown from an object URL, released when the picture changes or leaves.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import { fetchFileBlob } from '../../../resume-api/files.ts';

export function usePrivateFileUrl(fullPath: string | null | undefined): { url: string | null; failed: boolean } {
  // The bytes are a query of their link (aborted when the picture leaves first); the object URL lives as long as the picture shows them.
  const file = useQuery({
    queryKey: ['portal/private-file', fullPath],
    queryFn: ({ signal }) => fetchFileBlob(fullPath ?? '', signal),
    enabled: Boolean(fullPath),
  });
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null);
  const blob = file.data;
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  if (!fullPath) return { url: null, failed: false };
  if (file.isError) return { url: null, failed: true };
  return { url: blob && shown?.blob === blob ? shown.url : null, failed: false };
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
  return (
    <Box component="img" src={url} alt={alt} data-testid={testId} data-loaded="true" sx={{ objectFit: 'cover', display: 'block', ...sx }} />
  );
}
