/** The positions list's own cells: tags as coloured chips, the salary range with its unit, the state. */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { readableTint } from '../../../shell/contrast.ts';
import { useTranslate } from 'react-admin';
import type { CellProps } from '../../engine/types.ts';

interface Tag {
  id: number;
  name: string;
  color: string | null;
}

/** Two chips fit the column's width; the rest are counted (all of them in the tooltip). */
const MAX_TAGS = 2;

export function TagsCell({ record }: CellProps) {
  const tags = (Array.isArray(record.tags) ? record.tags : []) as Tag[];
  const shown = tags.slice(0, MAX_TAGS);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap', overflow: 'hidden' }} title={tags.map((t) => t.name).join('、')}>
      {shown.map((tag) => {
        const color = tag.color ?? '#64748B';
        return (
          <Chip
            key={tag.id}
            size="small"
            label={tag.name}
            sx={{ height: 22, fontSize: 12, ...readableTint(color, 0.1), border: `1px solid ${alpha(color, 0.3)}` }}
          />
        );
      })}
      {tags.length > MAX_TAGS && <Chip size="small" label={`+${tags.length - MAX_TAGS}`} sx={{ height: 22, fontSize: 12 }} />}
    </Box>
  );
}

/** `6000-6500 元/月`; a salary hidden by a data permission shows a dash. */
export function SalaryCell({ record, definition }: CellProps) {
  const t = useTranslate();
  if (typeof record.salaryMin !== 'number' || typeof record.salaryMax !== 'number') return <>—</>;
  const unit = t(`resources.${definition.name}.options.salaryUnit.${String(record.salaryUnit ?? 1)}`);
  const range = record.salaryMin === record.salaryMax ? String(record.salaryMin) : `${record.salaryMin}-${record.salaryMax}`;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', color: '#c2410c', fontWeight: 500 }}>
      {range} {unit}
    </Box>
  );
}

const STATE_COLORS: Readonly<Record<number, 'default' | 'warning' | 'success'>> = {
  0: 'default',
  1: 'warning',
  2: 'success',
  3: 'default',
};

export function StateCell({ record, definition }: CellProps) {
  const t = useTranslate();
  const state = Number(record.state);
  return (
    <Chip
      size="small"
      label={t(`resources.${definition.name}.options.state.${state}`, { _: String(record.stateName ?? state) })}
      color={STATE_COLORS[state] ?? 'default'}
      variant={state === 2 || state === 1 ? 'filled' : 'outlined'}
      sx={{ height: 22, fontSize: 12, ...(state === 3 ? { color: 'text.secondary' } : {}) }}
      data-testid="position-state"
    />
  );
}
