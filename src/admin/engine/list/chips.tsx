/** The list's chips: a row's state (启用 filled green, 停用 outlined) and tags, at the table's small size. */
import Chip, { type ChipProps } from '@mui/material/Chip';

const chipSx = { height: 22, fontSize: 12 } as const;

/** On: filled in the success colour; off: outlined grey. */
export function StatusChip({ on, label }: { on: boolean; label: string }) {
  return (
    <Chip
      size="small"
      label={label}
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      sx={{ ...chipSx, ...(on ? { bgcolor: 'success.main', color: 'success.contrastText' } : {}) }}
    />
  );
}

/** A tag beside or inside a cell (a flag, an item, a field name): outlined unless told. */
export function TagChip({
  sx,
  variant = 'outlined',
  ...rest
}: Omit<ChipProps, 'size' | 'sx'> & { sx?: Readonly<Record<string, unknown>> }) {
  return <Chip size="small" variant={variant} sx={{ ...chipSx, ...sx }} {...rest} />;
}
