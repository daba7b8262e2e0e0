import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shell/title.ts';

/**
 * The frame of a content page: the document title, a heading on desktop (the phone header shows
 * it already), and the page width.
 */
export function PageShell({
  titleKey,
  children,
  heading = true,
  maxWidth = 'lg',
  testId,
}: {
  titleKey: string;
  children: ReactNode;
  heading?: boolean;
  maxWidth?: 'md' | 'lg';
  testId?: string;
}) {
  const { t } = useTranslation('portal');
  usePageTitle(titleKey, 'portal');
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 1.5, md: 3 }, px: { xs: 1.5, sm: 2, md: 3 } }} data-testid={testId}>
      {heading && (
        <Typography component="h1" sx={{ display: { xs: 'none', md: 'block' }, fontSize: 24, fontWeight: 700, mb: 2.5 }}>
          {t(titleKey)}
        </Typography>
      )}
      <Box>{children}</Box>
    </Container>
  );
}
