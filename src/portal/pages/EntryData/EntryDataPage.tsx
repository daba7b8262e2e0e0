/**
 * /hr/entryData: the seeker's onboarding facts (given once), then one card per hired application
 * with where and when to start and the entry papers.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isUnder } from '../../../shell/guardRules.ts';
import { usePageTitle } from '../../../shell/title.ts';
import { useToken } from '../../../shell/session.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { SEEKER_STAGE } from '../../../common/recruiting.ts';
import { ResumeLoginPrompt } from '../CompleteData/shared/ResumeLoginPrompt.tsx';
import { PersonalInfoCard } from './PersonalInfoCard.tsx';
import { EntryRecordCard } from './EntryRecordCard.tsx';

function HiredRecords() {
  const { t } = useTranslation('resume');
  // The seeker's applications that reached hire (their entry data is asked for); none shown when the read fails.
  const hired = useApiQuery('/ResumeDeliveryRecord/User/GetList', { page: 1, perPage: 100, stage: SEEKER_STAGE.hired });
  const list = hired.isError ? [] : (hired.data?.list ?? null);
  if (list === null) return <LinearProgress />;
  if (!list.length) {
    return (
      <Paper
        variant="outlined"
        data-testid="entry-empty"
        sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}
      >
        <WorkOutlineIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 600 }}>{t('entry.noHire')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('entry.noHireHint')}
        </Typography>
      </Paper>
    );
  }
  return (
    <>
      {list.map((r) => (
        <EntryRecordCard key={r.id} record={r} />
      ))}
    </>
  );
}

function EntryDataContent() {
  const { t } = useTranslation('resume');
  return (
    <Box data-testid="entry-data" sx={{ display: 'grid', gap: { xs: 1.5, md: 2 } }}>
      <PersonalInfoCard />
      <Typography sx={{ fontWeight: 700, fontSize: 17, mt: 1 }}>{t('entry.hired')}</Typography>
      <HiredRecords />
    </Box>
  );
}

/**
 * Its own page on a phone; on a desk the personal centre shows it as a tab (/hr/myJob?tab=entryData),
 * inside the centre's frame and under its title, so there only the content renders.
 */
export function EntryDataPage() {
  const { t } = useTranslation('resume');
  const token = useToken();
  const standalone = isUnder(useLocation().pathname, '/hr/entryData');
  if (!token) return <ResumeLoginPrompt />;
  if (!standalone) return <EntryDataContent />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 1.5, md: 3 }, px: { xs: 1.5, md: 3 } }}>
      <EntryTitle />
      <Typography component="h1" sx={{ display: { xs: 'none', md: 'block' }, fontSize: 24, fontWeight: 700, mb: 2 }}>
        {t('titles.entryData')}
      </Typography>
      <EntryDataContent />
    </Container>
  );
}

/** The document title only where this is the page (the centre sets its own). */
function EntryTitle() {
  usePageTitle('titles.entryData', 'resume');
  return null;
}
