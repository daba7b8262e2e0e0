/** The positions list's own cells: tags as coloured chips, the salary range with its unit, the state. */
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { StatusChip, TagChip, type Tone } from '../../engine/list/chips.tsx';
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
      {shown.map((tag) => (
        <TagChip key={tag.id} label={tag.name} tint={tag.color} />
      ))}
      {tags.length > MAX_TAGS && <TagChip label={`+${tags.length - MAX_TAGS}`} />}
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

/** 草稿 and 已下线 are off; 待发布 waits on a publisher (applyPublish sent it); 已发布 is live. */
const STATE_TONES: Readonly<Record<number, Tone>> = {
  0: 'neutral',
  1: 'warning',
  2: 'success',
  3: 'neutral',
};

export function StateCell({ record, definition }: CellProps) {
  const t = useTranslate();
  const state = Number(record.state);
  return (
    <StatusChip
      tone={STATE_TONES[state] ?? 'neutral'}
      label={t(`resources.${definition.name}.options.state.${state}`, { _: String(record.stateName ?? state) })}
      data-testid="position-state"
    />
  );
}
