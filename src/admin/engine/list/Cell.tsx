/**
 * One table cell by the column's formatter; `tooltip` truncates and shows the whole text on hover;
 * `file` makes the text a link that fetches the file at the row's `href` field with the session's
 * token (private files answer no bare link) and hands it to the browser.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { http, saveDownload } from '../../../shell/http.ts';
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
/** A choice's words, or a state chip when the definition gives the option a tone (what it means). */
function ChoiceText({ field, value, naming }: { field: FieldDef; value: unknown; naming: OptionNaming }) {
  const { options } = useOptions(field, undefined, naming);
  const tone = options.find((o) => String(o.value) === String(value))?.tone;
  if (tone) return <StatusChip tone={tone} label={enumText(value, options)} />;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {enumText(value, options)}
    </Box>
  );
}

function FileLink({ text, href }: { text: string; href: unknown }) {
  if (typeof href !== 'string' || href === '') return text;
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      sx={{ textAlign: 'left', wordBreak: 'break-all' }}
      // The row may open on click: the link only fetches.
      onClick={(e: React.MouseEvent) => {
        e.stopPropagation();
        // Failures toast in http.ts.
        http.download(href).then(saveDownload, () => undefined);
      }}
      data-testid="cell-file"
    >
      {text}
    </Link>
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
  if (formatter === 'file') return <FileLink text={text} href={column.href ? record[column.href] : undefined} />;
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
