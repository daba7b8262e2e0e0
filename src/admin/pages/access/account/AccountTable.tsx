/** The accounts of the platform on the engine's table, with 重置密码 where the key allows. */
import Box from '@mui/material/Box';
import { DataTable } from 'react-admin';
import { formatDateTime } from '../../../engine/format.ts';
import { StatusChip, TagChip } from '../../../engine/list/chips.tsx';
import { EmptyState } from '../../../engine/list/ListStates.tsx';
import { RecordTable, pinnedActionsColumnSx } from '../../../engine/list/RecordTable.tsx';
import { RowButtons } from '../../../engine/list/RowButtons.tsx';
import type { AccountRow } from '../api.ts';
import { useAccessT } from '../i18n.ts';

export interface AccountTableProps {
  canReset: boolean;
  onReset: (row: AccountRow) => void;
}

function Flags({ row }: { row: AccountRow }) {
  const t = useAccessT();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap' }}>
      <StatusChip on={row.enabled} label={t(row.enabled ? 'account.enabled' : 'account.disabled')} />
      {row.isSeeker && <TagChip label={t('account.seeker')} />}
      {row.mustChangePassword && <StatusChip tone="warning" label={t('account.mustChange')} />}
    </Box>
  );
}

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Rendered inside the account list's QueryList, which holds the rows. */
export function AccountTable({ canReset, onReset }: AccountTableProps) {
  const t = useAccessT();
  return (
    <RecordTable<AccountRow> rowProps={() => ({ 'data-testid': 'account-row' })} empty={<EmptyState text={t('account.empty')} />}>
      <DataTable.Col<AccountRow> source="account" label={t('account.account')} disableSort sx={nowrap} />
      <DataTable.Col<AccountRow> source="name" label={t('account.name')} disableSort sx={nowrap} />
      <DataTable.Col<AccountRow> source="phone" label={t('account.phone')} disableSort sx={nowrap} />
      <DataTable.Col<AccountRow> source="email" label={t('account.email')} disableSort />
      <DataTable.Col<AccountRow> source="tenementNames" label={t('account.companies')} disableSort sx={{ minWidth: 160 }} />
      <DataTable.Col<AccountRow> source="enabled" label={t('account.status')} disableSort render={(r) => <Flags row={r} />} />
      <DataTable.Col<AccountRow>
        source="createdAt"
        label={t('account.createdAt')}
        disableSort
        sx={nowrap}
        render={(r) => formatDateTime(r.createdAt)}
      />
      {canReset && (
        <DataTable.Col<AccountRow>
          label={t('common.actions')}
          sx={pinnedActionsColumnSx}
          render={(r) => (
            <RowButtons items={[{ key: 'reset', label: t('buttons.resetPassword'), onClick: () => onReset(r), testId: 'account-reset' }]} />
          )}
        />
      )}
    </RecordTable>
  );
}
