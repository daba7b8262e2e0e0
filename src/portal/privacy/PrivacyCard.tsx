/**
 * 设置账号 → 个人数据: how long data is kept, the download of everything (one zip), and the erasure
 * request with its answer (pending, or refused with the reason: a hire's legal retention until a day, a
 * company membership). A request that runs at once (nobody to ask) ends the session: the server has
 * erased the account, and the next call takes the person out.
 */
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { ERASURE_REFUSAL, PRIVACY_REQUEST_STATE } from '../../common/privacy.ts';
import { api, type ApiData } from '../../shell/api.ts';
import { saveDownload } from '../../shell/http.ts';
import { currentLang } from '../../shell/i18n.ts';
import { toastSuccess } from '../../shell/dialogs.tsx';
import { useApiMutation, useApiQuery } from '../../shell/query.ts';
import { SettingCard } from '../pages/SettingAccount/SettingCard.tsx';
import { PRIVACY_NS } from './i18n.ts';

type Request = ApiData<'/Privacy/GetMyRequests'>[number];

const day = (iso: string | null) =>
  iso ? new Date(iso.length === 10 ? `${iso}T00:00:00` : iso).toLocaleDateString(currentLang(), { dateStyle: 'long' }) : '';

function RequestAnswer({ request }: { request: Request }) {
  const { t } = useTranslation(PRIVACY_NS);
  if (request.state === PRIVACY_REQUEST_STATE.pending)
    return (
      <Alert severity="info" data-testid="privacy-request-pending">
        {t('state.pending', { date: day(request.createdAt) })}
      </Alert>
    );
  if (request.state !== PRIVACY_REQUEST_STATE.refused) return null;
  const why =
    request.reason === ERASURE_REFUSAL.member
      ? t('reason.member')
      : request.retainUntil
        ? t('reason.legalRetentionUntil', { date: day(request.retainUntil) })
        : t('reason.legalRetention');
  return (
    <Alert severity="warning" data-testid="privacy-request-refused">
      <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{t('state.refused', { date: day(request.answeredAt) })}</Typography>
      <Typography sx={{ fontSize: 14 }}>{why}</Typography>
    </Alert>
  );
}

function EraseDialog({ open, busy, onClose, onConfirm }: { open: boolean; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation(PRIVACY_NS);
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} maxWidth="xs" fullWidth data-testid="privacy-erase-dialog">
      <DialogTitle sx={{ fontSize: 17, fontWeight: 700 }}>{t('card.confirmTitle')}</DialogTitle>
      <DialogContent>
        <Typography>{t('card.confirmText')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {t('card.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy} data-testid="privacy-erase-confirm">
          {t('card.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PrivacyCard() {
  const { t } = useTranslation(PRIVACY_NS);
  const requests = useApiQuery('/Privacy/GetMyRequests');
  const ask = useApiMutation('post', '/Privacy/RequestErasure', { invalidates: ['/Privacy/GetMyRequests'] });
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const busy = useRef(false);
  const latest = requests.data?.[0];
  const pending = latest?.state === PRIVACY_REQUEST_STATE.pending;

  const download = async () => {
    if (busy.current) return;
    busy.current = true;
    setDownloading(true);
    try {
      saveDownload(await api.download('/Privacy/ExportMyData'));
      toastSuccess(t('card.downloaded'));
    } catch {
      // The http client already said why.
    } finally {
      busy.current = false;
      setDownloading(false);
    }
  };
  const erase = () =>
    ask.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirming(false);
        toastSuccess(t(answer.state === PRIVACY_REQUEST_STATE.done ? 'card.erased' : 'card.asked'), 3000);
      },
      onError: () => setConfirming(false),
    });

  return (
    <SettingCard title={t('card.title')} testId="privacy-card">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('card.intro')}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() => void download()}
            loading={downloading}
            data-testid="privacy-download"
          >
            {t('card.download')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {t('card.downloadHint')}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          {latest && <RequestAnswer request={latest} />}
          <Box>
            <Button
              color="error"
              variant="outlined"
              disabled={pending || requests.isPending}
              onClick={() => setConfirming(true)}
              data-testid="privacy-erase"
            >
              {t('card.erase')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {t('card.eraseHint')}
            </Typography>
          </Box>
        </Box>
      </Box>
      <EraseDialog open={confirming} busy={ask.isPending} onClose={() => setConfirming(false)} onConfirm={erase} />
    </SettingCard>
  );
}
