import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../title.ts';

export function NotFound() {
  const { t } = useTranslation();
  usePageTitle('titles.notFound');
  return (
    <Box data-testid="not-found" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 3, textAlign: 'center' }}>
      <Box>
        <Typography
          component="h1"
          sx={{ fontSize: { xs: 88, sm: 140 }, fontWeight: 800, lineHeight: 1, color: 'primary.main', opacity: 0.85 }}
        >
          {t('notFound.code')}
        </Typography>
        <Typography sx={{ mt: 2, mb: 4, color: 'text.secondary' }}>{t('notFound.text')}</Typography>
        <Button component={RouterLink} to="/hr/home" variant="contained" size="large" data-testid="back-home">
          {t('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
