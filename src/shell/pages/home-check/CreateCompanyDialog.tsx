/**
 * 创建企业: a name is all it takes (SysTenement/Tenement/Register). The caller becomes the new
 * company's top administrator; the session then switches to it and the back office opens.
 */
import { useMemo, useState } from 'react';
import TextField from '@mui/material/TextField';
import { tenementApi } from '../../../admin/pages/org/api.ts';
import { useOrgT, type OrgT } from '../../../admin/pages/org/i18n.ts';
import { useForm, type Rules } from '../../../admin/pages/org/useForm.ts';
import { FormDialogShell } from '../../../admin/pages/org/ui.tsx';
import { LEN, maxLength, required } from '../../../admin/pages/org/validate.ts';
import { toastSuccess } from '../../dialogs.tsx';
import { enterArea } from './enterArea.ts';

interface Values extends Record<string, unknown> {
  name: string;
}

function createRules(t: OrgT): Rules<Values> {
  const label = t('homeCheck.companyName');
  return { name: [required(t, label), maxLength(t, label, LEN.companyName)] };
}

export function CreateCompanyDialog({ onClose, onEntered }: { onClose: () => void; onEntered: (path: string) => void }) {
  const t = useOrgT();
  const rules = useMemo(() => createRules(t), [t]);
  const form = useForm<Values>({ name: '' }, rules);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    try {
      const { id } = await tenementApi.register({ name: form.values.name.trim() });
      toastSuccess(t('homeCheck.createdDone'));
      onEntered(await enterArea('manage', id));
    } catch (e) {
      form.takeServerErrors(e);
      setBusy(false);
    }
  };
  const label = t('homeCheck.companyName');
  return (
    <FormDialogShell
      open
      title={t('homeCheck.createTitle')}
      testId="create-company-dialog"
      busy={busy}
      width={460}
      submitText={t('homeCheck.createSubmit')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={label}
        required
        autoFocus
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
        onBlur={() => form.touch('name')}
        error={Boolean(form.errors.name)}
        helperText={form.errors.name ?? t('homeCheck.createDesc')}
        placeholder={t('common.input', { label })}
        fullWidth
        slotProps={{ htmlInput: { maxLength: LEN.companyName, 'data-testid': 'create-company-name' } }}
      />
    </FormDialogShell>
  );
}
