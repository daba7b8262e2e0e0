/** One table cell by the column's formatter; `tooltip` truncates and shows the whole text on hover. */
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import { useTranslate, type RaRecord } from 'react-admin';
import { cellText, formatterOf } from '../format.ts';
import { useEngine } from '../EngineContext.tsx';
import type { ListColumn } from '../types.ts';
import { MAX_COLUMN_WIDTH } from './columnPrefs.ts';

/** The seeds' table tooltip is at most 600 px wide. */
const TOOLTIP_MAX_WIDTH = 600;

function EnabledChip({ value }: { value: unknown }) {
  const t = useTranslate();
  const on = value === true;
  return (
    <Chip
      size="small"
      label={t(on ? 'admin.status.enabled' : 'admin.status.disabled')}
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      sx={{ height: 22, fontSize: 12, ...(on ? { bgcolor: 'success.light', color: 'success.contrastText' } : {}) }}
    />
  );
}

/** Cell padding on both sides (px 1.5): the text gets the column width minus this. */
const CELL_PADDING = 24;

function TruncatedText({ text, width }: { text: string; width: number }) {
  if (!text) return null;
  return (
    <Tooltip title={text} placement="top" enterDelay={300} slotProps={{ tooltip: { sx: { maxWidth: TOOLTIP_MAX_WIDTH, fontSize: 13, lineHeight: 1.6 } } }}>
      {/* A max width on the text, not the cell: auto-layout tables ignore a cell's max-width. */}
      <Box component="span" sx={{ display: 'block', maxWidth: width - CELL_PADDING, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text}
      </Box>
    </Tooltip>
  );
}

export function Cell({ record, column, width = MAX_COLUMN_WIDTH }: { record: RaRecord; column: ListColumn; width?: number }) {
  const { def, overrides } = useEngine();
  const t = useTranslate();
  const Override = overrides.columns?.[column.prop];
  if (Override) return <Override record={record} column={column} definition={def} />;
  const field = def.fields[column.prop];
  const formatter = formatterOf(column, field);
  const value: unknown = record[column.prop];
  if (formatter === 'enabled') return <EnabledChip value={value} />;
  const text = cellText(value, formatter, field, { yes: t('admin.boolean.true'), no: t('admin.boolean.false') });
  if (formatter === 'tooltip') return <TruncatedText text={text} width={width} />;
  // Dates and codes break badly across lines; free text may wrap.
  return formatter === 'text' ? <>{text}</> : <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{text}</Box>;
}
