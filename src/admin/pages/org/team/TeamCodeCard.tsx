/**
 * The company's team code in large monospace with a copy button, and 重新生成 (with a confirm: the
 * old code stops working at once) for holders of `teamCode:edit`.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RefreshIcon from '@mui/icons-material/Refresh';
import { toastError, toastSuccess } from '../../../../shell/dialogs.tsx';
import { setAnswer, useApiQuery } from '../../../../shell/query.ts';
import { teamApi } from '../api.ts';
import { useOrgT } from '../i18n.ts';
import { ConfirmDialog } from '../../../engine/list/ConfirmDialog.tsx';

/** The clipboard API needs a secure context; plain http on a LAN falls back to a selection copy. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

function useTeamCode() {
  const query = useApiQuery('/TenementCode/GetTenementCode');
  const { refetch } = query;
  const code = query.data ?? null;
  /** A new code shown at once (the call answers it; the rest of the card does not change). */
  const show = (teamCode: string) => code && setAnswer('/TenementCode/GetTenementCode', undefined, { ...code, teamCode });
  return { code, failed: query.isError && !query.isFetching, retry: () => void refetch(), show };
}

export function TeamCodeCard({ canEdit }: { canEdit: boolean }) {
  const t = useOrgT();
  const { code, failed, retry, show: showCode } = useTeamCode();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    if (!code) return;
    if (await copyText(code.teamCode)) toastSuccess(t('teamCode.copied'));
    else toastError(t('teamCode.copyFailed'));
  };
  const regenerate = async () => {
    setBusy(true);
    try {
      const r = await teamApi.regenerate();
      showCode(r.teamCode);
      toastSuccess(t('teamCode.regenerated'));
    } catch {
      // The http client showed why.
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, background: 'linear-gradient(120deg,#eff6ff 0%,#ffffff 70%)' }}
      data-testid="org-team-card"
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('teamCode.cardTitle')}
        {code && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
            {code.tenementName}
          </Typography>
        )}
      </Typography>
      {failed ? (
        <Button size="small" onClick={retry} sx={{ mt: 1 }}>
          {t('common.retry')}
        </Button>
      ) : !code ? (
        <CircularProgress size={24} sx={{ display: 'block', my: 2 }} />
      ) : (
        <Typography
          data-testid="org-team-code"
          sx={{
            fontFamily: '"JetBrains Mono", "SFMono-Regular", Consolas, "Liberation Mono", monospace',
            fontSize: { xs: 24, sm: 36 },
            fontWeight: 700,
            letterSpacing: { xs: 1, sm: 4 },
            color: 'primary.main',
            my: 1.5,
            wordBreak: 'break-all',
            userSelect: 'all',
          }}
        >
          {code.teamCode}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('teamCode.cardHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          disabled={!code}
          onClick={() => void copy()}
          data-testid="org-team-copy"
        >
          {t('teamCode.copy')}
        </Button>
        {canEdit && (
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            disabled={!code}
            onClick={() => setConfirming(true)}
            data-testid="org-team-regenerate"
          >
            {t('teamCode.regenerate')}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={confirming}
        content={t('teamCode.regenerateConfirm')}
        busy={busy}
        confirmColor="primary"
        cancelledText={null}
        onConfirm={() => void regenerate()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
