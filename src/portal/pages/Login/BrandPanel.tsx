import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslation } from 'react-i18next';

/** The desktop-only left half of the login card: name, slogan and what the site offers. */
export function BrandPanel() {
  const { t } = useTranslation('login');
  const points = t('brand.points', { returnObjects: true });
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'center',
        width: 400,
        flexShrink: 0,
        p: 6,
        color: '#fff',
        background: 'linear-gradient(145deg, #1d4ed8 0%, #2563eb 45%, #0ea5e9 100%)',
      }}
    >
      <Typography component="h2" sx={{ fontSize: 32, fontWeight: 800, letterSpacing: 1 }}>
        {t('brand.title')}
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 5, opacity: 0.9, fontSize: 17 }}>{t('brand.slogan')}</Typography>
      {Array.isArray(points) &&
        points.map((p) => (
          <Box key={String(p)} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, opacity: 0.95 }}>
            <CheckCircleOutlinedIcon fontSize="small" />
            <Typography variant="body2" sx={{ fontSize: 15 }}>
              {String(p)}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
