/** The list footer of the organisation screens: total, page size (10/20/30/50/100) and pages. */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { PAGE_SIZES, pageCount } from '../../engine/list/paging.ts';
import { useOrgT } from './i18n.ts';

export interface PagerProps {
  total: number;
  page: number;
  perPage: number;
  onPage: (p: number) => void;
  onPerPage: (n: number) => void;
}

export function Pager({ total, page, perPage, onPage, onPerPage }: PagerProps) {
  const t = useOrgT();
  const pages = pageCount(total, perPage);
  return (
    <Box data-testid="org-pager" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: { xs: 1, sm: 2 }, px: 2, py: 1.5, color: 'text.secondary' }}>
      <Typography variant="body2">{t('common.total', { total })}</Typography>
      <Select size="small" margin="none" value={perPage} onChange={(e) => onPerPage(Number(e.target.value))} sx={{ fontSize: 14, '& .MuiSelect-select': { py: '4px' } }} inputProps={{ 'data-testid': 'org-per-page' }}>
        {PAGE_SIZES.map((n) => (
          <MenuItem key={n} value={n} dense>
            {t('common.perPage', { n })}
          </MenuItem>
        ))}
      </Select>
      <Pagination count={pages} page={Math.min(page, pages)} onChange={(_e, p) => onPage(p)} shape="rounded" color="primary" size="small" siblingCount={0} />
    </Box>
  );
}
