/** The 260 px sidebar titled 招聘系统: a permanent column (or icon rail) on desktop, a drawer on phones. */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useAccess } from '../access/AccessContext.tsx';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH, NAVBAR_HEIGHT } from '../theme.ts';
import { buildSidebar, HOME_PATH } from './menuModel.ts';
import { isRegistered } from './NodePage.tsx';
import { SIDEBAR_COLORS, SidebarMenu } from './SidebarMenu.tsx';
import type { SidebarState } from './useSidebarState.ts';

function SidebarContent({ collapsed }: { collapsed: boolean }) {
  const t = useTranslate();
  const { tree } = useAccess();
  const { pathname } = useLocation();
  const items = useMemo(() => buildSidebar(tree, isRegistered), [tree]);
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: SIDEBAR_COLORS.bg, color: SIDEBAR_COLORS.text }}>
      <Box
        component={RouterLink}
        to={HOME_PATH}
        sx={{
          height: NAVBAR_HEIGHT,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          gap: 1.25,
          px: collapsed ? 0 : 2.5,
          color: '#fff',
          textDecoration: 'none',
          borderBottom: '1px solid rgba(255,255,255,0.06)',
        }}
      >
        <Box
          sx={{ width: 30, height: 30, borderRadius: 1.5, bgcolor: 'primary.main', display: 'grid', placeItems: 'center', flexShrink: 0 }}
        >
          <WorkIcon sx={{ fontSize: 18 }} />
        </Box>
        {!collapsed && (
          <Typography data-testid="sidebar-title" sx={{ fontWeight: 700, fontSize: 17, letterSpacing: 1 }} noWrap>
            {t('admin.app.title')}
          </Typography>
        )}
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1, scrollbarWidth: 'thin' }}>
        <SidebarMenu items={items} collapsed={collapsed} current={pathname} />
      </Box>
    </Box>
  );
}

export function Sidebar({ state }: { state: SidebarState }) {
  if (state.isMobile) {
    return (
      <Drawer
        open={state.drawerOpen}
        onClose={state.closeDrawer}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 0 } } }}
        data-testid="sidebar-drawer"
      >
        <SidebarContent collapsed={false} />
      </Drawer>
    );
  }
  const width = state.opened ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH;
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      sx={{
        width,
        flexShrink: 0,
        position: 'sticky',
        top: 0,
        height: '100vh',
        transition: 'width .2s ease',
        overflow: 'hidden',
        zIndex: 2,
      }}
    >
      <SidebarContent collapsed={!state.opened} />
    </Box>
  );
}
