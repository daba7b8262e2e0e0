/** One table cell by the column's formatter; `tooltip` truncates and shows the whole text on hover. */
import Box from '@mui/material/Box';
import { useTranslate, type RaRecord } from 'react-admin';
import { TableTooltip } from '../../../widgets/table-tooltip/TableTooltip.tsx';
import { cellText, enumText, formatterOf } from '../format.ts';
import { useOptions, type OptionNaming } from '../useOptions.ts';
import { useEngine } from '../EngineContext.tsx';
import type { FieldDef, ListColumn } from '../types.ts';
import { StatusChip } from './chips.tsx';
import { MAX_COLUMN_WIDTH } from './columnPrefs.ts';

function EnabledChip({ value }: { value: unknown }) {
  const t = useTranslate();
  const on = value === true;
  return <StatusChip on={on} label={t(on ? 'admin.status.enabled' : 'admin.status.disabled')} />;
}

/** A choice shown by its text: static choices in the page's language, a dropdown call's fetched once per source. */
function ChoiceText({ field, value, naming }: { field: FieldDef; value: unknown; naming: OptionNaming }) {
  const { options } = useOptions(field, undefined, naming);
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {enumText(value, options)}
    </Box>
  );
}

/** Cell padding on both sides (px 1.5): the text gets the column width minus this. */
const CELL_PADDING = 24;

export function Cell({ record, column, width = MAX_COLUMN_WIDTH }: { record: RaRecord; column: ListColumn; width?: number }) {
  const { def, overrides } = useEngine();
  const t = useTranslate();
  const Override = overrides.columns?.[column.prop];
  if (Override) return <Override record={record} column={column} definition={def} />;
  const field = def.fields[column.prop];
  const formatter = formatterOf(column, field);
  const value: unknown = record[column.prop];
  if (formatter === 'enabled') return <EnabledChip value={value} />;
  if (formatter === 'enum' && field?.options)
    return <ChoiceText field={field} value={value} naming={{ resource: def.name, prop: column.prop }} />;
  const text = cellText(value, formatter, field, { yes: t('admin.boolean.true'), no: t('admin.boolean.false') });
  if (formatter === 'tooltip') return <TableTooltip text={text} maxWidth={width - CELL_PADDING} />;
  // Dates and codes break badly across lines; free text may wrap.
  return formatter === 'text' ? (
    text
  ) : (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
