/**
 * 背景调查 (menu 415, key backgroundCheck:query): HR types an ID number (checked by its GB 11643
 * checksum before it is sent) or arrives from a hire-stage application (`?deliveryRecordId=`, the
 * number it carries, never shown); the answer is a card per former employment with this company (when
 * they entered and left, why, rehire eligibility) and its rewards and penalties.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { isMainlandId } from '../../../common/validators.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { useSalaryT } from '../salary/i18n.ts';
import { ResultCards } from './ResultCards.tsx';

type Query = { idNo: string } | { deliveryRecordId: number };

function fromLocation(search: string): Query | null {
  const id = Number(new URLSearchParams(search).get('deliveryRecordId'));
  return Number.isInteger(id) && id > 0 ? { deliveryRecordId: id } : null;
}

export function BackgroundCheckPage() {
  const t = useSalaryT();
  const location = useLocation();
  const [typed, setTyped] = useState('');
  const [bad, setBad] = useState(false);
  const [query, setQuery] = useState<Query | null>(() => fromLocation(location.search));
  // Opened again from another application (the page stays open in its tab): check that one.
  useEffect(() => {
    const q = fromLocation(location.search);
    if (q) setQuery(q);
  }, [location.search]);
  const found = useApiQuery('/ThirdInterface/FindByIdNoEncrypt', query);
  const merits = useApiQuery('/ThirdInterface/GetMeritsInfo', query);
  const check = () => {
    const v = typed.trim().toUpperCase();
    if (!isMainlandId(v)) return setBad(true);
    setQuery({ idNo: v });
  };
  const busy = (found.isFetching && !found.data) || (merits.isFetching && !merits.data);
  return (
    <Box data-testid="background-page" sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            check();
          }}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label={t('background.idNo')}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value.replace(/\s/g, '').slice(0, 18));
              setBad(false);
            }}
            error={bad}
            helperText={bad ? t('background.badIdNo') : t('background.idNoHint')}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 18, 'data-testid': 'background-idno', inputMode: 'text' } }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }} data-testid="background-check">
            {t('background.check')}
          </Button>
        </Box>
      </Paper>
      {busy && (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <CircularProgress size={28} aria-label={t('background.check')} />
        </Box>
      )}
      {found.data && merits.data && (
        <Box data-testid="background-result" sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('background.masked', { idNo: found.data.idNo })} · {t('background.provider')}
          </Typography>
          {found.data.found ? (
            <ResultCards employments={found.data.list} merits={merits.data.list} />
          ) : (
            <EmptyState text={t('background.notFound')} testId="background-not-found" />
          )}
        </Box>
      )}
    </Box>
  );
}
