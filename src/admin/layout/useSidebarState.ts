/**
 * Sidebar state: on desktop open or collapsed to an icon rail, remembered in the `sidebarStatus`
 * cookie; below 992 px a drawer that starts closed and closes again after each navigation.
 */
import { useCallback, useEffect, useState } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import Cookies from 'js-cookie';
import { useLocation } from 'react-router-dom';
import { SIDEBAR_COOKIE, sidebarOpenFromCookie } from './menuModel.ts';

/** The seeds' mobile breakpoint: under 992 px. */
export const MOBILE_QUERY = '(max-width:991.95px)';

export interface SidebarState {
  isMobile: boolean;
  /** Desktop: full width (true) or icon rail. */
  opened: boolean;
  drawerOpen: boolean;
  toggle: () => void;
  closeDrawer: () => void;
}

export function useSidebarState(): SidebarState {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [opened, setOpened] = useState(() => sidebarOpenFromCookie(Cookies.get(SIDEBAR_COOKIE)));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation or a change of layout closes the phone drawer
  useEffect(() => setDrawerOpen(false), [pathname, isMobile]);
  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((o) => !o);
      return;
    }
    Cookies.set(SIDEBAR_COOKIE, opened ? '0' : '1', { path: '/', expires: 365, sameSite: 'lax' });
    setOpened(!opened);
  }, [isMobile, opened]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return { isMobile, opened, drawerOpen, toggle, closeDrawer };
}
