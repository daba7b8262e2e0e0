import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const LINKS = [
  { key: 'commonProblem', to: '/hr/commonProblem' },
  { key: 'aboutCompany', to: '/hr/aboutCompany' },
  { key: 'terms', to: '/hr/terms' },
] as const;

export function PortalFooter({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation();
  return (
    <Box
      component="footer"
      data-testid="portal-footer"
      sx={{ mt: 'auto', bgcolor: mobile ? 'transparent' : '#1f2937', color: mobile ? 'text.secondary' : '#cbd5e1' }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: mobile ? 2 : 4,
          px: { xs: 1.5, md: 3 },
          display: 'flex',
          flexDirection: mobile ? 'column' : 'row',
          alignItems: 'center',
          gap: mobile ? 1 : 3,
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2.5, rowGap: 0.5 }}>
          {LINKS.map((l) => (
            <Link
              key={l.key}
              component={RouterLink}
              to={l.to}
              underline="hover"
              color="inherit"
              sx={{ fontSize: 13 }}
              data-testid={`footer-${l.key}`}
            >
              {t(`footer.${l.key}`)}
            </Link>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        {/* Dimmed on the dark desktop footer only: on the phone's page grey the secondary text is as light as it may be. */}
        <Typography sx={{ fontSize: 12, opacity: mobile ? 1 : 0.8 }}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: tc('appName') })}
        </Typography>
      </Container>
    </Box>
  );
}
