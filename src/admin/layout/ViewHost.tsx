/**
 * The content area: it renders the page of the menu node at the current path and keeps pages of
 * keepAlive nodes mounted (hidden) while their tag stays open, so switching tabs keeps their
 * filters, pages and scroll; other pages remount on every visit. "Refresh" on a tag remounts it.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PageLoader } from '../../shell/components/PageLoader.tsx';
import { RouteNodeProvider, useAccess } from '../access/AccessContext.tsx';
import type { MenuNode } from '../access/keys.ts';
import { HOME_PATH, findNode, landingPath, samePath } from './menuModel.ts';
import { NodePage } from './NodePage.tsx';
import { NotFoundPanel, PageBoundary } from './placeholders.tsx';
import { visit } from './tagsModel.ts';
import { setTags, useTagsState } from './tagsStore.ts';

/** Home is every manager's landing page, even when a menu grant left it out of the tree (titled by the client then). */
const homeNode = (title: string): MenuNode => ({
  id: 0,
  path: HOME_PATH,
  title,
  icon: 'Home',
  level: 1,
  visible: true,
  alwaysShow: false,
  keepAlive: false,
  redirect: null,
  component: 'home',
  childFunction: [],
  children: [],
});

function Slot({ node, active }: { node: MenuNode; active: boolean }) {
  return (
    <Box sx={{ display: active ? 'block' : 'none' }} data-testid={active ? 'active-page' : undefined} data-path={node.path}>
      <RouteNodeProvider node={node}>
        <PageBoundary>
          <Suspense fallback={<PageLoader />}>
            <NodePage node={node} />
          </Suspense>
        </PageBoundary>
      </RouteNodeProvider>
    </Box>
  );
}

function useCurrentNode(tree: readonly MenuNode[], path: string): MenuNode | null {
  const home = useTranslate()('admin.nav.home');
  return useMemo(() => findNode(tree, path) ?? (samePath(path, HOME_PATH) ? homeNode(home) : null), [tree, path, home]);
}

function useDocumentTitle(node: MenuNode | null): void {
  const t = useTranslate();
  const app = t('admin.app.title');
  const page = node?.title;
  useEffect(() => {
    document.title = page ? `${page} - ${app}` : app;
  }, [page, app]);
}

export function ViewHost() {
  const { pathname } = useLocation();
  const { tree } = useAccess();
  const node = useCurrentNode(tree, pathname);
  const { tags, refresh } = useTagsState();
  const [kept, setKept] = useState<readonly string[]>([]);
  const isPage = node !== null && (node.component !== null || node.children.length === 0);
  useDocumentTitle(node);

  useEffect(() => {
    if (!node || !isPage) return;
    setTags((ts) => visit(ts, { path: node.path, title: node.title, affix: node.path === HOME_PATH, keepAlive: node.keepAlive }));
    if (node.keepAlive) setKept((k) => (k.includes(node.path) ? k : [...k, node.path]));
  }, [node, isPage]);

  // A closed tag takes its kept page with it.
  const open = kept.filter((p) => tags.some((t) => t.path === p));
  useEffect(() => {
    if (open.length !== kept.length) setKept(open);
  }, [open, kept]);

  if (node && !isPage) {
    const to = landingPath(node);
    return to ? <Navigate to={to} replace /> : <NotFoundPanel path={pathname} />;
  }
  if (!node) return <NotFoundPanel path={pathname} />;
  const slots = open.map((p) => (p === node.path ? node : findNode(tree, p))).filter((n): n is MenuNode => n !== null);
  if (!slots.some((n) => n.path === node.path)) slots.push(node);
  return (
    <>
      {slots.map((n) => (
        <Slot key={`${n.path}#${refresh[n.path] ?? 0}`} node={n} active={n.path === node.path} />
      ))}
    </>
  );
}
