/**
 * The back office (/web/*): react-admin embedded under the shell's router (basename /web). Before it renders, the
 * caller's menu tree and function keys load (menus, routes and buttons all come from them), with the
 * company's run-time screen configuration and the user's own settings (react-admin's store, kept on
 * the server); every menu page then renders in the layout's view host, resources lazily from the
 * generated registry.
 */
import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AdminContext, CoreAdminUI, CustomRoutes, Notification, type I18nProvider } from 'react-admin';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../shell/components/PageLoader.tsx';
import { useToken } from '../shell/session.ts';
import { isForcedLogoutPending } from '../shell/forceLogout.ts';
import { AccessProvider } from './access/AccessContext.tsx';
import type { AccessData } from './access/keys.ts';
import { loadAccess } from './access/loadAccess.ts';
import { authProvider } from './authProvider.ts';
import { loadOverlays } from './config/overlayStore.ts';
import { dataProvider } from './dataProvider.ts';
import { ADMIN_NS, loadI18nProvider } from './i18nProvider.ts';
import { AdminLayout } from './layout/AdminLayout.tsx';
import { HOME_PATH } from './layout/menuModel.ts';
import { ViewHost } from './layout/ViewHost.tsx';
import { AccessDeniedPanel, AdminError } from './layout/placeholders.tsx';
import { adminStore } from './store.ts';
import { adminTheme } from './theme.ts';
import { queryClient } from '../shell/query.ts';

type Boot = { status: 'loading' } | { status: 'error' } | { status: 'ready'; access: AccessData; i18nProvider: I18nProvider };

/**
 * What the back office needs before it renders, once per token: the access, the catalogs, the
 * screen overlays and the user's settings (overlays and settings never reject: without them the
 * screens fall back to what shipped). A query of the shared client, so a retry, a late answer
 * after the token changed and the loading and failed states are the library's; the loaders keep
 * their own per-token answers (read synchronously by authProvider, the overlays and the store), so
 * react-admin's refresh asking again answers at once with the same objects.
 */
const loadBoot = (token: string) => Promise.all([loadAccess(token), loadI18nProvider(), loadOverlays(token), adminStore.hydrate(token)]);

function useBoot(token: string | null): [Boot, () => void] {
  const boot = useQuery({
    queryKey: ['admin-boot', token],
    // Asked only with a token (enabled).
    queryFn: () => loadBoot(token ?? ''),
    enabled: token !== null,
    staleTime: Infinity,
  });
  const retry = () => void boot.refetch();
  // The http client already showed why (or is ending the session); a retry shows the wait again.
  if (boot.isError) return [boot.isFetching ? { status: 'loading' } : { status: 'error' }, retry];
  if (!boot.data) return [{ status: 'loading' }, retry];
  const [access, i18nProvider] = boot.data;
  return [{ status: 'ready', access, i18nProvider }, retry];
}

function BootError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box>
        <Typography sx={{ mb: 2 }}>{t('admin.app.accessFailed')}</Typography>
        <Button variant="contained" onClick={onRetry} data-testid="admin-retry">
          {t('admin.app.retry')}
        </Button>
      </Box>
    </Box>
  );
}

/** `/web/` itself never reaches here (the shell redirects it); this covers react-admin's own "/". */
const HomeRedirect = () => <Navigate to={HOME_PATH} replace />;

export function AdminApp() {
  const token = useToken();
  const location = useLocation();
  // Without a token from the start, log in and come back; a token lost later belongs to the
  // logout flow that removed it, which already navigates.
  const hadToken = useRef(token !== null);
  const [boot, retry] = useBoot(token);
  if (!token) {
    if (hadToken.current) return <PageLoader />;
    return <Navigate to={`/hr/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  // A boot refused because the session was ended elsewhere shows only the forced-logout dialog, not 菜单加载失败 under it.
  if (boot.status === 'error') return isForcedLogoutPending() ? <PageLoader /> : <BootError onRetry={retry} />;
  if (boot.status === 'loading') return <PageLoader />;
  return (
    <AccessProvider value={boot.access}>
      {/*
        What react-admin's <Admin> renders, minus its defaults we replace anyway (login page,
        layout, English polyglot messages): importing those would only grow the admin's first chunk.
      */}
      <AdminContext
        basename="/web"
        queryClient={queryClient}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={boot.i18nProvider}
        store={adminStore}
        theme={adminTheme}
      >
        <CoreAdminUI
          disableTelemetry
          requireAuth
          layout={AdminLayout}
          dashboard={HomeRedirect}
          loading={PageLoader}
          error={AdminError}
          accessDenied={AccessDeniedPanel}
          loginPage={false}
          title="招聘系统"
        >
          <CustomRoutes>
            <Route path="*" element={<ViewHost />} />
          </CustomRoutes>
        </CoreAdminUI>
        <Notification />
      </AdminContext>
    </AccessProvider>
  );
}
