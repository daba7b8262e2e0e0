/**
 * 账号管理 (menu key `account`, a platform page): every account of the platform, searched by
 * account, name or phone (User/GetPageList), and 重置密码 (key account:resetPassword), which sends a
 * new password to the owner's phone or e-mail (the dialog says where) and makes them change it at the next login.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TextInput } from 'react-admin';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { useApiQuery } from '../../shell/query.ts';
import { QueryList, usePaging, useQueryList } from '../engine/list/QueryList.tsx';
import type { AccountRow } from './access/api.ts';
import { AccountTable } from './access/account/AccountTable.tsx';
import { useAccessT } from './access/i18n.ts';
import { ResetPasswordDialog } from './access/ResetPasswordDialog.tsx';

export const ACCOUNT_RESET = 'account:resetPassword';
declareFunctionKeys([ACCOUNT_RESET]);

interface Search {
  account_like?: string;
  name_like?: string;
  phone?: string;
}

export function AccountPage() {
  const t = useAccessT();
  const canReset = useHasKey(ACCOUNT_RESET);
  const [search, setSearch] = useState<Search>({});
  const paging = usePaging(search);
  const query = useApiQuery('/User/GetPageList', { ...search, ...paging.params }, { keepPrevious: true });
  const list = useQueryList('page:account', query, paging, { values: search, set: setSearch });
  const filters = [
    <TextInput key="account" source="account_like" label={t('account.account')} alwaysOn resettable />,
    <TextInput key="name" source="name_like" label={t('account.name')} alwaysOn resettable />,
    <TextInput key="phone" source="phone" label={t('account.phone')} alwaysOn resettable />,
  ];
  const [resetting, setResetting] = useState<AccountRow | null>(null);
  return (
    <Box data-testid="account-page">
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
        {t('account.title')}
      </Typography>
      <Paper variant="outlined">
        <QueryList value={list} filters={filters}>
          <AccountTable canReset={canReset} onReset={setResetting} />
        </QueryList>
      </Paper>
      {resetting && (
        <ResetPasswordDialog
          userId={resetting.id}
          who={resetting.name ? `${resetting.name} (${resetting.account})` : resetting.account}
          onClose={(done) => {
            setResetting(null);
            if (done) void query.refetch();
          }}
        />
      )}
    </Box>
  );
}

export default AccountPage;
