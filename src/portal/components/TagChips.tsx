import Box from '@mui/material/Box';
import type { TagRef } from '../api/types.ts';
import { TagChip } from './Chips.tsx';

/** HR's colour when it is one the wash can take (#rrggbb); none otherwise. */
const colourOf = (color: string | null): string | null => (color && /^#[0-9a-f]{6}$/i.test(color) ? color : null);

/** A position's tags as tag chips in their own colours; `max` cuts the row on cards. */
export function TagChips({ tags, max, size = 'small' }: { tags: readonly TagRef[]; max?: number; size?: 'small' | 'medium' }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }} data-testid="tag-chips">
      {shown.map((tag) => (
        <TagChip key={tag.id} label={tag.name} tint={colourOf(tag.color)} size={size} />
      ))}
      {max !== undefined && tags.length > max && (
        <Box component="span" sx={{ px: 0.5, fontSize: 12, color: 'text.secondary', lineHeight: '22px' }}>
          +{tags.length - max}
        </Box>
      )}
    </Box>
  );
}
