import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '../auth.ts';
import { useToken } from '../session.ts';
import { useUserInfo } from '../user.ts';

/** Header actions: the account and a logout button when logged in, a login button otherwise. */
export function AccountActions({ afterLogout = '/hr/login' }: { afterLogout?: string }) {
  const { t } = useTranslation();
  const token = useToken();
  const { user } = useUserInfo();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  if (!token) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <Button data-testid="login" component={RouterLink} to={`/hr/login?redirect=${back}`} variant="contained" size="small">
        {t('actions.login')}
      </Button>
    );
  }
  const onLogout = async () => {
    if (busy) return;
    setBusy(true);
    await logout();
    setBusy(false);
    void navigate(afterLogout, { replace: true });
  };
  return (
    <>
      <Typography
        data-testid="header-account"
        variant="body2"
        sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary', maxWidth: 160 }}
        noWrap
      >
        {user?.account}
      </Typography>
      <Button
        data-testid="logout"
        onClick={() => void onLogout()}
        disabled={busy}
        size="small"
        color="inherit"
        startIcon={<LogoutIcon />}
        sx={{ color: 'text.secondary' }}
      >
        {t('actions.logout')}
      </Button>
    </>
  );
}
