/** The phone's bottom tab bar: 首页, 职位, 企业, 我的. */
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MOBILE_TABS, activeNav } from './nav.ts';
import { TAB_BAR_HEIGHT } from './metrics.ts';

const ICONS = { home: HomeOutlinedIcon, positions: WorkOutlineIcon, company: ApartmentOutlinedIcon, mine: PersonOutlineIcon } as const;

export function MobileTabBar() {
  const { t } = useTranslation('portal');
  const { pathname } = useLocation();
  return (
    <Paper
      component="nav"
      elevation={0}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 1100,
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
      data-testid="tab-bar"
    >
      <BottomNavigation showLabels value={activeNav(MOBILE_TABS, pathname)} sx={{ height: TAB_BAR_HEIGHT }}>
        {MOBILE_TABS.map((tab) => {
          const Icon = ICONS[tab.key as keyof typeof ICONS];
          return (
            <BottomNavigationAction
              key={tab.key}
              value={tab.key}
              label={t(`tabs.${tab.key}`)}
              icon={<Icon />}
              component={RouterLink}
              to={tab.to}
              data-testid={`tab-${tab.key}`}
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}
