/** The accounts of the platform as a table (cards on a phone), with 重置密码 where the key allows. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDateTime } from '../../../engine/format.ts';
import type { AccountRow } from '../api.ts';
import { useAccessT } from '../i18n.ts';

export interface AccountTableProps {
  rows: readonly AccountRow[];
  canReset: boolean;
  onReset: (row: AccountRow) => void;
}

function Flags({ row, wrap = false }: { row: AccountRow; wrap?: boolean }) {
  const t = useAccessT();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: wrap ? 'wrap' : 'nowrap' }}>
      <Chip size="small" color={row.enabled ? 'success' : 'default'} variant="outlined" label={t(row.enabled ? 'account.enabled' : 'account.disabled')} />
      {row.isSeeker && <Chip size="small" variant="outlined" label={t('account.seeker')} />}
      {row.mustChangePassword && <Chip size="small" color="warning" variant="outlined" label={t('account.mustChange')} />}
    </Box>
  );
}

function ResetButton({ row, onReset }: { row: AccountRow; onReset: (row: AccountRow) => void }) {
  const t = useAccessT();
  return <Button size="small" color="warning" onClick={() => onReset(row)} data-testid="account-reset">{t('buttons.resetPassword')}</Button>;
}

export function AccountTable({ rows, canReset, onReset }: AccountTableProps) {
  const t = useAccessT();
  const phone = useMediaQuery('(max-width:599.95px)');
  if (rows.length === 0) return <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{t('account.empty')}</Paper>;
  if (phone) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {rows.map((r) => (
          <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="account-row">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>{r.account}</Typography>
              <Typography color="text.secondary" noWrap>{r.name}</Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">{[r.phone, r.email].filter(Boolean).join(' · ')}</Typography>
            {r.tenementNames && <Typography variant="body2" sx={{ mt: 0.5 }}>{r.tenementNames}</Typography>}
            <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Flags row={r} wrap />
              {canReset && <ResetButton row={r} onReset={onReset} />}
            </Box>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th': { bgcolor: 'grey.50', fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }, '& td': { fontSize: 13.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('account.account')}</TableCell>
            <TableCell>{t('account.name')}</TableCell>
            <TableCell>{t('account.phone')}</TableCell>
            <TableCell>{t('account.email')}</TableCell>
            <TableCell>{t('account.companies')}</TableCell>
            <TableCell>{t('account.status')}</TableCell>
            <TableCell>{t('account.createdAt')}</TableCell>
            {canReset && <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{t('common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} data-testid="account-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.account}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.phone}</TableCell>
              <TableCell>{r.email}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{r.tenementNames}</TableCell>
              <TableCell><Flags row={r} /></TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</TableCell>
              {canReset && <TableCell><ResetButton row={r} onReset={onReset} /></TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
