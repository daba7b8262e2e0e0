import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState.tsx';

/** A personal page opened without a session: say why it is empty and offer the login, coming back here. */
export function LoginPrompt({ text }: { text?: string }) {
  const { t } = useTranslation('portal');
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      text={text ?? t('common.loginFirst')}
      action={
        <Button
          variant="contained"
          component={RouterLink}
          to={`/hr/login?redirect=${encodeURIComponent(pathname + search)}`}
          data-testid="prompt-login"
        >
          {t('header.login')}
        </Button>
      }
    />
  );
}
