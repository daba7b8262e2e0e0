/** The personal centre's head: who is logged in and how complete the online resume is. */
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../../shell/session.ts';
import { useUserInfo } from '../../../shell/user.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { CompletenessBar } from '../../components/CompletenessMeter.tsx';

export function ProfileCard({ links = true }: { links?: boolean }) {
  const { t } = useTranslation('portal');
  const token = useToken();
  const { user } = useUserInfo();
  const resumes = useApiQuery('/Resume/GetMyAllResumeByDelivery', token ? undefined : null);
  const percent = resumes.data?.online?.completeness.percent ?? 0;
  const name = user?.account ?? '';
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, background: 'linear-gradient(135deg, #eef4ff 0%, #ffffff 80%)' }}
      data-testid="profile-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar src={user?.headPortrait?.fullPath} sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 24 }}>
          {[...name][0]?.toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 18, overflowWrap: 'anywhere' }} data-testid="profile-account">
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user?.phone ?? user?.email ?? ''}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', fontSize: 13, color: 'text.secondary', mb: 0.5 }}>
          <span>{t('myJob.resumeCompleteness')}</span>
          <span data-testid="profile-percent">{resumes.data ? `${percent}%` : ''}</span>
        </Box>
        <CompletenessBar percent={percent} sx={{ height: 6, borderRadius: 3 }} />
      </Box>
      {links && (
        <Box sx={{ display: 'grid', gap: 1, mt: 2.5 }}>
          <Button variant="contained" component={RouterLink} to="/hr/completeData" data-testid="link-completeData">
            {t('myJob.completeData')}
          </Button>
          <Button variant="outlined" component={RouterLink} to="/hr/settingAcount" data-testid="link-settingAccount">
            {t('myJob.settingAccount')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
