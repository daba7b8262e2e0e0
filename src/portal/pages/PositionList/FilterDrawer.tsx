/**
 * The phone's filters: a bottom sheet with the same rows, applied together with 确定 (one list
 * load instead of one per tap), 重置 clearing them.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilterRows } from './FilterPanel.tsx';
import type { FilterOptions } from './useFilterOptions.ts';
import type { ListFilters } from './filters.ts';

export function FilterDrawer({
  open,
  onClose,
  filters,
  options,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  filters: ListFilters;
  options: FilterOptions;
  onApply: (patch: Partial<ListFilters>) => void;
}) {
  const { t } = useTranslation('portal');
  const [draft, setDraft] = useState(filters);
  useEffect(() => {
    if (open) setDraft(filters);
  }, [open, filters]);
  const apply = () => {
    onApply({ type: draft.type, tags: draft.tags, place: draft.place, factory: draft.factory });
    onClose();
  };
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' } } }}
    >
      <Box data-testid="filter-drawer" sx={{ display: 'flex', flexDirection: 'column', maxHeight: '85vh' }}>
        <Typography sx={{ textAlign: 'center', fontWeight: 700, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          {t('filters.title')}
        </Typography>
        <Box sx={{ overflowY: 'auto', px: 2, py: 0.5 }}>
          <FilterRows stacked filters={draft} options={options} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} />
        </Box>
        <Box
          sx={{ display: 'flex', gap: 1.5, p: 1.5, borderTop: 1, borderColor: 'divider', pb: 'calc(12px + env(safe-area-inset-bottom))' }}
        >
          <Button
            variant="outlined"
            sx={{ flex: 1 }}
            onClick={() => setDraft((d) => ({ ...d, type: '', tags: [], place: '', factory: '' }))}
            data-testid="filter-reset"
          >
            {t('filters.reset')}
          </Button>
          <Button variant="contained" sx={{ flex: 2 }} onClick={apply} data-testid="filter-apply">
            {t('filters.apply')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
