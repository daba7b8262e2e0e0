/**
 * The seeds' pagination: total, page sizes (10/20/30/50/100), prev, pages, next, jump to a page.
 * Phones keep total, prev/pages/next on one line and drop the sizes and the jumper.
 */
import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from './useIsMobile.ts';

export const PAGE_SIZES = [10, 20, 30, 50, 100] as const;

export interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number, perPage: number) => void;
}

function Jumper({ pages, onJump }: { pages: number; onJump: (p: number) => void }) {
  const { t } = useTranslation('portal');
  const [text, setText] = useState('');
  const go = () => {
    const n = Number(text);
    if (Number.isInteger(n) && n >= 1) onJump(Math.min(n, pages));
    setText('');
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') go();
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary', fontSize: 14 }}>
      {t('pager.goTo')}
      <InputBase
        value={text}
        onChange={(e: ChangeEvent<HTMLInputElement>) => setText(e.target.value.replace(/\D/g, ''))}
        onKeyDown={onKey}
        onBlur={() => text && go()}
        inputProps={{ 'aria-label': t('pager.goTo'), inputMode: 'numeric', 'data-testid': 'pager-jump' }}
        sx={{
          width: 48,
          px: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontSize: 14,
          '& input': { textAlign: 'center', py: 0.5 },
        }}
      />
      {t('pager.page')}
    </Box>
  );
}

export function Pager({ page, perPage, total, onChange }: PagerProps) {
  const { t } = useTranslation('portal');
  const mobile = useIsMobile();
  const pages = Math.max(1, Math.ceil(total / perPage));
  // Built apart from the JSX so data-testid passes the input-props type.
  const sizeAttrs = { 'aria-label': t('pager.size'), 'data-testid': 'pager-size' };
  if (total === 0) return null;
  return (
    <Box
      data-testid="pager"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: { xs: 1, md: 2 }, py: 2 }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="pager-total">
        {t('pager.total', { n: total })}
      </Typography>
      {!mobile && (
        <NativeSelect
          value={perPage}
          onChange={(e) => onChange(1, Number(e.target.value))}
          disableUnderline
          inputProps={sizeAttrs}
          sx={{ fontSize: 14, px: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {t('pager.perPage', { n: s })}
            </option>
          ))}
        </NativeSelect>
      )}
      <Pagination
        page={Math.min(page, pages)}
        count={pages}
        onChange={(_e, p) => onChange(p, perPage)}
        color="primary"
        shape="rounded"
        size={mobile ? 'small' : 'medium'}
        siblingCount={mobile ? 0 : 1}
        boundaryCount={1}
        data-testid="pager-pages"
      />
      {!mobile && pages > 1 && <Jumper pages={pages} onJump={(p) => onChange(p, perPage)} />}
    </Box>
  );
}
