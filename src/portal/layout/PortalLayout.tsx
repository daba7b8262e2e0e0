/**
 * The job-seeker area's frame: header, content and footer; on phones (< 992 px) a compact header
 * and the bottom tab bar. It applies the viewport rules (guardRules.viewportRedirect) and, in
 * WeChat mode, the agreement popup.
 */
import { Suspense, use } from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { lazyNamed } from '../../shell/lazy.ts';
import { viewportRedirect } from '../../shell/guardRules.ts';
import { PageLoader } from '../../shell/components/PageLoader.tsx';
import { portalTheme } from '../components/portalTheme.ts';
import { useIsMobile } from '../components/useIsMobile.ts';
import { PortalHeader } from './PortalHeader.tsx';
import { PortalFooter } from './PortalFooter.tsx';
import { MobileTabBar } from './MobileTabBar.tsx';
import { TAB_BAR_HEIGHT } from './metrics.ts';
import { isWechatMode } from './wechat.ts';
import { portalCatalogs } from '../i18n.ts';
import { useToken } from '../../shell/session.ts';

// Only WeChat visitors need the popup and the terms it shows: its own chunk.
const AgreementDialog = lazyNamed(() => import('./AgreementDialog.tsx'), 'AgreementDialog');
// Only logged-in people are asked to accept changed terms: its own chunk too.
const ConsentBanner = lazyNamed(() => import('../privacy/ConsentBanner.tsx'), 'ConsentBanner');

function Frame() {
  const mobile = useIsMobile();
  const { pathname, search } = useLocation();
  const token = useToken();
  const to = viewportRedirect(pathname, search, mobile);
  if (to) return <Navigate to={to} replace />;
  return (
    <Box
      data-testid="portal-layout"
      data-mobile={mobile ? 'true' : 'false'}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        pb: mobile ? `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))` : 0,
      }}
    >
      <PortalHeader mobile={mobile} />
      {token && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      <Box component="main" sx={{ flex: '1 0 auto', minWidth: 0 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <PortalFooter mobile={mobile} />
      {mobile && <MobileTabBar />}
      {isWechatMode() && (
        <Suspense fallback={null}>
          <AgreementDialog />
        </Suspense>
      )}
    </Box>
  );
}

export function PortalLayout() {
  // Suspends (the guard shows its loader) until this language's catalogue is in: a few ms after start.
  use(portalCatalogs);
  return (
    <ThemeProvider theme={portalTheme}>
      <Frame />
    </ThemeProvider>
  );
}
