/** Work, project and education experience: their fields, checks, calls and list lines. */
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { RECRUITING_LIMITS } from '../../../../common/recruiting.ts';
import type { ResumeOptions } from '../../../resume-api/options.ts';
import { editEducations, editJobs, editProjects } from '../../../resume-api/resume.ts';
import type { Education, Job, Project } from '../../../resume-api/types.ts';
import { educationDraft, educationInput, jobDraft, jobInput, projectDraft, projectInput, type Draft } from '../drafts.ts';
import { educationIssues, jobIssues, localToday, projectIssues, TEXT_MAX, URL_MAX } from '../rules.ts';
import { displayOf } from '../useResume.ts';
import { FieldGrid, MonthRange, SelectInput, TextInput } from '../shared/fields.tsx';
import type { SectionForm } from '../shared/useSectionForm.ts';
import type { ExperienceKind } from './ExperienceSection.tsx';

type FormProps = { form: SectionForm<Draft> };
const thisMonth = () => localToday().slice(0, 7);

/** Label keys where a field name means something else in this kind (a project's name). */
type Labels = Readonly<Record<string, string>>;

function useText(form: SectionForm<Draft>, prefix: string, labels: Labels = {}) {
  const { t } = useTranslation('resume');
  return (field: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      label={t(`fields.${labels[field] ?? field}`)}
      value={form.draft[field] ?? ''}
      onChange={(v) => form.set(field, v)}
      error={form.error(field)}
      testId={`${prefix}-${field}`}
      maxLength={TEXT_MAX}
      required
      {...extra}
    />
  );
}

function Period({ form, prefix, nowKey }: FormProps & { prefix: string; nowKey: string }) {
  const { t } = useTranslation('resume');
  return (
    <MonthRange
      start={form.draft.startDate ?? ''}
      end={form.draft.endDate ?? ''}
      toNow={form.draft.toNow === '1'}
      onChange={(f, v) => form.set(f, v)}
      startError={form.error('startDate')}
      endError={form.error('endDate')}
      testId={prefix}
      nowLabel={t(nowKey)}
    />
  );
}

function JobFields({ form }: FormProps) {
  const text = useText(form, 'job', { description: 'jobDescription' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FieldGrid>
        {text('company')}
        {text('position')}
      </FieldGrid>
      <Period form={form} prefix="job" nowKey="view.toNow" />
      {text('description', { multiline: true, maxLength: RECRUITING_LIMITS.descriptionMax })}
    </Box>
  );
}

function ProjectFields({ form }: FormProps) {
  const text = useText(form, 'project', { name: 'projectName', description: 'projectDescription' });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FieldGrid>
        {text('name')}
        {text('role')}
      </FieldGrid>
      <Period form={form} prefix="project" nowKey="view.toNow" />
      {text('url', { required: false, type: 'url', inputMode: 'url', maxLength: URL_MAX, placeholder: 'https://' })}
      {text('description', { multiline: true, maxLength: RECRUITING_LIMITS.descriptionMax })}
    </Box>
  );
}

function EducationFields({ form, options }: FormProps & { options: ResumeOptions }) {
  const { t } = useTranslation('resume');
  const text = useText(form, 'education');
  const modes = [
    { value: '1', display: t('view.fullTime') },
    { value: '0', display: t('view.partTime') },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FieldGrid>
        {text('school')}
        {text('major')}
        <SelectInput
          label={t('fields.education')}
          value={form.draft.education ?? ''}
          options={options.education.filter((o) => o.value !== 1)}
          onChange={(v) => form.set('education', v)}
          error={form.error('education')}
          testId="education-education"
          required
        />
        <SelectInput
          label={t('fields.fullTime')}
          value={form.draft.fullTime ?? '1'}
          options={modes}
          onChange={(v) => form.set('fullTime', v)}
          testId="education-fullTime"
          required
        />
      </FieldGrid>
      <Period form={form} prefix="education" nowKey="view.studying" />
    </Box>
  );
}

export function useExperienceKinds(options: ResumeOptions) {
  const { t } = useTranslation('resume');
  return useMemo(() => {
    const period = (p: { startDate: string; endDate: string | null }, now: string) => `${p.startDate} ~ ${p.endDate ?? t(now)}`;
    const jobs: ExperienceKind<Job> = {
      id: 'jobs',
      toDraft: jobDraft,
      toInput: jobInput,
      check: (d) => jobIssues(d, thisMonth()),
      save: editJobs,
      Fields: JobFields,
      summary: (j) => ({ title: j.company, subtitle: j.position, period: period(j, 'view.toNow'), text: j.description }),
    };
    const projects: ExperienceKind<Project> = {
      id: 'projects',
      toDraft: projectDraft,
      toInput: projectInput,
      check: (d) => projectIssues(d, thisMonth()),
      save: editProjects,
      Fields: ProjectFields,
      summary: (p) => ({
        title: p.name,
        subtitle: p.role,
        period: period(p, 'view.toNow'),
        text: p.description,
        extra: p.url ? (
          <Link href={p.url} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {p.url}
          </Link>
        ) : undefined,
      }),
    };
    const educations: ExperienceKind<Education> = {
      id: 'educations',
      toDraft: educationDraft,
      toInput: educationInput,
      check: (d) => educationIssues(d, thisMonth()),
      save: editEducations,
      // biome-ignore lint/correctness/noComponentHookFactories: made once per options (memoised; the options load once), so it never remounts a form
      Fields: ({ form }) => <EducationFields form={form} options={options} />,
      summary: (e) => ({
        title: e.school,
        subtitle: [e.major, displayOf(options.education, e.education), e.fullTime ? t('view.fullTime') : t('view.partTime')].join(' · '),
        period: period(e, 'view.studying'),
      }),
    };
    return { jobs, projects, educations };
  }, [options, t]);
}
