import Box from '@mui/material/Box';
import { readableTint } from '../../shell/contrast.ts';
import type { TagRef } from '../api/types.ts';

const FALLBACK = '#2563eb';

function tone(color: string | null): string {
  return color && /^#[0-9a-f]{6}$/i.test(color) ? color : FALLBACK;
}

/** A position's tags as soft chips in their own colours; `max` cuts the row on cards. */
export function TagChips({ tags, max, size = 'small' }: { tags: readonly TagRef[]; max?: number; size?: 'small' | 'medium' }) {
  const shown = max === undefined ? tags : tags.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }} data-testid="tag-chips">
      {shown.map((tag) => (
        <Box
          key={tag.id}
          component="span"
          sx={{
            px: size === 'small' ? 1 : 1.25,
            py: size === 'small' ? 0.25 : 0.5,
            fontSize: size === 'small' ? 12 : 13,
            lineHeight: 1.5,
            borderRadius: 1,
            ...readableTint(tone(tag.color), 0.09),
            whiteSpace: 'nowrap',
          }}
        >
          {tag.name}
        </Box>
      ))}
      {max !== undefined && tags.length > max && (
        <Box component="span" sx={{ px: 0.5, fontSize: 12, color: 'text.secondary', lineHeight: 1.9 }}>
          +{tags.length - max}
        </Box>
      )}
    </Box>
  );
}
