/** 修改薪资 on an ended approval's row: the application's proposed salary (a change after an approval needs a new one). */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import type { RaRecord } from 'react-admin';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { useSalaryT } from './i18n.ts';
import { SalaryDialog } from './SalaryDialog.tsx';
import { asUnit, SalaryFields, salaryProblem, type SalaryValue } from './SalaryFields.tsx';

export function EditSalaryDialog({ record, onClose }: { record: RaRecord; onClose: (done: boolean) => void }) {
  const t = useSalaryT();
  const [value, setValue] = useState<SalaryValue>({ salary: String(record.salary ?? ''), salaryUnit: asUnit(record.salaryUnit) });
  const [note, setNote] = useState(String(record.note ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const p = salaryProblem(value);
    setProblem(p ? t(`start.${p}`) : null);
    if (p) return;
    setBusy(true);
    try {
      await api.post('/ResumeLib/EditResumeSalary', {
        id: Number(record.deliveryRecordId),
        salary: Number(value.salary),
        salaryUnit: value.salaryUnit,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toastSuccess(t('edit.saved'));
      onClose(true);
    } catch {
      setBusy(false);
    }
  };
  return (
    <SalaryDialog
      title={`${t('edit.title')} · ${String(record.name ?? '')}`}
      testId="salary-edit"
      busy={busy}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitLabel={t('common.save')}
    >
      <Alert severity="info">{t('edit.hint')}</Alert>
      <SalaryFields value={value} onChange={setValue} problem={problem} />
      <BoundedTextField label={t('start.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} max={200} />
    </SalaryDialog>
  );
}
