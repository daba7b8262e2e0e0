/** Form items: span (1–24), default value, required (added only) and help text. */
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { currentLang } from '../../../shell/i18n.ts';
import { isRequiredItem } from '../../engine/form/rules.ts';
import type { FieldDef, FormItemDef } from '../../engine/types.ts';
import { MAX_TEXT, type Draft, type FormDraft } from './draft.ts';
import type { TabProps } from './LabelsTab.tsx';
import { shippedLabel } from './texts.ts';

function setItem(prop: string, change: Partial<FormDraft>) {
  return (d: Draft): Draft => ({ ...d, form: { ...d.form, [prop]: { ...d.form[prop]!, ...change } } });
}

/** Fixed choices as a select (booleans, enums, static options); anything else as text. */
function choicesOf(field: FieldDef | undefined, t: (k: string) => string): Array<{ value: string; text: string }> | null {
  if (field?.type === 'boolean') return [{ value: 'true', text: t('admin.boolean.true') }, { value: 'false', text: t('admin.boolean.false') }];
  if (field?.options?.static) return field.options.static.map((o) => ({ value: String(o.value), text: o.display }));
  if (field?.enum) return field.enum.map((v) => ({ value: String(v), text: String(v) }));
  return null;
}

interface CellProps {
  prop: string;
  field: FieldDef | undefined;
  value: string;
  disabled: boolean;
  error: string | undefined;
  onChange: (v: string) => void;
}

function DefaultValueInput({ prop, field, value, disabled, error, onChange }: CellProps) {
  const t = useTranslate();
  const choices = choicesOf(field, t);
  const common = {
    size: 'small' as const, margin: 'none' as const, fullWidth: true, value, disabled, error: Boolean(error), helperText: error,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    slotProps: { htmlInput: { maxLength: MAX_TEXT, 'data-testid': `form-default-${prop}` } },
  };
  if (!choices) return <TextField {...common} />;
  return (
    <TextField {...common} select>
      <MenuItem value="">{t('admin.resourceConfig.form.none')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

function FormRow({ tab, item, can }: { tab: TabProps; item: FormItemDef; can: (what: string) => boolean }) {
  const t = useTranslate();
  const { def, draft, errors, onChange } = tab;
  const d = draft.form[item.prop];
  if (!d) return null;
  const key = `overlay.form.${item.prop}`;
  const set = (change: Partial<FormDraft>) => onChange(setItem(item.prop, change));
  // The server enforces what the definition requires whatever an overlay says: never offer to lift it.
  const shippedRequired = isRequiredItem(def, item);
  return (
    <TableRow data-testid="form-row" data-prop={item.prop}>
      <TableCell>
        <Typography variant="body2">{shippedLabel(def, item.prop, currentLang())}</Typography>
        <Typography variant="caption" color="text.secondary">
          {item.prop}
        </Typography>
      </TableCell>
      <TableCell>
        <TextField size="small" margin="none" value={d.span} disabled={!can('form.span')} error={Boolean(errors[`${key}.span`])} helperText={errors[`${key}.span`]} onChange={(e) => set({ span: e.target.value })} slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `form-span-${item.prop}` } }} />
      </TableCell>
      <TableCell>
        <DefaultValueInput prop={item.prop} field={def.fields[item.prop]} value={d.defaultValue} disabled={!can('form.defaultValue')} error={errors[`${key}.defaultValue`]} onChange={(v) => set({ defaultValue: v })} />
      </TableCell>
      <TableCell>
        <Tooltip title={shippedRequired ? t('admin.resourceConfig.form.requiredShipped') : ''}>
          <span>
            <Checkbox size="small" checked={d.required} disabled={!can('form.required') || shippedRequired} onChange={(e) => set({ required: e.target.checked })} slotProps={{ input: { 'aria-label': `${item.prop} ${t('admin.resourceConfig.form.required')}` } }} data-testid={`form-required-${item.prop}`} />
          </span>
        </Tooltip>
      </TableCell>
      <TableCell>
        <TextField size="small" margin="none" fullWidth value={d.help} disabled={!can('form.help')} error={Boolean(errors[`${key}.help`])} helperText={errors[`${key}.help`]} onChange={(e) => set({ help: e.target.value })} slotProps={{ htmlInput: { maxLength: MAX_TEXT, 'data-testid': `form-help-${item.prop}` } }} />
      </TableCell>
    </TableRow>
  );
}

export function FormTab(props: TabProps) {
  const t = useTranslate();
  const can = (what: string) => props.canEdit && props.allowed.has(what);
  return (
    <Table size="small" data-testid="config-form">
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.resourceConfig.form.item')}</TableCell>
          <TableCell sx={{ width: 130, whiteSpace: 'nowrap' }}>{t('admin.resourceConfig.form.spanRange')}</TableCell>
          <TableCell sx={{ width: 180 }}>{t('admin.resourceConfig.form.defaultValue')}</TableCell>
          <TableCell sx={{ width: 64 }}>{t('admin.resourceConfig.form.required')}</TableCell>
          <TableCell>{t('admin.resourceConfig.form.help')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.def.form.items.map((item) => (
          <FormRow key={item.prop} tab={props} item={item} can={can} />
        ))}
      </TableBody>
    </Table>
  );
}
