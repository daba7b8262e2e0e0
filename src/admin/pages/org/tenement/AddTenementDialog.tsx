/** 新增企业: the company's name and an existing account that becomes its top administrator. */
import { useMemo, useState } from 'react';
import { BoundedTextField } from '../../../engine/form/LengthLimit.tsx';
import { toastSuccess } from '../../../../shell/dialogs.tsx';
import { tenementApi } from '../api.ts';
import { useOrgT, type OrgT } from '../i18n.ts';
import { useForm, type Rules } from '../useForm.ts';
import { FormDialogShell } from '../ui.tsx';
import { LEN, maxLength, required } from '../validate.ts';

interface Values extends Record<string, unknown> {
  name: string;
  adminAccount: string;
}

function rules(t: OrgT): Rules<Values> {
  const l = (f: string) => t(`tenement.fields.${f}`);
  return {
    name: [required(t, l('name')), maxLength(t, l('name'), LEN.companyName)],
    adminAccount: [required(t, l('adminAccount')), maxLength(t, l('adminAccount'), LEN.account)],
  };
}

export function AddTenementDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const t = useOrgT();
  const r = useMemo(() => rules(t), [t]);
  const form = useForm<Values>({ name: '', adminAccount: '' }, r);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    try {
      const res = await tenementApi.add({ name: form.values.name.trim(), adminAccount: form.values.adminAccount.trim() });
      toastSuccess(t('tenement.created', { no: res.tenementNo }));
      onAdded();
    } catch (e) {
      form.takeServerErrors(e);
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof Values & string, max: number, help?: string) => {
    const label = t(`tenement.fields.${name}`);
    return (
      <BoundedTextField
        label={label}
        required
        value={form.values[name]}
        onChange={(e) => form.set(name, e.target.value)}
        onBlur={() => form.touch(name)}
        error={Boolean(form.errors[name])}
        helperText={form.errors[name] ?? help ?? ' '}
        placeholder={t('common.input', { label })}
        fullWidth
        max={max}
        slotProps={{ htmlInput: { 'data-testid': `org-tenement-${name}` } }}
      />
    );
  };
  return (
    <FormDialogShell open title={t('tenement.addTitle')} testId="org-tenement-form" busy={busy} onSubmit={submit} onClose={onClose}>
      {field('name', LEN.companyName)}
      {field('adminAccount', LEN.account, t('tenement.adminHint'))}
    </FormDialogShell>
  );
}
