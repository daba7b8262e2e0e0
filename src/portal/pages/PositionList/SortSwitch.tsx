import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { SortKey } from './filters.ts';

export function SortSwitch({ value, onChange }: { value: SortKey; onChange: (v: SortKey) => void }) {
  const { t } = useTranslation('portal');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_e, v: SortKey | null) => v && onChange(v)}
      data-testid="sort-switch"
      sx={{ '& .MuiToggleButton-root': { py: 0.25, px: 1.5, fontSize: 13 } }}
    >
      <ToggleButton value="newest" data-testid="sort-newest">
        {t('list.sortNewest')}
      </ToggleButton>
      <ToggleButton value="salary" data-testid="sort-salary">
        {t('list.sortSalary')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
