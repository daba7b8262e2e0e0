/**
 * The picker's popup: a search box over the department tree. Down (or Enter) in the search box
 * moves into the tree; in the tree the arrows, Home and End move and open or close departments
 * (the WAI-ARIA tree pattern), Enter or Space picks, typing goes back to the search box.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useWidgetsT } from '../i18n.ts';
import { DeptTreeRow } from './DeptTreeRow.tsx';
import { filterTree, initialExpanded, isTreeKey, treeKeyOutcome, visibleRows, type DeptNode, type TreeRow } from './tree.ts';
import type { DeptTreeState } from './useDeptTree.ts';

export interface DeptTreePanelProps {
  /** Prefix of the element ids (the tree's rows are `${id}-node-<dept id>`). */
  id: string;
  state: DeptTreeState;
  value: number | null;
  onPick: (id: number) => void;
  /** The panel's height may have changed (rows opened, closed, filtered, loaded). */
  onResize?: () => void;
}

const rowId = (base: string, dept: number) => `${base}-node-${dept}`;

function Status({ state, empty }: { state: DeptTreeState; empty: string }) {
  const t = useWidgetsT();
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 2, color: 'text.secondary' }}>
        <CircularProgress size={16} />
        <Typography variant="body2">{t('deptTree.loading')}</Typography>
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="body2" color="text.secondary">{t('deptTree.loadFailed')}</Typography>
        <Button size="small" onClick={state.retry} sx={{ mt: 0.5 }}>{t('deptTree.retry')}</Button>
      </Box>
    );
  }
  return <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>{empty}</Typography>;
}

/** Search text, open departments and the active row, with the rows they make. */
function useTreeView(nodes: readonly DeptNode[], value: number | null) {
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => initialExpanded(nodes, value));
  const [active, setActive] = useState<number | null>(value);
  // Once the tree arrives (it may load while the popup is open), open the way to the value.
  const [seeded, setSeeded] = useState(nodes);
  if (seeded !== nodes) {
    setSeeded(nodes);
    setExpanded(initialExpanded(nodes, value));
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
  return { query, search, rows, active, setActive, toggle, searching: query.trim() !== '' };
}

export function DeptTreePanel({ id, state, value, onPick, onResize }: DeptTreePanelProps) {
  const t = useWidgetsT();
  const nodes = state.status === 'ready' ? state.nodes : [];
  const view = useTreeView(nodes, value);
  const searchRef = useRef<HTMLInputElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const [focusTree, setFocusTree] = useState(false);
  const treeId = `${id}-tree`;

  const rowCount = view.rows.length;
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
    <Box data-testid="dept-tree-popup" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          inputRef={searchRef}
          autoFocus
          fullWidth
          size="small"
          margin="none"
          value={view.query}
          placeholder={t('deptTree.search')}
          onChange={(e) => view.search(e.target.value)}
          onKeyDown={onSearchKey}
          onFocus={() => setFocusTree(false)}
          slotProps={{
            htmlInput: { 'aria-label': t('deptTree.search'), 'aria-controls': treeId, 'data-testid': 'dept-search' },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
        />
      </Box>
      {state.status !== 'ready' || view.rows.length === 0 ? (
        <Status state={state} empty={t(view.searching ? 'deptTree.noMatch' : 'deptTree.empty')} />
      ) : (
        <Box ref={treeRef} role="tree" id={treeId} aria-label={t('deptTree.placeholder')} sx={{ overflowY: 'auto', maxHeight: { xs: '50vh', sm: 320 }, py: 0.5 }}>
          {view.rows.map((row) => (
            <DeptTreeRow
              key={row.node.id}
              id={rowId(id, row.node.id)}
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
