/**
 * Several departments at once (a data-permission rule's 指定部门): the company's tree with a
 * checkbox per department and a search. Departments are chosen one by one: choosing a department
 * does not choose those under it (the rule names exactly the departments it lists).
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import { filterTree, visibleRows, type DeptNode } from '../../../widgets/dept-tree/tree.ts';
import { useDeptTree } from '../../../widgets/dept-tree/useDeptTree.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { useAccessT } from './i18n.ts';

export interface DeptChecklistProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: boolean;
  disabled?: boolean;
}

function allIds(nodes: readonly DeptNode[]): number[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children)]);
}

function Rows({ nodes, value, onChange, disabled }: { nodes: readonly DeptNode[] } & DeptChecklistProps) {
  const t = useAccessT();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(allIds(nodes)));
  const filtered = useMemo(() => filterTree(nodes, query), [nodes, query]);
  const rows = useMemo(() => visibleRows(filtered.nodes, new Set([...expanded, ...filtered.expand])), [filtered, expanded]);
  const chosen = new Set(value);
  const flip = (id: number) => onChange(chosen.has(id) ? value.filter((v) => v !== id) : [...value, id]);
  const toggleOpen = (id: number, open: boolean) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <>
      <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          fullWidth
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('deptChecklist.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('deptChecklist.search') },
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
      <Box sx={{ maxHeight: 220, overflowY: 'auto', py: 0.5 }} role="group" data-testid="dept-checklist">
        {rows.length === 0 && <EmptyState variant="compact" text={t('deptChecklist.noMatch')} testId="dept-checklist-empty" />}
        {rows.map((r) => (
          <Box key={r.node.id} sx={{ display: 'flex', alignItems: 'center', pl: `${Math.min(r.depth, 6) * 18}px`, minHeight: 34 }}>
            <IconButton
              size="small"
              sx={{ visibility: r.hasChildren ? 'visible' : 'hidden' }}
              onClick={() => toggleOpen(r.node.id, !r.expanded)}
              aria-label={t(r.expanded ? 'grantMenu.collapse' : 'grantMenu.expand')}
            >
              <ChevronRightIcon fontSize="small" sx={{ transform: r.expanded ? 'rotate(90deg)' : 'none', transition: 'transform .15s' }} />
            </IconButton>
            <Box
              component="label"
              sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, cursor: disabled ? 'default' : 'pointer' }}
            >
              <Checkbox size="small" checked={chosen.has(r.node.id)} onChange={() => flip(r.node.id)} disabled={disabled} sx={{ p: 0.5 }} />
              <Typography variant="body2" noWrap>
                {r.node.tenementName}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

export function DeptChecklist(props: DeptChecklistProps) {
  const t = useAccessT();
  const state = useDeptTree();
  return (
    <Paper variant="outlined" sx={{ borderColor: props.error ? 'error.main' : undefined }}>
      {state.status === 'ready' ? (
        <Rows nodes={state.nodes} {...props} />
      ) : state.status === 'failed' ? (
        <Box sx={{ p: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('common.loadFailed')}
          </Typography>
          <Button size="small" onClick={state.retry}>
            {t('common.retry')}
          </Button>
        </Box>
      ) : (
        <CircularProgress size={20} sx={{ display: 'block', mx: 'auto', my: 2 }} />
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', px: 1.5, py: 0.5, borderTop: 1, borderColor: 'divider' }}
      >
        {t('deptChecklist.chosen', { count: props.value.length })}
      </Typography>
    </Paper>
  );
}
