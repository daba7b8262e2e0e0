import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/** A section heading with an optional "more" link on the right. */
export function SectionTitle({ title, more, moreTo, extra }: { title: string; more?: string; moreTo?: string; extra?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: { xs: 1.25, md: 2 } }}>
      <Typography component="h2" sx={{ fontSize: { xs: 18, md: 22 }, fontWeight: 700, flex: 1, minWidth: 0 }}>
        {title}
      </Typography>
      {extra}
      {more && moreTo && (
        <Link component={RouterLink} to={moreTo} underline="hover" sx={{ fontSize: 14, flexShrink: 0 }}>
          {more} ›
        </Link>
      )}
    </Box>
  );
}
