/**
 * 技能标签: up to 20 tags, picked from the suggestions or typed. They travel with the job status
 * (EditJobStatusOrOther needs one), so the status comes first.
 */
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../../../shell/query.ts';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { RECRUITING_LIMITS } from '../../../../common/recruiting.ts';
import { TagChip } from '../../../components/Chips.tsx';
import { editJobStatus } from '../../../resume-api/resume.ts';
import { addSkill, skillsIssue, type Issues } from '../rules.ts';
import { EmptyHint, FormActions, SectionCard } from '../shared/SectionCard.tsx';
import { ChipsInput } from '../shared/fields.tsx';
import { useSectionForm } from '../shared/useSectionForm.ts';
import type { SectionProps } from './types.ts';

function useSkillSuggestions(): string[] {
  const tags = useApiQuery('/Resume/GetSkillsTags');
  return useMemo(() => (tags.data ?? []).map((o) => o.display), [tags.data]);
}

function SkillsForm({ resume, apply, onDone }: SectionProps & { onDone: () => void }) {
  const { t } = useTranslation('resume');
  const suggestions = useSkillSuggestions();
  const form = useSectionForm<{ skills: string[] }>({
    initial: () => ({ skills: resume?.skills ?? [] }),
    check: (d): Issues => {
      const issue = skillsIssue(d.skills);
      return issue ? { skills: issue } : {};
    },
    save: async (d) =>
      apply(await editJobStatus({ jobStatus: resume?.jobStatus ?? 0, selfEvaluation: resume?.selfEvaluation ?? null, skills: d.skills })),
    serverPrefix: '',
  });
  const max = RECRUITING_LIMITS.skillsMax;
  const unused = suggestions.filter((s) => !form.draft.skills.includes(s));
  return (
    <>
      <ChipsInput
        label={t('fields.skills')}
        values={form.draft.skills}
        suggestions={suggestions}
        onChange={(v) => form.set('skills', v)}
        error={form.error('skills')}
        testId="skills-input"
        max={max}
        helper={t('hints.skills', { n: form.draft.skills.length, max })}
      />
      {unused.length > 0 && form.draft.skills.length < max && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
          {unused.slice(0, 12).map((s) => (
            <TagChip
              key={s}
              label={`+ ${s}`}
              onClick={() => form.set('skills', addSkill(form.draft.skills, s))}
              data-testid="skills-suggestion"
            />
          ))}
        </Box>
      )}
      <FormActions saving={form.saving} onCancel={onDone} onSave={() => void form.submit().then((ok) => ok && onDone())} testId="skills" />
    </>
  );
}

export function SkillsSection(props: SectionProps) {
  const { t } = useTranslation('resume');
  const [editing, setEditing] = useState(false);
  const skills = props.resume?.skills ?? [];
  const noStatus = !props.resume?.jobStatus;
  return (
    <SectionCard
      id="skills"
      title={t('sections.skills')}
      action={editing ? null : 'edit'}
      actionDisabled={noStatus}
      onAction={() => setEditing(true)}
    >
      {editing ? (
        <SkillsForm {...props} onDone={() => setEditing(false)} />
      ) : skills.length ? (
        <Box data-testid="skills-view" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {skills.map((s) => (
            <TagChip key={s} label={s} />
          ))}
        </Box>
      ) : (
        <EmptyHint text={noStatus ? t('empty.skillsNeedStatus') : t('empty.skills')} />
      )}
    </SectionCard>
  );
}
