/** The proposed salary's amount and unit, checked as the server checks them (> 0, two decimals, units 1-4). */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSalaryT } from './i18n.ts';

export type SalaryUnit = 1 | 2 | 3 | 4;
export const asUnit = (v: unknown): SalaryUnit => ([1, 2, 3, 4].includes(Number(v)) ? (Number(v) as SalaryUnit) : 1);

export interface SalaryValue {
  salary: string;
  salaryUnit: SalaryUnit;
}

/** The amount as the server takes it, or why not. */
export function salaryProblem(v: SalaryValue): 'required' | 'positive' | null {
  if (v.salary.trim() === '') return 'required';
  const n = Number(v.salary);
  return Number.isFinite(n) && n > 0 && n <= 9999999999 ? null : 'positive';
}

export function SalaryFields({
  value,
  onChange,
  problem,
}: {
  value: SalaryValue;
  onChange: (v: SalaryValue) => void;
  problem: string | null;
}) {
  const t = useSalaryT();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, gap: 2 }}>
      <TextField
        label={t('start.salary')}
        type="number"
        required
        value={value.salary}
        onChange={(e) => onChange({ ...value, salary: e.target.value })}
        error={problem !== null}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { min: 0, step: 100, 'data-testid': 'salary-amount' } }}
      />
      <TextField
        select
        label={t('start.unit')}
        value={value.salaryUnit}
        onChange={(e) => onChange({ ...value, salaryUnit: asUnit(e.target.value) })}
        helperText=" "
        slotProps={{ htmlInput: { 'data-testid': 'salary-unit' } }}
      >
        {[1, 2, 3, 4].map((u) => (
          <MenuItem key={u} value={u}>
            {t(`units.${u}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
