/**
 * 邀请记录: the company's invitations to existing accounts (TenementUser/Add with a phone that has an
 * account). Each shows the name HR gave, the phone masked (the company sees no more of an account
 * until its owner accepts), where it stands, and 撤回 while it waits.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
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

const COLUMNS = ['name', 'phone', 'status', 'inviter', 'sentAt', 'until'] as const;

/** On a phone each invitation is a card, so 撤回 stays within reach instead of off the table's right edge. */
function Card({ row, onCancel }: { row: CompanyInvitation; onCancel: (id: number) => void }) {
  const t = useAccessT();
  const lines: Array<[string, string]> = [
    [t('invitations.columns.phone'), row.phone ?? ''],
    [t('invitations.columns.inviter'), row.inviterName ?? ''],
    [t('invitations.columns.sentAt'), when(row.createdAt)],
    [t('invitations.columns.until'), row.status === WAITING ? when(row.expiresAt) : when(row.decidedAt)],
  ];
  return (
    <Box data-testid="invitation-row" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>{row.name}</Typography>
        <Chip size="small" color={STATUS_COLOR[row.status] ?? 'default'} label={t(`invitations.status.${row.status}`)} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, fontSize: 14 }}>
        {lines.flatMap(([label, value]) => [
          <Box key={`${label}:l`} sx={{ color: 'text.secondary' }}>{label}</Box>,
          <Box key={`${label}:v`}>{value}</Box>,
        ])}
      </Box>
      {row.status === WAITING ? (
        <Box sx={{ textAlign: 'right', mt: 1 }}>
          <Button size="small" color="warning" variant="outlined" onClick={() => onCancel(row.id)} data-testid="invitation-cancel">{t('invitations.cancel')}</Button>
        </Box>
      ) : null}
    </Box>
  );
}

export function InvitationsDialog({ onClose }: CommandProps) {
  const t = useAccessT();
  const phone = useMediaQuery('(max-width:599.95px)');
  const invitations = useApiQuery('/TenementUser/GetInvitationList', { perPage: 100 });
  const rows = invitations.data?.list ?? null;
  const failed = invitations.isError;
  const cancel = async (id: number) => {
    try {
      await accessApi.cancelInvitation(id);
      toastSuccess(t('invitations.cancelled'));
    } catch {
      // The http client showed why (answered or expired meanwhile).
    }
    await invalidate('/TenementUser/GetInvitationList');
  };
  const body = failed ? (
    <Alert severity="error">{t('common.loadFailed')}</Alert>
  ) : !rows ? (
    <CircularProgress size={24} />
  ) : !rows.length ? (
    <Typography color="text.secondary">{t('invitations.empty')}</Typography>
  ) : phone ? (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>{rows.map((r) => <Card key={r.id} row={r} onCancel={(id) => void cancel(id)} />)}</Box>
  ) : (
    <Table size="small">
      <TableHead>
        <TableRow>
          {COLUMNS.map((k) => <TableCell key={k}>{t(`invitations.columns.${k}`)}</TableCell>)}
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
