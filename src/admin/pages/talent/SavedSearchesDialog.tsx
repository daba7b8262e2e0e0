/**
 * 常用搜索: the member's saved talent-centre searches (TalentCenter/*SavedSearch*): use one (the list's
 * filters become its query), save the filters shown now under a name, delete one.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useListContext } from 'react-admin';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { AccessDialog } from '../access/AccessDialog.tsx';
import type { SavedSearch } from './api.ts';
import { useTalentT } from './i18n.ts';

const FILTERS = [
  'keyword',
  'education_gte',
  'education_lte',
  'workYears_gte',
  'workYears_lte',
  'age_gte',
  'age_lte',
  'salary_gte',
  'salary_lte',
  'city',
  'tag',
  'source',
  'lastStage',
];
const NUMERIC = new Set(FILTERS.filter((f) => f.includes('_') || f === 'lastStage'));

/** The list's filters a saved search may keep, typed as the server wants them. */
function queryOf(values: Record<string, unknown>): SavedSearch['query'] {
  const out: Record<string, string | number> = {};
  for (const k of FILTERS) {
    const v = values[k];
    if (v === undefined || v === null || v === '') continue;
    out[k] = NUMERIC.has(k) ? Number(v) : String(v);
  }
  return out as SavedSearch['query'];
}

export default function SavedSearchesDialog({ onClose }: CommandProps) {
  const t = useTalentT();
  const { filterValues, setFilters } = useListContext();
  const saved = useApiQuery('/TalentCenter/GetSavedSearchList');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const current = queryOf(filterValues ?? {});
  const empty = Object.keys(current).length === 0;
  const save = async () => {
    if (!name.trim() || empty) return;
    setBusy(true);
    try {
      await api.post('/TalentCenter/SaveSearch', { name: name.trim(), query: current });
      toastSuccess(t('saved.savedOk'));
      setName('');
      await invalidate('/TalentCenter/GetSavedSearchList');
    } catch {
      // The http client showed why (a name used already, twenty saved).
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number) => {
    try {
      await api.post('/TalentCenter/DeleteSavedSearch', { id });
      await invalidate('/TalentCenter/GetSavedSearchList');
    } catch {
      // Shown by the http client.
    }
  };
  return (
    <AccessDialog title={t('saved.title')} onClose={() => onClose(false)} busy={busy} testId="talent-saved-dialog">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}>
        <BoundedTextField
          size="small"
          label={t('saved.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          helperText={empty ? t('saved.nothingToSave') : undefined}
          max={30}
          slotProps={{ htmlInput: { 'data-testid': 'talent-saved-name' } }}
          sx={{ flex: 1 }}
        />
        <Button variant="contained" disabled={busy || empty || !name.trim()} onClick={() => void save()} data-testid="talent-saved-save">
          {t('saved.saveCurrent')}
        </Button>
      </Box>
      {saved.data && !saved.data.length && <EmptyState variant="compact" text={t('saved.empty')} testId="talent-saved-empty" />}
      <List dense disablePadding>
        {(saved.data ?? []).map((s) => (
          <ListItem
            key={s.id}
            disablePadding
            secondaryAction={
              <IconButton edge="end" aria-label={`${t('saved.delete')} ${s.name}`} onClick={() => void remove(s.id)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton
              onClick={() => {
                setFilters(s.query as Record<string, unknown>, {});
                onClose(false);
              }}
            >
              <ListItemText primary={s.name} secondary={Object.values(s.query).join(' · ')} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </AccessDialog>
  );
}
