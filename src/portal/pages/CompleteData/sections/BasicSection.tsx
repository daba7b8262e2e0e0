/** 基本信息: name, sex, birthday, phone, e-mail, education, work years, city, marriage, politics. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { editBasicInfo } from '../../../resume-api/resume.ts';
import { useUserInfo } from '../../../../shell/user.ts';
import { basicDraft, basicInput, type Draft } from '../drafts.ts';
import { basicIssues, localToday, TEXT_MAX, WORK_YEARS_MAX } from '../rules.ts';
import { displayOf } from '../useResume.ts';
import { Fact, FormActions, SectionCard } from '../shared/SectionCard.tsx';
import { FieldGrid, SelectInput, TextInput } from '../shared/fields.tsx';
import { useSectionForm } from '../shared/useSectionForm.ts';
import type { SectionProps } from './types.ts';

function BasicForm({ resume, options, apply, onDone, phone }: SectionProps & { onDone: () => void; phone: string }) {
  const { t } = useTranslation('resume');
  const form = useSectionForm<Draft>({
    initial: () => basicDraft(resume?.basic, phone),
    check: (d) => basicIssues(d, localToday()),
    save: async (d) => apply(await editBasicInfo(basicInput(d))),
    serverPrefix: 'basic.',
  });
  const text = (field: string, extra: Partial<Parameters<typeof TextInput>[0]> = {}) => (
    <TextInput
      label={t(`fields.${field}`)}
      value={form.draft[field] ?? ''}
      onChange={(v) => form.set(field, v)}
      error={form.error(field)}
      testId={`basic-${field}`}
      maxLength={TEXT_MAX}
      {...extra}
    />
  );
  const select = (field: string, list: SectionProps['options']['sex'], required = true) => (
    <SelectInput
      label={t(`fields.${field}`)}
      value={form.draft[field] ?? ''}
      options={list}
      onChange={(v) => form.set(field, v)}
      error={form.error(field)}
      testId={`basic-${field}`}
      required={required}
      allowEmpty={!required}
    />
  );
  const save = async () => {
    if (await form.submit()) onDone();
  };
  return (
    <>
      <FieldGrid>
        {text('name', { required: true })}
        {select('sex', options.sex)}
        {text('birthday', { required: true, type: 'date' })}
        {text('phone', { required: true, type: 'tel', inputMode: 'tel', maxLength: 11 })}
        {text('email', { type: 'email', inputMode: 'email', maxLength: 254 })}
        {select(
          'education',
          options.education.filter((o) => o.value !== 1),
        )}
        {text('workYears', { required: true, inputMode: 'numeric', maxLength: String(WORK_YEARS_MAX).length })}
        {text('city', { required: true })}
        {select('marriage', options.marriage, false)}
        {select('politics', options.politics, false)}
      </FieldGrid>
      <FormActions saving={form.saving} onCancel={onDone} onSave={() => void save()} testId="basic" />
    </>
  );
}

function BasicView({ resume, options }: Pick<SectionProps, 'resume' | 'options'>) {
  const { t } = useTranslation('resume');
  const b = resume?.basic;
  const years = b?.workYears;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
      <Fact label={t('fields.name')} value={b?.name} testId="basic-view-name" />
      <Fact label={t('fields.sex')} value={displayOf(options.sex, b?.sex)} />
      <Fact label={t('fields.birthday')} value={b?.birthday} />
      <Fact label={t('fields.phone')} value={b?.phone} testId="basic-view-phone" />
      <Fact label={t('fields.email')} value={b?.email} />
      <Fact label={t('fields.education')} value={displayOf(options.education, b?.education)} />
      <Fact label={t('view.workYears')} value={years === null || years === undefined ? '' : t('view.years', { n: years })} />
      <Fact label={t('fields.city')} value={b?.city} testId="basic-view-city" />
      <Fact label={t('fields.marriage')} value={displayOf(options.marriage, b?.marriage)} />
      <Fact label={t('fields.politics')} value={displayOf(options.politics, b?.politics)} />
    </Box>
  );
}

export function BasicSection(props: SectionProps & { missing: boolean }) {
  const { t } = useTranslation('resume');
  const { user } = useUserInfo();
  // A seeker without basic info starts in the form: there is nothing to show yet.
  const [editing, setEditing] = useState(props.missing);
  return (
    <SectionCard
      id="basic"
      title={t('sections.basic')}
      missing={props.missing}
      action={editing ? null : 'edit'}
      onAction={() => setEditing(true)}
    >
      {editing ? (
        <BasicForm {...props} phone={user?.phone ?? ''} onDone={() => setEditing(false)} />
      ) : (
        <BasicView resume={props.resume} options={props.options} />
      )}
    </SectionCard>
  );
}
