/** The desktop filter rows under the sticky search bar: type, tags, place, factory. */
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { ChoiceRow } from '../../components/ChoiceRow.tsx';
import type { FilterOptions } from './useFilterOptions.ts';
import type { ListFilters } from './filters.ts';

export interface FilterEditorProps {
  filters: ListFilters;
  options: FilterOptions;
  onChange: (patch: Partial<ListFilters>) => void;
  stacked?: boolean;
}

/** The four rows; the phone drawer shows the same ones, stacked. */
export function FilterRows({ filters, options, onChange, stacked = false }: FilterEditorProps) {
  const { t } = useTranslation('portal');
  const one = (v: string[]) => v[0] ?? '';
  return (
    <>
      <ChoiceRow
        stacked={stacked}
        testId="filter-type"
        label={t('filters.type')}
        choices={options.types}
        selected={filters.type ? [filters.type] : []}
        onChange={(v) => onChange({ type: one(v) })}
      />
      <ChoiceRow
        stacked={stacked}
        testId="filter-tags"
        label={t('filters.tags')}
        choices={options.tags}
        selected={filters.tags}
        multiple
        onChange={(v) => onChange({ tags: v })}
      />
      {options.places.length > 0 && (
        <ChoiceRow
          stacked={stacked}
          testId="filter-place"
          label={t('filters.place')}
          choices={options.places}
          selected={filters.place ? [filters.place] : []}
          onChange={(v) => onChange({ place: one(v) })}
        />
      )}
      {options.factories.length > 0 && (
        <ChoiceRow
          stacked={stacked}
          testId="filter-factory"
          label={t('filters.factory')}
          choices={options.factories}
          selected={filters.factory ? [filters.factory] : []}
          onChange={(v) => onChange({ factory: one(v) })}
        />
      )}
    </>
  );
}

export function FilterPanel(props: FilterEditorProps) {
  return (
    <Paper variant="outlined" sx={{ px: 2.5, py: 1.25, borderRadius: 2 }} data-testid="filter-panel">
      <FilterRows {...props} />
    </Paper>
  );
}
