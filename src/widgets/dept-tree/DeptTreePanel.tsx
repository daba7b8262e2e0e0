/**
 * The department tree, the one every screen shows: a search box (name or number; matches open up
 * to them) over the rows, in the picker's popup (`menu`) or beside what a page selects (`panel`,
 * with expand all and collapse all). Down (or Enter) in the search box moves into the tree; in the
 * tree the arrows, Home and End move and open or close departments (the WAI-ARIA tree pattern),
 * Enter or Space picks, typing goes back to the search box.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useWidgetsT } from '../i18n.ts';
import { DeptTreeRow, type DeptTreeVariant } from './DeptTreeRow.tsx';
import { branchIds, filterTree, initialExpanded, isTreeKey, treeKeyOutcome, visibleRows, type DeptNode, type TreeRow } from './tree.ts';
import type { DeptTreeState } from './useDeptTree.ts';

/** What the tree says; a page may put its own words in place of the picker's. */
export interface DeptTreeTexts {
  search: string;
  empty: string;
  noMatch: string;
  loading: string;
  loadFailed: string;
  /** The tree's accessible name. */
  label: string;
}

export interface DeptTreePanelProps {
  /** Prefix of the element ids (the tree's rows are `${id}-node-<dept id>`). */
  id: string;
  state: DeptTreeState;
  value: number | null;
  onPick: (id: number) => void;
  /** The panel's height may have changed (rows opened, closed, filtered, loaded). */
  onResize?: () => void;
  variant?: DeptTreeVariant;
  /** Prefix of the test ids: `<testId>-search`, `-tree`, `-node`, `-expand`, `-collapse` (default `dept`). */
  testId?: string;
  texts?: Partial<DeptTreeTexts>;
}

const rowId = (base: string, dept: number) => `${base}-node-${dept}`;

/** Per look: the search box's frame, the rows' box and the messages' padding. */
const LOOK = {
  menu: {
    search: { p: 1, borderBottom: 1, borderColor: 'divider' },
    rows: { maxHeight: { xs: '50vh', sm: 320 }, py: 0.5 },
    message: { px: 2, py: 2 },
    failed: { px: 2, py: 1.5 },
  },
  panel: {
    search: {},
    rows: { maxHeight: { xs: 320, md: 'calc(100vh - 300px)' }, minHeight: { md: 240 } },
    message: { px: 1, py: 2 },
    failed: { p: 2 },
  },
} as const;

function useTexts(given: Partial<DeptTreeTexts> | undefined): DeptTreeTexts {
  const t = useWidgetsT();
  return {
    search: t('deptTree.search'),
    empty: t('deptTree.empty'),
    noMatch: t('deptTree.noMatch'),
    loading: t('deptTree.loading'),
    loadFailed: t('deptTree.loadFailed'),
    label: t('deptTree.placeholder'),
    ...given,
  };
}

function Status({
  state,
  message,
  texts,
  variant,
}: {
  state: DeptTreeState;
  message: string;
  texts: DeptTreeTexts;
  variant: DeptTreeVariant;
}) {
  const t = useWidgetsT();
  const look = LOOK[variant];
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', ...look.message }}>
        <CircularProgress size={16} />
        <Typography variant="body2">{texts.loading}</Typography>
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Box sx={look.failed}>
        <Typography variant="body2" color="text.secondary">
          {texts.loadFailed}
        </Typography>
        <Button size="small" onClick={state.retry} sx={{ mt: 0.5 }}>
          {t('deptTree.retry')}
        </Button>
      </Box>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={look.message}>
      {message}
    </Typography>
  );
}

/** Search text, open departments and the keyboard's row, with the rows they make. */
function useTreeView(nodes: readonly DeptNode[], value: number | null) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => initialExpanded(nodes, value));
  const [active, setActive] = useState<number | null>(value);
  // A tree that arrives (or comes back after a write) keeps what was open and opens the way to the value.
  const [seenNodes, setSeenNodes] = useState(nodes);
  if (seenNodes !== nodes) {
    setSeenNodes(nodes);
    setExpanded((prev) => new Set([...prev, ...initialExpanded(nodes, value)]));
  }
  // A value chosen elsewhere (a new department selected after adding it) is where the keyboard starts.
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setActive(value);
  }
  const filtered = useMemo(() => filterTree(nodes, query), [nodes, query]);
  const rows = useMemo(() => visibleRows(filtered.nodes, expanded), [filtered, expanded]);
  const search = (q: string) => {
    setQuery(q);
    setActive(null);
    // Matches show opened up to them; what the user opened stays open.
    const reveal = filterTree(nodes, q).expand;
    setExpanded((prev) => new Set([...prev, ...reveal]));
  };
  const toggle = (id: number, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  const expandAll = () => setExpanded(branchIds(nodes));
  const collapseAll = () => setExpanded(new Set());
  return { query, search, rows, active, setActive, toggle, expandAll, collapseAll, searching: query.trim() !== '' };
}

export function DeptTreePanel({ id, state, value, onPick, onResize, variant = 'menu', testId = 'dept', texts: given }: DeptTreePanelProps) {
  const t = useWidgetsT();
  const texts = useTexts(given);
  const look = LOOK[variant];
  const nodes = state.status === 'ready' ? state.nodes : [];
  const view = useTreeView(nodes, value);
  const searchRef = useRef<HTMLInputElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const [focusTree, setFocusTree] = useState(false);
  const treeId = `${id}-tree`;

  const rowCount = view.rows.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows shown and the load state set the height, so they are what repositions the popup
  useLayoutEffect(() => onResize?.(), [rowCount, state.status, onResize]);

  // Keyboard focus follows the active row (roving tabindex).
  useEffect(() => {
    if (!focusTree || view.active === null) return;
    const el = treeRef.current?.querySelector<HTMLElement>(`#${CSS.escape(rowId(id, view.active))}`);
    el?.focus();
    el?.scrollIntoView({ block: 'nearest' });
  }, [focusTree, view.active, id]);

  const enterTree = () => {
    const first = view.rows.find((r) => r.node.id === view.active) ?? view.rows[0];
    if (!first) return;
    view.setActive(first.node.id);
    setFocusTree(true);
  };
  const onSearchKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'Enter') return;
    e.preventDefault();
    enterTree();
  };
  const onTreeKey = (e: KeyboardEvent, row: TreeRow) => treeKey(e, row, { rows: view.rows, view, onPick, setFocusTree, searchRef });
  // One row is in the Tab order: the active one, else the first.
  const tabbable = view.rows.some((r) => r.node.id === view.active) ? view.active : (view.rows[0]?.node.id ?? null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={look.search}>
        <TextField
          inputRef={searchRef}
          autoFocus={variant === 'menu'}
          fullWidth
          size="small"
          // The popup's box frames it; a page's tree takes the form fields' spacing.
          margin={variant === 'menu' ? 'none' : undefined}
          value={view.query}
          placeholder={texts.search}
          onChange={(e) => view.search(e.target.value)}
          onKeyDown={onSearchKey}
          onFocus={() => setFocusTree(false)}
          slotProps={{
            htmlInput: { 'aria-label': texts.search, 'aria-controls': treeId, 'data-testid': `${testId}-search` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {variant === 'panel' && (
        <Box sx={{ display: 'flex', gap: 0.5, my: 1 }}>
          <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={view.expandAll} data-testid={`${testId}-expand`}>
            {t('deptTree.expandAll')}
          </Button>
          <Button size="small" startIcon={<UnfoldLessIcon />} onClick={view.collapseAll} data-testid={`${testId}-collapse`}>
            {t('deptTree.collapseAll')}
          </Button>
        </Box>
      )}
      {state.status !== 'ready' || view.rows.length === 0 ? (
        <Status state={state} message={view.searching ? texts.noMatch : texts.empty} texts={texts} variant={variant} />
      ) : (
        <Box
          ref={treeRef}
          role="tree"
          id={treeId}
          aria-label={texts.label}
          data-testid={`${testId}-tree`}
          sx={{ overflowY: 'auto', ...look.rows }}
        >
          {view.rows.map((row) => (
            <DeptTreeRow
              key={row.node.id}
              id={rowId(id, row.node.id)}
              testId={`${testId}-node`}
              variant={variant}
              row={row}
              selected={row.node.id === value}
              active={row.node.id === view.active}
              tabbable={row.node.id === tabbable}
              onPick={() => onPick(row.node.id)}
              onToggle={() => view.toggle(row.node.id, !row.expanded)}
              onKeyDown={(e) => onTreeKey(e, row)}
              onFocus={() => {
                view.setActive(row.node.id);
                setFocusTree(true);
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

interface TreeKeyContext {
  rows: readonly TreeRow[];
  view: ReturnType<typeof useTreeView>;
  onPick: (id: number) => void;
  setFocusTree: (on: boolean) => void;
  searchRef: { current: HTMLInputElement | null };
}

function treeKey(e: KeyboardEvent, row: TreeRow, ctx: TreeKeyContext): void {
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    ctx.onPick(row.node.id);
    return;
  }
  if (isTreeKey(e.key)) {
    e.preventDefault();
    const out = treeKeyOutcome(ctx.rows, row.node.id, e.key);
    if (out.kind === 'move') ctx.view.setActive(out.id);
    else if (out.kind === 'expand' || out.kind === 'collapse') ctx.view.toggle(out.id, out.kind === 'expand');
    else if (out.kind === 'exitTop') ctx.searchRef.current?.focus();
    return;
  }
  // Typing searches: the character lands in the search box once it has the focus.
  if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
    ctx.setFocusTree(false);
    ctx.searchRef.current?.focus();
  }
}
