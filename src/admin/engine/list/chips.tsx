/**
 * The back office's chips. Every chip is one of these three, at one height (22 px) and text size
 * (12 px), so a reader learns once what a chip says:
 * - A state, something the record is in and may leave (启用/停用, a stage, an invitation's answer, a
 *   result, an approval, 未保存): StatusChip, coloured by what the state means. success (on, accepted,
 *   passed, published), warning (waiting on someone, unsaved), error (refused, declined, failed) and
 *   active (in progress, the current one) are filled; neutral (off, ended, not yet) is outlined grey.
 * - A tag or label, a fact beside the record (a tag, a skill, a source, a count, a form item, a
 *   field): TagChip, outlined grey; a tag whose colour HR chose is tinted with it. It may be deletable
 *   where a field edits the set.
 * - A filter, a preset the user clicks to choose what the screen shows: FilterChip, outlined, filled
 *   in the primary colour while it is the one applied.
 * `sx` on any of them places the chip (margins); its look stays the rule's.
 */
import Chip, { type ChipProps } from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { readableTint } from '../../../shell/contrast.ts';
import { chipTone } from '../../../shell/chipTone.ts';
import type { StateTone } from '../../../common/state-tones.ts';

type PlaceSx = Readonly<Record<string, unknown>>;
type BaseProps = Omit<ChipProps, 'size' | 'sx' | 'variant' | 'color'> & { sx?: PlaceSx };

const chipSx = { height: 22, fontSize: 12 } as const;

/** What a state means (src/common/state-tones.ts: the same tones on the job-seeker pages). */
export type Tone = StateTone;

/** `on` is the 启用/停用 shorthand: success when on, neutral when off. */
export type StatusChipProps = BaseProps & ({ tone: Tone; on?: never } | { on: boolean; tone?: never });

export function StatusChip({ tone, on, sx, ...rest }: StatusChipProps) {
  const meant: Tone = tone ?? (on ? 'success' : 'neutral');
  return <Chip size="small" {...chipTone(meant)} sx={{ ...chipSx, ...sx }} {...rest} />;
}

/** `tint`: the tag's own colour (a position tag's, set by HR), as a wash with text dark enough to read. */
export function TagChip({ tint, sx, ...rest }: BaseProps & { tint?: string | null | undefined }) {
  const tinted = tint ? { ...readableTint(tint, 0.1), borderColor: alpha(tint, 0.3) } : {};
  return <Chip size="small" variant="outlined" sx={{ ...chipSx, ...tinted, ...sx }} {...rest} />;
}

export function FilterChip({ selected, sx, ...rest }: Omit<BaseProps, 'clickable'> & { selected: boolean }) {
  return (
    <Chip
      size="small"
      clickable
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-pressed={selected}
      sx={{ ...chipSx, ...sx }}
      {...rest}
    />
  );
}
