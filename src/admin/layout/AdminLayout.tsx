/** react-admin's layout slot: sidebar, navbar with breadcrumb, visited-views tags, then the page. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TagsView } from './TagsView.tsx';
import { useSidebarState } from './useSidebarState.ts';

export function AdminLayout({ children }: { children?: ReactNode }) {
  const sidebar = useSidebarState();
  return (
    <Box
      data-testid="admin-layout"
      data-mobile={sidebar.isMobile || undefined}
      sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}
    >
      <Sidebar state={sidebar} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ position: 'sticky', top: 0, zIndex: 3 }}>
          <Navbar sidebar={sidebar} />
          <TagsView />
        </Box>
        <Box component="main" id="main-content" sx={{ flex: 1, p: { xs: 1.5, md: 2 }, minWidth: 0 }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
