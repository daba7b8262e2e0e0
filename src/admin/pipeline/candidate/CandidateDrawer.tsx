/**
 * The candidate drawer every stage screen (and the board) opens on a row: who applied to what and
 * where they stand, the steps allowed now, then the resume as sent with its attachment, the
 * special-form answers and entry data, the stage timeline and HR's notes. A right-hand panel of
 * 720 px on a desk, the whole screen on a phone.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { stageName } from '../../../common/pipeline.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { StatusChip } from '../../engine/list/chips.tsx';
import { usePipelineT } from '../i18n.ts';
import { stageTone } from '../tones.ts';
import { EntrySection, FormAnswers, hasEntry } from './FormAndEntry.tsx';
import { Notes } from './Notes.tsx';
import { PaperPreview } from './Papers.tsx';
import { ResumeSection, Section } from './ResumeSection.tsx';
import { Steps } from './Steps.tsx';
import { Timeline } from './Timeline.tsx';
import { InterviewsTab, interviewsTabFor } from '../assessment/InterviewsTab.tsx';
import { when } from './format.ts';
import { useCandidate, type Candidate } from './useCandidate.ts';

export interface CandidateDrawerProps {
  /** The application (delivery record) shown. */
  id: number;
  /** What the row already knows, shown while the rest loads (its name, sub-step). */
  row?: { name?: unknown; step?: unknown };
  open: boolean;
  onClose: () => void;
  /** A step moved the application: the screen behind reloads. */
  onMoved?: () => void;
}

type TabKey = 'resume' | 'papers' | 'interviews' | 'timeline' | 'notes';

const nameOf = (c: Candidate, row: CandidateDrawerProps['row']) =>
  c.detail.resume.basic?.name || c.detail.applicant.name || (typeof row?.name === 'string' ? row.name : '') || c.detail.applicant.account;

function Header({ c, name, onClose }: { c: Candidate; name: string; onClose: () => void }) {
  const t = usePipelineT();
  const { record, position, applicant } = c.detail;
  const contact = [c.detail.resume.basic?.phone ?? applicant.phone, c.detail.resume.basic?.email ?? applicant.email]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" sx={{ fontSize: 19, fontWeight: 600 }} data-testid="drawer-name">
            {name}
          </Typography>
          <StatusChip tone={stageTone(record.active)} label={stageName(record.stage, currentLang())} data-testid="drawer-stage" />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('drawer.appliedTo', { position: position.name, date: when(record.createdAt) })}
          {record.source ? ` · ${record.source}` : ''}
        </Typography>
        {contact && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {contact}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label={t('drawer.close')}
        title={t('drawer.close')}
        onClick={onClose}
        data-testid="drawer-close"
        sx={{ mt: -0.5, mr: -1 }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

function ResumeTab({ c }: { c: Candidate }) {
  const t = usePipelineT();
  const { resume, attachment } = c.detail;
  return (
    <>
      {!resume.basic && !attachment && <EmptyState variant="compact" text={t('drawer.noResume')} testId="drawer-no-resume" />}
      {attachment && (
        <Section title={t('drawer.attachment')} testId="attachment">
          <PaperPreview name={attachment.name} fullPath={attachment.fullPath} />
        </Section>
      )}
      <ResumeSection resume={resume} />
    </>
  );
}

function PapersTab({ c }: { c: Candidate }) {
  const t = usePipelineT();
  const form = c.detail.formData;
  const entry = hasEntry(c.entry);
  return (
    <>
      {!form && !entry && <EmptyState variant="compact" text={t('drawer.noPapers')} testId="drawer-no-papers" />}
      {form && <FormAnswers form={form} />}
      {entry && <EntrySection entry={c.entry} />}
    </>
  );
}

function Body({
  c,
  id,
  row,
  onClose,
  onMoved,
}: {
  c: Candidate;
  id: number;
  row: CandidateDrawerProps['row'];
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = usePipelineT();
  const [tab, setTab] = useState<TabKey>('resume');
  const name = nameOf(c, row);
  const step = typeof row?.step === 'number' ? row.step : 0;
  const target = { id, name, stage: c.detail.record.stage, step, recruitmentType: c.detail.position.recruitmentType };
  return (
    <>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Header c={c} name={name} onClose={onClose} />
        <Box sx={{ mt: 1.5 }}>
          <Steps target={target} onMoved={onMoved} />
        </Box>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, v: TabKey) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider', minHeight: 42 }}
      >
        <Tab value="resume" label={t('drawer.tabs.resume')} sx={{ minHeight: 42 }} data-testid="tab-resume" />
        <Tab value="papers" label={t('drawer.tabs.papers')} sx={{ minHeight: 42 }} data-testid="tab-papers" />
        {interviewsTabFor(c.detail.record.stage)}
        <Tab
          value="timeline"
          label={t('drawer.tabs.timeline', { count: c.history.length + 1 })}
          sx={{ minHeight: 42 }}
          data-testid="tab-timeline"
        />
        <Tab value="notes" label={t('drawer.tabs.notes')} sx={{ minHeight: 42 }} data-testid="tab-notes" />
      </Tabs>
      <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 3 }, py: 2 }}>
        {tab === 'resume' && <ResumeTab c={c} />}
        {tab === 'papers' && <PapersTab c={c} />}
        {tab === 'interviews' && <InterviewsTab id={id} onChanged={onMoved} />}
        {tab === 'timeline' && <Timeline history={c.history} appliedAt={c.detail.record.createdAt} />}
        {tab === 'notes' && <Notes id={id} />}
      </Box>
    </>
  );
}

function Loading({ failed, onRetry, onClose }: { failed: boolean; onRetry: () => void; onClose: () => void }) {
  const t = usePipelineT();
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton aria-label={t('drawer.close')} onClick={onClose} data-testid="drawer-close">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        {failed ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('drawer.retry')}
              </Button>
            }
          >
            {t('drawer.loadFailed')}
          </Alert>
        ) : (
          <CircularProgress size={28} />
        )}
      </Box>
    </Box>
  );
}

export default function CandidateDrawer({ id, row, open, onClose, onMoved }: CandidateDrawerProps) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const { phase, reload } = useCandidate(id);
  const moved = () => {
    reload();
    onMoved?.();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: phone ? '100vw' : 720, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
          'data-testid': 'candidate-drawer',
        } as object,
      }}
    >
      {phase.kind === 'ready' ? (
        <Body c={phase.data} id={id} row={row} onClose={onClose} onMoved={moved} />
      ) : (
        <Loading failed={phase.kind === 'failed'} onRetry={reload} onClose={onClose} />
      )}
    </Drawer>
  );
}
