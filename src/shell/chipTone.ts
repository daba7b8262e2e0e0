/**
 * How a state's tone (common/state-tones.ts) draws as a MUI chip, for both ends' state chips (the
 * back office's StatusChip, the job-seeker pages' StateChip): success, warning, error and active
 * filled in their colours, neutral outlined grey.
 */
import type { ChipProps } from '@mui/material/Chip';
import type { StateTone } from '../common/state-tones.ts';

const TONE_COLOR: Readonly<Record<StateTone, ChipProps['color']>> = {
  success: 'success',
  warning: 'warning',
  error: 'error',
  active: 'primary',
  neutral: 'default',
};

export const chipTone = (tone: StateTone): Pick<ChipProps, 'color' | 'variant'> => ({
  color: TONE_COLOR[tone],
  variant: tone === 'neutral' ? 'outlined' : 'filled',
});
