/**
 * 企业管理 (menu key `tenement`, the platform administrator's page): every company, searchable by
 * name and paged, and 新增企业 (name + an existing account as its top administrator) with
 * `tenement:add`. The server answers other callers with only their own companies.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import AddIcon from '@mui/icons-material/Add';
import { DataTable, TextInput } from 'react-admin';
import { useApiQuery } from '../../shell/query.ts';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { formatDateTime } from '../engine/format.ts';
import { StatusChip } from '../engine/list/chips.tsx';
import { QueryList, usePaging, useQueryList } from '../engine/list/QueryList.tsx';
import { RecordTable } from '../engine/list/RecordTable.tsx';
import type { TenementRow } from './org/api.ts';
import { useOrgT } from './org/i18n.ts';
import { AddTenementDialog } from './org/tenement/AddTenementDialog.tsx';
import { PageHeading } from './org/ui.tsx';

const ADD_KEY = 'tenement:add';
declareFunctionKeys([ADD_KEY]);

type Col = { key: keyof TenementRow; width?: number };
const COLUMNS: readonly Col[] = [
  { key: 'tenementNo', width: 120 },
  { key: 'name' },
  { key: 'enabled', width: 90 },
  { key: 'userCount', width: 90 },
  { key: 'creatorAccount', width: 140 },
  { key: 'createdAt', width: 170 },
];

function Cell({ row, col }: { row: TenementRow; col: Col }) {
  const t = useOrgT();
  if (col.key === 'enabled') return <StatusChip on={row.enabled} label={t(row.enabled ? 'tenement.enabled' : 'tenement.disabled')} />;
  if (col.key === 'createdAt') return <>{formatDateTime(row.createdAt)}</>;
  const v = row[col.key];
  return <>{v === null || v === undefined || v === '' ? '—' : String(v)}</>;
}

export function TenementPage() {
  const t = useOrgT();
  const canAdd = useHasKey(ADD_KEY);
  const [filters, setFilters] = useState<{ name_like?: string }>({});
  const paging = usePaging(filters);
  const query = useApiQuery('/SysTenement/GetTenementList', { ...filters, ...paging.params }, { keepPrevious: true });
  const list = useQueryList('page:tenement', query, paging, { values: filters, set: setFilters });
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
        <QueryList
          value={list}
          filters={[<TextInput key="name" source="name_like" label={t('tenement.searchName')} alwaysOn resettable />]}
        >
          <RecordTable<TenementRow> rowProps={() => ({ 'data-testid': 'org-tenement-row' })}>
            {COLUMNS.map((c) => (
              <DataTable.Col<TenementRow>
                key={c.key}
                source={c.key}
                label={t(`tenement.columns.${c.key}`)}
                disableSort
                sx={{ width: c.width, whiteSpace: 'nowrap' }}
                render={(r) => <Cell row={r} col={c} />}
              />
            ))}
          </RecordTable>
        </QueryList>
      </Paper>
      {adding && (
        <AddTenementDialog
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void query.refetch();
          }}
        />
      )}
    </Box>
  );
}

export default TenementPage;
