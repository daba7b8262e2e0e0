/**
 * The grant tree: menus with tri-state checkboxes, each page's function keys as checkboxes on a
 * line under it. The rules live in menuGrant.ts; this only draws them.
 */
import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { GrantMenuNode } from '../../pages/access/api.ts';
import { functionLabel, sortFunctions } from '../../pages/access/functionLabel.ts';
import { useAccessT } from '../../pages/access/i18n.ts';
import { stateOf, type Grants } from '../../pages/access/menuGrant.ts';

export interface MenuGrantTreeProps {
  tree: readonly GrantMenuNode[];
  grants: Grants;
  open: ReadonlySet<number>;
  onToggleOpen: (id: number) => void;
  onMenu: (node: GrantMenuNode, on: boolean) => void;
  onFunction: (menuId: number, functionId: number, on: boolean) => void;
  disabled?: boolean;
}

const INDENT = 22;

function Functions({
  node,
  depth,
  grants,
  onFunction,
  disabled,
}: { node: GrantMenuNode; depth: number } & Pick<MenuGrantTreeProps, 'grants' | 'onFunction' | 'disabled'>) {
  const t = useAccessT();
  if (node.functions.length === 0) return null;
  return (
    <Box
      data-testid="grant-functions"
      data-menu={node.title}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, pl: `${8 + (depth + 1) * INDENT + 20}px`, pr: 1, pb: 0.5 }}
    >
      {sortFunctions(node.functions).map((f) => (
        <FormControlLabel
          key={f.id}
          disabled={disabled}
          control={
            <Checkbox
              size="small"
              checked={grants.functions.has(f.id)}
              onChange={(e) => onFunction(node.id, f.id, e.target.checked)}
              sx={{ p: 0.5 }}
            />
          }
          label={<Typography variant="body2">{functionLabel(t, f)}</Typography>}
          sx={{ mr: 1.5, ml: 0 }}
        />
      ))}
    </Box>
  );
}

function MenuRow(props: MenuGrantTreeProps & { node: GrantMenuNode; depth: number }) {
  const { node, depth, grants, open, onToggleOpen, onMenu, disabled } = props;
  const t = useAccessT();
  const state = stateOf(node, grants);
  const hasChildren = node.children.length > 0;
  const isOpen = open.has(node.id);
  return (
    <Box data-testid="grant-menu" data-title={node.title}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 36, pl: `${depth * INDENT}px`, '&:hover': { bgcolor: 'action.hover' } }}>
        <IconButton
          size="small"
          onClick={() => onToggleOpen(node.id)}
          aria-label={t(isOpen ? 'grantMenu.collapse' : 'grantMenu.expand')}
          aria-expanded={hasChildren ? isOpen : undefined}
          sx={{ visibility: hasChildren ? 'visible' : 'hidden' }}
        >
          <ChevronRightIcon fontSize="small" sx={{ transition: 'transform .15s', transform: isOpen ? 'rotate(90deg)' : 'none' }} />
        </IconButton>
        <FormControlLabel
          disabled={disabled}
          control={
            <Checkbox
              size="small"
              checked={state === 'checked'}
              indeterminate={state === 'indeterminate'}
              onChange={() => onMenu(node, state !== 'checked')}
              slotProps={{ input: { 'aria-label': node.title, 'data-testid': 'grant-menu-check' } as object }}
              sx={{ p: 0.5 }}
            />
          }
          label={
            <Typography variant="body2" sx={{ fontWeight: hasChildren ? 600 : 400 }}>
              {node.title}
            </Typography>
          }
          sx={{ ml: 0, mr: 0, flex: 1, minWidth: 0 }}
        />
      </Box>
      <Functions node={node} depth={depth} grants={grants} onFunction={props.onFunction} disabled={disabled} />
      {hasChildren && isOpen && node.children.map((c) => <MenuRow key={c.id} {...props} node={c} depth={depth + 1} />)}
    </Box>
  );
}

export const MenuGrantTree = memo(function MenuGrantTree(props: MenuGrantTreeProps) {
  return (
    <Box role="group">
      {props.tree.map((n) => (
        <MenuRow key={n.id} {...props} node={n} depth={0} />
      ))}
    </Box>
  );
});
