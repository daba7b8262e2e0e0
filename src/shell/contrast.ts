/**
 * Text in a colour someone chose (a tag's colour, set by HR) on a pale wash of the same colour: the
 * wash as a solid colour (the same look as the colour at low opacity on white) and the colour
 * darkened, in steps, until the text reads at WCAG AA (4.5:1) on it.
 */
import { darken, getContrastRatio, lighten } from '@mui/material/styles';

const AA = 4.5;

export function readableTint(color: string, wash: number): { color: string; bgcolor: string } {
  const bgcolor = lighten(color, 1 - wash);
  let text = color;
  for (let step = 1; step <= 10 && getContrastRatio(text, bgcolor) < AA; step++) text = darken(color, step * 0.08);
  return { color: text, bgcolor };
}
