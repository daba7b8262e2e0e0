/**
 * 邀请加入: phones and e-mails (several, separated by commas, spaces or new lines) that get the
 * team code by SMS or mail. Shown only to holders of `tenementUser:add`, the key the server asks.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { isEmail, isPhone } from '../../../../common/validators.ts';
import { toastSuccess } from '../../../../shell/dialogs.tsx';
import { DebounceButton } from '../../../../widgets/debounce/DebounceButton.tsx';
import { teamApi } from '../api.ts';
import { useOrgT } from '../i18n.ts';
import { splitList } from '../validate.ts';

interface Problems {
  phones?: string;
  emails?: string;
  empty?: string;
}

export function InviteBox() {
  const t = useOrgT();
  const [phones, setPhones] = useState('');
  const [emails, setEmails] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const check = (): { phones: string[]; emails: string[] } | null => {
    const p = splitList(phones);
    const m = splitList(emails);
    const badP = p.filter((x) => !isPhone(x));
    const badM = m.filter((x) => !isEmail(x));
    const next: Problems = {
      phones: badP.length ? t('teamCode.inviteBadPhones', { list: badP.join(', ') }) : undefined,
      emails: badM.length ? t('teamCode.inviteBadEmails', { list: badM.join(', ') }) : undefined,
      empty: p.length + m.length === 0 ? t('teamCode.inviteEmpty') : undefined,
    };
    setProblems(next);
    return next.phones || next.emails || next.empty ? null : { phones: p, emails: m };
  };

  const send = async () => {
    const lists = check();
    if (!lists) return;
    try {
      const { sent } = await teamApi.invite({
        ...(lists.phones.length ? { phones: lists.phones } : {}),
        ...(lists.emails.length ? { emails: lists.emails } : {}),
      });
      toastSuccess(t('teamCode.invited', { n: sent }));
      setPhones('');
      setEmails('');
    } catch {
      // The http client showed why; the lists stay to fix and resend.
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="org-invite">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('teamCode.inviteTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('teamCode.inviteHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('teamCode.phones')}
          multiline
          minRows={2}
          maxRows={6}
          placeholder="13800000000, 13900000000"
          value={phones}
          onChange={(e) => setPhones(e.target.value)}
          error={Boolean(problems.phones)}
          helperText={problems.phones}
          slotProps={{ htmlInput: { 'data-testid': 'org-invite-phones' } }}
        />
        <TextField
          label={t('teamCode.emails')}
          multiline
          minRows={2}
          maxRows={6}
          placeholder="name@example.com"
          value={emails}
          onChange={(e) => setEmails(e.target.value)}
          error={Boolean(problems.emails)}
          helperText={problems.emails}
          slotProps={{ htmlInput: { 'data-testid': 'org-invite-emails' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <DebounceButton variant="contained" startIcon={<SendIcon />} onClick={send} data-testid="org-invite-send">
          {t('teamCode.invite')}
        </DebounceButton>
        {problems.empty && (
          <Typography variant="body2" color="error">
            {problems.empty}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
