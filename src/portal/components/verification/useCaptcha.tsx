/**
 * The slide captcha in a dialog, as a promise: `const ticket = await captcha.ask('login')` gives a
 * single-use ticket, or null when the user closed the dialog. Send-code and submit both use it.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import DialogContent from '@mui/material/DialogContent';
import { useTranslation } from 'react-i18next';
import { SlideCaptcha } from '../../../widgets/captcha/SlideCaptcha.tsx';
import { CAPTCHA_WIDTH, type CaptchaPayload, type CaptchaPurpose } from '../../../common/captcha.ts';
import { checkCaptcha, getCaptcha } from './codeApi.ts';

export interface Captcha {
  /** The ticket is good for this purpose only (the server binds it to the call it was solved for). */
  ask: (purpose: CaptchaPurpose) => Promise<string | null>;
  dialog: ReactNode;
}

const PADDING = 16;

export function useCaptcha(): Captcha {
  const { t } = useTranslation('login');
  const [open, setOpen] = useState(false);
  const resolver = useRef<((ticket: string | null) => void) | null>(null);
  const purpose = useRef<CaptchaPurpose>('login');

  const finish = useCallback((ticket: string | null) => {
    resolver.current?.(ticket);
    resolver.current = null;
    setOpen(false);
  }, []);

  const ask = useCallback((forPurpose: CaptchaPurpose) => {
    purpose.current = forPurpose;
    // A second ask while open replaces the first: the earlier caller just gets no ticket.
    resolver.current?.(null);
    setOpen(true);
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const texts = {
    hint: t('captcha.hint'),
    pass: t('captcha.pass'),
    fail: t('captcha.fail'),
    refresh: t('captcha.refresh'),
    loading: t('captcha.loading'),
    loadError: t('captcha.loadError'),
    close: t('captcha.close'),
  };

  // Kept out of the JSX literal so data-testid passes the slot-props type.
  const paper = { 'data-testid': 'captcha-dialog', sx: { m: 1, width: CAPTCHA_WIDTH + 2 * PADDING, maxWidth: 'calc(100% - 16px)' } };
  const dialog = (
    <Dialog open={open} onClose={() => finish(null)} maxWidth={false} slotProps={{ paper }}>
      {/* No close icon here: the widget has its own on the picture. */}
      <DialogTitle sx={{ px: `${PADDING}px`, py: 1.5, fontSize: 16 }}>{t('captcha.title')}</DialogTitle>
      <DialogContent sx={{ px: `${PADDING}px`, pb: `${PADDING}px` }}>
        {open && (
          <SlideCaptcha
            load={getCaptcha}
            verify={(id: string, payload: CaptchaPayload) => checkCaptcha(id, purpose.current, payload)}
            onSuccess={(ticket) => finish(ticket)}
            onClose={() => finish(null)}
            texts={texts}
          />
        )}
      </DialogContent>
    </Dialog>
  );
  return { ask, dialog };
}
