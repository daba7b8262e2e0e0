import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The shared page header: logo text on the left, language switch and page actions on the right. */
export function TopBar({ actions, transparent = false }: { actions?: ReactNode; transparent?: boolean }) {
  const { t } = useTranslation();
  return (
    <AppBar
      position="static"
      elevation={0}
      color={transparent ? 'transparent' : 'default'}
      sx={{ bgcolor: transparent ? 'transparent' : 'background.paper', borderBottom: transparent ? 0 : 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 56, sm: 64 } }}>
        <Box
          component={RouterLink}
          to="/hr/home"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none' }}
        >
          <WorkOutlinedIcon />
          <Typography data-testid="logo" variant="h6" component="span" sx={{ fontWeight: 700, fontSize: { xs: 17, sm: 20 } }}>
            {t('appName')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <LanguageSwitch color="text.secondary" />
        {actions}
      </Toolbar>
    </AppBar>
  );
}
