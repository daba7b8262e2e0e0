import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { salaryText } from './format.ts';
import { ACCENT } from './portalTheme.ts';

export function SalaryText({
  min,
  max,
  unit,
  size = 16,
  ...rest
}: { min: number | null; max: number | null; unit: number | null; size?: number } & TypographyProps) {
  const { t } = useTranslation();
  return (
    <Typography
      component="span"
      data-testid="salary"
      {...rest}
      sx={{ color: ACCENT, fontWeight: 700, fontSize: size, whiteSpace: 'nowrap', ...rest.sx }}
    >
      {salaryText(t, min, max, unit)}
    </Typography>
  );
}
