/**
 * 账号管理 (menu key `account`, a platform page): every account of the platform, searched by
 * account, name or phone (User/GetPageList), and 重置密码 (key account:resetPassword), which sends a
 * new password to the owner's phone or e-mail (the dialog says where) and makes them change it at the next login.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
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

function SearchForm({ onSearch }: { onSearch: (s: Search) => void }) {
  const t = useAccessT();
  const [draft, setDraft] = useState({ account: '', name: '', phone: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = (v: string) => v.trim() || undefined;
    onSearch({ account_like: clean(draft.account), name_like: clean(draft.name), phone: clean(draft.phone) });
  };
  const field = (key: keyof typeof draft, label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
      sx={{ width: { xs: '100%', sm: 180 } }}
      slotProps={{ htmlInput: { 'data-testid': `account-search-${key}` } }}
    />
  );
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {field('account', t('account.account'))}
      {field('name', t('account.name'))}
      {field('phone', t('account.phone'))}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="account-search">
        {t('common.search')}
      </Button>
    </Box>
  );
}

export function AccountPage() {
  const t = useAccessT();
  const canReset = useHasKey(ACCOUNT_RESET);
  const [search, setSearch] = useState<Search>({});
  const paging = usePaging(search);
  const query = useApiQuery('/User/GetPageList', { ...search, ...paging.params }, { keepPrevious: true });
  const list = useQueryList('page:account', query, paging);
  const [resetting, setResetting] = useState<AccountRow | null>(null);
  return (
    <Box data-testid="account-page">
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
        {t('account.title')}
      </Typography>
      <SearchForm onSearch={setSearch} />
      <Paper variant="outlined">
        <QueryList value={list}>
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
