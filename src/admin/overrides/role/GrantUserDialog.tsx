/**
 * 授权用户: a transfer list. Left, people of the company found by name or account
 * (TenementUser/FuzzyQueryList, as typing pauses); right, the role's users, paged
 * (SysGrant/GetRoleTenementUsers). The arrows grant (GrantTenementUserRole) or take the role back
 * (CancelGrantTenementUserRole) at once; the people concerned are told by the server.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../../pages/access/AccessDialog.tsx';
import { accessApi, roleUserLabel } from '../../pages/access/api.ts';
import { useAccessT } from '../../pages/access/i18n.ts';
import { TransferPanel, type TransferItem } from './TransferPanel.tsx';
import { usePeopleSearch, useRoleUsers } from './useRoleUsers.ts';
import { QueryPager } from '../../engine/list/QueryList.tsx';

function toggle(set: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

export function GrantUserDialog({ record, onClose }: CommandProps) {
  const t = useAccessT();
  const roleId = Number(record?.id);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [marked, setMarked] = useState<ReadonlySet<number>>(new Set());
  const [changed, setChanged] = useState(false);
  const found = usePeopleSearch(search);
  const roleUsers = useRoleUsers(roleId, filter);
  const inRole = new Set(roleUsers.rows?.map((u) => u.userId) ?? []);
  const left: TransferItem[] | null =
    found.status === 'ready'
      ? found.options.map((o) => ({
          id: Number(o.value),
          primary: o.display,
          note: inRole.has(Number(o.value)) ? t('grantUser.already') : undefined,
        }))
      : null;
  const right: TransferItem[] | null =
    roleUsers.rows?.map((u) => ({ id: u.userId, primary: roleUserLabel(u), secondary: u.deptName ?? undefined })) ?? null;

  const move = async (grant: boolean) => {
    const ids = [...(grant ? picked : marked)];
    if (!ids.length) return;
    try {
      await (grant ? accessApi.grantUsers(roleId, ids) : accessApi.revokeUsers(roleId, ids));
      toastSuccess(t(grant ? 'grantUser.granted' : 'grantUser.revoked', { count: ids.length }));
      setChanged(true);
      if (grant) setPicked(new Set());
      else setMarked(new Set());
      roleUsers.reload();
    } catch {
      // The http client showed why.
    }
  };

  const leftEmpty =
    found.status === 'idle' ? t('grantUser.searchHint') : found.status === 'masked' ? t('grantUser.keywordMasked') : t('grantUser.noMatch');
  return (
    <AccessDialog
      title={t('grantUser.title', { name: String(record?.name ?? '') })}
      width={820}
      onClose={() => onClose(changed)}
      testId="grant-user-dialog"
      actions={
        <Button onClick={() => onClose(changed)} data-testid="grant-user-close">
          {t('common.close')}
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: 'stretch' }}>
        <TransferPanel
          testId="transfer-left"
          title={t('grantUser.people')}
          search={search}
          onSearch={setSearch}
          placeholder={t('grantUser.searchPeople')}
          items={left}
          loading={found.status === 'loading'}
          empty={leftEmpty}
          checked={picked}
          onCheck={(id, on) => setPicked((s) => toggle(s, id, on))}
        />
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, justifyContent: 'center', gap: 1 }}>
          <DebounceButton
            variant="contained"
            size="small"
            disabled={picked.size === 0}
            onClick={() => move(true)}
            endIcon={<ChevronRightIcon sx={{ transform: { xs: 'rotate(90deg)', sm: 'none' } }} />}
            data-testid="transfer-add"
          >
            {t('grantUser.add')}
          </DebounceButton>
          <DebounceButton
            variant="outlined"
            size="small"
            color="error"
            disabled={marked.size === 0}
            onClick={() => move(false)}
            startIcon={<ChevronLeftIcon sx={{ transform: { xs: 'rotate(90deg)', sm: 'none' } }} />}
            data-testid="transfer-remove"
          >
            {t('grantUser.remove')}
          </DebounceButton>
        </Box>
        <TransferPanel
          testId="transfer-right"
          title={t('grantUser.roleUsers')}
          search={filter}
          onSearch={setFilter}
          placeholder={t('grantUser.filterUsers')}
          items={right}
          loading={roleUsers.loading}
          empty={roleUsers.masked ? t('grantUser.keywordMasked') : filter.trim() ? t('grantUser.noMatch') : t('grantUser.none')}
          checked={marked}
          onCheck={(id, on) => setMarked((s) => toggle(s, id, on))}
          footer={<QueryPager value={roleUsers.list} compact />}
        />
      </Box>
    </AccessDialog>
  );
}

export default GrantUserDialog;
