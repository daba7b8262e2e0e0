/**
 * /hr/completeData: the online resume editor (every section saves on its own) beside its
 * completeness, and the attachment resumes in a second tab (?tab=attachments).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToken } from '../../../shell/session.ts';
import { usePageTitle } from '../../../shell/title.ts';
import { useIsMobile } from '../../components/useIsMobile.ts';
import { ResumeLoginPrompt } from './shared/ResumeLoginPrompt.tsx';
import { AttachmentsPanel } from './attachments/AttachmentsPanel.tsx';
import { CompletenessCard } from './CompletenessCard.tsx';
import { useResume, type ResumeLoad } from './useResume.ts';
import { BasicSection } from './sections/BasicSection.tsx';
import { StatusSection } from './sections/StatusSection.tsx';
import { ExpectSection } from './sections/ExpectSection.tsx';
import { ExperienceSection } from './sections/ExperienceSection.tsx';
import { useExperienceKinds } from './sections/experienceKinds.tsx';
import { PhotosSection } from './sections/PhotosSection.tsx';
import { SkillsSection } from './sections/SkillsSection.tsx';

type TabKey = 'online' | 'attachments';

function OnlineResume({ load }: { load: Extract<ResumeLoad, { kind: 'ready' }> }) {
  const { resume, options, apply } = load;
  const kinds = useExperienceKinds(options);
  const missing = new Set<string>(resume?.completeness.missing ?? ['basic', 'jobStatus', 'expect', 'educations', 'photos']);
  const props = { resume, options, apply };
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.5, md: 2 } }}>
      <BasicSection {...props} missing={missing.has('basic')} />
      <PhotosSection {...props} missing={missing.has('photos')} />
      <StatusSection {...props} missing={missing.has('jobStatus')} />
      <ExpectSection {...props} missing={missing.has('expect')} />
      <ExperienceSection kind={kinds.educations} list={resume?.educations ?? []} apply={apply} missing={missing.has('educations')} />
      <ExperienceSection kind={kinds.jobs} list={resume?.jobs ?? []} apply={apply} />
      <ExperienceSection kind={kinds.projects} list={resume?.projects ?? []} apply={apply} />
      <SkillsSection {...props} />
    </Box>
  );
}

function Loaded({ load, tab }: { load: ResumeLoad; tab: TabKey }) {
  const { t } = useTranslation('resume');
  if (tab === 'attachments') return <AttachmentsPanel />;
  if (load.kind === 'loading') return <LinearProgress sx={{ my: 4 }} />;
  if (load.kind === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={load.retry}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  return <OnlineResume load={load} />;
}

export function CompleteDataPage() {
  const { t } = useTranslation('resume');
  usePageTitle('titles.completeData', 'resume');
  const token = useToken();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'attachments' ? 'attachments' : 'online';
  const load = useResume(token !== null);
  const mobile = useIsMobile();
  const completeness = load.kind === 'ready' ? load.resume?.completeness : undefined;

  if (!token) return <ResumeLoginPrompt />;
  return (
    <Container maxWidth="lg" data-testid="complete-data" sx={{ py: { xs: 1.5, md: 3 }, px: { xs: 1.5, md: 3 } }}>
      <Typography component="h1" sx={{ display: { xs: 'none', md: 'block' }, fontSize: 24, fontWeight: 700, mb: 2 }}>
        {t('titles.completeData')}
      </Typography>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: mobile ? '1fr' : 'minmax(0, 1fr) 300px', gap: { xs: 1.5, md: 3 }, alignItems: 'start' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Paper variant="outlined" sx={{ mb: { xs: 1.5, md: 2 }, px: 1 }}>
            <Tabs
              value={tab}
              onChange={(_e, v: TabKey) => setParams(v === 'online' ? {} : { tab: v }, { replace: true })}
              variant="fullWidth"
            >
              <Tab value="online" label={t('tabs.online')} data-testid="tab-online" />
              <Tab value="attachments" label={t('tabs.attachments')} data-testid="tab-attachments" />
            </Tabs>
          </Paper>
          {mobile && tab === 'online' && load.kind === 'ready' && (
            <Box sx={{ mb: 1.5 }}>
              <CompletenessCard completeness={completeness} compact />
            </Box>
          )}
          <Loaded load={load} tab={tab} />
        </Box>
        {!mobile && (
          <Box sx={{ position: 'sticky', top: 88 }}>{load.kind === 'ready' && <CompletenessCard completeness={completeness} />}</Box>
        )}
      </Box>
    </Container>
  );
}
