/**
 * The reports' tables on the engine's table (cards below 992 px): columns from the screen's definition
 * (resources/report-*.json) as the company configured it (界面配置: order, visibility, labels; the
 * export writes the same), or a page's own columns for a detail the definition does not describe. Over
 * rows the page holds (a summary read whole) or a server list (paged).
 */
import type { ReactNode } from 'react';
import { DataTable, useTranslate, type ListControllerResult, type RaRecord } from 'react-admin';
import { useEngine } from '../../engine/EngineContext.tsx';
import { cellText } from '../../engine/format.ts';
import { fieldLabel } from '../../engine/labels.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { QueryList, RowsTable } from '../../engine/list/QueryList.tsx';
import { RecordTable, pinnedActionsColumnSx } from '../../engine/list/RecordTable.tsx';
import { useReportsT } from './i18n.ts';

export interface ReportColumn {
  prop: string;
  label: string;
  numeric?: boolean;
  width?: number;
  render?: (row: RaRecord) => ReactNode;
}

/** A row's way into its detail: a last column. */
export interface RowAction {
  label: string;
  render: (row: RaRecord) => ReactNode;
}

export type Renderers = Readonly<Record<string, (row: RaRecord) => ReactNode>>;

/** The definition's visible columns, in the company's order and labels; numbers right-aligned, no value as —. */
export function useDefinitionColumns(render: Renderers = {}): ReportColumn[] {
  const { def } = useEngine();
  const t = useTranslate();
  const rt = useReportsT();
  const texts = { yes: rt('yes'), no: rt('no') };
  return def.list.columns
    .filter((c) => !c.hidden)
    .map((c) => {
      const field = def.fields[c.prop];
      const own = render[c.prop];
      return {
        prop: c.prop,
        label: fieldLabel(t, def, c.prop),
        numeric: field?.type === 'integer' || field?.type === 'number',
        width: c.width,
        render: own ?? ((row: RaRecord) => cellText(row[c.prop], c.formatter ?? 'text', field, texts)),
      };
    });
}

function cols(columns: ReportColumn[], action?: RowAction) {
  const out = columns.map((c) => (
    <DataTable.Col
      key={c.prop}
      source={c.prop}
      label={c.label}
      disableSort
      align={c.numeric ? 'right' : 'left'}
      sx={{ minWidth: Math.min(c.width ?? 90, 150), whiteSpace: 'nowrap' }}
      render={(row: RaRecord) => {
        const v = row[c.prop];
        if (c.numeric && (v === null || v === undefined)) return '—';
        return c.render ? c.render(row) : v === null || v === undefined ? '' : String(v);
      }}
    />
  ));
  if (action) out.push(<DataTable.Col key="actions" label={action.label} sx={pinnedActionsColumnSx} render={action.render} />);
  return out;
}

export function ReportRowsTable({
  rows,
  name,
  columns,
  action,
}: {
  rows: RaRecord[] | undefined;
  name: string;
  columns: ReportColumn[];
  action?: RowAction;
}) {
  const rt = useReportsT();
  return (
    <RowsTable
      resource={`report:${name}`}
      rows={rows}
      empty={<EmptyState text={rt('empty')} />}
      rowProps={() => ({ 'data-testid': 'report-row' })}
    >
      {cols(columns, action)}
    </RowsTable>
  );
}

export function ReportQueryTable({ value, columns }: { value: ListControllerResult; columns: ReportColumn[] }) {
  const rt = useReportsT();
  return (
    <QueryList value={value}>
      <RecordTable empty={<EmptyState text={rt('empty')} />} rowProps={() => ({ 'data-testid': 'report-detail-row' })}>
        {cols(columns)}
      </RecordTable>
    </QueryList>
  );
}
