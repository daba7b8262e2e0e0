/**
 * 企业管理 (menu key `tenement`, the platform administrator's page): every company, searchable by
 * name and paged, and 新增企业 (name + an existing account as its top administrator) with
 * `tenement:add`. The server answers other callers with only their own companies.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { formatDateTime } from '../engine/format.ts';
import { tenementApi, type TenementRow } from './org/api.ts';
import { useOrgT } from './org/i18n.ts';
import { Pager } from './org/Pager.tsx';
import { AddTenementDialog } from './org/tenement/AddTenementDialog.tsx';
import { PageHeading } from './org/ui.tsx';
import { usePaged } from './org/usePaged.ts';

const ADD_KEY = 'tenement:add';
declareFunctionKeys([ADD_KEY]);

type Col = { key: keyof TenementRow; width?: number };
const COLUMNS: readonly Col[] = [{ key: 'tenementNo', width: 120 }, { key: 'name' }, { key: 'enabled', width: 90 }, { key: 'userCount', width: 90 }, { key: 'creatorAccount', width: 140 }, { key: 'createdAt', width: 170 }];

function Cell({ row, col }: { row: TenementRow; col: Col }) {
  const t = useOrgT();
  if (col.key === 'enabled') return <Chip size="small" variant="outlined" color={row.enabled ? 'success' : 'default'} label={t(row.enabled ? 'tenement.enabled' : 'tenement.disabled')} />;
  if (col.key === 'createdAt') return <>{formatDateTime(row.createdAt)}</>;
  const v = row[col.key];
  return <>{v === null || v === undefined || v === '' ? '—' : String(v)}</>;
}

function SearchBox({ onSearch }: { onSearch: (name: string) => void }) {
  const t = useOrgT();
  const [text, setText] = useState('');
  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); onSearch(text.trim()); }} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', p: 2 }}>
      <TextField
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('common.input', { label: t('tenement.searchName') })}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{ htmlInput: { 'aria-label': t('tenement.searchName'), 'data-testid': 'org-tenement-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <Button type="submit" variant="contained" data-testid="org-tenement-search-go">{t('common.search')}</Button>
      <Button onClick={() => { setText(''); onSearch(''); }} color="inherit">{t('common.reset')}</Button>
    </Box>
  );
}

export function TenementPage() {
  const t = useOrgT();
  const canAdd = useHasKey(ADD_KEY);
  const [name, setName] = useState('');
  const filters = useMemo(() => ({ name_like: name || undefined }), [name]);
  const list = usePaged('/SysTenement/GetTenementList', filters);
  const [adding, setAdding] = useState(false);
  return (
    <Box data-testid="org-tenement-page">
      <PageHeading title={t('tenement.title')}>
        {canAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid="org-tenement-add">
            {t('tenement.add')}
          </Button>
        )}
      </PageHeading>
      <Paper variant="outlined">
        <SearchBox onSearch={setName} />
        <TableContainer sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Table size="small" sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => <TableCell key={c.key} sx={{ width: c.width, fontWeight: 600, whiteSpace: 'nowrap' }}>{t(`tenement.columns.${c.key}`)}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.rows.map((r) => (
                <TableRow key={r.id} hover data-testid="org-tenement-row">
                  {COLUMNS.map((c) => <TableCell key={c.key} sx={{ whiteSpace: 'nowrap' }}><Cell row={r} col={c} /></TableCell>)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {list.loading && list.rows.length === 0 && <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 4 }} />}
        {!list.loading && list.rows.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>{t(list.failed ? 'common.loadFailed' : 'common.empty')}</Typography>
        )}
        <Pager total={list.total} page={list.page} perPage={list.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />
      </Paper>
      {adding && (
        <AddTenementDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            list.reload();
          }}
        />
      )}
    </Box>
  );
}

export default TenementPage;
