/**
 * /hr/settingAcount: the account name (never changes), the password, the phone and e-mail
 * bound to the account (each binds one account only), and the person's data (download, erasure).
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shell/title.ts';
import { useToken } from '../../../shell/session.ts';
import { invalidateUserInfo, loadUserInfo, useUserInfo, type UserInfo } from '../../../shell/user.ts';
import { useCaptcha } from '../../components/verification/useCaptcha.tsx';
import { ResumeLoginPrompt } from '../CompleteData/shared/ResumeLoginPrompt.tsx';
import { SettingCard } from './SettingCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { ContactCard } from './ContactCard.tsx';
import { PrivacyCard } from '../../privacy/PrivacyCard.tsx';

function AccountName({ account }: { account: string }) {
  const { t } = useTranslation('resume');
  return (
    <SettingCard title={t('account.name')} testId="account-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography data-testid="account-name" sx={{ fontWeight: 600 }}>
          {account}
        </Typography>
        <LockOutlinedIcon fontSize="small" sx={{ color: 'text.disabled' }} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('account.nameFixed')}
      </Typography>
    </SettingCard>
  );
}

export function SettingAccountPage() {
  const { t } = useTranslation('resume');
  usePageTitle('titles.settingAccount', 'resume');
  const token = useToken();
  const shared = useUserInfo().user;
  const captcha = useCaptcha();
  // After a binding the info is read again; the shared copy is per token, so keep the fresh one here.
  const [fresh, setFresh] = useState<UserInfo | null>(null);
  // A background re-read of the user info must not unmount the cards (and lose a half-filled form).
  const lastUser = useRef<UserInfo | null>(null);
  const user = fresh ?? shared ?? lastUser.current;
  lastUser.current = user;
  if (!token) return <ResumeLoginPrompt />;
  const onBound = () => {
    invalidateUserInfo();
    loadUserInfo(token).then(setFresh, () => undefined);
  };
  return (
    <Container maxWidth="md" data-testid="setting-account" sx={{ py: { xs: 1.5, md: 3 }, px: { xs: 1.5, md: 3 } }}>
      <Typography component="h1" sx={{ display: { xs: 'none', md: 'block' }, fontSize: 24, fontWeight: 700, mb: 2 }}>
        {t('titles.settingAccount')}
      </Typography>
      {user ? (
        <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 } }}>
          <AccountName account={user.account} />
          <PasswordCard />
          <ContactCard kind="phone" current={user.phone} askTicket={captcha.ask} onBound={onBound} />
          <ContactCard kind="email" current={user.email} askTicket={captcha.ask} onBound={onBound} />
          <PrivacyCard />
        </Box>
      ) : (
        <Skeleton variant="rounded" height={320} />
      )}
      {captcha.dialog}
    </Container>
  );
}
