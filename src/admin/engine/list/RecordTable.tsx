/**
 * The engine's table: react-admin's DataTable with the back office's look (grey header, dense
 * cells, sideways scroll inside its box on a phone), no row click, and the engine's empty state.
 * The definition lists render it inside their List; hand-written screens render it inside a
 * QueryList (a server list) or a RowsTable (rows the screen holds: an editing table). `rowProps` puts
 * attributes on each row (`data-testid`, `data-prop`), which DataTable itself cannot. Below 992 px the
 * same columns render as cards (RecordCards), so nothing scrolls sideways and row buttons stay in reach.
 */
import { createContext, forwardRef, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  useRecordContext,
  type DataTableBodyProps,
  type DataTableProps,
  type DataTableRowProps,
  type RaRecord,
} from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EmptyState } from './ListStates.tsx';
import { RecordCards, type CardColumn } from './RecordCards.tsx';
import { RowOverlayHost } from './RowOverlay.tsx';

/** Below this width a list is cards (the 992 px: tablets in portrait and phones). */
export const CARDS_QUERY = '(max-width: 991.98px)';

export const tableSx = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaDataTable-headerCell': { bgcolor: 'grey.50', fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' },
  '& .MuiTableCell-root': { py: 0.75, px: 1.5, fontSize: 13.5 },
} as const;

/** The actions column: as narrow as its buttons, never wrapped. */
export const actionsColumnSx = { width: '1%', whiteSpace: 'nowrap' } as const;

/**
 * The actions column of a list whose rows carry one or two short buttons: on a phone, where the
 * table scrolls sideways, it stays pinned to the right edge so the buttons are always in reach. A
 * definition's list keeps the plain column: its up to five buttons would cover the row.
 */
export const pinnedActionsColumnSx = {
  ...actionsColumnSx,
  position: { xs: 'sticky', sm: 'static' },
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: { xs: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)', sm: 'none' },
} as const;

type RowAttributes = Readonly<Record<string, string | number | undefined>>;
type RowPropsOf = (record: RaRecord) => RowAttributes;

const RowPropsContext = createContext<RowPropsOf | undefined>(undefined);

const RecordRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(function RecordRow(props, ref) {
  const record = useRecordContext();
  const rowProps = useContext(RowPropsContext);
  return <DataTableRow ref={ref} {...props} {...(record && rowProps ? rowProps(record) : {})} />;
});

function RecordBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={RecordRow} />;
}

export interface RecordTableProps<R extends RaRecord> extends Omit<DataTableProps<R>, 'rowClick' | 'sx' | 'body' | 'empty'> {
  /** What shows with no rows (default: the engine's empty state). */
  empty?: ReactNode;
  rowProps?: (record: R) => RowAttributes;
}

/**
 * A table wider than its box scrolls sideways; with nothing focusable in its rows (a read-only log) a
 * keyboard could not scroll it, so the scrolling box itself takes focus then (and only then).
 */
function useScrollableFocus(cards: boolean) {
  const box = useRef<HTMLDivElement>(null);
  // Again when the cards give way to the table (a window widened past 992 px): the box is new then.
  useEffect(() => {
    if (cards) return;
    const root = box.current;
    if (!root) return;
    // The table's size changes after rows, fonts or a window resize settle: watch the sizes themselves.
    const sizes = new ResizeObserver(() => update());
    const watched = new Set<Element>();
    const update = () => {
      const wrapper = root.querySelector<HTMLElement>('.RaDataTable-tableWrapper');
      if (!wrapper) return;
      for (const el of [wrapper, wrapper.firstElementChild]) {
        if (el && !watched.has(el)) {
          watched.add(el);
          sizes.observe(el);
        }
      }
      const stuck = wrapper.scrollWidth > wrapper.clientWidth && !wrapper.querySelector('a, button, input, [tabindex="0"]');
      if (stuck) wrapper.tabIndex = 0;
      else if (wrapper.hasAttribute('tabindex')) wrapper.removeAttribute('tabindex');
    };
    update();
    // Rows arrive, pages change and columns hide after the first render, inside react-admin's table.
    const rows = new MutationObserver(update);
    rows.observe(root, { childList: true, subtree: true });
    return () => {
      rows.disconnect();
      sizes.disconnect();
    };
  }, [cards]);
  return box;
}

const isActions = (col: CardColumn) => col.sx === actionsColumnSx || col.sx === pinnedActionsColumnSx;

/** The list's rows (RecordRows), and what a row opens over them (RowOverlayHost), which stays open as the rows change form. */
export function RecordTable<R extends RaRecord>(props: RecordTableProps<R>) {
  return (
    <RowOverlayHost>
      <RecordRows {...props} />
    </RowOverlayHost>
  );
}

function RecordRows<R extends RaRecord>({ empty, rowProps, bulkActionButtons = false, children, ...rest }: RecordTableProps<R>) {
  const cards = useMediaQuery(CARDS_QUERY, { noSsr: true });
  const box = useScrollableFocus(cards);
  if (cards)
    return (
      <RecordCards
        empty={empty ?? <EmptyState />}
        rowProps={rowProps as RowPropsOf | undefined}
        bulkActionButtons={bulkActionButtons || undefined}
        isActions={isActions}
      >
        {children}
      </RecordCards>
    );
  return (
    <RowPropsContext.Provider value={rowProps as RowPropsOf | undefined}>
      <div ref={box} style={{ display: 'contents' }}>
        <DataTable<R>
          rowClick={false}
          bulkActionButtons={bulkActionButtons}
          empty={empty ?? <EmptyState />}
          sx={tableSx}
          body={RecordBody}
          {...rest}
        >
          {children}
        </DataTable>
      </div>
    </RowPropsContext.Provider>
  );
}

/** An editing table's rows (not a server list): every row on one page, with its own key as id. */
export function rowsOf<T, I extends string | number>(items: readonly T[], idOf: (item: T, index: number) => I): Array<T & { id: I }> {
  return items.map((item, i) => ({ ...item, id: idOf(item, i) }));
}
