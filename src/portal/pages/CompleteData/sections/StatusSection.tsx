/** 求职状态 and the self-evaluation (saved with the skills, which the same call carries). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RECRUITING_LIMITS } from '../../../../common/recruiting.ts';
import { editJobStatus } from '../../../resume-api/resume.ts';
import { statusIssues } from '../rules.ts';
import { displayOf } from '../useResume.ts';
import { Fact, FormActions, SectionCard } from '../shared/SectionCard.tsx';
import { SelectInput, TextInput } from '../shared/fields.tsx';
import { useSectionForm } from '../shared/useSectionForm.ts';
import type { SectionProps } from './types.ts';

interface StatusDraft {
  jobStatus: string;
  selfEvaluation: string;
}

function StatusForm({ resume, options, apply, onDone }: SectionProps & { onDone: () => void }) {
  const { t } = useTranslation('resume');
  const form = useSectionForm<StatusDraft>({
    initial: () => ({ jobStatus: resume?.jobStatus ? String(resume.jobStatus) : '', selfEvaluation: resume?.selfEvaluation ?? '' }),
    check: statusIssues,
    save: async (d) =>
      apply(
        await editJobStatus({
          jobStatus: Number(d.jobStatus),
          selfEvaluation: d.selfEvaluation.trim() || null,
          skills: resume?.skills ?? [],
        }),
      ),
    serverPrefix: '',
  });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ maxWidth: { sm: 'calc(50% - 8px)' } }}>
        <SelectInput
          label={t('fields.jobStatus')}
          value={form.draft.jobStatus}
          options={options.jobStatus}
          onChange={(v) => form.set('jobStatus', v)}
          error={form.error('jobStatus')}
          testId="status-jobStatus"
          required
        />
      </Box>
      <TextInput
        label={t('fields.selfEvaluation')}
        value={form.draft.selfEvaluation}
        onChange={(v) => form.set('selfEvaluation', v)}
        error={form.error('selfEvaluation')}
        testId="status-selfEvaluation"
        multiline
        maxLength={RECRUITING_LIMITS.descriptionMax}
        placeholder={t('placeholders.selfEvaluation')}
      />
      <FormActions saving={form.saving} onCancel={onDone} onSave={() => void form.submit().then((ok) => ok && onDone())} testId="status" />
    </Box>
  );
}

export function StatusSection(props: SectionProps & { missing: boolean }) {
  const { t } = useTranslation('resume');
  const [editing, setEditing] = useState(false);
  const r = props.resume;
  return (
    <SectionCard
      id="jobStatus"
      title={t('sections.jobStatus')}
      missing={props.missing}
      action={editing ? null : 'edit'}
      onAction={() => setEditing(true)}
    >
      {editing ? (
        <StatusForm {...props} onDone={() => setEditing(false)} />
      ) : (
        <>
          <Fact label={t('fields.jobStatus')} value={displayOf(props.options.jobStatus, r?.jobStatus)} testId="status-view" />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, mb: 0.5 }}>
            {t('fields.selfEvaluation')}
          </Typography>
          <Typography
            variant="body2"
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: r?.selfEvaluation ? 'text.primary' : 'text.disabled' }}
          >
            {r?.selfEvaluation || t('view.noSelfEvaluation')}
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
