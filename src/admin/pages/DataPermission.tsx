/**
 * 数据权限 (menu key `dataPermission`, /web/org/dataPermission): per role, which rows of each table
 * under data permissions it sees (all, chosen departments, own department, own department and
 * below, only self) and which controlled fields it sees in clear. The server applies the rules to
 * every list, detail and export; this page only edits them (keys dataPermission:add / :delete).
 */
import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { toastSuccess } from '../../shell/dialogs.tsx';
import { useApiMutation, useApiQuery } from '../../shell/query.ts';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { ConfirmDialog } from '../engine/list/ConfirmDialog.tsx';
import { EmptyState } from '../engine/list/ListStates.tsx';
import type { DataPermissionRule } from './access/api.ts';
import { RolePicker } from './access/data-permission/RolePicker.tsx';
import { RuleDialog } from './access/data-permission/RuleDialog.tsx';
import { RuleList } from './access/data-permission/RuleList.tsx';
import { useAccessT } from './access/i18n.ts';

export const DATA_PERMISSION_ADD = 'dataPermission:add';
export const DATA_PERMISSION_DELETE = 'dataPermission:delete';

// The page's own buttons: a caller without the grant reads "no", not "unknown key".
declareFunctionKeys([DATA_PERMISSION_ADD, DATA_PERMISSION_DELETE]);

type Rules = { status: 'ready'; list: DataPermissionRule[] } | { status: 'loading' | 'failed' };

/** The enabled roles, and which of them are administrator roles (they see everything; the server refuses rules on them). */
function useRoles() {
  const dropdown = useApiQuery('/Role/GetDropDown');
  // Only to know which role is the administrators': silent, a caller without the 角色管理 menu goes without.
  const page = useApiQuery('/Role/GetPageList', ROLE_PAGE, { silent: true });
  const roles = dropdown.isError ? [] : (dropdown.data ?? null);
  const adminIds: ReadonlySet<number> = new Set(page.data?.list.filter((r) => r.isAdmin).map((r) => r.id));
  return { roles, adminIds };
}
const ROLE_PAGE = { page: 1, perPage: 100 };

function useRules(roleId: number | null): { rules: Rules | null; reload: () => void } {
  const query = useApiQuery('/DataPermission/GetDataPermission', roleId === null ? null : { roleId });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  if (roleId === null) return { rules: null, reload };
  const rules: Rules = query.isError ? { status: 'failed' } : query.data ? { status: 'ready', list: query.data } : { status: 'loading' };
  return { rules, reload };
}

type Editing = { rule?: DataPermissionRule } | null;

export function DataPermissionPage() {
  const t = useAccessT();
  const canAdd = useHasKey(DATA_PERMISSION_ADD);
  const canDelete = useHasKey(DATA_PERMISSION_DELETE);
  const { roles, adminIds } = useRoles();
  const [picked, setPicked] = useState<number | null>(null);
  // The first role that rules can be set on, unless the user picked one.
  const first = roles?.find((r) => !adminIds.has(Number(r.value))) ?? roles?.[0];
  const roleId = picked ?? (first ? Number(first.value) : null);
  const isAdminRole = roleId !== null && adminIds.has(roleId);
  const role = roles?.find((r) => Number(r.value) === roleId) ?? null;
  const { rules, reload } = useRules(roleId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DataPermissionRule | null>(null);
  const deleteRules = useApiMutation('delete', '/DataPermission/Delete', { invalidates: ['/DataPermission/GetDataPermission'] });
  const list = rules?.status === 'ready' ? rules.list : [];

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteRules.mutateAsync({ ids: [deleting.id] });
      toastSuccess(t('rules.deleted'));
    } catch {
      // The http client showed why.
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Box data-testid="data-permission">
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
        {t('dataPermission.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('dataPermission.intro')}
      </Typography>
      {roles && roles.length === 0 ? (
        <EmptyState text={t('dataPermission.noRoles')} testId="data-permission-no-roles" />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'stretch' }}>
          <RolePicker roles={roles} value={roleId} onChange={setPicked} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap data-testid="rules-role">
                {role ? t('rules.of', { role: role.display }) : ''}
              </Typography>
              {canAdd && role && !isAdminRole && (
                <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})} data-testid="rule-add">
                  {t('rules.add')}
                </Button>
              )}
            </Box>
            {isAdminRole ? (
              <Alert severity="info" data-testid="admin-role">
                {t('dataPermission.adminRole')}
              </Alert>
            ) : rules?.status === 'ready' ? (
              <RuleList
                rules={list}
                canEdit={canAdd}
                canDelete={canDelete}
                onEdit={(rule) => setEditing({ rule })}
                onDelete={setDeleting}
              />
            ) : rules?.status === 'failed' ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" size="small" onClick={reload}>
                    {t('common.retry')}
                  </Button>
                }
              >
                {t('common.loadFailed')}
              </Alert>
            ) : (
              <CircularProgress size={26} sx={{ display: 'block', mx: 'auto', my: 5 }} />
            )}
          </Box>
        </Box>
      )}
      {editing && role && (
        <RuleDialog
          roleId={Number(role.value)}
          roleName={role.display}
          rule={editing.rule}
          taken={list.map((r) => r.tableName)}
          onClose={(done) => {
            setEditing(null);
            if (done) reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        busy={deleteRules.isPending}
        content={t('rules.confirmDelete', { table: deleting?.tableLabel ?? '' })}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

export default DataPermissionPage;
