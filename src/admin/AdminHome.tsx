/** Back-office home placeholder (/web/home, titled 首页); react-admin replaces it later. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TopBar } from '../shell/components/TopBar.tsx';
import { AccountActions } from '../shell/components/AccountActions.tsx';
import { useUserInfo } from '../shell/user.ts';
import { usePageTitle } from '../shell/title.ts';

export function AdminHome() {
  const { t } = useTranslation();
  usePageTitle('admin.title');
  const { user } = useUserInfo();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar actions={<AccountActions />} />
      <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }} data-testid="admin-title">
            {t('admin.title')}
          </Typography>
          <Typography data-testid="admin-account" sx={{ mt: 1, color: 'text.secondary' }}>
            {t('admin.account', { account: user?.account ?? '' })}
          </Typography>
          <Button data-testid="to-seeker" component={RouterLink} to="/hr/home" variant="outlined" sx={{ mt: 3 }}>
            {t('home.toSeeker')}
          </Button>
        </Paper>
      </Container>
    </Box>
  );
}
