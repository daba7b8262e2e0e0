/**
 * 发起审批: HR picks a hire-stage candidate awaiting an offer (or comes with one, from the offer
 * dialog), proposes the salary and starts its approval. Where the company approves in an external
 * workflow, the dialog links there instead.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useApiQuery } from '../../../shell/query.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { useSalaryT } from './i18n.ts';
import { SalaryDialog } from './SalaryDialog.tsx';
import { asUnit, SalaryFields, salaryProblem, type SalaryValue } from './SalaryFields.tsx';

interface Choice {
  value: number;
  display: string;
  salary: number | null;
  salaryUnit: number | null;
}

export function StartDialog(props: {
  onClose: (done: boolean) => void;
  preset?: { id: number; name: string; salary?: number; salaryUnit?: number };
}) {
  const t = useSalaryT();
  const flow = useApiQuery('/SalaryInfo/GetGlobalflowUrl');
  const choices = useApiQuery('/SalaryInfo/GetStartCandidates', props.preset ? null : {});
  const [picked, setPicked] = useState<Choice | null>(null);
  const [value, setValue] = useState<SalaryValue>({
    salary: props.preset?.salary ? String(props.preset.salary) : '',
    salaryUnit: asUnit(props.preset?.salaryUnit ?? 1),
  });
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = props.preset?.id ?? picked?.value;
  const external = flow.data?.url ?? '';
  const submit = async () => {
    const p = salaryProblem(value);
    setProblem(p ? t(`start.${p}`) : null);
    setMissing(id === undefined);
    if (p || id === undefined) return;
    setBusy(true);
    try {
      await api.post('/SalaryInfo/StartSalaryProcess', {
        id,
        salary: Number(value.salary),
        salaryUnit: value.salaryUnit,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toastSuccess(t('start.started'));
      props.onClose(true);
    } catch {
      setBusy(false);
    }
  };
  const title = props.preset ? `${t('start.title')} · ${props.preset.name}` : t('start.title');
  if (external)
    return (
      <SalaryDialog title={title} testId="salary-start" busy={false} onClose={() => props.onClose(false)}>
        <Alert severity="info">{t('start.external')}</Alert>
        <Link href={external} target="_blank" rel="noopener noreferrer">
          {t('start.openExternal')}
        </Link>
      </SalaryDialog>
    );
  return (
    <SalaryDialog title={title} testId="salary-start" busy={busy} onClose={() => props.onClose(false)} onSubmit={() => void submit()}>
      {!props.preset && (
        <Autocomplete
          options={(choices.data ?? []) as Choice[]}
          loading={choices.isFetching}
          value={picked}
          onChange={(_e, v) => {
            setPicked(v);
            setMissing(false);
            if (v?.salary) setValue({ salary: String(v.salary), salaryUnit: asUnit(v.salaryUnit) });
          }}
          getOptionLabel={(o) => o.display}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          noOptionsText={t('start.noCandidates')}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={t('start.candidate')}
              error={missing}
              helperText={missing ? t('start.required') : t('start.candidateHint')}
            />
          )}
        />
      )}
      <SalaryFields value={value} onChange={setValue} problem={problem} />
      <BoundedTextField
        label={t('start.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={2}
        max={200}
        slotProps={{ htmlInput: { 'data-testid': 'salary-note' } }}
      />
    </SalaryDialog>
  );
}
