/** The roles whose data permissions the page edits: a searchable list beside the rules, a select on a phone. */
import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import SearchIcon from '@mui/icons-material/Search';
import { EmptyState } from '../../../engine/list/ListStates.tsx';
import type { Option } from '../../../engine/types.ts';
import { useAccessT } from '../i18n.ts';

export interface RolePickerProps {
  roles: readonly Option[] | null;
  value: number | null;
  onChange: (id: number) => void;
}

export function RolePicker({ roles, value, onChange }: RolePickerProps) {
  const t = useAccessT();
  const phone = useMediaQuery('(max-width:899.95px)');
  const [query, setQuery] = useState('');
  if (!roles) return <CircularProgress size={24} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  if (phone) {
    return (
      <TextField
        select
        fullWidth
        size="small"
        label={t('dataPermission.role')}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
        slotProps={{ htmlInput: { 'data-testid': 'role-select' } }}
      >
        {roles.map((r) => (
          <MenuItem key={String(r.value)} value={String(r.value)}>
            {r.display}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const q = query.trim().toLocaleLowerCase();
  const shown = q ? roles.filter((r) => r.display.toLocaleLowerCase().includes(q)) : roles;
  return (
    <Paper
      variant="outlined"
      sx={{ width: 240, flex: 'none', display: 'flex', flexDirection: 'column', alignSelf: 'flex-start' }}
      data-testid="role-list"
    >
      <Box sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
        <Typography variant="subtitle2">{t('dataPermission.roles')}</Typography>
      </Box>
      <Box sx={{ p: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('dataPermission.searchRole')}
          slotProps={{
            htmlInput: { 'aria-label': t('dataPermission.searchRole') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <List component="div" dense sx={{ maxHeight: '60vh', overflowY: 'auto', py: 0 }}>
        {shown.map((r) => (
          <ListItemButton
            key={String(r.value)}
            selected={Number(r.value) === value}
            onClick={() => onChange(Number(r.value))}
            data-testid="role-item"
          >
            <ListItemText primary={r.display} slotProps={{ primary: { noWrap: true } }} />
          </ListItemButton>
        ))}
        {shown.length === 0 && <EmptyState variant="compact" text={t('dataPermission.noRoles')} testId="role-picker-empty" />}
      </List>
    </Paper>
  );
}
