/**
 * The back office's 首页 (/web/home; menu key `home`, a hand-written page in the registry): who is
 * signed in, for which company, then the dashboard (home/Dashboard.tsx) for whoever holds the home menu;
 * a member who lands here without it (every manager does) gets shortcuts to the screens they may open.
 */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useUserInfo } from '../../shell/user.ts';
import { useAccess } from '../access/AccessContext.tsx';
import { TagChip } from '../engine/list/chips.tsx';
import { EmptyState } from '../engine/list/ListStates.tsx';
import { flattenTree, type MenuNode } from '../access/keys.ts';
import { iconByName } from '../layout/icons.ts';
import { HOME_PATH } from '../layout/menuModel.ts';
import { isRegistered } from '../layout/NodePage.tsx';
import { personalCentrePath } from '../layout/personalCentre.ts';
import { Dashboard } from './home/Dashboard.tsx';

function Welcome() {
  const t = useTranslate();
  const { user } = useUserInfo();
  const { isAdmin } = useAccess();
  const account = user?.account ?? '';
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2.5,
        background: 'linear-gradient(120deg,#eff6ff 0%,#ffffff 60%)',
      }}
    >
      <Avatar src={user?.headPortrait?.fullPath} sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 24 }}>
        {account.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} data-testid="admin-title">
          {t('admin.home.welcome', { account })}
        </Typography>
        <Typography data-testid="admin-account" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {t('admin.home.account', { account })}
        </Typography>
        <Box sx={{ mt: 1.25, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {user?.tenementName && <TagChip label={t('admin.home.tenement', { name: user.tenementName })} />}
          <TagChip label={t(isAdmin ? 'admin.home.admin' : 'admin.home.member')} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={personalCentrePath(user?.userRoles)} variant="outlined">
          {t('admin.home.personalCentre')}
        </Button>
        <Button component={RouterLink} to="/hr/home" variant="contained" endIcon={<ArrowForwardIcon />} data-testid="home-to-seeker">
          {t('admin.home.toSeeker')}
        </Button>
      </Box>
    </Paper>
  );
}

function ShortcutCard({ node, group }: { node: MenuNode; group: string | undefined }) {
  const Icon = iconByName(node.icon);
  return (
    <Paper
      component={RouterLink}
      to={node.path}
      variant="outlined"
      data-testid="shortcut"
      sx={{
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        textDecoration: 'none',
        color: 'inherit',
        transition: 'all .15s',
        '&:hover': { borderColor: 'primary.main', boxShadow: '0 4px 14px rgba(37,99,235,0.12)' },
      }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: 2,
          bgcolor: 'rgba(37,99,235,0.08)',
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <Icon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {node.title}
        </Typography>
        {group && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {group}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

function Shortcuts() {
  const t = useTranslate();
  const { tree } = useAccess();
  const groups = new Map(flattenTree(tree).flatMap((g) => g.children.map((c) => [c.id, g.title] as const)));
  const pages = flattenTree(tree).filter((n) => n.visible && n.path !== HOME_PATH && n.component !== null && isRegistered(n.component));
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('admin.home.shortcuts')}
      </Typography>
      {pages.length === 0 ? (
        <EmptyState text={t('admin.home.noShortcuts')} testId="home-no-shortcuts" />
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {pages.map((n) => (
            <ShortcutCard key={n.id} node={n} group={groups.get(n.id)} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** 首页's menu id: the dashboard's calls answer whoever holds it. */
const HOME_MENU_ID = 1;

export function HomePage() {
  const { tree } = useAccess();
  const holdsHome = flattenTree(tree).some((n) => n.id === HOME_MENU_ID);
  return (
    <Box data-testid="admin-home">
      <Welcome />
      {holdsHome ? <Dashboard /> : <Shortcuts />}
    </Box>
  );
}

// The registry loads hand-written pages as `{ default }` modules.
export default HomePage;
