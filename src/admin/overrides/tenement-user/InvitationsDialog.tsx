/**
 * 邀请记录: the company's invitations to existing accounts (TenementUser/Add with a phone that has an
 * account). Each shows the name HR gave, the phone masked (the company sees no more of an account
 * until its owner accepts), where it stands, and 撤回 while it waits.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataTable } from 'react-admin';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import { StatusChip, type Tone } from '../../engine/list/chips.tsx';
import { EmptyState, LoadFailed } from '../../engine/list/ListStates.tsx';
import { pinnedActionsColumnSx } from '../../engine/list/RecordTable.tsx';
import { RowsTable } from '../../engine/list/QueryList.tsx';
import { RowButtons } from '../../engine/list/RowButtons.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../../pages/access/AccessDialog.tsx';
import { accessApi, type CompanyInvitation } from '../../pages/access/api.ts';
import { useAccessT } from '../../pages/access/i18n.ts';

const WAITING = 0;
/** 待接受, 已接受, 已拒绝, 已撤回, 已过期. */
const STATUS_TONE: readonly Tone[] = ['warning', 'success', 'error', 'neutral', 'neutral'];
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** On the engine's table, whose actions column stays pinned on a phone: 撤回 is always in reach. */
function InvitationTable({ rows, onCancel }: { rows: CompanyInvitation[] | undefined; onCancel: (id: number) => void }) {
  const t = useAccessT();
  const label = (key: string) => t(`invitations.columns.${key}`);
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <RowsTable<CompanyInvitation>
      resource="page:invitations"
      rows={rows}
      rowProps={() => ({ 'data-testid': 'invitation-row' })}
      empty={<EmptyState text={t('invitations.empty')} />}
    >
      <DataTable.Col<CompanyInvitation> source="name" label={label('name')} disableSort />
      <DataTable.Col<CompanyInvitation> source="phone" label={label('phone')} disableSort sx={nowrap} render={(r) => r.phone ?? ''} />
      <DataTable.Col<CompanyInvitation>
        source="status"
        label={label('status')}
        disableSort
        render={(r) => <StatusChip tone={STATUS_TONE[r.status] ?? 'neutral'} label={t(`invitations.status.${r.status}`)} />}
      />
      <DataTable.Col<CompanyInvitation> source="inviterName" label={label('inviter')} disableSort render={(r) => r.inviterName ?? ''} />
      <DataTable.Col<CompanyInvitation>
        source="createdAt"
        label={label('sentAt')}
        disableSort
        sx={nowrap}
        render={(r) => when(r.createdAt)}
      />
      <DataTable.Col<CompanyInvitation>
        label={label('until')}
        sx={nowrap}
        render={(r) => (r.status === WAITING ? when(r.expiresAt) : when(r.decidedAt))}
      />
      <DataTable.Col<CompanyInvitation>
        label=""
        sx={pinnedActionsColumnSx}
        render={(r) => (
          <RowButtons
            items={
              r.status === WAITING
                ? [{ key: 'cancel', label: t('invitations.cancel'), onClick: () => onCancel(r.id), testId: 'invitation-cancel' }]
                : []
            }
          />
        )}
      />
    </RowsTable>
  );
}

export function InvitationsDialog({ onClose }: CommandProps) {
  const t = useAccessT();
  const invitations = useApiQuery('/TenementUser/GetInvitationList', { perPage: 100 });
  const cancel = async (id: number) => {
    try {
      await accessApi.cancelInvitation(id);
      toastSuccess(t('invitations.cancelled'));
    } catch {
      // The http client showed why (answered or expired meanwhile).
    }
    await invalidate('/TenementUser/GetInvitationList');
  };
  const body =
    invitations.isError && !invitations.data ? (
      <LoadFailed onRetry={() => void invitations.refetch()} />
    ) : (
      <InvitationTable rows={invitations.data?.list} onCancel={(id) => void cancel(id)} />
    );
  return (
    <AccessDialog
      title={t('invitations.title')}
      width={860}
      onClose={() => onClose(false)}
      actions={<Button onClick={() => onClose(false)}>{t('common.close')}</Button>}
      testId="invitations-dialog"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('invitations.hint')}
      </Typography>
      {body}
    </AccessDialog>
  );
}

export default InvitationsDialog;
