/** Job-seeker home (placeholder until the position pages land): who is logged in, and where to go. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../../../shell/components/TopBar.tsx';
import { AccountActions } from '../../../shell/components/AccountActions.tsx';
import { useToken } from '../../../shell/session.ts';
import { useUserInfo } from '../../../shell/user.ts';
import { usePageTitle } from '../../../shell/title.ts';

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle('titles.home');
  const token = useToken();
  const { user } = useUserInfo();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar actions={<AccountActions afterLogout="/hr/home" />} />
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid="home-greeting">
            {token ? t('home.welcome', { account: user?.account ?? '' }) : t('home.guest')}
          </Typography>
          {token && user && (
            <Typography data-testid="home-account" sx={{ mt: 1, color: 'text.secondary' }}>
              {user.account}
            </Typography>
          )}
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>{t('home.soon')}</Typography>
          <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {!token && (
              <Button component={RouterLink} to="/hr/register" variant="outlined">
                {t('actions.register')}
              </Button>
            )}
            {user?.isHasManage && (
              <Button data-testid="to-manage" component={RouterLink} to="/web/home" variant="contained">
                {t('home.toManage')}
              </Button>
            )}
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
