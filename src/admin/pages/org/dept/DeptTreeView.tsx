/**
 * The department page's tree: a search box (name or number; matches open up to them), expand all
 * and collapse all, and the rows. Clicking a row (or Enter on it) selects the department; the
 * arrows move and open or close (the WAI-ARIA tree pattern, as the picker does).
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { filterTree, initialExpanded, isTreeKey, treeKeyOutcome, visibleRows, type DeptNode, type TreeRow } from '../../../../widgets/dept-tree/tree.ts';
import { useOrgT } from '../i18n.ts';
import { branchIds } from './treeOps.ts';

export type TreeLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; nodes: DeptNode[] };

export interface DeptTreeViewProps {
  load: TreeLoad;
  selected: number | null;
  onSelect: (id: number) => void;
  onRetry: () => void;
}

const rowDomId = (id: number) => `org-dept-node-${id}`;

function Row({ row, selected, tabbable, onSelect, onToggle, onKeyDown }: { row: TreeRow; selected: boolean; tabbable: boolean; onSelect: () => void; onToggle: () => void; onKeyDown: (e: KeyboardEvent) => void }) {
  const t = useOrgT();
  const { node, depth, hasChildren, expanded } = row;
  return (
    <Box
      id={rowDomId(node.id)}
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      data-testid="org-dept-node"
      data-dept-id={node.id}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 38, pr: 1, pl: `${4 + Math.min(depth, 8) * 18}px`, cursor: 'pointer', borderRadius: 1, outline: 'none',
        bgcolor: selected ? 'rgba(37,99,235,0.10)' : 'transparent', color: selected ? 'primary.main' : 'text.primary', fontWeight: selected ? 600 : 400,
        '&:hover': { bgcolor: selected ? 'rgba(37,99,235,0.14)' : 'action.hover' },
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        title={hasChildren ? t(expanded ? 'dept.collapseAll' : 'dept.expandAll') : undefined}
        onClick={(e) => {
          e.stopPropagation();
          if (hasChildren) onToggle();
        }}
        sx={{ width: 28, height: 28, flex: 'none', display: 'grid', placeItems: 'center', borderRadius: 1, color: 'text.secondary', visibility: hasChildren ? 'visible' : 'hidden', '&:hover': { bgcolor: 'action.selected' } }}
      >
        <ChevronRightIcon fontSize="small" sx={{ transition: 'transform .15s', transform: expanded ? 'rotate(90deg)' : 'none' }} />
      </Box>
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 'inherit', color: 'inherit' }}>
        {node.tenementName}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ flex: 'none' }}>
        {node.deptNo}
      </Typography>
    </Box>
  );
}

function useExpanded(nodes: readonly DeptNode[], selected: number | null) {
  const [expanded, setExpanded] = useState<Set<number>>(() => initialExpanded(nodes, selected));
  // A new tree (after a write) keeps what was open and opens the way to the selection.
  const [seen, setSeen] = useState(nodes);
  if (seen !== nodes) {
    setSeen(nodes);
    setExpanded((prev) => new Set([...prev, ...initialExpanded(nodes, selected)]));
  }
  const toggle = (id: number, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  return { expanded, setExpanded, toggle };
}

function TreeRows({ nodes, selected, onSelect }: { nodes: readonly DeptNode[]; selected: number | null; onSelect: (id: number) => void }) {
  const t = useOrgT();
  const [query, setQuery] = useState('');
  const { expanded, setExpanded, toggle } = useExpanded(nodes, selected);
  const [focused, setFocused] = useState<number | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const filtered = useMemo(() => filterTree(nodes, query), [nodes, query]);
  const rows = useMemo(() => visibleRows(filtered.nodes, expanded), [filtered, expanded]);
  const search = (q: string) => {
    setQuery(q);
    setExpanded((prev) => new Set([...prev, ...filterTree(nodes, q).expand]));
  };
  useEffect(() => {
    if (focused !== null) box.current?.querySelector<HTMLElement>(`#${rowDomId(focused)}`)?.focus();
  }, [focused]);
  const onKey = (e: KeyboardEvent, row: TreeRow) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(row.node.id);
    } else if (isTreeKey(e.key)) {
      e.preventDefault();
      const out = treeKeyOutcome(rows, row.node.id, e.key);
      if (out.kind === 'move') setFocused(out.id);
      else if (out.kind === 'expand' || out.kind === 'collapse') toggle(out.id, out.kind === 'expand');
    }
  };
  const tabbable = rows.some((r) => r.node.id === selected) ? selected : (rows[0]?.node.id ?? null);
  return (
    <>
      <TextField
        size="small"
        fullWidth
        value={query}
        placeholder={t('dept.search')}
        onChange={(e) => search(e.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': t('dept.search'), 'data-testid': 'org-dept-search' },
          input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
        }}
      />
      <Box sx={{ display: 'flex', gap: 0.5, my: 1 }}>
        <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={() => setExpanded(branchIds(nodes))} data-testid="org-dept-expand">
          {t('dept.expandAll')}
        </Button>
        <Button size="small" startIcon={<UnfoldLessIcon />} onClick={() => setExpanded(new Set())} data-testid="org-dept-collapse">
          {t('dept.collapseAll')}
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, px: 1 }}>
          {t(query.trim() ? 'dept.noMatch' : 'dept.emptyTree')}
        </Typography>
      ) : (
        <Box ref={box} role="tree" aria-label={t('dept.treeTitle')} data-testid="org-dept-tree" sx={{ overflowY: 'auto', maxHeight: { xs: 320, md: 'calc(100vh - 300px)' }, minHeight: { md: 240 } }}>
          {rows.map((row) => (
            <Row key={row.node.id} row={row} selected={row.node.id === selected} tabbable={row.node.id === tabbable} onSelect={() => onSelect(row.node.id)} onToggle={() => toggle(row.node.id, !row.expanded)} onKeyDown={(e) => onKey(e, row)} />
          ))}
        </Box>
      )}
    </>
  );
}

export function DeptTreeView({ load, selected, onSelect, onRetry }: DeptTreeViewProps) {
  const t = useOrgT();
  if (load.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, color: 'text.secondary' }}>
        <CircularProgress size={16} />
        <Typography variant="body2">{t('common.loading')}</Typography>
      </Box>
    );
  }
  if (load.status === 'failed') {
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary">{t('common.loadFailed')}</Typography>
        <Button size="small" onClick={onRetry} sx={{ mt: 0.5 }}>{t('common.retry')}</Button>
      </Box>
    );
  }
  return <TreeRows nodes={load.nodes} selected={selected} onSelect={onSelect} />;
}
