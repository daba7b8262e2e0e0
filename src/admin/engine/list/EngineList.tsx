/**
 * The list screen of a definition: react-admin's List (filters, sort, pagination) around the
 * engine's table (RecordTable) whose columns, formatters, row and bulk buttons come from `list`, plus the form dialog
 * that add and edit open. List params stay out of the URL: kept-alive tabs share one address bar.
 */
import { useMemo, useState, type ComponentType } from 'react';
import { DataTable, List, useTranslate, type RaRecord } from 'react-admin';
import { parseSort } from '../../data/mapping.ts';
import { reportUnlessShown } from '../reportError.ts';
import { useEngine } from '../EngineContext.tsx';
import { FormDialogContext, OpenFormDialogContext, type FormDialogState } from '../FormDialogContext.tsx';
import { fieldLabel } from '../labels.ts';
import { BulkActions, useHasBulkActions } from './BulkActions.tsx';
import { Cell } from './Cell.tsx';
import { useHiddenColumns } from './ColumnChooser.tsx';
import { columnWidth, visibleColumns } from './columnPrefs.ts';
import { EnginePagination } from './EnginePagination.tsx';
import { buildFilters } from './filters.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { ListErrorPanel } from './ListStates.tsx';
import { ListTabs, tabListPath } from './ListTabs.tsx';
import { RecordTable, actionsColumnSx } from './RecordTable.tsx';
import { RowActions, useHasRowActions } from './RowActions.tsx';

function EngineTable() {
  const t = useTranslate();
  const { def } = useEngine();
  const [hidden] = useHiddenColumns();
  const columns = visibleColumns(def.list.columns, hidden);
  const hasRowActions = useHasRowActions();
  const hasBulk = useHasBulkActions();
  return (
    <RecordTable bulkActionButtons={hasBulk ? <BulkActions /> : false}>
      {columns.map((c) => {
        const width = columnWidth(c);
        return (
          <DataTable.Col<RaRecord>
            key={c.prop}
            source={c.prop}
            label={fieldLabel(t, def, c.prop, c.label)}
            disableSort={!c.sortable}
            sx={width ? { minWidth: width } : undefined}
            render={(record) => <Cell record={record} column={c} width={width} />}
          />
        );
      })}
      {hasRowActions && (
        <DataTable.Col<RaRecord> label={t('admin.list.actions')} render={(record) => <RowActions record={record} />} sx={actionsColumnSx} />
      )}
    </RecordTable>
  );
}

export interface EngineListProps {
  create?: ComponentType;
  edit?: ComponentType;
}

export function EngineList({ create: CreateBody, edit: EditBody }: EngineListProps) {
  const t = useTranslate();
  const { def } = useEngine();
  const [dialog, setDialog] = useState<FormDialogState | null>(null);
  const filters = useMemo(() => buildFilters(t, def), [t, def]);
  const hasHiddenFilters = (def.list.filters ?? []).some((f) => !f.alwaysOn);
  const sort = useMemo(() => parseSort(def.list.defaultSort), [def]);
  const Body = dialog?.mode === 'edit' ? EditBody : CreateBody;
  const tabs = def.list.tabs?.items;
  const [tab, setTab] = useState(tabs?.[0]?.name ?? '');
  const listPath = tabListPath(
    def,
    tabs?.find((x) => x.name === tab),
  );
  const api = useMemo(() => (dialog ? { ...dialog, close: () => setDialog(null) } : null), [dialog]);
  return (
    <OpenFormDialogContext.Provider value={setDialog}>
      <List
        filters={filters}
        actions={<ListToolbar hasHiddenFilters={hasHiddenFilters} />}
        sort={sort}
        perPage={10}
        pagination={<EnginePagination />}
        disableSyncWithLocation
        empty={false}
        error={<ListErrorPanel />}
        queryOptions={{ onError: reportUnlessShown, meta: listPath ? { listPath } : undefined }}
        exporter={false}
        title={false}
        // min-width 0: react-admin's flex root would otherwise grow to the table's width on phones.
        // A wide toolbar moves under the filters instead of squeezing them into a column (the
        // filter bar is the main area's first child; production builds drop react-admin's class names).
        // On phones the bar is a column: its filters must keep their height (three filters wrap to
        // three rows) instead of shrinking under the table.
        sx={{
          '& .RaList-main': { mt: 0, minWidth: 0 },
          '& .RaList-main > :first-child': { flexWrap: { md: 'wrap' } },
          '& .RaList-main > :first-child > form': { flex: { xs: '0 0 auto', md: '1 1 auto' } },
        }}
      >
        {tabs && <ListTabs value={tab} onChange={setTab} />}
        <EngineTable />
      </List>
      {api && Body && (
        <FormDialogContext.Provider value={api}>
          <Body />
        </FormDialogContext.Provider>
      )}
    </OpenFormDialogContext.Provider>
  );
}
