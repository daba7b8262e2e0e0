/**
 * 账号管理 (menu key `account`, a platform page): every account of the platform, searched by
 * account, name or phone (User/GetPageList), and 重置密码 (key account:resetPassword), which sends a
 * new password to the owner's phone or e-mail (the dialog says where) and makes them change it at the next login.
 */
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { useApiQuery } from '../../shell/query.ts';
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

const PAGE_SIZES = [10, 20, 50];

function SearchForm({ onSearch }: { onSearch: (s: Search) => void }) {
  const t = useAccessT();
  const [draft, setDraft] = useState({ account: '', name: '', phone: '' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = (v: string) => v.trim() || undefined;
    onSearch({ account_like: clean(draft.account), name_like: clean(draft.name), phone: clean(draft.phone) });
  };
  const field = (key: keyof typeof draft, label: string) => (
    <TextField size="small" label={label} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} sx={{ width: { xs: '100%', sm: 180 } }} slotProps={{ htmlInput: { 'data-testid': `account-search-${key}` } }} />
  );
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      {field('account', t('account.account'))}
      {field('name', t('account.name'))}
      {field('phone', t('account.phone'))}
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="account-search">{t('common.search')}</Button>
    </Box>
  );
}

function useAccounts(search: Search, page: number, perPage: number) {
  // The last page stays on screen (dimmed) while the next one loads.
  const query = useApiQuery('/User/GetPageList', { page, perPage, ...search }, { keepPrevious: true });
  const { refetch } = query;
  return { data: query.data ?? null, loading: query.isFetching, reload: () => void refetch() };
}

export function AccountPage() {
  const t = useAccessT();
  const canReset = useHasKey(ACCOUNT_RESET);
  const [search, setSearch] = useState<Search>({});
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const { data, loading, reload } = useAccounts(search, page, perPage);
  const [resetting, setResetting] = useState<AccountRow | null>(null);
  return (
    <Box data-testid="account-page">
      <Typography component="h1" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>{t('account.title')}</Typography>
      <SearchForm onSearch={(s) => { setSearch(s); setPage(1); }} />
      {data ? (
        <Box sx={{ position: 'relative', opacity: loading ? 0.6 : 1 }}>
          <AccountTable rows={data.list} canReset={canReset} onReset={setResetting} />
          <TablePagination
            component="div"
            count={data.totalCount}
            page={Math.max(0, page - 1)}
            onPageChange={(_e, p) => setPage(p + 1)}
            rowsPerPage={perPage}
            rowsPerPageOptions={PAGE_SIZES}
            onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(1); }}
            labelRowsPerPage={t('common.perPage')}
            labelDisplayedRows={({ from, to, count }) => t('common.displayed', { from, to, count })}
          />
        </Box>
      ) : (
        <CircularProgress size={26} sx={{ display: 'block', mx: 'auto', my: 5 }} />
      )}
      {resetting && (
        <ResetPasswordDialog
          userId={resetting.id}
          who={resetting.name ? `${resetting.name} (${resetting.account})` : resetting.account}
          onClose={(done) => {
            setResetting(null);
            if (done) reload();
          }}
        />
      )}
    </Box>
  );
}

export default AccountPage;
