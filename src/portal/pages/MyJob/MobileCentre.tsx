/**
 * The phone's personal centre: who is logged in, a list of the personal pages, and 个人数据 (the seeds keep
 * no 设置账号 page on phones, so the download of one's data and the erasure request are here).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ComponentType } from 'react';
import { logout } from '../../../shell/auth.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { PrivacyCard } from '../../privacy/PrivacyCard.tsx';

interface Entry {
  key: string;
  to: string;
  icon: ComponentType;
}

const MINE: readonly Entry[] = [
  { key: 'deliveryRecord', to: '/hr/deliveryRecord', icon: SendOutlinedIcon },
  { key: 'collect', to: '/hr/collect', icon: FavoriteBorderIcon },
  { key: 'completeData', to: '/hr/completeData', icon: DescriptionOutlinedIcon },
  { key: 'entryData', to: '/hr/entryData', icon: BadgeOutlinedIcon },
];

const MORE: readonly Entry[] = [
  { key: 'commonProblem', to: '/hr/commonProblem', icon: HelpOutlineIcon },
  { key: 'aboutCompany', to: '/hr/aboutCompany', icon: InfoOutlinedIcon },
  { key: 'terms', to: '/hr/terms', icon: GavelOutlinedIcon },
];

function EntryList({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation('portal');
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
      <List disablePadding>
        {entries.map(({ key, to, icon: Icon }, i) => (
          // A list holds list items: each link sits in one.
          <ListItem key={key} disablePadding divider={i < entries.length - 1}>
            <ListItemButton component={RouterLink} to={to} data-testid={`centre-${key}`} sx={{ py: 1.5 }}>
              <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={t(`myJob.entries.${key}`)} />
              <ChevronRightIcon sx={{ color: 'text.disabled' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export function MobileCentre() {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  const onLogout = async () => {
    await logout();
    void navigate('/hr/home', { replace: true });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="mobile-centre">
      <ProfileCard links={false} />
      <EntryList entries={MINE} />
      <EntryList entries={MORE} />
      <PrivacyCard />
      <Button
        variant="outlined"
        color="inherit"
        onClick={() => void onLogout()}
        sx={{ color: 'text.secondary', bgcolor: 'background.paper' }}
        data-testid="centre-logout"
      >
        {t('header.logout')}
      </Button>
    </Box>
  );
}
