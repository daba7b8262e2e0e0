/**
 * The engine's table below 992 px: one card per record instead of a row that scrolls sideways. A card
 * reads the same columns RecordTable was given (DataTable.Col elements): the first is its title, the
 * others label-and-value lines, the actions column (the one styled actionsColumnSx or
 * pinnedActionsColumnSx) a strip of buttons at its foot that wraps rather than leaves the screen. A list
 * with bulk buttons puts a checkbox on each card and react-admin's bulk toolbar above them; selection,
 * paging and states are the list context's, as for the table.
 */
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BulkActionsToolbar, RecordContextProvider, useListContext, useTranslate, type RaRecord } from 'react-admin';

/** What a card reads of a column (the props of DataTable.Col). */
export interface CardColumn {
  source?: string;
  label?: ReactNode;
  render?: (record: RaRecord) => ReactNode;
  children?: ReactNode;
  sx?: unknown;
}

type RowAttributes = Readonly<Record<string, string | number | undefined>>;

/** The column elements among RecordTable's children (arrays and fragments opened, blanks dropped). */
export function columnsOf(children: ReactNode): CardColumn[] {
  const out: CardColumn[] = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const el = child as ReactElement<CardColumn & { children?: ReactNode }>;
    if (el.type === Fragment) out.push(...columnsOf(el.props.children));
    else out.push(el.props);
  }
  return out;
}

function cellOf(col: CardColumn, record: RaRecord): ReactNode {
  if (col.render) return col.render(record);
  if (col.children) return col.children;
  const v = col.source ? record[col.source] : undefined;
  return v === null || v === undefined ? '' : String(v);
}

export interface RecordCardsProps {
  children: ReactNode;
  empty: ReactNode;
  rowProps?: ((record: RaRecord) => RowAttributes) | undefined;
  bulkActionButtons?: ReactNode;
  /** Whether a column is the actions column (its buttons go to the card's foot). */
  isActions: (col: CardColumn) => boolean;
}

export function RecordCards({ children, empty, rowProps, bulkActionButtons, isActions }: RecordCardsProps) {
  const t = useTranslate();
  const { data, isPending, error, selectedIds, onToggleItem } = useListContext();
  const columns = columnsOf(children);
  const actions = columns.filter(isActions);
  const [title, ...lines] = columns.filter((c) => !isActions(c));
  const selectable = Boolean(bulkActionButtons);
  if (error) return null;
  if (isPending && !data) return <LinearProgress aria-label={t('ra.page.loading')} sx={{ my: 2 }} />;
  if (!data?.length) return <>{empty}</>;
  return (
    <Box data-testid="record-cards">
      {selectable && <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {data.map((record) => (
          <RecordContextProvider key={record.id} value={record}>
            <Paper
              component="li"
              variant="outlined"
              data-record-card=""
              {...(rowProps ? rowProps(record) : {})}
              sx={{ p: 1.5, borderRadius: 2, minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
                {selectable && (
                  <Checkbox
                    size="small"
                    checked={selectedIds.includes(record.id)}
                    onChange={() => onToggleItem(record.id)}
                    slotProps={{ input: { 'aria-label': t('ra.action.select_row', { _: 'Select this row' }) } }}
                    sx={{ p: 0.5, ml: -0.5 }}
                  />
                )}
                {title && (
                  <Typography component="div" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {cellOf(title, record)}
                  </Typography>
                )}
              </Box>
              {lines.length > 0 && (
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'minmax(5.5em, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0, mt: 1 }}
                >
                  {lines.map((col, i) => (
                    <Fragment key={col.source ?? i}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {col.label ?? col.source}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {cellOf(col, record)}
                      </Typography>
                    </Fragment>
                  ))}
                </Box>
              )}
              {actions.map((col, i) => (
                <Box
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the list's life
                  key={i}
                  sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider', '& > *': { flexWrap: 'wrap', whiteSpace: 'normal' } }}
                >
                  {cellOf(col, record)}
                </Box>
              ))}
            </Paper>
          </RecordContextProvider>
        ))}
      </Box>
    </Box>
  );
}
