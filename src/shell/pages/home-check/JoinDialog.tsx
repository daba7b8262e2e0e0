/**
 * 加入企业: the team code an administrator gave (15 letters or digits), the applicant's name and a
 * note. The request waits for the company's review (TenementCode/Join); the server says why when
 * the code is wrong (1124), the user is a member already (1125) or a request is pending (1126).
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useOrgT, type OrgT } from '../../../admin/pages/org/i18n.ts';
import { useForm, type Rules } from '../../../admin/pages/org/useForm.ts';
import { FormDialogShell } from '../../../admin/pages/org/ui.tsx';
import { LEN, maxLength, required } from '../../../admin/pages/org/validate.ts';
import { isTeamCode } from '../../../common/validators.ts';
import { api } from '../../api.ts';

interface Values extends Record<string, unknown> {
  teamCode: string;
  name: string;
  remark: string;
}

function joinRules(t: OrgT): Rules<Values> {
  const code = t('homeCheck.teamCode');
  const name = t('homeCheck.name');
  return {
    teamCode: [
      required(t, code),
      (v) => (typeof v === 'string' && v.trim() !== '' && !isTeamCode(v.trim()) ? t('homeCheck.teamCodeInvalid') : undefined),
    ],
    name: [required(t, name), maxLength(t, name, LEN.personName)],
    remark: [maxLength(t, t('homeCheck.remark'), LEN.remark)],
  };
}

function Sent({ onClose }: { onClose: () => void }) {
  const t = useOrgT();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="join-sent">
      <DialogTitle sx={{ fontSize: 17, fontWeight: 600 }}>{t('homeCheck.joinTitle')}</DialogTitle>
      <DialogContent>
        <Alert severity="success">{t('homeCheck.joinSent')}</Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function JoinDialog({ defaultName, onClose }: { defaultName: string; onClose: () => void }) {
  const t = useOrgT();
  const rules = useMemo(() => joinRules(t), [t]);
  const form = useForm<Values>({ teamCode: '', name: defaultName, remark: '' }, rules);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  if (sent) return <Sent onClose={onClose} />;

  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    try {
      const remark = form.values.remark.trim();
      await api.post('/TenementCode/Join', {
        teamCode: form.values.teamCode.trim(),
        name: form.values.name.trim(),
        ...(remark ? { remark } : {}),
      });
      setSent(true);
    } catch (e) {
      form.takeServerErrors(e);
    } finally {
      setBusy(false);
    }
  };
  const field = (
    key: keyof Values & string,
    label: string,
    extra: { max?: number; multiline?: boolean; required?: boolean; help?: string; mono?: boolean } = {},
  ) => (
    <TextField
      label={label}
      required={extra.required}
      value={form.values[key]}
      onChange={(e) => form.set(key, e.target.value)}
      onBlur={() => form.touch(key)}
      error={Boolean(form.errors[key])}
      helperText={form.errors[key] ?? extra.help ?? ' '}
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          maxLength: extra.max,
          'data-testid': `join-${key}`,
          style: extra.mono ? { fontFamily: 'monospace', letterSpacing: 2 } : undefined,
          autoComplete: 'off',
        },
      }}
    />
  );
  return (
    <FormDialogShell
      open
      title={t('homeCheck.joinTitle')}
      testId="join-dialog"
      busy={busy}
      width={460}
      submitText={t('homeCheck.submit')}
      onSubmit={submit}
      onClose={onClose}
    >
      {field('teamCode', t('homeCheck.teamCode'), { required: true, max: 15, help: t('homeCheck.teamCodeHint'), mono: true })}
      {field('name', t('homeCheck.name'), { required: true, max: LEN.personName })}
      {field('remark', t('homeCheck.remark'), { max: LEN.remark, multiline: true })}
    </FormDialogShell>
  );
}
