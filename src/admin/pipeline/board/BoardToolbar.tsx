/** The board's heading: the position picker (the company's positions in the caller's data scope), refresh, and how to move cards. */
import { useEffect } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useApiQuery } from '../../../shell/query.ts';
import { useBoardT } from './i18n.ts';

interface Props {
  positionId: number | null;
  onPosition: (id: number | null) => void;
  loading: boolean;
  onRefresh: () => void;
  phone: boolean;
}

export function BoardToolbar({ positionId, onPosition, loading, onRefresh, phone }: Props) {
  const t = useBoardT();
  const positions = useApiQuery('/PositionInfo/GetDropDown');
  const list = positions.data;
  const options = positions.isError ? [] : (list ?? null);
  useEffect(() => {
    // The newest position opens first: it is usually the one being recruited for.
    const first = list?.[0];
    if (first) onPosition(first.value);
  }, [list, onPosition]);
  const value = options?.find((o) => o.value === positionId) ?? null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
          {t('title')}
        </Typography>
        <Autocomplete
          size="small"
          options={options ?? []}
          loading={options === null}
          value={value}
          onChange={(_e, o) => onPosition(o?.value ?? null)}
          getOptionLabel={(o) => o.display}
          isOptionEqualToValue={(a, b) => a.value === b.value}
          noOptionsText={t('noPositions')}
          sx={{ width: phone ? 1 : 320, order: phone ? 3 : 0 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('position')}
              placeholder={t('pickPosition')}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'board-position' } }}
            />
          )}
        />
        <Tooltip title={t('refresh')}>
          <span>
            <IconButton onClick={onRefresh} disabled={loading || positionId === null} aria-label={t('refresh')} data-testid="board-refresh">
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.75 }}>{phone ? t('phoneHint') : t('hint')}</Typography>
    </Box>
  );
}
