/**
 * Saved versions, newest first, each with a rollback; "restore the definition" rolls back to
 * version 0 (as shipped). A rollback is saved as a new version, so nothing in the history is lost.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../engine/format.ts';
import type { HistoryRow } from './api.ts';

export interface HistoryTabProps {
  screen: string;
  rows: readonly HistoryRow[];
  current: number;
  busy: boolean;
  onRollback: (version: number) => void;
}

function ConfirmRollback({ text, onConfirm, onClose }: { text: string; onConfirm: () => void; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="rollback-dialog">
      <DialogTitle sx={{ fontSize: 17 }}>{t('admin.confirm.title')}</DialogTitle>
      <DialogContent>{text}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('admin.buttons.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" data-testid="rollback-ok">
          {t('admin.buttons.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function HistoryTab({ screen, rows, current, busy, onRollback }: HistoryTabProps) {
  const t = useTranslate();
  const [asking, setAsking] = useState<number | null>(null);
  const confirmText = asking === 0 ? t('admin.resourceConfig.history.confirmRestore', { screen }) : t('admin.resourceConfig.history.confirmRollback', { screen, version: asking });
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Button size="small" variant="outlined" color="warning" startIcon={<RestoreIcon />} disabled={busy || current === 0} onClick={() => setAsking(0)} data-testid="history-restore">
          {t('admin.resourceConfig.history.restore')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('admin.resourceConfig.history.restoreHint')}
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid="history-empty">
          {t('admin.resourceConfig.history.empty')}
        </Typography>
      ) : (
        <Table size="small" data-testid="config-history">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 110 }}>{t('admin.resourceConfig.history.version')}</TableCell>
              <TableCell>{t('admin.resourceConfig.history.comment')}</TableCell>
              <TableCell sx={{ width: 170 }}>{t('admin.resourceConfig.history.createdAt')}</TableCell>
              <TableCell sx={{ width: 110 }}>{t('admin.resourceConfig.history.createdBy')}</TableCell>
              <TableCell sx={{ width: 130 }}>{t('admin.resourceConfig.history.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.version} data-testid="history-row" data-version={r.version}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  v{r.version} {r.version === current && <Chip size="small" color="primary" label={t('admin.resourceConfig.history.current')} sx={{ ml: 0.5, height: 20 }} />}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{r.comment ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.createdAt)}</TableCell>
                <TableCell>{r.createdBy}</TableCell>
                <TableCell>
                  <Button size="small" disabled={busy || r.version === current} onClick={() => setAsking(r.version)} data-testid={`history-rollback-${r.version}`}>
                    {t('admin.resourceConfig.history.rollback')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {asking !== null && (
        <ConfirmRollback
          text={confirmText}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            onRollback(asking);
            setAsking(null);
          }}
        />
      )}
    </>
  );
}
