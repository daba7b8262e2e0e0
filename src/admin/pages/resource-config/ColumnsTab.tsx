/** List columns: order (up / down), shown or not (at least 3 stay shown) and width (40–300 px). */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import { DataTable, useTranslate } from 'react-admin';
import { currentLang } from '../../../shell/i18n.ts';
import { MIN_VISIBLE_COLUMNS } from '../../engine/list/columnPrefs.ts';
import { rowsOf } from '../../engine/list/RecordTable.tsx';
import { RowsTable } from '../../engine/list/QueryList.tsx';
import { WIDTH_RANGE, canHideColumn, moveColumn, type ColumnDraft, type Draft } from './draft.ts';
import type { TabProps } from './LabelsTab.tsx';
import { shippedLabel } from './texts.ts';

function setColumn(index: number, change: Partial<ColumnDraft>) {
  return (d: Draft): Draft => ({ ...d, columns: d.columns.map((c, i) => (i === index ? { ...c, ...change } : c)) });
}

const move =
  (index: number, by: -1 | 1) =>
  (d: Draft): Draft => ({ ...d, columns: moveColumn(d.columns, index, by) });

interface CellProps {
  tab: TabProps;
  index: number;
  can: (what: string) => boolean;
}

function MoveButtons({
  prop,
  index,
  can,
  last,
  onChange,
}: {
  prop: string;
  index: number;
  can: boolean;
  last: boolean;
  onChange: TabProps['onChange'];
}) {
  const t = useTranslate();
  const button = (by: -1 | 1, disabled: boolean) => {
    const label = t(by < 0 ? 'admin.resourceConfig.columns.moveUp' : 'admin.resourceConfig.columns.moveDown');
    return (
      <Tooltip title={label}>
        <span>
          <IconButton
            size="small"
            disabled={!can || disabled}
            onClick={() => onChange(move(index, by))}
            data-testid={`column-${by < 0 ? 'up' : 'down'}-${prop}`}
            aria-label={label}
          >
            {by < 0 ? <ArrowUpIcon fontSize="small" /> : <ArrowDownIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      {button(-1, index === 0)}
      {button(1, last)}
    </Box>
  );
}

function VisibleCell({ tab, index, can }: CellProps) {
  const t = useTranslate();
  const { draft, onChange } = tab;
  const c = draft.columns[index]!;
  const hideLocked = c.visible && !canHideColumn(draft.columns, index);
  return (
    <Checkbox
      size="small"
      checked={c.visible}
      disabled={!can('columns.visible') || hideLocked}
      onChange={(e) => onChange(setColumn(index, { visible: e.target.checked }))}
      slotProps={{ input: { 'aria-label': `${c.prop} ${t('admin.resourceConfig.columns.visible')}` } }}
      data-testid={`column-visible-${c.prop}`}
    />
  );
}

function WidthCell({ tab, index, can }: CellProps) {
  const t = useTranslate();
  const { draft, errors, onChange } = tab;
  const c = draft.columns[index]!;
  const widthError = errors[`overlay.columns.${index}.width`];
  return (
    <TextField
      size="small"
      margin="none"
      fullWidth={false}
      value={c.width}
      disabled={!can('columns.width')}
      error={Boolean(widthError)}
      helperText={widthError}
      sx={{ width: 120 }}
      onChange={(e) => onChange(setColumn(index, { width: e.target.value }))}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'data-testid': `column-width-${c.prop}`,
          'aria-label': `${c.prop} ${t('admin.resourceConfig.columns.width')}`,
        },
      }}
    />
  );
}

/** A field as its shipped label over its prop. */
export function PropLabel({ label, prop, strong = false }: { label: string; prop: string; strong?: boolean }) {
  return (
    <>
      <Typography variant="body2" sx={strong ? { fontWeight: 500 } : undefined}>
        {label}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {prop}
      </Typography>
    </>
  );
}

type ColumnRecord = ColumnDraft & { id: string; index: number };

export function ColumnsTab(props: TabProps) {
  const t = useTranslate();
  const { def, draft, canEdit, allowed, errors, onChange } = props;
  const can = (what: string) => canEdit && allowed.has(what);
  const listError = errors['overlay.columns'];
  const rows: ColumnRecord[] = rowsOf(
    draft.columns.map((c, index) => ({ ...c, index })),
    (c) => c.prop,
  );
  const cell = (r: ColumnRecord) => ({ tab: props, index: r.index, can });
  return (
    <>
      <Typography variant="body2" color={listError ? 'error' : 'text.secondary'} sx={{ mb: 1 }} data-testid="columns-hint">
        {listError ?? t('admin.resourceConfig.columns.hint', { n: MIN_VISIBLE_COLUMNS })}
      </Typography>
      <RowsTable<ColumnRecord>
        resource="page:resourceConfig.columns"
        rows={rows}
        data-testid="config-columns"
        rowProps={(r) => ({ 'data-testid': 'column-row', 'data-prop': r.prop })}
      >
        <DataTable.Col<ColumnRecord>
          label={t('admin.resourceConfig.columns.order')}
          sx={{ width: 64, whiteSpace: 'nowrap' }}
          render={(r) => r.index + 1}
        />
        <DataTable.Col<ColumnRecord>
          label={t('admin.resourceConfig.columns.column')}
          render={(r) => <PropLabel label={shippedLabel(def, r.prop, currentLang())} prop={r.prop} />}
        />
        <DataTable.Col<ColumnRecord>
          label={t('admin.resourceConfig.columns.visible')}
          sx={{ width: 72 }}
          render={(r) => <VisibleCell {...cell(r)} />}
        />
        <DataTable.Col<ColumnRecord>
          label={t('admin.resourceConfig.columns.widthRange', WIDTH_RANGE)}
          sx={{ width: 150, whiteSpace: 'nowrap' }}
          render={(r) => <WidthCell {...cell(r)} />}
        />
        <DataTable.Col<ColumnRecord>
          label=""
          sx={{ width: 100 }}
          render={(r) => (
            <MoveButtons
              prop={r.prop}
              index={r.index}
              can={can('columns.order')}
              last={r.index === draft.columns.length - 1}
              onChange={onChange}
            />
          )}
        />
      </RowsTable>
    </>
  );
}
