/**
 * 邀请记录: the company's invitations to existing accounts (TenementUser/Add with a phone that has an
 * account). Each shows the name HR gave, the phone masked (the company sees no more of an account
 * until its owner accepts), where it stands, and 撤回 while it waits.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../../pages/access/AccessDialog.tsx';
import { accessApi, type CompanyInvitation } from '../../pages/access/api.ts';
import { useAccessT } from '../../pages/access/i18n.ts';

const WAITING = 0;
const STATUS_COLOR = ['warning', 'success', 'default', 'default', 'default'] as const;
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

function Row({ row, onCancel }: { row: CompanyInvitation; onCancel: (id: number) => void }) {
  const t = useAccessT();
  return (
    <TableRow data-testid="invitation-row">
      <TableCell>{row.name}</TableCell>
      <TableCell>{row.phone ?? ''}</TableCell>
      <TableCell><Chip size="small" color={STATUS_COLOR[row.status] ?? 'default'} label={t(`invitations.status.${row.status}`)} /></TableCell>
      <TableCell>{row.inviterName ?? ''}</TableCell>
      <TableCell>{when(row.createdAt)}</TableCell>
      <TableCell>{row.status === WAITING ? when(row.expiresAt) : when(row.decidedAt)}</TableCell>
      <TableCell align="right">
        {row.status === WAITING ? <Button size="small" color="warning" onClick={() => onCancel(row.id)} data-testid="invitation-cancel">{t('invitations.cancel')}</Button> : null}
      </TableCell>
    </TableRow>
  );
}

export function InvitationsDialog({ onClose }: CommandProps) {
  const t = useAccessT();
  const [rows, setRows] = useState<CompanyInvitation[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = () => accessApi.invitations().then((page) => setRows(page.list), () => setFailed(true));
  useEffect(() => {
    void reload();
  }, []);
  const cancel = async (id: number) => {
    try {
      await accessApi.cancelInvitation(id);
      toastSuccess(t('invitations.cancelled'));
    } catch {
      // The http client showed why (answered or expired meanwhile).
    }
    await reload();
  };
  const body = failed ? (
    <Alert severity="error">{t('common.loadFailed')}</Alert>
  ) : !rows ? (
    <CircularProgress size={24} />
  ) : !rows.length ? (
    <Typography color="text.secondary">{t('invitations.empty')}</Typography>
  ) : (
    <Table size="small">
      <TableHead>
        <TableRow>
          {(['name', 'phone', 'status', 'inviter', 'sentAt', 'until'] as const).map((k) => <TableCell key={k}>{t(`invitations.columns.${k}`)}</TableCell>)}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>{rows.map((r) => <Row key={r.id} row={r} onCancel={(id) => void cancel(id)} />)}</TableBody>
    </Table>
  );
  return (
    <AccessDialog title={t('invitations.title')} width={860} onClose={() => onClose(false)} actions={<Button onClick={() => onClose(false)}>{t('common.close')}</Button>} testId="invitations-dialog">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{t('invitations.hint')}</Typography>
      {body}
    </AccessDialog>
  );
}

export default InvitationsDialog;
