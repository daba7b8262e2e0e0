/**
 * Add or edit a department: parent (the department picker over the page's own tree, without the
 * department itself and what is under it), number, name, sort and remark. The company's one root
 * has no parent; every other department needs one. Edit sends only what changed.
 */
import { useMemo, useState } from 'react';
import TextField from '@mui/material/TextField';
import { toastSuccess } from '../../../../shell/dialogs.tsx';
import { BoundedTextField } from '../../../engine/form/LengthLimit.tsx';
import { DeptTreeSelect } from '../../../../widgets/dept-tree/DeptTreeSelect.tsx';
import type { DeptNode } from '../../../../widgets/dept-tree/tree.ts';
import { deptApi, type DeptDetail, type DeptInput } from '../api.ts';
import { useOrgT, type OrgT } from '../i18n.ts';
import { useForm, type Rules } from '../useForm.ts';
import { FormDialogShell } from '../ui.tsx';
import { DEPT_NO_PATTERN, LEN, matches, maxLength, nonNegativeInt, required } from '../validate.ts';
import { withoutSubtree } from './treeOps.ts';

export type DeptFormMode = { kind: 'create'; parentId: number | null } | { kind: 'edit'; dept: DeptDetail };

interface Values extends Record<string, unknown> {
  parentId: number | null;
  deptNo: string;
  name: string;
  sort: string;
  remark: string;
}

function initialValues(mode: DeptFormMode): Values {
  if (mode.kind === 'create') return { parentId: mode.parentId, deptNo: '', name: '', sort: '', remark: '' };
  const d = mode.dept;
  return { parentId: d.parentId, deptNo: d.deptNo, name: d.name, sort: String(d.sort ?? ''), remark: d.remark ?? '' };
}

function payload(v: Values): DeptInput {
  const sort = v.sort.trim() === '' ? undefined : Number(v.sort);
  return { parentId: v.parentId, deptNo: v.deptNo.trim(), name: v.name.trim(), sort, remark: v.remark.trim() || null };
}

/** Edit: only the fields that changed (an emptied remark goes as null to clear it). */
function changes(next: DeptInput, dept: DeptDetail): Partial<DeptInput> {
  const out: Partial<DeptInput> = {};
  if (next.parentId !== dept.parentId) out.parentId = next.parentId;
  if (next.deptNo !== dept.deptNo) out.deptNo = next.deptNo;
  if (next.name !== dept.name) out.name = next.name;
  if (next.sort !== undefined && next.sort !== dept.sort) out.sort = next.sort;
  if ((next.remark ?? null) !== (dept.remark ?? null)) out.remark = next.remark ?? null;
  return out;
}

function deptRules(t: OrgT, isRoot: boolean): Rules<Values> {
  const label = (f: string) => t(`dept.fields.${f}`);
  return {
    parentId: isRoot ? [] : [required(t, label('parent'))],
    deptNo: [required(t, label('deptNo')), maxLength(t, label('deptNo'), LEN.deptNo), matches(DEPT_NO_PATTERN, t('dept.deptNoPattern'))],
    name: [required(t, label('name')), maxLength(t, label('name'), LEN.deptName)],
    sort: [nonNegativeInt(t, label('sort'))],
    remark: [maxLength(t, label('remark'), LEN.remark)],
  };
}

export interface DeptFormDialogProps {
  mode: DeptFormMode;
  nodes: readonly DeptNode[];
  onClose: () => void;
  /** Saved: the department's id. */
  onSaved: (id: number) => void;
}

export function DeptFormDialog({ mode, nodes, onClose, onSaved }: DeptFormDialogProps) {
  const t = useOrgT();
  const label = (f: string) => t(`dept.fields.${f}`);
  const isRoot = mode.kind === 'edit' ? mode.dept.parentId === null : nodes.length === 0;
  const rules = useMemo(() => deptRules(t, isRoot), [t, isRoot]);
  const form = useForm<Values>(initialValues(mode), rules);
  const [busy, setBusy] = useState(false);
  const pickable = useMemo(() => (mode.kind === 'edit' ? withoutSubtree(nodes, mode.dept.id) : nodes), [mode, nodes]);

  const submit = async () => {
    if (!form.validate()) return;
    setBusy(true);
    try {
      const body = payload(form.values);
      if (mode.kind === 'create') {
        const { id } = await deptApi.add(body);
        toastSuccess(t('common.created'));
        onSaved(id);
      } else {
        const diff = changes(body, mode.dept);
        if (Object.keys(diff).length > 0) await deptApi.edit({ id: mode.dept.id, ...diff });
        toastSuccess(t('common.saved'));
        onSaved(mode.dept.id);
      }
    } catch (e) {
      // Per-field messages go under the fields (no toast for them); any other refusal was toasted by the http client.
      form.takeServerErrors(e);
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: 'deptNo' | 'name' | 'sort' | 'remark',
    extra: { max: number; required?: boolean; multiline?: boolean; numeric?: boolean },
  ) => {
    const props = {
      label: label(field),
      required: extra.required,
      value: form.values[field],
      onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
      onBlur: () => form.touch(field),
      error: Boolean(form.errors[field]),
      helperText: form.errors[field] ?? ' ',
      placeholder: t('common.input', { label: label(field) }),
      multiline: extra.multiline,
      minRows: extra.multiline ? 3 : undefined,
      fullWidth: true,
    };
    const testId = `org-dept-${field}`;
    // The sort order's five digits are its range (up to 99999), not a text's length: no counter.
    if (extra.numeric)
      return <TextField {...props} slotProps={{ htmlInput: { maxLength: extra.max, inputMode: 'numeric', 'data-testid': testId } }} />;
    return <BoundedTextField {...props} max={extra.max} slotProps={{ htmlInput: { 'data-testid': testId } }} />;
  };

  return (
    <FormDialogShell
      open
      title={t(mode.kind === 'create' ? 'dept.addTitle' : 'dept.editTitle')}
      testId="org-dept-form"
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
    >
      {isRoot ? (
        <TextField label={label('parent')} value={t('dept.rootParent')} disabled fullWidth helperText=" " />
      ) : (
        <DeptTreeSelect
          nodes={pickable}
          value={form.values.parentId}
          onChange={(id) => form.set('parentId', id, true)}
          label={label('parent')}
          required
          error={Boolean(form.errors.parentId)}
          helperText={form.errors.parentId ?? ' '}
        />
      )}
      {text('deptNo', { required: true, max: LEN.deptNo })}
      {text('name', { required: true, max: LEN.deptName })}
      {text('sort', { numeric: true, max: String(LEN.sortMax).length })}
      {text('remark', { multiline: true, max: LEN.remark })}
    </FormDialogShell>
  );
}
