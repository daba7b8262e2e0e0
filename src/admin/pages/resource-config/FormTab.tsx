/** Form items: span (1–24), default value, required (added only) and help text. */
import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { DataTable, useTranslate } from 'react-admin';
import { currentLang } from '../../../shell/i18n.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { isRequiredItem } from '../../engine/form/rules.ts';
import { rowsOf } from '../../engine/list/RecordTable.tsx';
import { RowsTable } from '../../engine/list/QueryList.tsx';
import type { FieldDef, FormItemDef } from '../../engine/types.ts';
import { MAX_TEXT, type Draft, type FormDraft } from './draft.ts';
import { PropLabel } from './ColumnsTab.tsx';
import type { TabProps } from './LabelsTab.tsx';
import { shippedLabel } from './texts.ts';

function setItem(prop: string, change: Partial<FormDraft>) {
  return (d: Draft): Draft => ({ ...d, form: { ...d.form, [prop]: { ...d.form[prop]!, ...change } } });
}

/** Fixed choices as a select (booleans, enums, static options); anything else as text. */
function choicesOf(field: FieldDef | undefined, t: (k: string) => string): Array<{ value: string; text: string }> | null {
  if (field?.type === 'boolean')
    return [
      { value: 'true', text: t('admin.boolean.true') },
      { value: 'false', text: t('admin.boolean.false') },
    ];
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
    size: 'small' as const,
    margin: 'none' as const,
    fullWidth: true,
    value,
    disabled,
    error: Boolean(error),
    helperText: error,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    slotProps: { htmlInput: { 'data-testid': `form-default-${prop}` } },
  };
  if (!choices) return <BoundedTextField {...common} max={MAX_TEXT} />;
  return (
    <TextField {...common} helperText={error ?? ' '} select>
      <MenuItem value="">{t('admin.resourceConfig.form.none')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ItemCellProps {
  tab: TabProps;
  item: FormItemDef;
  can: (what: string) => boolean;
}

/** One setting of an item: its draft, where its errors are filed, and how to change it. */
function useItem({ tab, item }: ItemCellProps) {
  const d = tab.draft.form[item.prop]!;
  const key = `overlay.form.${item.prop}`;
  const set = (change: Partial<FormDraft>) => tab.onChange(setItem(item.prop, change));
  return { d, key, set, errors: tab.errors };
}

function SpanCell(props: ItemCellProps) {
  const { d, key, set, errors } = useItem(props);
  const { item, can } = props;
  return (
    <TextField
      size="small"
      margin="none"
      value={d.span}
      disabled={!can('form.span')}
      error={Boolean(errors[`${key}.span`])}
      // A blank line where the text boxes beside it show their count: the boxes stay level.
      helperText={errors[`${key}.span`] ?? ' '}
      onChange={(e) => set({ span: e.target.value })}
      slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `form-span-${item.prop}` } }}
    />
  );
}

function RequiredCell(props: ItemCellProps) {
  const t = useTranslate();
  const { d, set } = useItem(props);
  const { tab, item, can } = props;
  // The server enforces what the definition requires whatever an overlay says: never offer to lift it.
  const shippedRequired = isRequiredItem(tab.def, item);
  return (
    <Tooltip title={shippedRequired ? t('admin.resourceConfig.form.requiredShipped') : ''}>
      <span>
        <Checkbox
          size="small"
          checked={d.required}
          disabled={!can('form.required') || shippedRequired}
          onChange={(e) => set({ required: e.target.checked })}
          slotProps={{ input: { 'aria-label': `${item.prop} ${t('admin.resourceConfig.form.required')}` } }}
          data-testid={`form-required-${item.prop}`}
        />
      </span>
    </Tooltip>
  );
}

function HelpCell(props: ItemCellProps) {
  const { d, key, set, errors } = useItem(props);
  const { item, can } = props;
  return (
    <BoundedTextField
      size="small"
      margin="none"
      fullWidth
      value={d.help}
      disabled={!can('form.help')}
      error={Boolean(errors[`${key}.help`])}
      helperText={errors[`${key}.help`]}
      onChange={(e) => set({ help: e.target.value })}
      max={MAX_TEXT}
      slotProps={{ htmlInput: { 'data-testid': `form-help-${item.prop}` } }}
    />
  );
}

function DefaultCell(props: ItemCellProps) {
  const { d, key, set, errors } = useItem(props);
  const { tab, item, can } = props;
  return (
    <DefaultValueInput
      prop={item.prop}
      field={tab.def.fields[item.prop]}
      value={d.defaultValue}
      disabled={!can('form.defaultValue')}
      error={errors[`${key}.defaultValue`]}
      onChange={(v) => set({ defaultValue: v })}
    />
  );
}

type ItemRecord = FormItemDef & { id: string };

export function FormTab(props: TabProps) {
  const t = useTranslate();
  const can = (what: string) => props.canEdit && props.allowed.has(what);
  const rows: ItemRecord[] = rowsOf(
    props.def.form.items.filter((item) => props.draft.form[item.prop]),
    (item) => item.prop,
  );
  const cell = (item: ItemRecord) => ({ tab: props, item, can });
  return (
    <RowsTable<ItemRecord>
      resource="page:resourceConfig.form"
      rows={rows}
      data-testid="config-form"
      rowProps={(r) => ({ 'data-testid': 'form-row', 'data-prop': r.prop })}
    >
      <DataTable.Col<ItemRecord>
        label={t('admin.resourceConfig.form.item')}
        render={(r) => <PropLabel label={shippedLabel(props.def, r.prop, currentLang())} prop={r.prop} />}
      />
      <DataTable.Col<ItemRecord>
        label={t('admin.resourceConfig.form.spanRange')}
        sx={{ width: 130, whiteSpace: 'nowrap' }}
        render={(r) => <SpanCell {...cell(r)} />}
      />
      <DataTable.Col<ItemRecord>
        label={t('admin.resourceConfig.form.defaultValue')}
        sx={{ width: 180 }}
        render={(r) => <DefaultCell {...cell(r)} />}
      />
      <DataTable.Col<ItemRecord>
        label={t('admin.resourceConfig.form.required')}
        sx={{ width: 64 }}
        render={(r) => <RequiredCell {...cell(r)} />}
      />
      <DataTable.Col<ItemRecord> label={t('admin.resourceConfig.form.help')} render={(r) => <HelpCell {...cell(r)} />} />
    </RowsTable>
  );
}
