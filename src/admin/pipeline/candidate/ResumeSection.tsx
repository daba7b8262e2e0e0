/**
 * The online resume as it was sent (the application's snapshot, not today's resume): who, what they
 * look for, work, projects, schooling, skills and their own words. Choices are named in the page's
 * language; a masked phone or ID number reads as the server masked it.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TagChip } from '../../engine/list/chips.tsx';
import { usePipelineT } from '../i18n.ts';
import type { Snapshot } from './api.ts';
import { AuthImage } from './Papers.tsx';
import { useCatalog } from './useCatalog.ts';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }} data-testid={testId}>
      <Typography variant="subtitle2" sx={{ fontWeight: 600, mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label and value pairs, two columns on a desk and one on a phone. */
export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, rowGap: 0.75 }}>
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 'none', minWidth: 88 }}>
            {label}
          </Typography>
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

// Snapshots are stored as they were sent: an older one may lack a part of an entry.
const period = (start: string | undefined, end: string | null | undefined, now: string) => `${start ?? ''} – ${end ?? now}`;

function Entries({ items }: { items: Array<{ key: string; title?: string; sub?: string; when: string; text?: string | null }> }) {
  return (
    <Stack spacing={1.5}>
      {items.map((i) => (
        <Box key={i.key}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 2 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {i.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {i.when}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {i.sub}
          </Typography>
          {i.text && (
            <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
              {i.text}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function BasicFacts({ resume }: { resume: Snapshot }) {
  const t = usePipelineT();
  const pub = useCatalog('Public');
  const pos = useCatalog('Position');
  const res = useCatalog('Resume');
  const b = resume.basic;
  if (!b) return null;
  return (
    <Section title={t('drawer.resume.basic')} testId="resume-basic">
      <Facts
        rows={[
          [t('drawer.resume.sex'), pub('Sex', b.sex)],
          [t('drawer.resume.birthday'), b.birthday],
          [t('drawer.resume.education'), pos('Education', b.education)],
          [t('drawer.resume.workYears'), b.workYears === null ? null : t('drawer.resume.years', { count: b.workYears })],
          [t('drawer.resume.city'), b.city],
          [t('drawer.resume.phone'), b.phone],
          [t('drawer.resume.email'), b.email],
          [t('drawer.resume.idNumber'), b.idNumber],
          [t('drawer.resume.marriage'), res('Marriage', b.marriage)],
          [t('drawer.resume.politics'), res('Politics', b.politics)],
          [t('drawer.resume.jobStatus'), res('JobStatus', resume.jobStatus)],
        ]}
      />
    </Section>
  );
}

function Expectation({ resume }: { resume: Snapshot }) {
  const t = usePipelineT();
  const e = resume.expect;
  if (!e) return null;
  const salary =
    e.salaryMin !== undefined && e.salaryMax !== undefined ? t('drawer.resume.salaryRange', { min: e.salaryMin, max: e.salaryMax }) : null;
  return (
    <Section title={t('drawer.resume.expect')}>
      <Facts
        rows={[
          // Older snapshots (and the demo's) may lack a list: a missing one is left out, not a crash.
          [t('drawer.resume.positionTypes'), (e.positionTypes ?? []).join('、')],
          [t('drawer.resume.cities'), (e.cities ?? []).join('、')],
          [t('drawer.resume.salary'), salary],
          [t('drawer.resume.jobNature'), e.jobNature ? t(`drawer.resume.nature.${e.jobNature}`) : null],
        ]}
      />
    </Section>
  );
}

function Experience({ resume }: { resume: Snapshot }) {
  const t = usePipelineT();
  const pos = useCatalog('Position');
  const now = t('drawer.resume.now');
  return (
    <>
      {!!resume.jobs?.length && (
        <Section title={t('drawer.resume.jobs')}>
          <Entries
            items={resume.jobs.map((j, i) => ({
              key: `j${i}`,
              title: j.company,
              sub: j.position,
              when: period(j.startDate, j.endDate, now),
              text: j.description,
            }))}
          />
        </Section>
      )}
      {!!resume.projects?.length && (
        <Section title={t('drawer.resume.projects')}>
          <Entries
            items={resume.projects.map((p, i) => ({
              key: `p${i}`,
              title: p.name,
              sub: p.role,
              when: period(p.startDate, p.endDate, now),
              text: p.description,
            }))}
          />
        </Section>
      )}
      {!!resume.educations?.length && (
        <Section title={t('drawer.resume.educations')}>
          <Entries
            items={resume.educations.map((e, i) => ({
              key: `e${i}`,
              title: e.school,
              when: period(e.startDate, e.endDate, now),
              sub: [e.major, pos('Education', e.education), e.fullTime ? t('drawer.resume.fullTime') : t('drawer.resume.partTime')]
                .filter(Boolean)
                .join(' · '),
            }))}
          />
        </Section>
      )}
    </>
  );
}

export function ResumeSection({ resume }: { resume: Snapshot }) {
  const t = usePipelineT();
  if (!resume.basic) return null;
  return (
    <Box data-testid="resume-snapshot">
      <BasicFacts resume={resume} />
      <Expectation resume={resume} />
      <Experience resume={resume} />
      {!!resume.skills?.length && (
        <Section title={t('drawer.resume.skills')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {resume.skills.map((s) => (
              <TagChip key={s} label={s} />
            ))}
          </Box>
        </Section>
      )}
      {resume.selfEvaluation && (
        <Section title={t('drawer.resume.selfEvaluation')}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {resume.selfEvaluation}
          </Typography>
        </Section>
      )}
      {!!resume.photos?.length && (
        <Section title={t('drawer.resume.photos')}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {resume.photos.flatMap((p) =>
              p.fullPath ? [<AuthImage key={p.id} fullPath={p.fullPath} alt={t('drawer.resume.photos')} maxHeight={140} />] : [],
            )}
          </Box>
        </Section>
      )}
    </Box>
  );
}
