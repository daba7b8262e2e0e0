/** 通过 / 驳回 on an open approval's row: the candidate, the proposed salary and note, and the approver's comment. */
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import type { RaRecord } from 'react-admin';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { salaryLabel, useSalaryT } from './i18n.ts';
import { SalaryDialog } from './SalaryDialog.tsx';

export function EndDialog({ record, approved, onClose }: { record: RaRecord; approved: boolean; onClose: (done: boolean) => void }) {
  const t = useSalaryT();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await api.put('/SalaryInfo/EndSalaryProcess', {
        id: Number(record.id),
        approved,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      });
      toastSuccess(approved ? t('end.approved') : t('end.rejected'));
      onClose(true);
    } catch {
      setBusy(false);
      // Someone else may have ended it meanwhile: the list shows where it stands now.
      onClose(true);
    }
  };
  const name = String(record.name ?? '');
  return (
    <SalaryDialog
      title={`${approved ? t('end.approveTitle') : t('end.rejectTitle')} · ${name}`}
      testId={approved ? 'salary-approve' : 'salary-reject'}
      busy={busy}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitLabel={approved ? t('buttons.approve') : t('buttons.reject')}
      submitColor={approved ? 'primary' : 'error'}
    >
      <Typography sx={{ fontWeight: 600 }}>{t('end.who', { name, position: String(record.positionName ?? '') })}</Typography>
      <Typography>{t('end.proposed', { salary: salaryLabel(t, Number(record.salary), Number(record.salaryUnit)) })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('end.startedBy', { name: String(record.startedByName ?? '') })}
      </Typography>
      {record.note ? (
        <Typography variant="body2" color="text.secondary">
          {t('end.note', { note: String(record.note) })}
        </Typography>
      ) : null}
      <BoundedTextField
        label={t('end.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        max={200}
        slotProps={{ htmlInput: { 'data-testid': 'salary-comment' } }}
      />
    </SalaryDialog>
  );
}
