/**
 * The one page behind /hr/login, /hr/register and /hr/reset: a brand panel beside the form on
 * desktop, the form alone on phones, with tabs between login and register.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../../shell/components/TopBar.tsx';
import { usePageTitle } from '../../../shell/title.ts';
import { BrandPanel } from './BrandPanel.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ResetForm } from './ResetForm.tsx';
import { DemoNotice } from './DemoNotice.tsx';
import { useCaptcha } from '../../components/verification/useCaptcha.tsx';

export type AuthMode = 'login' | 'register' | 'reset';

function ModeTabs({ mode }: { mode: 'login' | 'register' }) {
  const { t } = useTranslation('login');
  const { search } = useLocation();
  return (
    <Tabs value={mode} variant="fullWidth" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
      <Tab value="login" label={t('tabs.login')} component={RouterLink} to={`/hr/login${search}`} replace data-testid="tab-login" />
      <Tab
        value="register"
        label={t('tabs.register')}
        component={RouterLink}
        to={`/hr/register${search}`}
        replace
        data-testid="tab-register"
      />
    </Tabs>
  );
}

function ResetHeading() {
  const { t } = useTranslation('login');
  const { search } = useLocation();
  return (
    <Box sx={{ mb: 3 }}>
      <Link
        component={RouterLink}
        to={`/hr/login${search}`}
        underline="hover"
        variant="body2"
        data-testid="back-to-login"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ArrowBackIcon fontSize="inherit" />
        {t('links.backToLogin')}
      </Link>
      <Typography component="h1" variant="h5" sx={{ mt: 1.5, fontWeight: 700 }}>
        {t('tabs.reset')}
      </Typography>
    </Box>
  );
}

export function LoginPage({ mode }: { mode: AuthMode }) {
  usePageTitle(`titles.${mode}`);
  const captcha = useCaptcha();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #eef4ff 0%, #f8fafc 55%, #eefaf6 100%)',
      }}
    >
      <TopBar transparent />
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 2, sm: 4 },
        }}
      >
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: { xs: 460, md: 940 },
            display: 'flex',
            overflow: 'hidden',
            borderRadius: 3,
            boxShadow: '0 10px 40px rgba(30, 64, 175, 0.10)',
          }}
        >
          <BrandPanel />
          <Box sx={{ flex: 1, minWidth: 0, p: { xs: 2.5, sm: 5 } }} data-testid={`auth-${mode}`}>
            {mode === 'reset' ? <ResetHeading /> : <ModeTabs mode={mode} />}
            {mode === 'login' && <LoginForm key="login" captcha={captcha} />}
            {mode === 'register' && <RegisterForm key="register" captcha={captcha} />}
            {mode === 'reset' && <ResetForm key="reset" captcha={captcha} />}
            {/* Below the form: the notice arrives with its call, and must not push the inputs under a click. */}
            {mode === 'login' && <DemoNotice />}
          </Box>
        </Paper>
      </Box>
      {captcha.dialog}
    </Box>
  );
}
