/**
 * The header: logo, the main links, language and account on desktop; on phones a compact bar with
 * the logo (tab pages) or a back arrow and the page's title (the others).
 */
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIosNewIcon from '@mui/icons-material/ArrowBackIosNew';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../shell/components/LanguageSwitch.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { DESKTOP_NAV, activeNav, pageTitleKey } from './nav.ts';
import { HEADER_HEIGHT } from './metrics.ts';

function Logo({ small = false }: { small?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={RouterLink}
      to="/hr/home"
      data-testid="logo"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'primary.main', textDecoration: 'none', flexShrink: 0 }}
    >
      <WorkOutlinedIcon sx={{ fontSize: small ? 22 : 26 }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: small ? 17 : 20, letterSpacing: 0.5 }}>
        {t('appName')}
      </Typography>
    </Box>
  );
}

function DesktopNav() {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const active = activeNav(DESKTOP_NAV, pathname);
  return (
    <Box component="nav" sx={{ display: 'flex', alignSelf: 'stretch', ml: 4, gap: 0.5 }}>
      {DESKTOP_NAV.map((item) => {
        const on = active === item.key;
        return (
          <ButtonBase
            key={item.key}
            component={RouterLink}
            to={item.to}
            data-testid={`nav-${item.key}`}
            aria-current={on ? 'page' : undefined}
            sx={{
              px: 1.75,
              fontSize: 15,
              fontWeight: on ? 700 : 500,
              color: on ? 'primary.main' : 'text.primary',
              position: 'relative',
              '&:hover': { color: 'primary.main' },
              '&::after': {
                content: '""',
                position: 'absolute',
                left: 14,
                right: 14,
                bottom: 0,
                height: 3,
                borderRadius: 2,
                bgcolor: on ? 'primary.main' : 'transparent',
              },
            }}
          >
            {t(`nav.${item.key}`)}
          </ButtonBase>
        );
      })}
    </Box>
  );
}

function MobileTitle() {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const key = pageTitleKey(pathname);
  if (!key) return <Logo small />;
  const back = () => {
    // Opened straight from a shared link: there is no page of ours to go back to.
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/hr/home');
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, gap: 0.5 }}>
      <IconButton onClick={back} aria-label={t('header.back')} edge="start" size="small" data-testid="header-back">
        <ArrowBackIosNewIcon fontSize="small" />
      </IconButton>
      <Typography component="h1" noWrap sx={{ fontSize: 17, fontWeight: 700 }}>
        {t(key)}
      </Typography>
    </Box>
  );
}

export function PortalHeader({ mobile }: { mobile: boolean }) {
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="default"
      sx={{
        top: 0,
        bgcolor: 'rgba(255,255,255,0.96)',
        backdropFilter: 'saturate(180%) blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid="portal-header"
    >
      <Container
        maxWidth="lg"
        sx={{
          height: mobile ? HEADER_HEIGHT.xs : HEADER_HEIGHT.md,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
          px: { xs: 1.5, md: 3 },
        }}
      >
        {mobile ? <MobileTitle /> : <Logo />}
        {!mobile && <DesktopNav />}
        <Box sx={{ flex: 1 }} />
        <Box sx={{ '& select': { maxWidth: mobile ? 78 : 'none' }, flexShrink: 0 }}>
          <LanguageSwitch color="text.secondary" />
        </Box>
        <AccountMenu compact={mobile} />
      </Container>
    </AppBar>
  );
}
