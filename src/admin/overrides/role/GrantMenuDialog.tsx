/**
 * 授权菜单: which menus a role opens and which of their function keys it holds
 * (SysGrant/GetMenuTreeByRoleId), saved as a whole (SysGrant/TenementGrantRoleMenuFunc). The
 * role's holders are told at once by the server (PermissionsMessage).
 */
import { useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useApiQuery } from '../../../shell/query.ts';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../../pages/access/AccessDialog.tsx';
import { accessApi, type GrantMenuNode, type RoleGrants } from '../../pages/access/api.ts';
import { useAccessT } from '../../pages/access/i18n.ts';
import {
  NOTHING,
  branchIds,
  normalize,
  selectAll,
  toPayload,
  toggleFunction,
  toggleMenu,
  type Grants,
} from '../../pages/access/menuGrant.ts';
import { MenuGrantTree } from './MenuGrantTree.tsx';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: RoleGrants };

/** The role's grants as they are now: the editor starts from them, so a kept answer is never offered. */
function useRoleGrants(roleId: number) {
  const query = useApiQuery('/SysGrant/GetMenuTreeByRoleId', { roleId });
  const loaded: Loaded = query.isFetching
    ? { status: 'loading' }
    : query.isError
      ? { status: 'failed' }
      : query.data && query.isFetchedAfterMount
        ? { status: 'ready', data: query.data }
        : { status: 'loading' };
  const { refetch } = query;
  return { loaded, retry: () => void refetch() };
}

function Editor({ roleId, data, onClose }: { roleId: number; data: RoleGrants; onClose: (done: boolean) => void }) {
  const t = useAccessT();
  const tree = data.tree;
  const [grants, setGrants] = useState<Grants>(() => normalize(tree, { menus: data.menuIds, functions: data.functionIds }));
  const [open, setOpen] = useState<ReadonlySet<number>>(() => branchIds(tree));
  const [busy, setBusy] = useState(false);
  const toggleOpen = useCallback(
    (id: number) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const onMenu = useCallback((node: GrantMenuNode, on: boolean) => setGrants((g) => toggleMenu(tree, g, node, on)), [tree]);
  const onFunction = useCallback(
    (menuId: number, functionId: number, on: boolean) => setGrants((g) => toggleFunction(tree, g, menuId, functionId, on)),
    [tree],
  );
  const all = useMemo(() => selectAll(tree), [tree]);
  const save = async () => {
    setBusy(true);
    try {
      await accessApi.grantMenus({ roleId, ...toPayload(grants) });
      toastSuccess(t('grantMenu.saved'));
      onClose(true);
    } catch {
      setBusy(false);
    }
  };
  const summary = t('grantMenu.summary', { menus: grants.menus.size, functions: grants.functions.size });
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Button size="small" variant="outlined" onClick={() => setGrants(all)} disabled={busy} data-testid="grant-all">
          {t('grantMenu.all')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => setGrants(NOTHING)} disabled={busy} data-testid="grant-none">
          {t('grantMenu.none')}
        </Button>
        <Button size="small" onClick={() => setOpen(open.size ? new Set() : branchIds(tree))}>
          {t(open.size ? 'grantMenu.collapseAll' : 'grantMenu.expandAll')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }} data-testid="grant-summary">
          {summary}
        </Typography>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1, minHeight: 0, maxHeight: { sm: '60vh' }, py: 0.5, pr: 1 }}>
        <MenuGrantTree
          tree={tree}
          grants={grants}
          open={open}
          onToggleOpen={toggleOpen}
          onMenu={onMenu}
          onFunction={onFunction}
          disabled={busy}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Button color="inherit" onClick={() => onClose(false)} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <DebounceButton variant="contained" onClick={save} data-testid="grant-menu-save">
          {t('common.save')}
        </DebounceButton>
      </Box>
    </>
  );
}

export function GrantMenuDialog({ record, onClose }: CommandProps) {
  const t = useAccessT();
  const roleId = Number(record?.id);
  const { loaded, retry } = useRoleGrants(roleId);
  return (
    <AccessDialog
      title={t('grantMenu.title', { name: String(record?.name ?? '') })}
      width={760}
      onClose={() => onClose(false)}
      testId="grant-menu-dialog"
      dense
    >
      {loaded.status === 'ready' ? (
        <Editor roleId={roleId} data={loaded.data} onClose={onClose} />
      ) : loaded.status === 'failed' ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.loadFailed')}
        </Alert>
      ) : (
        <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 6 }} />
      )}
    </AccessDialog>
  );
}

export default GrantMenuDialog;
