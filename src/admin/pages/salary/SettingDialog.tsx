/** 审批设置: whether an offer needs an approved salary, who approves, and an external workflow's address. */
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { isUrl } from '../../../common/validators.ts';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useApiQuery } from '../../../shell/query.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { useSalaryT } from './i18n.ts';
import { SalaryDialog } from './SalaryDialog.tsx';

interface Option {
  value: number;
  display: string;
}

export function SettingDialog({ onClose }: { onClose: (done: boolean) => void }) {
  const t = useSalaryT();
  const current = useApiQuery('/SalaryInfo/GetSetting');
  const people = useApiQuery('/TenementUser/GetUserDrow', {});
  const [required, setRequired] = useState(false);
  const [approvers, setApprovers] = useState<Option[]>([]);
  const [url, setUrl] = useState('');
  const [badUrl, setBadUrl] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!current.data) return;
    setRequired(current.data.requireApproval);
    setApprovers(current.data.approvers);
    setUrl(current.data.globalflowUrl);
  }, [current.data]);
  const submit = async () => {
    const u = url.trim();
    if (u && !isUrl(u)) return setBadUrl(true);
    setBusy(true);
    try {
      await api.put('/SalaryInfo/SaveSetting', { requireApproval: required, approverIds: approvers.map((a) => a.value), globalflowUrl: u });
      toastSuccess(t('setting.saved'));
      onClose(true);
    } catch {
      setBusy(false);
    }
  };
  return (
    <SalaryDialog
      title={t('setting.title')}
      testId="salary-setting"
      busy={busy || !current.data}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitLabel={t('common.save')}
    >
      <FormControlLabel
        control={<Switch checked={required} onChange={(e) => setRequired(e.target.checked)} />}
        label={t('setting.requireApproval')}
      />
      <Autocomplete
        multiple
        options={(people.data ?? []) as Option[]}
        value={approvers}
        onChange={(_e, v) => setApprovers(v.slice(0, 20))}
        getOptionLabel={(o) => o.display}
        isOptionEqualToValue={(a, b) => a.value === b.value}
        renderInput={(params) => <TextField {...params} label={t('setting.approvers')} helperText={t('setting.approversHint')} />}
      />
      <BoundedTextField
        label={t('setting.globalflowUrl')}
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setBadUrl(false);
        }}
        error={badUrl}
        helperText={badUrl ? t('setting.badUrl') : t('setting.globalflowHint')}
        max={500}
      />
    </SalaryDialog>
  );
}
