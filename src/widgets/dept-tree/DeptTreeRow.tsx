/**
 * One department line of the tree: indent by depth, an open/close arrow, name and number. In the
 * picker's popup the chosen line is ticked and the keyboard's line tinted; on a page's side tree the
 * chosen line is filled.
 */
import type { KeyboardEvent, MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CheckIcon from '@mui/icons-material/Check';
import { useWidgetsT } from '../i18n.ts';
import type { TreeRow } from './tree.ts';

/** `menu`: the picker's popup; `panel`: a page's department tree beside what it selects. */
export type DeptTreeVariant = 'menu' | 'panel';

export interface DeptTreeRowProps {
  id: string;
  testId: string;
  variant: DeptTreeVariant;
  row: TreeRow;
  selected: boolean;
  active: boolean;
  tabbable: boolean;
  onPick: () => void;
  onToggle: () => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onFocus: () => void;
}

const SELECTED_FILL = 'rgba(37,99,235,0.10)';

/** Indent per level, capped so a deep tree still leaves the name room on a phone. */
function lineSx(variant: DeptTreeVariant, depth: number, selected: boolean, active: boolean) {
  if (variant === 'menu') {
    return {
      minHeight: 40,
      pr: 1.5,
      pl: `${8 + Math.min(depth, 6) * 16}px`,
      bgcolor: active ? 'action.hover' : 'transparent',
      '&:hover': { bgcolor: 'action.hover' },
    };
  }
  return {
    minHeight: 38,
    pr: 1,
    pl: `${4 + Math.min(depth, 8) * 18}px`,
    borderRadius: 1,
    bgcolor: selected ? SELECTED_FILL : 'transparent',
    '&:hover': { bgcolor: selected ? 'rgba(37,99,235,0.14)' : 'action.hover' },
  };
}

export function DeptTreeRow({
  id,
  testId,
  variant,
  row,
  selected,
  active,
  tabbable,
  onPick,
  onToggle,
  onKeyDown,
  onFocus,
}: DeptTreeRowProps) {
  const t = useWidgetsT();
  const { node, depth, hasChildren, expanded } = row;
  const toggle = (e: MouseEvent) => {
    // The arrow opens or closes; only the rest of the line picks.
    e.stopPropagation();
    if (hasChildren) onToggle();
  };
  return (
    <Box
      id={id}
      role="treeitem"
      aria-level={depth + 1}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-selected={selected}
      tabIndex={tabbable ? 0 : -1}
      data-testid={testId}
      data-dept-id={node.id}
      onClick={onPick}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        cursor: 'pointer',
        outline: 'none',
        color: selected ? 'primary.dark' : 'text.primary',
        fontWeight: selected ? 600 : 400,
        ...lineSx(variant, depth, selected, active),
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        title={hasChildren ? t(expanded ? 'deptTree.collapse' : 'deptTree.expand') : undefined}
        onClick={toggle}
        sx={{
          width: 28,
          height: 28,
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          color: 'text.secondary',
          visibility: hasChildren ? 'visible' : 'hidden',
          '&:hover': { bgcolor: 'action.selected' },
        }}
      >
        <ChevronRightIcon fontSize="small" sx={{ transition: 'transform .15s', transform: expanded ? 'rotate(90deg)' : 'none' }} />
      </Box>
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 'inherit', color: 'inherit' }}>
        {node.tenementName}
      </Typography>
      {node.deptNo && (
        // The popup leaves the number out on a phone; a page's tree has the room.
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ flex: 'none', display: variant === 'menu' ? { xs: 'none', sm: 'block' } : 'block' }}
        >
          {node.deptNo}
        </Typography>
      )}
      {variant === 'menu' && selected && <CheckIcon fontSize="small" sx={{ flex: 'none' }} />}
    </Box>
  );
}
