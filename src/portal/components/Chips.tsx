/**
 * The job-seeker pages' chips. Every chip is one of these two, 22 px high with 12 px text (the
 * position page's hero shows its tags a size up), so a seeker learns once what a chip says:
 * - A state, something the application, answer or resume is in and may leave (a stage, an
 *   invitation's or offer's answer, 待完善, 已下线): StateChip, a pill coloured by what the state
 *   means, with the back office's tones (common/state-tones.ts). success (accepted), warning (waiting
 *   on the seeker or the company, a section still to fill), error (declined) and active (in progress)
 *   are filled; neutral (ended, expired, withdrawn, offline) is outlined grey.
 * - A tag or label, a fact beside the thing (a position's tags and kind, a skill, an expected
 *   position or city, the ID photo's mark): TagChip, a rounded square on a pale grey wash; a tag whose
 *   colour HR chose is washed in it, its text darkened to read. It may be clickable or deletable
 *   where it adds to or edits the set.
 * Filters are the third kind and keep their own row (ChoiceRow's chips). `sx` places a chip
 * (margins, position); its look stays the rule's. All text reads at AA (4.5:1) on its chip.
 */
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { StateTone } from '../../common/state-tones.ts';
import { readableTint } from '../../shell/contrast.ts';
import { chipTone } from '../../shell/chipTone.ts';

type PlaceSx = Readonly<Record<string, unknown>>;
type BaseProps = Omit<ChipProps, 'size' | 'sx' | 'variant' | 'color'> & { sx?: PlaceSx };

const SIZES = { small: { height: 22, fontSize: 12 }, medium: { height: 26, fontSize: 13 } } as const;

export function StateChip({ tone, sx, ...rest }: BaseProps & { tone: StateTone }) {
  return (
    <Chip size="small" {...chipTone(tone)} data-tone={tone} sx={{ ...SIZES.small, fontWeight: 600, flexShrink: 0, ...sx }} {...rest} />
  );
}

/** A tag's grey wash where HR chose no colour: the page grey of the portal's filter chips. */
const WASH = '#f2f4f8';

/** `tint`: the tag's own colour (a position tag's, set by HR), as a wash with text dark enough to read. */
export function TagChip({
  tint,
  size = 'small',
  sx,
  ...rest
}: BaseProps & { tint?: string | null | undefined; size?: keyof typeof SIZES }) {
  const look = tint ? readableTint(tint, 0.09) : { color: 'text.primary', bgcolor: WASH };
  return <Chip size="small" sx={{ ...SIZES[size], borderRadius: 1, ...look, ...sx }} {...rest} />;
}
