/**
 * The bar of visited views: a tag per visited page, the affixed home tag first. Right-click offers
 * refresh, close others and close all; arrows scroll the bar once it holds more than 6 tags. A tag
 * shows its page's current title from the menu tree, so tags kept over a language switch follow it.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CloseIcon from '@mui/icons-material/Close';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { TAGS_HEIGHT } from '../theme.ts';
import { useAccess } from '../access/AccessContext.tsx';
import { HOME_PATH, samePath, titleAt } from './menuModel.ts';
import { close, closeAll, closeOthers, needsScroll, nextActive, type Tag } from './tagsModel.ts';
import { bumpRefresh, getTags, setTags, useTagsState } from './tagsStore.ts';

type MenuAt = { tag: Tag; x: number; y: number } | null;

function useTagCommands() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const apply = (update: (tags: readonly Tag[]) => Tag[]) => {
    const before = getTags();
    setTags(update);
    const active = before.find((t) => samePath(t.path, pathname))?.path ?? pathname;
    const next = nextActive(before, getTags(), active);
    if (next) void navigate(next);
  };
  return {
    close: (tag: Tag) => apply((ts) => close(ts, tag.path)),
    closeOthers: (tag: Tag) => {
      apply((ts) => closeOthers(ts, tag.path));
      if (!samePath(tag.path, pathname)) void navigate(tag.path);
    },
    closeAll: () => apply(closeAll),
    refresh: (tag: Tag) => {
      bumpRefresh(tag.path);
      if (!samePath(tag.path, pathname)) void navigate(tag.path);
    },
  };
}

function TagChip({
  tag,
  active,
  onMenu,
  onClose,
}: {
  tag: Tag;
  active: boolean;
  onMenu: (e: MouseEvent, tag: Tag) => void;
  onClose: (tag: Tag) => void;
}) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { tree } = useAccess();
  const title = titleAt(tree, tag.path) ?? (tag.path === HOME_PATH ? t('admin.nav.home') : tag.title);
  // The tag is a wrapper, not a widget: the page's button and its close button sit side by side
  // (a close button inside a tab or a link would be a control nested in a control). A click anywhere
  // on the tag, or Enter on its button, bubbles up to the wrapper and opens the page.
  return (
    <Box
      component="li"
      data-testid="tag"
      data-active={active || undefined}
      onClick={() => void navigate(tag.path)}
      onContextMenu={(e) => onMenu(e, tag)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        height: 26,
        px: 1.25,
        flexShrink: 0,
        cursor: 'pointer',
        fontSize: 12.5,
        borderRadius: 1,
        border: 1,
        userSelect: 'none',
        transition: 'all .15s',
        borderColor: active ? 'primary.main' : 'divider',
        bgcolor: active ? 'primary.main' : 'background.paper',
        color: active ? '#fff' : 'text.secondary',
        '&:hover': active ? {} : { color: 'primary.main', borderColor: 'primary.light' },
      }}
    >
      {active && <Box component="span" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: '#fff' }} />}
      <ButtonBase
        disableRipple
        aria-current={active ? 'page' : undefined}
        data-testid="tag-open"
        sx={{ font: 'inherit', color: 'inherit', '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } }}
      >
        {title}
      </ButtonBase>
      {!tag.affix && (
        <IconButton
          size="small"
          aria-label={t('admin.tags.closeNamed', { title })}
          data-testid="tag-close"
          onClick={(e) => {
            e.stopPropagation();
            onClose(tag);
          }}
          sx={{ p: 0.125, color: 'inherit', '&:hover': { bgcolor: 'rgba(0,0,0,0.12)' } }}
        >
          <CloseIcon sx={{ fontSize: 13 }} />
        </IconButton>
      )}
    </Box>
  );
}

export function TagsView() {
  const t = useTranslate();
  const { pathname } = useLocation();
  const { tags } = useTagsState();
  const commands = useTagCommands();
  const [menu, setMenu] = useState<MenuAt>(null);
  const strip = useRef<HTMLDivElement>(null);
  const scroll = needsScroll(tags);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the active tag may have moved (a navigation, a tag added or closed)
  useEffect(() => {
    strip.current?.querySelector('[data-active]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tags.length]);
  const openMenu = (e: MouseEvent, tag: Tag) => {
    e.preventDefault();
    setMenu({ tag, x: e.clientX, y: e.clientY });
  };
  const run = (fn: (tag: Tag) => void) => {
    if (menu) fn(menu.tag);
    setMenu(null);
  };
  const by = (dx: number) => strip.current?.scrollBy({ left: dx, behavior: 'smooth' });
  return (
    <Box
      data-testid="tags-view"
      sx={{
        height: TAGS_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: '0 1px 3px rgba(15,23,42,0.04)',
      }}
    >
      {scroll && (
        <IconButton size="small" onClick={() => by(-240)} aria-label={t('admin.tags.scrollLeft')} data-testid="tags-left">
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
      )}
      <Box
        ref={strip}
        component="ul"
        aria-label={t('admin.tags.label')}
        sx={{
          flex: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {tags.map((tag) => (
          <TagChip key={tag.path} tag={tag} active={samePath(tag.path, pathname)} onMenu={openMenu} onClose={commands.close} />
        ))}
      </Box>
      {scroll && (
        <IconButton size="small" onClick={() => by(240)} aria-label={t('admin.tags.scrollRight')} data-testid="tags-right">
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      )}
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
        data-testid="tags-menu"
      >
        <MenuItem dense onClick={() => run(commands.refresh)}>
          {t('admin.tags.refresh')}
        </MenuItem>
        <MenuItem dense onClick={() => run(commands.closeOthers)}>
          {t('admin.tags.closeOthers')}
        </MenuItem>
        <MenuItem dense onClick={() => run(() => commands.closeAll())}>
          {t('admin.tags.closeAll')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
