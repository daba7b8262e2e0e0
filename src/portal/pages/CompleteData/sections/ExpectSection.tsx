/** 求职期望: position types (the portal's type names, or typed), cities, salary range, nature. */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TagChip } from '../../../components/Chips.tsx';
import { editJobExpect } from '../../../resume-api/resume.ts';
import { useApiQuery } from '../../../../shell/query.ts';
import { expectDraft, expectInput, type ExpectDraft } from '../drafts.ts';
import { expectIssues, LIST_MAX } from '../rules.ts';
import { Fact, FormActions, SectionCard } from '../shared/SectionCard.tsx';
import { ChipsInput, FieldGrid, SelectInput, TextInput } from '../shared/fields.tsx';
import { useSectionForm } from '../shared/useSectionForm.ts';
import type { SectionProps } from './types.ts';

const NATURES = [1, 2, 3] as const;

/** Position type names of companies with published positions (suggestions; none while unknown). */
function usePositionTypeNames(): string[] {
  const types = useApiQuery('/PositionType/GetDropDownForHome', {});
  return useMemo(() => (types.data ?? []).map((o) => o.display), [types.data]);
}

function ExpectForm({ resume, apply, onDone }: SectionProps & { onDone: () => void }) {
  const { t } = useTranslation('resume');
  const types = usePositionTypeNames();
  const form = useSectionForm<ExpectDraft>({
    initial: () => expectDraft(resume?.expect),
    check: expectIssues,
    save: async (d) => apply(await editJobExpect(expectInput(d))),
    serverPrefix: 'expect.',
  });
  const natures = NATURES.map((n) => ({ value: n, display: t(`nature.${n}`) }));
  return (
    <>
      <FieldGrid>
        <ChipsInput
          label={t('fields.positionTypes')}
          values={form.draft.positionTypes}
          suggestions={types}
          onChange={(v) => form.set('positionTypes', v)}
          error={form.error('positionTypes')}
          testId="expect-positionTypes"
          max={LIST_MAX}
          helper={t('hints.chips', { n: LIST_MAX })}
          required
        />
        <ChipsInput
          label={t('fields.cities')}
          values={form.draft.cities}
          suggestions={[]}
          onChange={(v) => form.set('cities', v)}
          error={form.error('cities')}
          testId="expect-cities"
          max={LIST_MAX}
          helper={t('hints.chips', { n: LIST_MAX })}
          required
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', gap: 1, alignItems: 'start' }}>
          <TextInput
            label={t('fields.salaryMin')}
            value={form.draft.salaryMin}
            onChange={(v) => form.set('salaryMin', v)}
            error={form.error('salaryMin')}
            testId="expect-salaryMin"
            inputMode="numeric"
            maxLength={5}
            required
          />
          <Box sx={{ pt: 1, color: 'text.secondary' }}>—</Box>
          <TextInput
            label={t('fields.salaryMax')}
            value={form.draft.salaryMax}
            onChange={(v) => form.set('salaryMax', v)}
            error={form.error('salaryMax')}
            testId="expect-salaryMax"
            inputMode="numeric"
            maxLength={5}
            required
          />
        </Box>
        <SelectInput
          label={t('fields.jobNature')}
          value={form.draft.jobNature}
          options={natures}
          onChange={(v) => form.set('jobNature', v)}
          testId="expect-jobNature"
          allowEmpty
        />
      </FieldGrid>
      <FormActions saving={form.saving} onCancel={onDone} onSave={() => void form.submit().then((ok) => ok && onDone())} testId="expect" />
    </>
  );
}

function Chips({ items }: { items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((x) => (
        <TagChip key={x} label={x} />
      ))}
    </Box>
  );
}

export function ExpectSection(props: SectionProps & { missing: boolean }) {
  const { t } = useTranslation('resume');
  const [editing, setEditing] = useState(false);
  const e = props.resume?.expect;
  return (
    <SectionCard
      id="expect"
      title={t('sections.expect')}
      missing={props.missing}
      action={editing ? null : 'edit'}
      onAction={() => setEditing(true)}
    >
      {editing ? (
        <ExpectForm {...props} onDone={() => setEditing(false)} />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
          <Fact
            label={t('fields.positionTypes')}
            value={e?.positionTypes.length ? <Chips items={e.positionTypes} /> : ''}
            testId="expect-view-types"
          />
          <Fact label={t('fields.cities')} value={e?.cities.length ? <Chips items={e.cities} /> : ''} />
          <Fact
            label={t('fields.salary')}
            value={e ? t('view.salary', { min: e.salaryMin, max: e.salaryMax }) : ''}
            testId="expect-view-salary"
          />
          <Fact label={t('fields.jobNature')} value={e?.jobNature ? t(`nature.${e.jobNature}`) : ''} />
        </Box>
      )}
    </SectionCard>
  );
}
