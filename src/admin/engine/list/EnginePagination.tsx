/** The seeds' pagination layout: total, sizes, prev, pager, next, jumper. */
import { useEffect, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { PAGE_SIZES, jumpTarget, pageCount } from './paging.ts';

function Jumper({ page, pages, onJump }: { page: number; pages: number; onJump: (p: number) => void }) {
  const t = useTranslate();
  const [text, setText] = useState(String(page));
  useEffect(() => setText(String(page)), [page]);
  const commit = () => {
    const target = jumpTarget(text, pages);
    if (target === null) setText(String(page));
    else if (target !== page) onJump(target);
    else setText(String(page));
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Typography variant="body2">{t('admin.list.goto')}</Typography>
      <TextField
        size="small"
        margin="none"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e: KeyboardEvent) => e.key === 'Enter' && commit()}
        slotProps={{
          htmlInput: { inputMode: 'numeric', 'aria-label': t('admin.list.goto'), style: { textAlign: 'center', padding: '4px 6px' } },
        }}
        sx={{ width: 56 }}
      />
      <Typography variant="body2">{t('admin.list.page')}</Typography>
    </Box>
  );
}

/**
 * `compact`: total and pages only, no size choice or jumper, for a pager in a narrow part of a
 * screen (one side of a transfer list).
 */
export function EnginePagination({ compact = false }: { compact?: boolean }) {
  const t = useTranslate();
  const { page, perPage, total, setPage, setPerPage, isPending, error, meta } = useListContext();
  const pages = pageCount(total, perPage);
  if (error || (isPending && total === undefined)) return null;
  return (
    <Box
      data-testid="pagination"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: compact ? 'space-between' : 'flex-end',
        gap: compact ? 1 : { xs: 1, sm: 2 },
        px: compact ? 1 : 2,
        py: compact ? 1 : 1.5,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">
        {t((meta as { totalCapped?: boolean } | undefined)?.totalCapped ? 'admin.list.totalMore' : 'admin.list.total', {
          total: total ?? 0,
        })}
      </Typography>
      {!compact && (
        <Select
          size="small"
          margin="none"
          value={perPage}
          onChange={(e) => setPerPage(Number(e.target.value))}
          SelectDisplayProps={{ 'aria-label': t('admin.list.pageSize') }}
          sx={{ fontSize: 14, '& .MuiSelect-select': { py: '4px' } }}
        >
          {PAGE_SIZES.map((n) => (
            <MenuItem key={n} value={n} dense>
              {t('admin.list.perPage', { n })}
            </MenuItem>
          ))}
        </Select>
      )}
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_e, p) => setPage(p)}
        shape="rounded"
        color="primary"
        size="small"
        siblingCount={compact ? 0 : 1}
      />
      {!compact && <Jumper page={page} pages={pages} onJump={setPage} />}
    </Box>
  );
}
