/** A personal page opened without a session: why it is empty, and the login that comes back here. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function ResumeLoginPrompt() {
  const { t } = useTranslation('resume');
  const { pathname, search } = useLocation();
  return (
    <Box
      data-testid="login-prompt"
      sx={{ py: 10, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}
    >
      <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography sx={{ fontWeight: 600 }}>{t('loginFirst')}</Typography>
      <Button variant="contained" component={RouterLink} to={`/hr/login?redirect=${encodeURIComponent(pathname + search)}`}>
        {t('actions.login')}
      </Button>
    </Box>
  );
}
