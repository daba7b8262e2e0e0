/**
 * The top bar: sidebar toggle, breadcrumb from the menu tree, then the job-seeker link, the
 * language switch, the account (leading to the personal centre) and logout.
 */
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import LogoutIcon from '@mui/icons-material/Logout';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { LanguageSwitch } from '../../shell/components/LanguageSwitch.tsx';
import { logout } from '../../shell/auth.ts';
import { LOGIN_PATH } from '../../shell/forceLogout.ts';
import { useUserInfo } from '../../shell/user.ts';
import { useAccess } from '../access/AccessContext.tsx';
import { adminStore } from '../store.ts';
import { NAVBAR_HEIGHT } from '../theme.ts';
import { HOME_PATH, findTrail, titleAt } from './menuModel.ts';
import { personalCentrePath } from './personalCentre.ts';
import type { SidebarState } from './useSidebarState.ts';

const FLUSH_WAIT_MS = 3000;

function Trail() {
  const t = useTranslate();
  const { tree } = useAccess();
  const { pathname } = useLocation();
  const trail = findTrail(tree, pathname).filter((n) => n.path !== HOME_PATH);
  const home = titleAt(tree, HOME_PATH) ?? t('admin.nav.home');
  return (
    <Breadcrumbs
      data-testid="breadcrumb"
      sx={{ fontSize: 14, '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' }, '& li': { whiteSpace: 'nowrap' } }}
    >
      {trail.length === 0 ? (
        <Typography sx={{ fontSize: 14, color: 'text.primary' }}>{home}</Typography>
      ) : (
        <Link component={RouterLink} to={HOME_PATH} underline="hover" color="text.secondary" sx={{ fontSize: 14 }}>
          {home}
        </Link>
      )}
      {trail.map((n, i) => (
        <Typography key={n.id} sx={{ fontSize: 14, color: i === trail.length - 1 ? 'text.primary' : 'text.secondary' }}>
          {n.title}
        </Typography>
      ))}
    </Breadcrumbs>
  );
}

function Account({ compact }: { compact: boolean }) {
  const { user } = useUserInfo();
  const account = user?.account ?? '';
  return (
    <Button
      component={RouterLink}
      to={personalCentrePath(user?.userRoles)}
      color="inherit"
      data-testid="navbar-account"
      sx={{ gap: 1, px: 1, minWidth: 0, color: 'text.primary', fontWeight: 500 }}
    >
      <Avatar src={user?.headPortrait?.fullPath} alt={account} sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>
        {account.charAt(0).toUpperCase()}
      </Avatar>
      {!compact && (
        <Box component="span" sx={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {account}
        </Box>
      )}
    </Button>
  );
}

export function Navbar({ sidebar }: { sidebar: SidebarState }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const compact = sidebar.isMobile;
  const onLogout = async () => {
    if (leaving) return;
    setLeaving(true);
    // Settings changed just before still go out under this session; a slow server does not hold the logout up.
    await Promise.race([adminStore.flush(), new Promise((r) => setTimeout(r, FLUSH_WAIT_MS))]);
    await logout();
    void navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <Box
      component="header"
      sx={{
        height: NAVBAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1 },
        px: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tooltip title={t(sidebar.isMobile ? 'admin.nav.openMenu' : 'admin.nav.toggleSidebar')}>
        <IconButton onClick={sidebar.toggle} data-testid="sidebar-toggle" aria-label={t('admin.nav.toggleSidebar')}>
          {sidebar.isMobile || !sidebar.opened ? <MenuIcon /> : <MenuOpenIcon />}
        </IconButton>
      </Tooltip>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden', display: { xs: 'none', sm: 'block' } }}>
        <Trail />
      </Box>
      <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
      <Tooltip title={t('admin.nav.toSeeker')}>
        <Button
          component={RouterLink}
          to="/hr/home"
          color="inherit"
          startIcon={compact ? undefined : <StorefrontIcon />}
          data-testid="to-seeker"
          sx={{ color: 'text.secondary', minWidth: 0, px: 1 }}
        >
          {compact ? <StorefrontIcon fontSize="small" /> : t('admin.nav.toSeeker')}
        </Button>
      </Tooltip>
      <LanguageSwitch color="text.secondary" />
      <Account compact={compact} />
      <Tooltip title={t('admin.nav.logout')}>
        <IconButton
          onClick={() => void onLogout()}
          disabled={leaving}
          data-testid="logout"
          aria-label={t('admin.nav.logout')}
          sx={{ color: 'text.secondary' }}
        >
          <LogoutIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
