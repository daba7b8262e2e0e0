/**
 * The sidebar's menu from the server's tree (see menuModel for the rules). In the collapsed rail a
 * group opens its pages in a popover. A node the web app cannot open stays visible, marked
 * 未配置的菜单, instead of breaking the menu.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmberRounded';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { flattenTree } from '../access/keys.ts';
import { iconByName } from './icons.ts';
import { samePath, type SidebarItem } from './menuModel.ts';

export const SIDEBAR_COLORS = {
  bg: '#1e293b',
  nested: '#172135',
  text: '#cbd5e1',
  muted: '#94a3b8',
  hover: 'rgba(255,255,255,0.06)',
  warn: '#fbbf24',
} as const;

function isActive(current: string, path: string): boolean {
  return samePath(current, path) || current.toLowerCase().startsWith(`${path.toLowerCase()}/`);
}

const itemSx = (depth: number, collapsed: boolean) => ({
  minHeight: 46,
  pl: collapsed ? 2.5 : 2.5 + depth * 2,
  pr: 2,
  color: SIDEBAR_COLORS.text,
  bgcolor: depth > 0 ? SIDEBAR_COLORS.nested : 'transparent',
  '&:hover': { bgcolor: SIDEBAR_COLORS.hover },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'rgba(37,99,235,0.22)', color: '#fff', boxShadow: 'inset 3px 0 0 #3b82f6' },
  '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 36 },
});

interface ItemProps {
  item: SidebarItem;
  depth: number;
  collapsed: boolean;
  current: string;
}

function LinkItem({ item, depth, collapsed, current }: ItemProps) {
  const t = useTranslate();
  const { node } = item;
  const configured = item.kind === 'link' && item.configured;
  const Icon = configured ? iconByName(node.icon) : WarningAmberIcon;
  const { title } = node;
  const button = (
    <ListItemButton
      component={RouterLink}
      to={node.path}
      selected={isActive(current, node.path)}
      sx={itemSx(depth, collapsed)}
      data-testid={configured ? 'menu-link' : 'menu-unconfigured'}
    >
      <ListItemIcon sx={configured ? undefined : { color: `${SIDEBAR_COLORS.warn} !important` }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={title}
          secondary={configured ? undefined : t('admin.menu.unconfigured')}
          slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } }, secondary: { sx: { fontSize: 11.5, color: SIDEBAR_COLORS.warn } } }}
        />
      )}
    </ListItemButton>
  );
  return collapsed ? (
    <Tooltip title={configured ? title : `${title}（${t('admin.menu.unconfigured')}）`} placement="right">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

function RailGroup({ item, current }: { item: Extract<SidebarItem, { kind: 'group' }>; current: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = iconByName(item.node.icon, true);
  const pages = flattenTree(item.node.children).filter((n) => n.visible && n.children.length === 0);
  return (
    <>
      <Tooltip title={item.node.title} placement="right">
        <ListItemButton
          selected={isActive(current, item.node.path)}
          onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
          sx={itemSx(0, true)}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
        </ListItemButton>
      </Tooltip>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {pages.map((n) => (
          <MenuItem
            key={n.id}
            component={RouterLink}
            to={n.path}
            selected={samePath(current, n.path)}
            onClick={() => setAnchor(null)}
            dense
          >
            {n.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

function GroupItem({ item, depth, collapsed, current }: ItemProps) {
  const inside = isActive(current, item.node.path);
  const [open, setOpen] = useState(inside);
  // Arriving at a page (from a tag, a shortcut, the address bar) opens its group.
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);
  if (item.kind !== 'group') return null;
  if (collapsed) return <RailGroup item={item} current={current} />;
  const Icon = iconByName(item.node.icon, true);
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} sx={itemSx(depth, false)} data-testid="menu-group">
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={item.node.title} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14 } } }} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding>
          {item.children.map((c) => (
            <MenuEntry key={c.node.id} item={c} depth={depth + 1} collapsed={false} current={current} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** Each entry is a list item (a group's item holds its button and its pages' nested list). */
function MenuEntry(props: ItemProps) {
  return <li>{props.item.kind === 'group' ? <GroupItem {...props} /> : <LinkItem {...props} />}</li>;
}

export function SidebarMenu({ items, collapsed, current }: { items: readonly SidebarItem[]; collapsed: boolean; current: string }) {
  const t = useTranslate();
  return (
    <nav aria-label={t('admin.nav.menu')}>
      <List disablePadding data-testid="sidebar-menu">
        {items.map((item) => (
          <MenuEntry key={item.node.id} item={item} depth={0} collapsed={collapsed} current={current} />
        ))}
      </List>
    </nav>
  );
}
