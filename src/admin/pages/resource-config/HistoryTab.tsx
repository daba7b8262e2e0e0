/**
 * Saved versions, newest first, each with a rollback; "restore the definition" rolls back to
 * version 0 (as shipped). A rollback is saved as a new version, so nothing in the history is lost.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { DataTable, useTranslate } from 'react-admin';
import { formatDateTime } from '../../engine/format.ts';
import { StatusChip } from '../../engine/list/chips.tsx';
import { ConfirmDialog } from '../../engine/list/ConfirmDialog.tsx';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { pinnedActionsColumnSx, rowsOf } from '../../engine/list/RecordTable.tsx';
import { RowsTable } from '../../engine/list/QueryList.tsx';
import { RowButtons } from '../../engine/list/RowButtons.tsx';
import type { HistoryRow } from './api.ts';

export interface HistoryTabProps {
  screen: string;
  rows: readonly HistoryRow[];
  current: number;
  busy: boolean;
  onRollback: (version: number) => void;
}

type VersionRecord = HistoryRow & { id: number };

export function HistoryTab({ screen, rows, current, busy, onRollback }: HistoryTabProps) {
  const t = useTranslate();
  const [asking, setAsking] = useState<number | null>(null);
  const confirmText =
    asking === 0
      ? t('admin.resourceConfig.history.confirmRestore', { screen })
      : t('admin.resourceConfig.history.confirmRollback', { screen, version: asking });
  const label = (key: string) => t(`admin.resourceConfig.history.${key}`);
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          color="warning"
          startIcon={<RestoreIcon />}
          disabled={busy || current === 0}
          onClick={() => setAsking(0)}
          data-testid="history-restore"
        >
          {label('restore')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {label('restoreHint')}
        </Typography>
      </Box>
      <RowsTable<VersionRecord>
        resource="page:resourceConfig.history"
        rows={rowsOf(rows, (r) => r.version)}
        data-testid="config-history"
        rowProps={(r) => ({ 'data-testid': 'history-row', 'data-version': r.version })}
        empty={<EmptyState text={label('empty')} testId="history-empty" />}
      >
        <DataTable.Col<VersionRecord>
          label={label('version')}
          sx={{ width: 110, whiteSpace: 'nowrap' }}
          render={(r) => (
            <>
              v{r.version} {r.version === current && <StatusChip tone="active" label={label('current')} sx={{ ml: 0.5 }} />}
            </>
          )}
        />
        <DataTable.Col<VersionRecord> label={label('comment')} sx={{ wordBreak: 'break-word' }} render={(r) => r.comment ?? ''} />
        <DataTable.Col<VersionRecord>
          label={label('createdAt')}
          sx={{ width: 170, whiteSpace: 'nowrap' }}
          render={(r) => formatDateTime(r.createdAt)}
        />
        <DataTable.Col<VersionRecord> label={label('createdBy')} sx={{ width: 110 }} render={(r) => r.createdBy} />
        <DataTable.Col<VersionRecord>
          label={label('actions')}
          sx={pinnedActionsColumnSx}
          render={(r) => (
            <RowButtons
              items={[
                {
                  key: 'rollback',
                  label: label('rollback'),
                  onClick: () => setAsking(r.version),
                  disabled: busy || r.version === current,
                  testId: `history-rollback-${r.version}`,
                },
              ]}
            />
          )}
        />
      </RowsTable>
      <ConfirmDialog
        open={asking !== null}
        content={confirmText}
        busy={false}
        confirmColor="primary"
        cancelledText={null}
        onClose={() => setAsking(null)}
        onConfirm={() => {
          if (asking !== null) onRollback(asking);
          setAsking(null);
        }}
      />
    </>
  );
}
