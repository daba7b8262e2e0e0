/**
 * When the terms changed since the person last accepted them (or their session was opened without
 * ticking them: a login link, a third-party identity), a banner under the header asks again: read the
 * terms, accept (Privacy/AcceptTerms with the current version). In the page's flow, so it covers nothing.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TERMS_VERSION } from '../../common/terms.ts';
import { useToken } from '../../shell/session.ts';
import { useApiMutation, useApiQuery } from '../../shell/query.ts';
import { PRIVACY_NS } from './i18n.ts';

function Banner() {
  const { t } = useTranslation(PRIVACY_NS);
  const consent = useApiQuery('/Privacy/GetConsent', undefined, { staleTime: 10 * 60_000 });
  const accept = useApiMutation('post', '/Privacy/AcceptTerms', { invalidates: ['/Privacy/GetConsent'] });
  if (!consent.data?.needsConsent) return null;
  return (
    <Box sx={{ px: { xs: 1.5, md: 3 }, pt: 1.5, maxWidth: 1200, mx: 'auto', width: '100%', boxSizing: 'border-box' }}>
      <Alert severity="info" data-testid="consent-banner" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
        {t('consent.text')}
        {/* Below the text, so a phone's narrow banner does not squeeze the buttons into a column. */}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 1 }}>
          <Button size="small" color="inherit" component={RouterLink} to="/hr/terms" sx={{ whiteSpace: 'nowrap' }}>
            {t('consent.read')}
          </Button>
          <Button
            size="small"
            variant="contained"
            loading={accept.isPending}
            onClick={() => accept.mutate({ agreementVersion: TERMS_VERSION })}
            data-testid="consent-accept"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t('consent.accept')}
          </Button>
        </Box>
      </Alert>
    </Box>
  );
}

export function ConsentBanner() {
  return useToken() ? <Banner /> : null;
}
