/**
 * The header's account corner: login and register for visitors; for a seeker the avatar and account
 * with a menu to the personal pages and the back office when they hold it; logging out sits beside
 * it on desktop, inside the menu on phones.
 */
import { useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { logout } from '../../shell/auth.ts';
import { useToken } from '../../shell/session.ts';
import { useUserInfo } from '../../shell/user.ts';

function VisitorButtons({ compact }: { compact: boolean }) {
  const { t } = useTranslation('portal');
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(pathname + search);
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button data-testid="login" component={RouterLink} to={`/hr/login?redirect=${back}`} variant="contained" size="small">
        {t('header.login')}
      </Button>
      {!compact && (
        <Button data-testid="register" component={RouterLink} to={`/hr/register?redirect=${back}`} variant="outlined" size="small">
          {t('header.register')}
        </Button>
      )}
    </Box>
  );
}

export function AccountMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('portal');
  const token = useToken();
  const { user } = useUserInfo();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!token) return <VisitorButtons compact={compact} />;
  const close = () => setAnchor(null);
  const go = (to: string) => {
    close();
    void navigate(to);
  };
  const onLogout = async () => {
    close();
    await logout();
    void navigate('/hr/home', { replace: true });
  };
  const name = user?.account ?? '';
  return (
    <>
      <Button
        data-testid="account-menu"
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        color="inherit"
        sx={{ minWidth: 0, gap: 1, px: compact ? 0.5 : 1, color: 'text.primary' }}
        aria-haspopup="menu"
      >
        <Avatar src={user?.headPortrait?.fullPath} sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}>
          {[...name][0]?.toUpperCase()}
        </Avatar>
        {!compact && (
          <Typography data-testid="header-account" variant="body2" noWrap sx={{ maxWidth: 120 }}>
            {name}
          </Typography>
        )}
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 180, mt: 0.5 } } }}
      >
        <MenuItem onClick={() => go('/hr/myJob')} data-testid="menu-myJob">
          <ListItemText>{t('nav.myJob')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => go('/hr/completeData')}>
          <ListItemText>{t('myJob.completeData')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => go('/hr/settingAcount')}>
          <ListItemText>{t('myJob.settingAccount')}</ListItemText>
        </MenuItem>
        {user?.isHasManage && (
          <MenuItem onClick={() => go('/web/home')} data-testid="to-manage">
            <ListItemText>{t('header.toManage')}</ListItemText>
          </MenuItem>
        )}
        {compact && <Divider />}
        {compact && (
          <MenuItem onClick={() => void onLogout()} data-testid="logout">
            <ListItemText>{t('header.logout')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {!compact && (
        <Button
          data-testid="logout"
          onClick={() => void onLogout()}
          size="small"
          color="inherit"
          sx={{ color: 'text.secondary', flexShrink: 0 }}
        >
          {t('header.logout')}
        </Button>
      )}
    </>
  );
}
