/** One side of the user-grant transfer: a titled, searchable list of people with checkboxes. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';

export interface TransferItem {
  id: number;
  primary: string;
  secondary?: string;
  /** Shown but not pickable (already on the other side), with why. */
  note?: string;
}

export interface TransferPanelProps {
  title: ReactNode;
  search: string;
  onSearch: (v: string) => void;
  placeholder: string;
  items: readonly TransferItem[] | null;
  loading: boolean;
  /** What shows instead of an empty list. */
  empty: string;
  checked: ReadonlySet<number>;
  onCheck: (id: number, on: boolean) => void;
  footer?: ReactNode;
  testId: string;
}

export function TransferPanel({
  title,
  search,
  onSearch,
  placeholder,
  items,
  loading,
  empty,
  checked,
  onCheck,
  footer,
  testId,
}: TransferPanelProps) {
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}>
        <Typography variant="subtitle2">{title}</Typography>
      </Box>
      <Box sx={{ p: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={placeholder}
          slotProps={{
            htmlInput: { 'aria-label': placeholder, 'data-testid': `${testId}-search` },
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
      <Box sx={{ height: { xs: 200, sm: 300 }, overflowY: 'auto', position: 'relative' }}>
        {loading && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(255,255,255,.6)', zIndex: 1 }}>
            <CircularProgress size={22} />
          </Box>
        )}
        {items && items.length > 0 ? (
          <List dense disablePadding>
            {items.map((it) => (
              <ListItemButton
                key={it.id}
                disabled={it.note !== undefined}
                onClick={() => onCheck(it.id, !checked.has(it.id))}
                data-testid="transfer-item"
                data-id={it.id}
                sx={{ py: 0.25 }}
              >
                <ListItemIcon sx={{ minWidth: 34 }}>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={checked.has(it.id)}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-label': it.primary } }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={it.primary}
                  secondary={it.note ?? it.secondary}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        ) : (
          !loading && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              {empty}
            </Typography>
          )
        )}
      </Box>
      {footer && <Box sx={{ borderTop: 1, borderColor: 'divider', px: 1, py: 0.5 }}>{footer}</Box>}
    </Paper>
  );
}
