/**
 * WeChat mode: the app is opened with `?token=<exchange code>`, a single-use code (60 s) that the
 * WeChat entry got from Login/CreateExchangeCode, never a session token. The guard takes it out of
 * the address and trades it for a session of this browser's own (Login/ExchangeCode, a POST). If
 * this browser is logged in to another account, the server answers 1332 and the person chooses:
 * switch to the link's account, or keep the current one. A link never silently replaces a session.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, type Location } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { States } from '../common/states.ts';
import { isApiError } from './http.ts';
import { api } from './api.ts';
import { completeLogin, loginSource, type LoginData } from './auth.ts';
import { withoutParams } from './guardRules.ts';

function exchange(code: string, replace: boolean): Promise<LoginData> {
  return api.post(
    '/Login/ExchangeCode',
    { code, loginSource: loginSource(), replace },
    { quietStates: [States.EXCHANGE_OTHER_ACCOUNT.code] },
  );
}

/** True while a code from the address is being exchanged; `dialog` asks before another account's session is replaced. */
export function useTokenExchange(location: Location): { busy: boolean; dialog: ReactNode } {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const code = new URLSearchParams(location.search).get('token');
  const started = useRef<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code || started.current === code) return;
    started.current = code;
    setBusy(true);
    void navigate(
      { pathname: location.pathname, search: withoutParams(location.search, ['token']), hash: location.hash },
      { replace: true },
    );
    exchange(code, false)
      .then(
        (data) => completeLogin(data),
        (err: unknown) => {
          // Any other failure (1331: used or expired) was shown by the HTTP client; the current session stays.
          if (isApiError(err) && err.state === States.EXCHANGE_OTHER_ACCOUNT.code) setPending(code);
        },
      )
      .finally(() => setBusy(false));
  }, [code, location.pathname, location.search, location.hash, navigate]);

  const answer = (switchAccount: boolean) => {
    const chosen = pending;
    setPending(null);
    if (switchAccount && chosen)
      exchange(chosen, true).then(
        (data) => completeLogin(data),
        () => undefined,
      );
  };

  const dialog = (
    <Dialog open={pending !== null} onClose={() => answer(false)} data-testid="exchange-dialog" maxWidth="xs" fullWidth>
      <DialogTitle>{t('exchange.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('exchange.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button data-testid="exchange-keep" onClick={() => answer(false)}>
          {t('exchange.keep')}
        </Button>
        <Button data-testid="exchange-switch" variant="contained" onClick={() => answer(true)} autoFocus>
          {t('exchange.switch')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { busy: busy || code !== null, dialog };
}
