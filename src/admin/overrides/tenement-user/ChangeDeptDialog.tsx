/** 调整部门: one person (a row) or the selected people move to the department picked in the tree. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Identifier } from 'react-admin';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { DeptTreeSelect } from '../../../widgets/dept-tree/DeptTreeSelect.tsx';
import { deptIdOf } from '../../../widgets/dept-tree/tree.ts';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../../pages/access/AccessDialog.tsx';
import { accessApi } from '../../pages/access/api.ts';
import { useAccessT } from '../../pages/access/i18n.ts';

export function ChangeDeptDialog({ record, selectedIds, onClose }: CommandProps) {
  const t = useAccessT();
  const ids: readonly Identifier[] = record ? [record.id] : (selectedIds ?? []);
  const [deptId, setDeptId] = useState<number | null>(deptIdOf(record?.deptId));
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (deptId === null) return setMissing(true);
    setBusy(true);
    try {
      await accessApi.changeDept(
        ids.map((id) => (typeof id === 'number' ? id : Number(id))),
        deptId,
      );
      toastSuccess(t('changeDept.saved'));
      onClose(true);
    } catch {
      setBusy(false);
    }
  };
  const who = record ? t('changeDept.one', { name: String(record.name ?? '') }) : t('changeDept.many', { count: ids.length });
  return (
    <AccessDialog
      title={t('changeDept.title')}
      width={480}
      busy={busy}
      onClose={() => onClose(false)}
      testId="change-dept-dialog"
      actions={
        <>
          <Button color="inherit" onClick={() => onClose(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <DebounceButton variant="contained" onClick={save} data-testid="change-dept-save">
            {t('common.save')}
          </DebounceButton>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>{who}</Typography>
      <DeptTreeSelect
        value={deptId}
        onChange={(id) => {
          setDeptId(id);
          setMissing(false);
        }}
        label={t('changeDept.dept')}
        required
        error={missing}
        helperText={missing ? t('changeDept.required') : undefined}
      />
    </AccessDialog>
  );
}

export default ChangeDeptDialog;
