/**
 * 特殊表单 (menu key `specialForm`): the extra questions positions ask their applicants (general
 * workers' height, shift work, dormitory ...). Searchable, paged list; 新增 / 编辑 open the field
 * editor, 删除 asks first (the server refuses a form positions use, 1151). Buttons follow the keys
 * `specialForm:add|edit|delete`.
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
import { toastSuccess } from '../../shell/dialogs.tsx';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { formatDateTime } from '../engine/format.ts';
import { Pager } from './org/Pager.tsx';
import { Confirm, PageHeading } from './org/ui.tsx';
import { usePaged } from './org/usePaged.ts';
import { specialFormApi, type SpecialFormRow } from './position/api.ts';
import { usePositionT } from './position/i18n.ts';
import { SpecialFormDialog } from './position/SpecialFormDialog.tsx';

const KEYS = { add: 'specialForm:add', edit: 'specialForm:edit', delete: 'specialForm:delete' } as const;
declareFunctionKeys(Object.values(KEYS));

const SHOWN_ITEMS = 4;

function ItemsCell({ row }: { row: SpecialFormRow }) {
  const t = usePositionT();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {row.items.slice(0, SHOWN_ITEMS).map((i) => <Chip key={i.prop} size="small" variant="outlined" label={`${i.label} · ${t(`specialForm.el.${i.el}`)}`} />)}
      {row.items.length > SHOWN_ITEMS && <Typography variant="caption" color="text.secondary">{t('specialForm.more', { count: row.items.length - SHOWN_ITEMS })}</Typography>}
    </Box>
  );
}

function SearchBox({ onSearch }: { onSearch: (name: string) => void }) {
  const t = usePositionT();
  const [text, setText] = useState('');
  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); onSearch(text.trim()); }} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', p: 2 }}>
      <TextField
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('specialForm.searchName')}
        sx={{ width: { xs: '100%', sm: 260 } }}
        slotProps={{ htmlInput: { 'aria-label': t('specialForm.searchName'), 'data-testid': 'sf-search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <Button type="submit" variant="contained">{t('specialForm.search')}</Button>
      <Button onClick={() => { setText(''); onSearch(''); }} color="inherit">{t('specialForm.reset')}</Button>
    </Box>
  );
}

function RowActions({ row, onEdit, onDelete }: { row: SpecialFormRow; onEdit: () => void; onDelete: () => void }) {
  const t = usePositionT();
  const canEdit = useHasKey(KEYS.edit);
  const canDelete = useHasKey(KEYS.delete);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {canEdit && <Button size="small" onClick={onEdit} data-testid="sf-edit" sx={{ minWidth: 0 }}>{t('specialForm.edit')}</Button>}
      {canDelete && <Button size="small" color="error" onClick={onDelete} disabled={row.positionCount > 0} title={row.positionCount > 0 ? t('specialForm.inUse', { count: row.positionCount }) : undefined} sx={{ minWidth: 0 }}>{t('specialForm.delete')}</Button>}
    </Box>
  );
}

function FormsTable({ rows, onEdit, onDelete }: { rows: SpecialFormRow[]; onEdit: (r: SpecialFormRow) => void; onDelete: (r: SpecialFormRow) => void }) {
  const t = usePositionT();
  const head = (key: string, width?: number) => <TableCell sx={{ width, fontWeight: 600, whiteSpace: 'nowrap' }}>{t(`specialForm.columns.${key}`)}</TableCell>;
  return (
    <TableContainer sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Table size="small" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>{head('name', 180)}{head('items')}{head('positionCount', 100)}{head('enabled', 80)}{head('updatedAt', 170)}{head('actions', 120)}</TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover data-testid="sf-row">
              <TableCell sx={{ fontWeight: 500 }}>{r.name}</TableCell>
              <TableCell><ItemsCell row={r} /></TableCell>
              <TableCell>{r.positionCount}</TableCell>
              <TableCell><Chip size="small" variant="outlined" color={r.enabled ? 'success' : 'default'} label={t(r.enabled ? 'specialForm.enabled' : 'specialForm.disabled')} /></TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.updatedAt)}</TableCell>
              <TableCell><RowActions row={r} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function SpecialFormPage() {
  const t = usePositionT();
  const canAdd = useHasKey(KEYS.add);
  const [name, setName] = useState('');
  const filters = useMemo(() => ({ name_like: name || undefined }), [name]);
  const list = usePaged('/SpecialForm/GetList', filters);
  const [editing, setEditing] = useState<SpecialFormRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SpecialFormRow | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await specialFormApi.remove(deleting.id);
      toastSuccess(t('specialForm.deleted'));
      list.reload();
    } catch {
      // The http client showed why (a form in use: 1151).
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  return (
    <Box data-testid="sf-page">
      <PageHeading title={t('specialForm.title')}>
        {canAdd && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} data-testid="sf-add">{t('specialForm.add')}</Button>}
      </PageHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>{t('specialForm.intro')}</Typography>
      <Paper variant="outlined">
        <SearchBox onSearch={setName} />
        <FormsTable rows={list.rows} onEdit={(r) => setEditing(r)} onDelete={setDeleting} />
        {list.loading && list.rows.length === 0 && <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 4 }} />}
        {!list.loading && list.rows.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 5 }}>{t(list.failed ? 'specialForm.loadFailed' : 'specialForm.empty')}</Typography>
        )}
        <Pager total={list.total} page={list.page} perPage={list.perPage} onPage={list.setPage} onPerPage={list.setPerPage} />
      </Paper>
      {editing !== undefined && (
        <SpecialFormDialog
          row={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            list.reload();
          }}
        />
      )}
      <Confirm open={deleting !== null} danger busy={busy} content={t('specialForm.confirmDelete', { name: deleting?.name ?? '' })} onConfirm={remove} onClose={() => setDeleting(null)} />
    </Box>
  );
}

export default SpecialFormPage;
