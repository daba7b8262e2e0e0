import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a lazy page loads or the guard waits for the server's area check. */
export function PageLoader() {
  return (
    <Box data-testid="page-loader" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={32} />
    </Box>
  );
}
