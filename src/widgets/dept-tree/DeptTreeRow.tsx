/** One department line of the picker's tree: indent by depth, an open/close arrow, name and number. */
import type { KeyboardEvent, MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CheckIcon from '@mui/icons-material/Check';
import { useWidgetsT } from '../i18n.ts';
import type { TreeRow } from './tree.ts';

export interface DeptTreeRowProps {
  id: string;
  row: TreeRow;
  selected: boolean;
  active: boolean;
  tabbable: boolean;
  onPick: () => void;
  onToggle: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onFocus: () => void;
}

/** Indent per level; capped so a deep tree still leaves the name room on a phone. */
const indent = (depth: number) => Math.min(depth, 6) * 16;

export function DeptTreeRow({ id, row, selected, active, tabbable, onPick, onToggle, onKeyDown, onFocus }: DeptTreeRowProps) {
  const t = useWidgetsT();
  const { node, depth, hasChildren, expanded } = row;
  const toggle = (e: MouseEvent) => {
    // The arrow opens or closes; only the rest of the line picks.
    e.stopPropagation();
    onToggle();
  };
  return (
    <Box
      id={id}
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      data-testid="dept-node"
      data-dept-id={node.id}
      onClick={onPick}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      sx={{
        display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 40, pr: 1.5, pl: `${8 + indent(depth)}px`, cursor: 'pointer', outline: 'none',
        bgcolor: active ? 'action.hover' : 'transparent', color: selected ? 'primary.main' : 'text.primary', fontWeight: selected ? 600 : 400,
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        title={hasChildren ? t(expanded ? 'deptTree.collapse' : 'deptTree.expand') : undefined}
        onClick={hasChildren ? toggle : undefined}
        sx={{ width: 28, height: 28, flex: 'none', display: 'grid', placeItems: 'center', borderRadius: 1, color: 'text.secondary', visibility: hasChildren ? 'visible' : 'hidden', '&:hover': { bgcolor: 'action.selected' } }}
      >
        <ChevronRightIcon fontSize="small" sx={{ transition: 'transform .15s', transform: expanded ? 'rotate(90deg)' : 'none' }} />
      </Box>
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 'inherit', color: 'inherit' }}>
        {node.tenementName}
      </Typography>
      {node.deptNo && (
        <Typography variant="caption" color="text.secondary" sx={{ flex: 'none', display: { xs: 'none', sm: 'block' } }}>
          {node.deptNo}
        </Typography>
      )}
      {selected && <CheckIcon fontSize="small" sx={{ flex: 'none' }} />}
    </Box>
  );
}
