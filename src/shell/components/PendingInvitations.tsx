/**
 * Invitations waiting for the logged-in user's answer (a company added them by phone): shown where
 * they land after login (/homeCheck, the job-seeker home, the personal centre), each with 接受 and
 * 拒绝. Nothing shows when there is none; accepting makes them a member, so the management identity
 * opens (the cached user info is dropped and `onAccepted` lets the page reload it).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useTranslation } from 'react-i18next';
import { api, type ApiData } from '../api.ts';
import { invalidate, useApiQuery } from '../query.ts';
import { toastSuccess } from '../dialogs.tsx';
import { registerCatalogs } from '../i18n.ts';
import { invalidateUserInfo } from '../user.ts';
import { useToken } from '../session.ts';
import zhCN from '../../../locales/zh-CN/accounts.json';
import zhTW from '../../../locales/zh-TW/accounts.json';
import en from '../../../locales/en/accounts.json';

registerCatalogs('accounts', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export type MyInvitation = ApiData<'/TenementUser/GetMyInvitations'>[number];

function Invitation({ inv, onAnswer }: { inv: MyInvitation; onAnswer: (id: number, accept: boolean) => Promise<void> }) {
  const { t } = useTranslation('accounts');
  const [busy, setBusy] = useState(false);
  const answer = async (accept: boolean) => {
    setBusy(true);
    await onAnswer(inv.id, accept);
    setBusy(false);
  };
  const who = inv.inviterName ? t('invitation.by', { name: inv.inviterName }) : '';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1 }} data-testid="my-invitation">
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('invitation.line', { company: inv.tenementName, name: inv.name })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {who}
          {t('invitation.until', { time: new Date(inv.expiresAt).toLocaleString() })}
        </Typography>
      </Box>
      <Button variant="contained" size="small" disabled={busy} onClick={() => void answer(true)} data-testid="invitation-accept">
        {t('invitation.accept')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        color="inherit"
        disabled={busy}
        onClick={() => void answer(false)}
        data-testid="invitation-decline"
      >
        {t('invitation.decline')}
      </Button>
    </Box>
  );
}

export function PendingInvitations({ onAccepted }: { onAccepted?: () => void }) {
  const { t } = useTranslation('accounts');
  const token = useToken();
  // Asked once per session (answers are dropped with the token); a failed read shows nothing.
  const mine = useApiQuery('/TenementUser/GetMyInvitations', token ? undefined : null, { silent: true });
  const list = mine.isError ? [] : (mine.data ?? []);
  const onAnswer = async (id: number, accept: boolean) => {
    try {
      await (accept ? api.post('/TenementUser/AcceptInvitation', { id }) : api.post('/TenementUser/DeclineInvitation', { id }));
      toastSuccess(t(accept ? 'invitation.accepted' : 'invitation.declined'));
      if (accept) {
        invalidateUserInfo();
        onAccepted?.();
      }
    } catch {
      // The http client showed why (withdrawn or expired meanwhile).
    }
    await invalidate('/TenementUser/GetMyInvitations');
  };
  if (!token || !list.length) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3, borderColor: 'primary.light' }} data-testid="pending-invitations">
      <Alert icon={<MailIcon />} severity="info" sx={{ mb: 1 }}>
        {t('invitation.title', { count: list.length })}
      </Alert>
      {list.map((inv) => (
        <Invitation key={inv.id} inv={inv} onAnswer={onAnswer} />
      ))}
    </Paper>
  );
}
