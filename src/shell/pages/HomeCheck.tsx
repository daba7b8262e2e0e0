/**
 * Identity choice after login, for accounts that are both job seeker and company manager:
 * the choice is sent with Login/ChangeLogin, then the user enters that area. Below, any logged-in
 * user may ask to join a company with its team code or create one (home-check/); invitations a company
 * sent them wait above the choice for their answer.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import BusinessIcon from '@mui/icons-material/Business';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToken } from '../session.ts';
import type { Identity } from '../guardRules.ts';
import { useUserInfo } from '../user.ts';
import { TopBar } from '../components/TopBar.tsx';
import { usePageTitle } from '../title.ts';
import { LOGIN_PATH } from '../forceLogout.ts';
import { CompanyActions } from './home-check/CompanyActions.tsx';
import { PendingInvitations } from '../components/PendingInvitations.tsx';
import { enterArea } from './home-check/enterArea.ts';

interface ChoiceProps {
  testId: string;
  icon: ReactNode;
  title: string;
  desc: string;
  disabled: boolean;
  onChoose: () => void;
}

function Choice({ testId, icon, title, desc, disabled, onChoose }: ChoiceProps) {
  return (
    <Card
      variant="outlined"
      sx={{ flex: 1, opacity: disabled ? 0.55 : 1, transition: 'box-shadow .2s', '&:hover': { boxShadow: disabled ? 0 : 6 } }}
    >
      <CardActionArea data-testid={testId} disabled={disabled} onClick={onChoose} sx={{ height: '100%' }}>
        <CardContent sx={{ textAlign: 'center', py: { xs: 4, sm: 6 } }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }}>{icon}</Box>
          <Typography variant="h6" sx={{ mt: 1, fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {desc}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function HomeCheck() {
  const { t } = useTranslation();
  usePageTitle('titles.homeCheck');
  const token = useToken();
  const navigate = useNavigate();
  const { user } = useUserInfo();
  const [busy, setBusy] = useState(false);
  if (!token) return <Navigate to={LOGIN_PATH} replace />;

  const choose = async (identity: Identity) => {
    if (busy) return;
    setBusy(true);
    try {
      void navigate(await enterArea(identity), { replace: true });
    } catch {
      // The client already showed the failure; the user may choose again.
    } finally {
      setBusy(false);
    }
  };
  const noManage = user !== null && !user.isHasManage;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar />
      <Container maxWidth="md" sx={{ py: { xs: 4, sm: 8 } }}>
        <Typography variant="h5" sx={{ textAlign: 'center', fontWeight: 700, mb: 4 }}>
          {t('homeCheck.title')}
        </Typography>
        {/* Accepting opens the management identity: reload so the choice below knows it. */}
        <PendingInvitations onAccepted={() => window.location.reload()} />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3 }}>
          <Choice
            testId="choose-seeker"
            icon={<PersonSearchIcon />}
            title={t('homeCheck.seeker')}
            desc={t('homeCheck.seekerDesc')}
            disabled={busy}
            onChoose={() => void choose('seeker')}
          />
          <Choice
            testId="choose-manage"
            icon={<BusinessIcon />}
            title={t('homeCheck.manage')}
            desc={noManage ? t('homeCheck.noManage') : t('homeCheck.manageDesc')}
            disabled={busy || noManage}
            onChoose={() => void choose('manage')}
          />
        </Box>
        <CompanyActions defaultName={user?.name ?? ''} disabled={busy} onEntered={(path) => void navigate(path, { replace: true })} />
      </Container>
    </Box>
  );
}
