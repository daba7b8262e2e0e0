/**
 * 审核 of one join request: approve into a department (required; the company's tree loaded fresh,
 * departments may have been added since the page opened) or reject, each with an optional remark.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { BoundedTextField } from '../../../engine/form/LengthLimit.tsx';
import Typography from '@mui/material/Typography';
import { toastSuccess } from '../../../../shell/dialogs.tsx';
import { useApiQuery } from '../../../../shell/query.ts';
import { formatDateTime } from '../../../engine/format.ts';
import { DeptTreeSelect } from '../../../../widgets/dept-tree/DeptTreeSelect.tsx';
import { teamApi, type JoinForm } from '../api.ts';
import { useOrgT, type OrgT } from '../i18n.ts';
import { useForm, type Rules } from '../useForm.ts';
import { Field, FormDialogShell } from '../ui.tsx';
import { LEN, maxLength, required } from '../validate.ts';

interface Values extends Record<string, unknown> {
  approve: boolean;
  deptId: number | null;
  remark: string;
}

function reviewRules(t: OrgT, approve: boolean): Rules<Values> {
  return {
    deptId: approve ? [required(t, t('review.dept'))] : [],
    remark: [maxLength(t, t(approve ? 'review.remark' : 'review.rejectRemark'), LEN.remark)],
  };
}

/** The tree as it is now: a kept answer is not offered, only the one asked for when the dialog opened. */
function useFreshTree() {
  const tree = useApiQuery('/SysTenement/GetTenementTree');
  return tree.isFetchedAfterMount ? tree.data : undefined;
}

export function ReviewDialog({ row, onClose, onDone }: { row: JoinForm; onClose: () => void; onDone: () => void }) {
  const t = useOrgT();
  const [approve, setApprove] = useState(true);
  const rules = useMemo(() => reviewRules(t, approve), [t, approve]);
  const form = useForm<Values>({ approve: true, deptId: null, remark: '' }, rules);
  const nodes = useFreshTree();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    try {
      const remark = form.values.remark.trim();
      await teamApi.review({
        id: row.id,
        approve,
        ...(remark ? { remark } : {}),
        ...(approve && form.values.deptId !== null ? { deptId: form.values.deptId } : {}),
      });
      toastSuccess(t(approve ? 'review.approved' : 'review.rejected'));
      onDone();
    } catch (e) {
      // 1127 (already reviewed) and the like: the toast says so; the list shows the truth on close.
      form.takeServerErrors(e);
    } finally {
      setBusy(false);
    }
  };

  const remarkLabel = t(approve ? 'review.remark' : 'review.rejectRemark');
  return (
    <FormDialogShell
      open
      title={t('review.dialogTitle')}
      testId="org-review"
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      submitText={t('common.confirm')}
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
        <Field label={t('review.columns.name')}>{row.name ?? row.account}</Field>
        <Field label={t('review.columns.account')}>{row.account}</Field>
        <Field label={t('review.columns.phone')}>{row.phone || '—'}</Field>
        <Field label={t('review.columns.createdAt')}>{formatDateTime(row.createdAt)}</Field>
        {row.remark && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Field label={t('review.columns.remark')}>{row.remark}</Field>
          </Box>
        )}
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('review.result')}
        </Typography>
        <RadioGroup row value={approve ? 'approve' : 'reject'} onChange={(e) => setApprove(e.target.value === 'approve')}>
          <FormControlLabel value="approve" control={<Radio />} label={t('review.approve')} data-testid="org-review-approve" />
          <FormControlLabel value="reject" control={<Radio />} label={t('review.reject')} data-testid="org-review-reject" />
        </RadioGroup>
      </Box>
      {approve && (
        <DeptTreeSelect
          nodes={nodes}
          value={form.values.deptId}
          onChange={(id) => form.set('deptId', id, true)}
          label={t('review.dept')}
          required
          error={Boolean(form.errors.deptId)}
          helperText={form.errors.deptId ?? ' '}
        />
      )}
      <BoundedTextField
        label={remarkLabel}
        multiline
        minRows={3}
        value={form.values.remark}
        onChange={(e) => form.set('remark', e.target.value)}
        onBlur={() => form.touch('remark')}
        error={Boolean(form.errors.remark)}
        helperText={form.errors.remark ?? ' '}
        placeholder={t('common.input', { label: remarkLabel })}
        max={LEN.remark}
        slotProps={{ htmlInput: { 'data-testid': 'org-review-remark' } }}
      />
    </FormDialogShell>
  );
}
