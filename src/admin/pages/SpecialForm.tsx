/**
 * 特殊表单 (menu key `specialForm`): the extra questions positions ask their applicants (general
 * workers' height, shift work, dormitory ...). Searchable, paged list; 新增 / 编辑 open the field
 * editor, 删除 asks first (the server refuses a form positions use, 1151). Buttons follow the keys
 * `specialForm:add|edit|delete`.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, TextInput } from 'react-admin';
import { toastSuccess } from '../../shell/dialogs.tsx';
import { useApiQuery } from '../../shell/query.ts';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { formatDateTime } from '../engine/format.ts';
import { StatusChip, TagChip } from '../engine/list/chips.tsx';
import { EmptyState } from '../engine/list/ListStates.tsx';
import { QueryList, usePaging, useQueryList } from '../engine/list/QueryList.tsx';
import { RecordTable, pinnedActionsColumnSx } from '../engine/list/RecordTable.tsx';
import { RowButtons, type RowButtonItem } from '../engine/list/RowButtons.tsx';
import { PageHeading } from './org/ui.tsx';
import { ConfirmDialog } from '../engine/list/ConfirmDialog.tsx';
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
      {row.items.slice(0, SHOWN_ITEMS).map((i) => (
        <TagChip key={i.prop} label={`${i.label} · ${t(`specialForm.el.${i.el}`)}`} />
      ))}
      {row.items.length > SHOWN_ITEMS && (
        <Typography variant="caption" color="text.secondary">
          {t('specialForm.more', { count: row.items.length - SHOWN_ITEMS })}
        </Typography>
      )}
    </Box>
  );
}

function RowActions({ row, onEdit, onDelete }: { row: SpecialFormRow; onEdit: () => void; onDelete: () => void }) {
  const t = usePositionT();
  const canEdit = useHasKey(KEYS.edit);
  const canDelete = useHasKey(KEYS.delete);
  const items: RowButtonItem[] = [];
  if (canEdit) items.push({ key: 'edit', label: t('specialForm.edit'), onClick: onEdit, testId: 'sf-edit' });
  const inUse = row.positionCount > 0;
  if (canDelete)
    items.push({
      key: 'delete',
      label: t('specialForm.delete'),
      onClick: onDelete,
      danger: true,
      disabled: inUse,
      title: inUse ? t('specialForm.inUse', { count: row.positionCount }) : undefined,
    });
  return <RowButtons items={items} />;
}

function FormsTable({ onEdit, onDelete }: { onEdit: (r: SpecialFormRow) => void; onDelete: (r: SpecialFormRow) => void }) {
  const t = usePositionT();
  const label = (key: string) => t(`specialForm.columns.${key}`);
  return (
    <RecordTable<SpecialFormRow> rowProps={() => ({ 'data-testid': 'sf-row' })} empty={<EmptyState text={t('specialForm.empty')} />}>
      <DataTable.Col<SpecialFormRow> source="name" label={label('name')} disableSort sx={{ width: 180, fontWeight: 500 }} />
      <DataTable.Col<SpecialFormRow> source="items" label={label('items')} disableSort render={(r) => <ItemsCell row={r} />} />
      <DataTable.Col<SpecialFormRow> source="positionCount" label={label('positionCount')} disableSort sx={{ width: 100 }} />
      <DataTable.Col<SpecialFormRow>
        source="enabled"
        label={label('enabled')}
        disableSort
        sx={{ width: 80 }}
        render={(r) => <StatusChip on={r.enabled} label={t(r.enabled ? 'specialForm.enabled' : 'specialForm.disabled')} />}
      />
      <DataTable.Col<SpecialFormRow>
        source="updatedAt"
        label={label('updatedAt')}
        disableSort
        sx={{ width: 170, whiteSpace: 'nowrap' }}
        render={(r) => formatDateTime(r.updatedAt)}
      />
      <DataTable.Col<SpecialFormRow>
        label={label('actions')}
        sx={pinnedActionsColumnSx}
        render={(r) => <RowActions row={r} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />}
      />
    </RecordTable>
  );
}

export function SpecialFormPage() {
  const t = usePositionT();
  const canAdd = useHasKey(KEYS.add);
  const [filters, setFilters] = useState<{ name_like?: string }>({});
  const paging = usePaging(filters);
  const query = useApiQuery('/SpecialForm/GetList', { ...filters, ...paging.params }, { keepPrevious: true });
  const list = useQueryList('page:specialForm', query, paging, { values: filters, set: setFilters });
  const reload = () => void query.refetch();
  const [editing, setEditing] = useState<SpecialFormRow | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SpecialFormRow | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await specialFormApi.remove(deleting.id);
      toastSuccess(t('specialForm.deleted'));
      reload();
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
        {canAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} data-testid="sf-add">
            {t('specialForm.add')}
          </Button>
        )}
      </PageHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('specialForm.intro')}
      </Typography>
      <Paper variant="outlined">
        <QueryList
          value={list}
          filters={[<TextInput key="name" source="name_like" label={t('specialForm.searchName')} alwaysOn resettable />]}
        >
          <FormsTable onEdit={(r) => setEditing(r)} onDelete={setDeleting} />
        </QueryList>
      </Paper>
      {editing !== undefined && (
        <SpecialFormDialog
          row={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        content={t('specialForm.confirmDelete', { name: deleting?.name ?? '' })}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

export default SpecialFormPage;
