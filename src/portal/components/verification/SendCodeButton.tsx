/**
 * Send-code button: captcha first (its ticket is single use), then the code call, then a
 * countdown of the server's resendSeconds during which the button stays disabled.
 */
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { sendCode, type CodePurpose, type ContactKind } from './codeApi.ts';

export interface SendCodeButtonProps {
  /** The validated target, or null when the field is invalid (the form shows why). */
  getTarget: () => { kind: ContactKind; value: string } | null;
  purpose: CodePurpose;
  askTicket: (purpose: CodePurpose) => Promise<string | null>;
  /** A refused send (already shown as a toast), for a form that also marks the field. */
  onFailed?: (error: unknown) => void;
}

/** Seconds left until `until` (ms epoch); computed from the clock so throttled timers stay right. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function SendCodeButton({ getTarget, purpose, askTicket, onFailed }: SendCodeButtonProps) {
  const { t } = useTranslation('login');
  const [until, setUntil] = useState(0);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const left = useCountdown(until);

  const onClick = async () => {
    if (busy.current || left > 0) return;
    const target = getTarget();
    if (!target) return;
    busy.current = true;
    setSending(true);
    try {
      const ticket = await askTicket(purpose);
      if (!ticket) return;
      const sent = await sendCode(target.kind, target.value, purpose, ticket);
      setUntil(Date.now() + Math.max(1, sent.resendSeconds) * 1000);
      toastSuccess(t('done.codeSent'));
    } catch (e) {
      // Shown by the HTTP client (including 1311 "too soon").
      onFailed?.(e);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Button
      data-testid="send-code"
      variant="outlined"
      onClick={() => void onClick()}
      disabled={left > 0}
      loading={sending}
      sx={{ flexShrink: 0, minWidth: 118, height: 56, whiteSpace: 'nowrap' }}
    >
      {left > 0 ? t('resend', { n: left }) : t('sendCode')}
    </Button>
  );
}
