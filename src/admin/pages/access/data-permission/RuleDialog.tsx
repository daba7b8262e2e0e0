/**
 * Add or change a role's rule on one table (DataPermission/Add keeps one rule per role and table):
 * the rows it may see (scope; departments for 指定部门) and which controlled fields it sees in
 * clear.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toastSuccess } from '../../../../shell/dialogs.tsx';
import { DebounceButton } from '../../../../widgets/debounce/DebounceButton.tsx';
import { AccessDialog } from '../AccessDialog.tsx';
import { accessApi, type DataPermissionRule } from '../api.ts';
import { DeptChecklist } from '../DeptChecklist.tsx';
import { useAccessT } from '../i18n.ts';
import { useScopes, useTableColumns, useTables } from './useReference.ts';

/** DropDown Permission/FieldValueType: 指定部门 needs departments. */
export const SCOPE_DEPTS = 2;

export interface RuleDialogProps {
  roleId: number;
  roleName: string;
  /** The rule to change; absent to add one. */
  rule?: DataPermissionRule;
  /** Tables the role already has a rule on (adding one there would replace it). */
  taken: readonly string[];
  onClose: (done: boolean) => void;
}

interface Draft {
  tableName: string;
  valueType: number | null;
  deptIds: number[];
  visibleFields: string[];
}

type Problems = Partial<Record<'tableName' | 'valueType' | 'deptIds', string>>;

function problemsOf(d: Draft, t: (k: string) => string): Problems {
  const p: Problems = {};
  if (!d.tableName) p.tableName = t('rule.tableRequired');
  if (d.valueType === null) p.valueType = t('rule.scopeRequired');
  if (d.valueType === SCOPE_DEPTS && d.deptIds.length === 0) p.deptIds = t('rule.deptsRequired');
  return p;
}

function VisibleFields({ tableName, value, onChange }: { tableName: string; value: string[]; onChange: (v: string[]) => void }) {
  const t = useAccessT();
  const columns = useTableColumns(tableName || null);
  if (!tableName)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('rule.pickTableFirst')}
      </Typography>
    );
  if (!columns) return <CircularProgress size={18} />;
  if (columns.options.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-controlled-fields">
        {t('rule.noControlled')}
      </Typography>
    );
  const chosen = new Set(value);
  return (
    <>
      {!columns.filtered && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('rule.allColumns')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }} data-testid="visible-fields">
        {columns.options.map((c) => {
          const v = String(c.value);
          return (
            <FormControlLabel
              key={v}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.has(v)}
                  onChange={(e) => onChange(e.target.checked ? [...value, v] : value.filter((x) => x !== v))}
                />
              }
              label={c.display}
            />
          );
        })}
      </Box>
    </>
  );
}

export function RuleDialog({ roleId, roleName, rule, taken, onClose }: RuleDialogProps) {
  const t = useAccessT();
  const tables = useTables();
  const scopes = useScopes();
  const [draft, setDraft] = useState<Draft>(() => ({
    tableName: rule?.tableName ?? '',
    valueType: rule?.valueType ?? null,
    deptIds: rule?.deptIds ?? [],
    visibleFields: rule?.visibleFields ?? [],
  }));
  const [shown, setShown] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setShown({});
  };
  const save = async () => {
    const problems = problemsOf(draft, t);
    setShown(problems);
    if (Object.keys(problems).length || draft.valueType === null) return;
    setBusy(true);
    try {
      await accessApi.saveRule({
        roleId,
        tableName: draft.tableName,
        valueType: draft.valueType,
        deptIds: draft.valueType === SCOPE_DEPTS ? draft.deptIds : [],
        visibleFields: draft.visibleFields,
      });
      toastSuccess(t('rule.saved'));
      onClose(true);
    } catch {
      setBusy(false);
    }
  };
  return (
    <AccessDialog
      title={t(rule ? 'rule.editTitle' : 'rule.addTitle', { role: roleName })}
      width={600}
      busy={busy}
      onClose={() => onClose(false)}
      testId="rule-dialog"
      actions={
        <>
          <Button color="inherit" onClick={() => onClose(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <DebounceButton variant="contained" onClick={save} data-testid="rule-save">
            {t('common.save')}
          </DebounceButton>
        </>
      }
    >
      <TextField
        select
        fullWidth
        required
        label={t('rule.table')}
        value={draft.tableName}
        disabled={Boolean(rule)}
        onChange={(e) => set({ tableName: e.target.value, visibleFields: [] })}
        error={Boolean(shown.tableName)}
        helperText={shown.tableName}
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'rule-table' } }}
      >
        {(tables ?? []).map((o) => {
          const used = !rule && taken.includes(String(o.value));
          return (
            <MenuItem key={String(o.value)} value={String(o.value)} disabled={used}>
              {o.display}
              {used ? ` (${t('rule.taken')})` : ''}
            </MenuItem>
          );
        })}
      </TextField>
      <FormControl error={Boolean(shown.valueType)} required sx={{ mb: 1.5, display: 'block' }}>
        <FormLabel>{t('rule.scope')}</FormLabel>
        <RadioGroup
          row
          value={draft.valueType === null ? '' : String(draft.valueType)}
          onChange={(e) => set({ valueType: Number(e.target.value) })}
          data-testid="rule-scope"
        >
          {(scopes ?? []).map((o) => (
            <FormControlLabel key={String(o.value)} value={String(o.value)} control={<Radio size="small" />} label={o.display} />
          ))}
        </RadioGroup>
        {shown.valueType && <FormHelperText>{shown.valueType}</FormHelperText>}
      </FormControl>
      {draft.valueType === SCOPE_DEPTS && (
        <FormControl error={Boolean(shown.deptIds)} fullWidth sx={{ mb: 2 }}>
          <FormLabel required sx={{ mb: 0.5 }}>
            {t('rule.depts')}
          </FormLabel>
          <DeptChecklist value={draft.deptIds} onChange={(deptIds) => set({ deptIds })} error={Boolean(shown.deptIds)} />
          {shown.deptIds && <FormHelperText>{shown.deptIds}</FormHelperText>}
        </FormControl>
      )}
      <FormControl fullWidth>
        <FormLabel sx={{ mb: 0.5 }}>{t('rule.visibleFields')}</FormLabel>
        <Typography variant="caption" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('rule.visibleHelp')}
        </Typography>
        <VisibleFields tableName={draft.tableName} value={draft.visibleFields} onChange={(visibleFields) => set({ visibleFields })} />
      </FormControl>
    </AccessDialog>
  );
}
