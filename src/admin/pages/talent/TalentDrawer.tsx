/**
 * One library entry (ResumeLib/GetResumeLibInfo): who, how to reach them (masked as the member's role
 * says), tags and source; HR's copy of the resume with a button per section for holders of the edit
 * key; the person's applications the member sees; the log of changes, merges and forwards. Forward
 * and bring-into-a-pipeline from here too. 720 px on a desk, the whole screen on a phone.
 */
import { Suspense, lazy, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { useHasKey } from '../../access/AccessContext.tsx';
import { useApiQuery } from '../../../shell/query.ts';
import { StatusChip, TagChip } from '../../engine/list/chips.tsx';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { stageTone } from '../../pipeline/tones.ts';
import { ResumeSection, Section } from '../../pipeline/candidate/ResumeSection.tsx';
import type { Snapshot } from '../../pipeline/candidate/api.ts';
import { when } from '../../pipeline/candidate/format.ts';
import type { Entry } from './api.ts';
import { useTalentT } from './i18n.ts';
import { LogTab } from './LogTab.tsx';
import type { EditableSection } from './EditDialog.tsx';

const EditDialog = lazy(() => import('./EditDialog.tsx'));
const ForwardDialog = lazy(() => import('./ForwardDialog.tsx'));
const BringInDialog = lazy(() => import('./BringInDialog.tsx'));

export interface TalentDrawerProps {
  id: number;
  open: boolean;
  onClose: () => void;
  /** Something changed (an edit, a pipeline): the list behind reloads when the drawer closes. */
  onChanged?: () => void;
}

type TabKey = 'resume' | 'applications' | 'log';
const SECTIONS: EditableSection[] = ['basic', 'jobStatus', 'expect', 'jobs', 'projects', 'educations', 'tags'];

function Header({ e, onClose }: { e: Entry; onClose: () => void }) {
  const t = useTalentT();
  const contact = [e.phone, e.email].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" sx={{ fontSize: 19, fontWeight: 600 }} data-testid="talent-name">
            {e.name}
          </Typography>
          <TagChip label={e.source} />
          {e.inPool && <StatusChip tone="active" label={t('drawer.inPool')} />}
          {e.tags.map((tag) => (
            <TagChip key={tag} label={tag} />
          ))}
        </Box>
        {contact && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {contact}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {[!e.hasAccount && t('drawer.noAccount'), e.hrEditedAt && t('drawer.hrEdited', { date: when(e.hrEditedAt) })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <IconButton
        aria-label={t('drawer.close')}
        title={t('drawer.close')}
        onClick={onClose}
        data-testid="talent-close"
        sx={{ mt: -0.5, mr: -1 }}
      >
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

function Applications({ e }: { e: Entry }) {
  const t = useTalentT();
  if (!e.applications.length) return <EmptyState variant="compact" text={t('drawer.noApplications')} testId="talent-no-applications" />;
  return (
    <Stack spacing={1.5} data-testid="talent-applications">
      {e.applications.map((a) => (
        <Box key={a.id} sx={{ borderLeft: 3, borderColor: a.active ? 'primary.main' : 'divider', pl: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {a.positionName}
            </Typography>
            <StatusChip tone={stageTone(a.active)} label={a.stageName} />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {[t('drawer.appliedAt', { date: when(a.createdAt) }), a.source].filter(Boolean).join(' · ')}
          </Typography>
          {a.attachment && (
            <Box>
              <Link href={a.attachment.fullPath} target="_blank" rel="noopener" variant="body2">
                {a.attachment.name}
              </Link>
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function ResumeTab({ e, canEdit, onEdit }: { e: Entry; canEdit: boolean; onEdit: (s: EditableSection) => void }) {
  const t = useTalentT();
  return (
    <>
      {canEdit && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="talent-edit-buttons">
          {SECTIONS.map((s) => (
            <Button key={s} size="small" variant="outlined" onClick={() => onEdit(s)} data-testid={`talent-edit-${s}`}>
              {t('drawer.editSection', { section: t(`sections.${s}`) })}
            </Button>
          ))}
        </Box>
      )}
      {e.file && (
        <Section title={t('drawer.parsedFile')}>
          <Link href={e.file.fullPath} target="_blank" rel="noopener" variant="body2">
            {e.file.name}
          </Link>
        </Section>
      )}
      <ResumeSection resume={e.resume as unknown as Snapshot} />
    </>
  );
}

function Body({ e, onClose, onChanged }: { e: Entry; onClose: () => void; onChanged: () => void }) {
  const t = useTalentT();
  const [tab, setTab] = useState<TabKey>('resume');
  const [editing, setEditing] = useState<EditableSection | null>(null);
  const [dialog, setDialog] = useState<'forward' | 'bringIn' | null>(null);
  const keys = [
    useHasKey('resumeLib:editResume'),
    useHasKey('talentCenter:editResume'),
    useHasKey('resumeLib:forward'),
    useHasKey('talentCenter:forward'),
  ];
  const canEdit = Boolean(keys[0] || keys[1]);
  const canForward = Boolean(keys[2] || keys[3]);
  const canBringIn = useHasKey('talentCenter:bringIn');
  const done = (changed: boolean) => {
    setEditing(null);
    setDialog(null);
    if (changed) onChanged();
  };
  return (
    <>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Header e={e} onClose={onClose} />
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {canForward && (
            <Button size="small" variant="contained" onClick={() => setDialog('forward')} data-testid="talent-forward">
              {t('buttons.forward')}
            </Button>
          )}
          {canBringIn && (
            <Button size="small" variant="outlined" onClick={() => setDialog('bringIn')} data-testid="talent-bring-in">
              {t('buttons.bringIn')}
            </Button>
          )}
        </Box>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, v: TabKey) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider', minHeight: 42 }}
      >
        <Tab value="resume" label={t('drawer.tabs.resume')} sx={{ minHeight: 42 }} />
        <Tab
          value="applications"
          label={`${t('drawer.tabs.applications')} (${e.applications.length})`}
          sx={{ minHeight: 42 }}
          data-testid="talent-tab-applications"
        />
        <Tab value="log" label={t('drawer.tabs.log')} sx={{ minHeight: 42 }} data-testid="talent-tab-log" />
      </Tabs>
      <Box sx={{ flex: 1, overflowY: 'auto', px: { xs: 2, sm: 3 }, py: 2 }}>
        {tab === 'resume' && <ResumeTab e={e} canEdit={canEdit} onEdit={setEditing} />}
        {tab === 'applications' && <Applications e={e} />}
        {tab === 'log' && <LogTab id={e.id} />}
      </Box>
      <Suspense fallback={null}>
        {editing && <EditDialog entry={e} section={editing} onClose={done} />}
        {dialog === 'forward' && <ForwardDialog id={e.id} name={e.name} onClose={done} />}
        {dialog === 'bringIn' && <BringInDialog ids={[e.id]} name={e.name} onClose={done} />}
      </Suspense>
    </>
  );
}

export default function TalentDrawer({ id, open, onClose, onChanged }: TalentDrawerProps) {
  const t = useTalentT();
  const phone = useMediaQuery('(max-width:599.95px)');
  const entry = useApiQuery('/ResumeLib/GetResumeLibInfo', { id }, { keepPrevious: true });
  const changed = () => {
    void entry.refetch();
    onChanged?.();
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: phone ? '100vw' : 720, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
          'data-testid': 'talent-drawer',
        } as object,
      }}
    >
      {entry.data ? (
        <Body e={entry.data} onClose={onClose} onChanged={changed} />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240, p: 2 }}>
          {entry.isError ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void entry.refetch()}>
                  {t('drawer.retry')}
                </Button>
              }
            >
              {t('drawer.loadFailed')}
            </Alert>
          ) : (
            <CircularProgress size={28} aria-label={t('drawer.tabs.resume')} />
          )}
        </Box>
      )}
    </Drawer>
  );
}
