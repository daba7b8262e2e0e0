/**
 * The position form's own inputs: salaries under the server's rules and messages (salaryIssue),
 * tags as a multiple choice, the company's office places, name and recruitment type read-only once
 * submitted, and the work period shown (and required) for short-term positions only.
 */
import { useMemo } from 'react';
import { AutocompleteArrayInput, DateInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { RECRUITMENT_TYPE, salaryIssue } from '../../../common/recruiting.ts';
import { fieldText } from '../../../common/field-messages.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { BoundedTextInput } from '../../engine/form/LengthLimit.tsx';
import { validatorsOf, type Validator } from '../../engine/form/rules.ts';
import { toChoices, useOptions } from '../../engine/useOptions.ts';
import type { FormItemProps, Option } from '../../engine/types.ts';
import { usePositionT } from '../../pages/position/i18n.ts';

type Values = Record<string, unknown>;
const toNumber = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : null);

function useValidators({ item, definition, label }: FormItemProps, extra: readonly Validator[] = []) {
  const t = useTranslate();
  return useMemo(() => [...validatorsOf(definition, item, label, t), ...extra], [definition, item, label, t, extra]);
}

/** The server's salary rules with its messages, each under the field it concerns. */
export function salaryMessage(prop: 'salaryMin' | 'salaryMax', values: Values): string | undefined {
  const min = toNumber(values.salaryMin);
  const max = toNumber(values.salaryMax);
  if (min === null) return undefined;
  const own = salaryIssue(min, min);
  if (prop === 'salaryMin') return own ? fieldText({ rule: own.rule }, currentLang()) : undefined;
  if (own || max === null) return undefined;
  const issue = salaryIssue(min, max);
  return issue?.field === 'salaryMax' ? fieldText({ rule: issue.rule }, currentLang()) : undefined;
}

const salaryRules: Readonly<Record<'salaryMin' | 'salaryMax', Validator[]>> = {
  salaryMin: [(_v: unknown, all?: Values) => salaryMessage('salaryMin', all ?? {})],
  salaryMax: [(_v: unknown, all?: Values) => salaryMessage('salaryMax', all ?? {})],
};

export function SalaryInput(props: FormItemProps) {
  const prop = props.item.prop === 'salaryMax' ? 'salaryMax' : 'salaryMin';
  const validate = useValidators(props, salaryRules[prop]);
  const { trigger, getFieldState } = useFormContext();
  // A new minimum may break or mend the maximum's rules: check it again once it was visited.
  const onChange = prop === 'salaryMin' ? () => void (getFieldState('salaryMax').isTouched && trigger('salaryMax')) : undefined;
  return (
    <NumberInput
      source={prop}
      label={props.label}
      validate={validate}
      onChange={onChange}
      helperText={props.item.help}
      step={1}
      fullWidth
    />
  );
}

export function TagsInput(props: FormItemProps) {
  const { item, definition, label } = props;
  const { options, loading } = useOptions(definition.fields[item.prop]);
  const validate = useValidators(props);
  const choices = options.map((o) => ({ id: o.value as number, name: o.display }));
  return (
    <AutocompleteArrayInput
      source={item.prop}
      label={label}
      choices={choices}
      isPending={loading}
      validate={validate}
      helperText={item.help}
      fullWidth
    />
  );
}

/** The company's office places; null while loading, none when the call failed (the http client said why). */
function usePlaces() {
  const { data, isError } = useApiQuery('/SysTenement/GetAllOfficePlace');
  return isError ? [] : (data ?? null);
}

/** Choices travel as strings (MUI compares strings) and go back to the option's own value. */
const choiceProps = (options: readonly Option[]) => ({
  choices: toChoices(options),
  parse: (v: unknown) =>
    v === '' || v === null || v === undefined ? null : (options.find((o) => String(o.value) === String(v))?.value ?? v),
  format: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
});

export function OfficePlaceInput(props: FormItemProps) {
  const t = usePositionT();
  const translate = useTranslate();
  const places = usePlaces();
  const validate = useValidators(props);
  const options = (places ?? []).map((p) => ({ value: p.id, display: `${p.name}（${p.address}）` }));
  const help = places?.length === 0 ? t('form.noPlaces') : props.item.help;
  return (
    <SelectInput
      source={props.item.prop}
      label={props.label}
      {...choiceProps(options)}
      isPending={places === null}
      validate={validate}
      emptyText={translate('admin.form.select', { label: props.label })}
      helperText={help}
      fullWidth
    />
  );
}

/** Submitted positions keep their name and recruitment type (the server answers 1142 otherwise). */
function useSubmitted(mode: FormItemProps['mode']): boolean {
  const { getValues } = useFormContext();
  return mode === 'edit' && Boolean(getValues('submittedAt'));
}

export function NameInput(props: FormItemProps) {
  const t = usePositionT();
  const validate = useValidators(props);
  const locked = useSubmitted(props.mode);
  return (
    <BoundedTextInput
      source={props.item.prop}
      label={props.label}
      validate={validate}
      readOnly={locked}
      helperText={locked ? t('form.fixedAfterSubmit') : props.item.help}
      max={props.definition.fields[props.item.prop]?.maxLength}
      fullWidth
    />
  );
}

export function RecruitmentTypeInput(props: FormItemProps) {
  const t = usePositionT();
  const translate = useTranslate();
  const { item, definition, label, mode } = props;
  const { options } = useOptions(definition.fields[item.prop], undefined, { resource: definition.name, prop: item.prop });
  const validate = useValidators(props);
  const locked = useSubmitted(mode);
  return (
    <SelectInput
      source={item.prop}
      label={label}
      {...choiceProps(options)}
      validate={validate}
      readOnly={locked}
      emptyText={translate('admin.form.select', { label })}
      helperText={locked ? t('form.fixedAfterSubmit') : item.help}
      fullWidth
    />
  );
}

/** 短期职位: the type is short term, shown but not chosen. */
export function ShortTypeInput(props: FormItemProps) {
  const t = usePositionT();
  const { item, definition, label } = props;
  const { options } = useOptions(definition.fields[item.prop], undefined, { resource: definition.name, prop: item.prop });
  return (
    <SelectInput
      source={item.prop}
      label={label}
      {...choiceProps(options)}
      readOnly
      defaultValue={RECRUITMENT_TYPE.shortTerm}
      helperText={t('form.shortOnly')}
      fullWidth
    />
  );
}

const isShort = (v: unknown) => Number(v) === RECRUITMENT_TYPE.shortTerm;

/** The work period's own rules: required for short-term positions, the end not before the start. */
function periodRules(prop: string, requiredText: string): Validator[] {
  const required = (v: unknown, all?: Values) =>
    isShort(all?.recruitmentType) && (v === null || v === undefined || v === '') ? requiredText : undefined;
  const order = (v: unknown, all?: Values) => {
    const start = all?.workStartDate;
    return typeof v === 'string' && typeof start === 'string' && v !== '' && start !== '' && v < start
      ? fieldText({ rule: 'dateOrder' }, currentLang())
      : undefined;
  };
  return prop === 'workEndDate' ? [required, order] : [required];
}

export function WorkDateInput(props: FormItemProps) {
  const translate = useTranslate();
  const type: unknown = useWatch({ name: 'recruitmentType' });
  const { trigger, getFieldState } = useFormContext();
  const requiredText = translate('admin.form.required', { label: props.label });
  const extra = useMemo(() => periodRules(props.item.prop, requiredText), [props.item.prop, requiredText]);
  const validate = useValidators(props, extra);
  if (!isShort(type)) return null;
  const onChange =
    props.item.prop === 'workStartDate' ? () => void (getFieldState('workEndDate').isTouched && trigger('workEndDate')) : undefined;
  return (
    <DateInput
      source={props.item.prop}
      label={props.label}
      validate={validate}
      onChange={onChange}
      helperText={props.item.help}
      fullWidth
    />
  );
}
