/**
 * /hr/entryData: the seeker's onboarding facts (given once), then one card per hired application
 * with where and when to start and the entry papers.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shell/title.ts';
import { useToken } from '../../../shell/session.ts';
import { getHiredRecords } from '../../resume-api/entry.ts';
import type { DeliveryRecordItem } from '../../resume-api/types.ts';
import { ResumeLoginPrompt } from '../CompleteData/shared/ResumeLoginPrompt.tsx';
import { PersonalInfoCard } from './PersonalInfoCard.tsx';
import { EntryRecordCard } from './EntryRecordCard.tsx';

function HiredRecords() {
  const { t } = useTranslation('resume');
  const [list, setList] = useState<DeliveryRecordItem[] | null>(null);
  useEffect(() => {
    let live = true;
    getHiredRecords().then((p) => live && setList(p.list), () => live && setList([]));
    return () => {
      live = false;
    };
  }, []);
  if (list === null) return <LinearProgress />;
  if (!list.length) {
    return (
      <Paper variant="outlined" data-testid="entry-empty" sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, textAlign: 'center' }}>
        <WorkOutlineIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography sx={{ fontWeight: 600 }}>{t('entry.noHire')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('entry.noHireHint')}</Typography>
      </Paper>
    );
  }
  return <>{list.map((r) => <EntryRecordCard key={r.id} record={r} />)}</>;
}

export function EntryDataPage() {
  const { t } = useTranslation('resume');
  usePageTitle('titles.entryData', 'resume');
  const token = useToken();
  if (!token) return <ResumeLoginPrompt />;
  return (
    <Container maxWidth="lg" data-testid="entry-data" sx={{ py: { xs: 1.5, md: 3 }, px: { xs: 1.5, md: 3 } }}>
      <Typography component="h1" sx={{ display: { xs: 'none', md: 'block' }, fontSize: 24, fontWeight: 700, mb: 2 }}>{t('titles.entryData')}</Typography>
      <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 } }}>
        <PersonalInfoCard />
        <Typography sx={{ fontWeight: 700, fontSize: 17, mt: 1 }}>{t('entry.hired')}</Typography>
        <HiredRecords />
      </Box>
    </Container>
  );
}
